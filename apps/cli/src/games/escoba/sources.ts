import type { PresetSource } from '../../rule-sources.js';

/** The rule texts each Escoba preset was written from (docs/rules.md cites the same). */
export const ESCOBA_PRESET_SOURCES: Readonly<Record<string, PresetSource>> = {
  classic: { ids: ['001', '000'] },
  sevens: { ids: ['002'] },
  fournier: { ids: ['003'] },
  escova: { ids: ['004'] },
};
