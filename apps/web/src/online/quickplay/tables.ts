import { TABLE_GAMES } from '@escoba/games';
import type { QuickPlayTable, TableConfig } from '@escoba/protocol';
import { entryOfTable } from '../../games/catalog.js';
import type { WebGameEntry } from '../../games/types.js';
import { checkTableConfig } from '../check-config.js';

/** A table quick play offers: what the request asks for, and the game's web entry that names it. */
export interface QuickPlayChoice {
  readonly key: string;
  readonly table: Omit<QuickPlayTable, 'rated'>;
  readonly entry: WebGameEntry;
  /** The i18n key of the table's size (`table.2`, `table.4p`, …). */
  readonly sizeKey: string;
}

const SIZES: readonly TableConfig['players'][] = [2, 3, 4, 6];

/**
 * Every table quick play can fill: each of the catalog's table names (`TABLE_GAMES`) at each size and partnership
 * its default rules allow, as the server resolves them; the games' plugins decide, no game is named here.
 */
export function quickPlayChoices(): QuickPlayChoice[] {
  const out: QuickPlayChoice[] = [];
  for (const game of TABLE_GAMES) {
    for (const { name } of game.table.names) {
      for (const players of SIZES) {
        for (const partnerships of [false, true]) {
          const resolved = checkTableConfig({ gameId: name, players, partnerships });
          if (!resolved.ok) continue;
          const entry = entryOfTable(resolved.settings);
          if (!entry) continue;
          out.push({ key: `${name}/${players}/${partnerships ? 'p' : 'a'}`, table: { gameId: name, players, partnerships }, entry, sizeKey: `table.${players}${partnerships ? 'p' : ''}` });
        }
      }
    }
  }
  return out;
}
