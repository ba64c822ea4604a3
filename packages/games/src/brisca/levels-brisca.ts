import type { LevelRatings } from '@escoba/ratings';

export const briscaLevels: LevelRatings = { format: 'brisca', date: '', command: '', games: 0, levels: {} };
