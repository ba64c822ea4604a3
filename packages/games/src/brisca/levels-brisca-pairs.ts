import type { LevelRatings } from '@escoba/ratings';

export const briscaPairsLevels: LevelRatings = { format: 'brisca-pairs', date: '', command: '', games: 0, levels: {} };
