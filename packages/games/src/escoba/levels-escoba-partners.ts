import type { LevelRatings } from '@escoba/ratings';

export const escobaPartnersLevels: LevelRatings = { format: 'escoba-partners', date: '', command: '', games: 0, levels: {} };
