import type { LevelRatings } from '@escoba/ratings';

export const escobaLevels: LevelRatings = { format: 'escoba', date: '', command: '', games: 0, levels: {} };
