import type { TableSettings } from '@escoba/protocol';
import { entryOfTable } from '../../games/catalog.js';
import type { I18n } from '../../i18n/translator.js';
import type { OnlineTableWords } from '../game-parts.js';
import { settingsLine } from '../TableSummary.js';
import type { TournamentFormat, TournamentSummary } from './model.js';

/** The format with its length: "Arena, 30 min", "Swiss, 5 rounds", "Knock-out", "Round-robin". */
export function formatWords(i18n: I18n, t: Pick<TournamentSummary, 'format' | 'startsAt' | 'endsAt' | 'rounds'>): string {
  const name = formatName(i18n, t.format);
  if (t.format === 'arena' && t.endsAt !== null) return i18n.t('tournament.arenaLength', { format: name, minutes: Math.round((t.endsAt - t.startsAt) / 60_000) });
  if (t.format === 'swiss' && t.rounds !== null) return i18n.t('tournament.rounds', { format: name, rounds: t.rounds });
  return name;
}

export const formatName = (i18n: I18n, format: TournamentFormat): string => i18n.t(`tournament.format.${format}`);

/** The tables in one line, as the lobby says a table's (the game's words once loaded, else the game's name). */
export function tableLine(i18n: I18n, settings: TableSettings, words: OnlineTableWords | null): string {
  if (words !== null) return settingsLine(i18n, settings, words);
  const entry = entryOfTable(settings);
  return entry ? i18n.t(entry.name) : settings.gameId;
}

const LOCALE = { es: 'es', en: 'en', pt: 'pt-BR' } as const;

/** A moment of the day in the page's language ("27 nov, 08:30"). */
export const momentWords = (i18n: I18n, at: number): string => new Intl.DateTimeFormat(LOCALE[i18n.lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** The day a tournament finished, as the profile says a game's. */
export const dayWords = (i18n: I18n, at: number): string => new Intl.DateTimeFormat(LOCALE[i18n.lang], { dateStyle: 'long' }).format(new Date(at));
