import { MAX_RATING_BOUND, type TableConfig, type TableSettings } from '@escoba/protocol';
import type { MessageKey } from '../../i18n/strings.js';
import { TOURNAMENT_FORMATS, TOURNAMENT_LIMITS, type TournamentFormat, type TournamentCreate } from './model.js';

/** When the tournament starts: in a number of minutes, or at a time of the person's day (`datetime-local`'s text). */
export type StartChoice = { readonly kind: 'in'; readonly minutes: string } | { readonly kind: 'at'; readonly local: string };

/** What the create form holds beyond the table (the game, its table and rules: the create-table form's `CreateForm`). */
export interface TournamentChoices {
  readonly name: string;
  readonly start: StartChoice;
  readonly format: TournamentFormat;
  /** The arena's length, in minutes (the field's text). */
  readonly minutes: string;
  /** The Swiss's rounds (the field's text). */
  readonly rounds: string;
  readonly rated: boolean;
  readonly minRating: string;
  readonly maxRating: string;
  readonly computers: boolean;
}

export const INITIAL_CHOICES: TournamentChoices = {
  name: '',
  start: { kind: 'in', minutes: '5' },
  format: 'arena',
  minutes: '30',
  rounds: '5',
  rated: false,
  minRating: '',
  maxRating: '',
  computers: false,
};

/** A field of the form that a problem is about (the form shows the problem by it and focuses it). */
export type FormField = 'name' | 'table' | 'timer' | 'start' | 'format' | 'minutes' | 'rounds' | 'rating' | 'computers';

export interface FormProblem {
  readonly field: FormField;
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type CheckedTournament = { readonly ok: true; readonly request: TournamentCreate } | { readonly ok: false; readonly problems: readonly FormProblem[] };

/** A whole number in a field's text, or null (empty, a fraction, not a number). */
const wholeNumber = (text: string): number | null => {
  const n = Number(text);
  return text.trim() === '' || !Number.isInteger(n) ? null : n;
};

/** A `datetime-local` value as the person's time zone reads it, in milliseconds since the epoch; null when it is none. */
export function localTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const at = new Date(text).getTime();
  return Number.isNaN(at) ? null : at;
}

/** The table's part of the request: the tournament sets the computer seats, publicity and rating itself. */
export function tournamentTable(config: TableConfig): TableConfig {
  const table: Record<string, unknown> = { ...config };
  for (const own of TOURNAMENT_OWN) delete table[own];
  return table as unknown as TableConfig;
}

/**
 * What a tournament's request sets itself, never its table (the server refuses them there); `hands` too: a
 * tournament's game of the Alcalde games is one hand (tour23, docs/tournaments.md).
 */
const TOURNAMENT_OWN = ['bots', 'public', 'rated', 'ratingRange', 'hands'] as const;

/**
 * The formats a table can be played in, as the server allows them: an arena at tables of 2 to 4 seats, the others
 * (each game a duel of two entrants) at tables of 2 players.
 */
export function formatsFor(settings: Pick<TableSettings, 'players'>): readonly TournamentFormat[] {
  return TOURNAMENT_FORMATS.filter((format) => (format === 'arena' ? settings.players <= TOURNAMENT_LIMITS.maxArenaSeats : settings.players === TOURNAMENT_LIMITS.duelPlayers));
}

/** What "in N minutes" adds to N minutes: the request reaches the server a moment later. */
export const START_SLACK_MS = 10_000;

