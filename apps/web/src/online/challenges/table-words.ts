import type { TableConfig } from '@escoba/protocol';
import { entryOfTable } from '../../games/catalog.js';
import type { I18n } from '../../i18n/translator.js';
import type { MessageKey } from '../../i18n/strings.js';
import { checkTableConfig } from '../check-config.js';

/** A challenge's table in words: "Escoba · 2 players · rated". */
export function challengeTableWords(i18n: I18n, config: TableConfig): string {
  const resolved = checkTableConfig(config);
  const entry = resolved.ok ? entryOfTable(resolved.settings) : undefined;
  const game = entry ? i18n.t(entry.name) : (config.gameId ?? '?');
  const partnerships = resolved.ok ? resolved.settings.partnerships : config.partnerships === true;
  const size = i18n.t(`table.${config.players}${partnerships ? 'p' : ''}` as MessageKey);
  return `${game} · ${size} · ${i18n.t(config.rated === true ? 'challenge.ratedTag' : 'challenge.casualTag')}`;
}
