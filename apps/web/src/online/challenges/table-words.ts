import type { TableConfig, TableSettings } from '@escoba/protocol';
import { entryOfTable } from '../../games/catalog.js';
import type { I18n } from '../../i18n/translator.js';
import type { MessageKey } from '../../i18n/strings.js';
import { checkTableConfig } from '../check-config.js';
import type { OnlineTableWords } from '../game-parts.js';
import { gameWords } from '../TableSummary.js';

/** A challenge's table in words: "Escoba · 2 players · rated" (before its game's words are loaded). */
export function challengeTableWords(i18n: I18n, config: TableConfig): string {
  const resolved = checkTableConfig(config);
  const entry = resolved.ok ? entryOfTable(resolved.settings) : undefined;
  const game = entry ? i18n.t(entry.name) : (config.gameId ?? '?');
  const partnerships = resolved.ok ? resolved.settings.partnerships : config.partnerships === true;
  const size = i18n.t(`table.${config.players}${partnerships ? 'p' : ''}` as MessageKey);
  return `${game} · ${size} · ${ratedWord(i18n, config)}`;
}

const ratedWord = (i18n: I18n, config: TableConfig) => i18n.t(config.rated === true ? 'challenge.ratedTag' : 'challenge.casualTag');

/**
 * names22: a challenge's table in one line in its game's words, every rule in it, so the challenged player reads
 * what they accept: the game and players, the rules (the preset and each changed option, as the join page says
 * them), how long it lasts, the turn timer, rated or casual.
 */
export function challengeRulesLine(i18n: I18n, config: TableConfig, settings: TableSettings, words: OnlineTableWords): string {
  const length = words.length(i18n, settings);
  const timer = settings.turnSeconds === null ? [] : [`${i18n.t('online.seconds')}: ${settings.turnSeconds}`];
  return [gameWords(i18n, settings, words), words.rules(i18n, settings), `${length.label}: ${length.value}`, ...timer, ratedWord(i18n, config)].join(' · ');
}