function startOf(start: StartChoice, now: number): { at: number } | FormProblem {
  const maxMinutes = TOURNAMENT_LIMITS.maxStartMinutes;
  if (start.kind === 'in') {
    const minutes = wholeNumber(start.minutes);
    if (minutes === null || minutes < TOURNAMENT_LIMITS.minStartMinutes || minutes > maxMinutes) return { field: 'start', key: 'tournament.error.startIn', params: { min: TOURNAMENT_LIMITS.minStartMinutes, max: maxMinutes } };
    // A few seconds more than asked, for the request's way to the server (which refuses a start under its minimum).
    return { at: now + minutes * 60_000 + START_SLACK_MS };
  }
  const at = localTime(start.local);
  if (at === null) return { field: 'start', key: 'tournament.error.startAtMissing' };
  if (at < now + TOURNAMENT_LIMITS.minStartMinutes * 60_000) return { field: 'start', key: 'tournament.error.startPast', params: { min: TOURNAMENT_LIMITS.minStartMinutes } };
  if (at > now + maxMinutes * 60_000) return { field: 'start', key: 'tournament.error.startFar', params: { days: Math.round(maxMinutes / 1440) } };
  return { at };
}

/**
 * Whether the form makes a tournament, checked before sending as the server will check it (`TOURNAMENT_LIMITS`):
 * the request, or every problem with the field it is about. `table` is the create-table form's checked table (its
 * config and settings), `ratable` whether the game rates that table, `now` the page's clock.
 */
export function checkTournament(choices: TournamentChoices, table: { readonly config: TableConfig; readonly settings: TableSettings }, ratable: boolean, now: number): CheckedTournament {
  const problems: FormProblem[] = [];
  const name = choices.name.trim();
  if (name === '') problems.push({ field: 'name', key: 'tournament.error.nameEmpty' });
  else if ([...name].length > TOURNAMENT_LIMITS.maxNameChars) problems.push({ field: 'name', key: 'tournament.error.nameLong', params: { max: TOURNAMENT_LIMITS.maxNameChars } });

  const start = startOf(choices.start, now);
  if ('field' in start) problems.push(start);

  if (!formatsFor(table.settings).includes(choices.format)) {
    problems.push({ field: 'format', key: choices.format === 'arena' ? 'tournament.error.arenaSeats' : 'tournament.error.twoSides', params: { max: TOURNAMENT_LIMITS.maxArenaSeats } });
  }
  const minutes = wholeNumber(choices.minutes);
  const { minArenaMinutes, maxArenaMinutes } = TOURNAMENT_LIMITS;
  if (choices.format === 'arena' && (minutes === null || minutes < minArenaMinutes || minutes > maxArenaMinutes)) {
    problems.push({ field: 'minutes', key: 'tournament.error.minutes', params: { min: minArenaMinutes, max: maxArenaMinutes } });
  }
  const rounds = wholeNumber(choices.rounds);
  if (choices.format === 'swiss' && (rounds === null || rounds < 1 || rounds > TOURNAMENT_LIMITS.maxRounds)) problems.push({ field: 'rounds', key: 'tournament.error.rounds', params: { max: TOURNAMENT_LIMITS.maxRounds } });

  const bound = (text: string): number | null | 'bad' => {
    if (text.trim() === '') return null;
    const n = wholeNumber(text);
    return n === null || n < 0 || n > MAX_RATING_BOUND ? 'bad' : n;
  };
  const min = choices.rated ? bound(choices.minRating) : null;
  const max = choices.rated ? bound(choices.maxRating) : null;
  if (choices.rated && !ratable) problems.push({ field: 'rating', key: 'tournament.error.notRatable' });
  else if (min === 'bad' || max === 'bad') problems.push({ field: 'rating', key: 'tournament.error.ratingBound', params: { max: MAX_RATING_BOUND } });
  else if (min !== null && max !== null && min > max) problems.push({ field: 'rating', key: 'tournament.error.ratingOrder' });

  if (problems.length > 0 || 'field' in start) return { ok: false, problems };
  const range = { ...(typeof min === 'number' ? { min } : {}), ...(typeof max === 'number' ? { max } : {}) };
  return {
    ok: true,
    request: {
      name,
      table: tournamentTable(table.config),
      startsAt: start.at,
      format: choices.format,
      ...(choices.format === 'arena' ? { minutes: minutes! } : {}),
      ...(choices.format === 'swiss' ? { rounds: rounds! } : {}),
      rated: choices.rated,
      ...(Object.keys(range).length > 0 ? { ratingRange: range } : {}),
      computers: choices.computers,
    },
  };
}
