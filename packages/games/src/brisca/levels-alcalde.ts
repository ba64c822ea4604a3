import type { LevelRatings } from '@escoba/ratings';

export const alcaldeLevels: LevelRatings = { format: 'alcalde', date: '', command: '', games: 0, levels: {} };
