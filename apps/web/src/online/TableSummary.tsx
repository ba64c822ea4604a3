import type { TableInfo, TableSettings } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { isMessageKey, type I18n } from '../i18n/translator.js';
import type { OnlineTableWords } from './game-parts.js';
import { playerName } from './names.js';

/** The players as the new-game forms say them ("4 players, 2 against 2": the tables' ids are `4p`, `3`, …). */
function playersWords(i18n: I18n, settings: TableSettings): string {
  const key = `table.${settings.players}${settings.partnerships ? 'p' : ''}`;
  return isMessageKey(key) ? i18n.t(key) : i18n.t('record.players', { n: settings.players });
}

/** The game and its players, in the table's game's words: "Escoba de 15, 2 players", "Brisca, 4 players, 2 against 2". */
export const gameWords = (i18n: I18n, settings: TableSettings, words: OnlineTableWords): string => words.game(i18n, settings, playersWords(i18n, settings));

/** The table in one line for the lobby: the game's own line (rules, how long it lasts), then the turn timer. */
export function settingsLine(i18n: I18n, settings: TableSettings, words: OnlineTableWords): string {
  const parts = [...words.line(i18n, settings, gameWords(i18n, settings, words))];
  if (settings.turnSeconds !== null) parts.push(`${i18n.t('online.seconds')}: ${settings.turnSeconds}`);
  return parts.join(' · ');
}

/** What a shared link leads to, before joining: who invites, the game, its rules, how long it lasts and the turn timer. */
export function TableSummary({ table, words }: { readonly table: TableInfo; readonly words: OnlineTableWords }) {
  const i18n = useI18n();
  const { settings } = table;
  const length = words.length(i18n, settings);
  return (
    <>
      <p className="invited-by" data-testid="invited-by">
        {i18n.t('online.invitedBy', { name: playerName(i18n, table, table.host) })}
      </p>
      <dl className="table-summary" data-testid="table-summary">
        <dt>{i18n.t('online.gameLabel')}</dt>
        <dd data-testid="table-game">{gameWords(i18n, settings, words)}</dd>
        <dt>{i18n.t('online.rulesLabel')}</dt>
        <dd data-testid="table-rules">{words.rules(i18n, settings)}</dd>
        <dt>{length.label}</dt>
        <dd data-testid="table-length">{length.value}</dd>
        <dt>{i18n.t('online.timerLabel')}</dt>
        <dd>{settings.turnSeconds === null ? i18n.t('online.noTimer') : i18n.t('online.timerSeconds', { n: settings.turnSeconds })}</dd>
      </dl>
    </>
  );
}
