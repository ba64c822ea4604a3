import type { PresetSource } from '../../rule-sources.js';

/** The rule texts each Brisca and Alcalde preset was written from: the sections of 001b (docs/rules.md cites the same). */
export const BRISCA_PRESET_SOURCES: Readonly<Record<string, PresetSource>> = {
  brisca: { ids: ['001b'], section: 'Briscas' },
  alcalde: { ids: ['001b'], section: 'Alcalde' },
  'alcalde-variation': { ids: ['001b'], section: 'Alcalde Variation' },
};
