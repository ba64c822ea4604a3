import { ratingFormatOf, tournamentFieldsOf, type TableLengthField } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { chatProblem, LIMITS, type BotLevel, MAX_RATING_BOUND, textProblemMessage, type RatingRange, type TableConfig, type TournamentFormat } from '@escoba/protocol';
import { resolveSettings } from '../game/decide.js';
import { ratedSettingsProblem } from '../ratings/rated-settings.js';
import type { TournamentSetup } from './tournament-events.js';

export const FORMATS: readonly TournamentFormat[] = ['arena', 'swiss', 'knockout', 'roundrobin'];
const MINUTE = 60_000;
/** How far ahead a start may be: at most 30 days (at least `minLeadMs`, a setting: a minute by default). */
const MAX_AHEAD_MS = 30 * 24 * 60 * MINUTE;
export const ARENA_MINUTES = { min: 1, max: 600 } as const;
/** The level of the computers that fill empty seats in a tournament whose host allows them (tour23). */
export const COMPUTER_LEVEL: BotLevel = 'medium';
/** The table config fields a host may set; the others are the tournament's. */
const TABLE_FIELDS = new Set(['gameId', 'players', 'partnerships', 'rules', 'target', 'hands', 'turnSeconds']);

/** The request's field a refusal is about (`field` of the 400 answer); `body` when it is the whole body. */
export type SetupField = 'body' | 'name' | 'format' | 'rated' | 'computers' | 'startsAt' | 'minutes' | 'rounds' | 'ratingRange' | 'table' | 'table.turnSeconds' | 'table.hands' | 'table.target';

export type SetupResult = { readonly ok: true; readonly setup: TournamentSetup } | { readonly ok: false; readonly field: SetupField; readonly error: string };

const refuse = (field: SetupField, error: string): SetupResult => ({ ok: false, field, error });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const wholeIn = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

function ratingRangeOf(x: unknown): RatingRange | string | undefined {
  if (x === undefined) return undefined;
  if (!isObject(x) || Object.keys(x).some((k) => k !== 'min' && k !== 'max')) return 'ratingRange is {"min"?, "max"?}';
  for (const k of ['min', 'max'] as const) if (x[k] !== undefined && !wholeIn(x[k], 0, MAX_RATING_BOUND)) return `ratingRange.${k} is a whole number from 0 to ${MAX_RATING_BOUND}`;
  const range = { ...(x['min'] !== undefined ? { min: x['min'] as number } : {}), ...(x['max'] !== undefined ? { max: x['max'] as number } : {}) };
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return `ratingRange: the lowest rating (${range.min}) is above the highest (${range.max})`;
  return range;
}

/** The table config's length fields, each either the host's (`tournamentFieldsOf`) or refused. */
const LENGTH_FIELDS: readonly TableLengthField[] = ['target', 'hands'];

/**
 * A host's `TournamentCreate` checked and resolved, or a sentence naming what is wrong. The tables' settings go
 * through the same resolution as a table's create (`resolveSettings`), so a tournament can only make tables the
 * games allow. An arena ends its `minutes` of `arenaMinuteMs` after its start: a minute each, but in tests.
 */
export function setupOf(body: unknown, host: { readonly account: string; readonly name: string }, now: number, minLeadMs: number, arenaMinuteMs = MINUTE): SetupResult {
  if (!isObject(body)) return refuse('body', 'the body must be a JSON object');
  const known = new Set(['name', 'table', 'startsAt', 'format', 'minutes', 'rounds', 'rated', 'ratingRange', 'computers']);
  const unknown = Object.keys(body).find((k) => !known.has(k));
  if (unknown !== undefined) return refuse('body', `${unknown.slice(0, 40)}: not a field of a tournament (fields: ${[...known].join(', ')})`);
  const name = typeof body['name'] === 'string' ? body['name'].trim() : null;
  if (name === null) return refuse('name', 'name: a tournament needs a name');
  if (name.length > 60) return refuse('name', 'name: at most 60 characters');
  // A tournament's name is shown like a chat line: the chat's rules (no control or invisible characters, something shown).
  const problem = chatProblem(name);
  if (problem !== null) return refuse('name', textProblemMessage('name', problem));
  const format = body['format'];
  if (!FORMATS.includes(format as TournamentFormat)) return refuse('format', `format is one of ${FORMATS.join(', ')}`);
  if (typeof body['rated'] !== 'boolean') return refuse('rated', 'rated is true (the games change the players\' ratings) or false');
  if (typeof body['computers'] !== 'boolean') return refuse('computers', 'computers is true (computer players may fill empty seats) or false');
  const startsAt = body['startsAt'];
  if (typeof startsAt !== 'number' || !Number.isSafeInteger(startsAt)) return refuse('startsAt', 'startsAt is a time in ms since the epoch');
  if (startsAt < now + minLeadMs) return refuse('startsAt', `startsAt: a tournament starts at least ${Math.ceil(minLeadMs / 1000)} s from now, so players can join`);
  if (startsAt > now + MAX_AHEAD_MS) return refuse('startsAt', 'startsAt: a tournament starts within 30 days');
  if (format === 'arena' ? !wholeIn(body['minutes'], ARENA_MINUTES.min, ARENA_MINUTES.max) : body['minutes'] !== undefined) {
    return refuse('minutes', format === 'arena' ? `minutes: an arena lasts ${ARENA_MINUTES.min} to ${ARENA_MINUTES.max} minutes` : 'minutes: only an arena has a duration');
  }
  if (format === 'swiss' ? !wholeIn(body['rounds'], 1, 100) : body['rounds'] !== undefined) return refuse('rounds', format === 'swiss' ? 'rounds: a Swiss plays 1 to 100 rounds' : 'rounds: only a Swiss has a number of rounds');
  const range = ratingRangeOf(body['ratingRange']);
  if (typeof range === 'string') return refuse('ratingRange', range);
  const table = body['table'];
  if (!isObject(table)) return refuse('table', 'table: the tables\' game and size, as a table\'s config ({"gameId", "players", …})');
  const foreign = Object.keys(table).find((k) => !TABLE_FIELDS.has(k));
  if (foreign !== undefined) return refuse('table', `table.${foreign.slice(0, 40)}: not set by the host (${[...TABLE_FIELDS].join(', ')} are)`);
  const turn = table['turnSeconds'];
  if (turn !== undefined && turn !== null && !wholeIn(turn, LIMITS.minTurnSeconds, LIMITS.maxTurnSeconds)) {
    return refuse('table.turnSeconds', `table.turnSeconds: a turn lasts ${LIMITS.minTurnSeconds} to ${LIMITS.maxTurnSeconds} seconds, or null for no timer`);
  }
  let config: TableConfig = { ...(table as unknown as TableConfig), public: false, rated: body['rated'], ...(range !== undefined && body['rated'] ? { ratingRange: range } : {}) };
  if (range !== undefined && !body['rated']) return refuse('ratingRange', 'ratingRange: only a rated tournament has a rating range');
  let resolved: ReturnType<typeof resolveSettings>;
  try {
    resolved = resolveSettings(config);
  } catch {
    return refuse('table', 'table: not a table config');
  }
  if (!resolved.ok) return refuse('table', `table: ${resolved.error.message}`);
  // loose23: a length field the game's tournaments do not use is refused, not ignored (the game's plugin says which).
  const hostFields = tournamentFieldsOf(resolved.settings);
  const unused = LENGTH_FIELDS.find((f) => table[f] !== undefined && !hostFields.includes(f));
  if (unused === 'hands') return refuse('table.hands', 'table.hands: a tournament\'s game of a game with no end of its own (the Alcalde games) is one hand, as the rules count a game; leave hands out');
  if (unused !== undefined) return refuse(`table.${unused}`, `table.${unused}: a tournament of this game does not use it; leave it out`);
  // A game with no end of its own plays a number of hands (the Alcalde games): its rules make one hand a game, and
  // so does `escoba tournament`; a tournament's table plays exactly that.
  if (resolved.settings.hands !== null && resolved.settings.hands !== 1) {
    config = { ...config, hands: 1 };
    resolved = resolveSettings(config);
    if (!resolved.ok) return refuse('table', `table: ${resolved.error.message}`);
  }
  const settings = resolved.settings;
  const unrated = ratedSettingsProblem(settings);
  if (unrated !== null) return refuse('rated', unrated);
  const twoSided = settings.players === 2;
  if (format !== 'arena' && !twoSided) return refuse('table', `table: a ${format} is played at tables of 2 players (each side one entrant); an arena takes tables of 2, 3 or 4`);
  if (format === 'arena' && settings.players > 4) return refuse('table', 'table: an arena\'s tables have 2, 3 or 4 seats');
  return {
    ok: true,
    setup: {
      name,
      host,
      format: format as TournamentFormat,
      table: config,
      settings,
      startsAt,
      endsAt: format === 'arena' ? startsAt + (body['minutes'] as number) * arenaMinuteMs : null,
      rounds: format === 'swiss' ? (body['rounds'] as number) : null,
      rated: body['rated'],
      ...(range !== undefined && body['rated'] ? { ratingRange: range } : {}),
      computers: body['computers'],
      ratingFormat: ratingFormatOf(PLUGINS, settings)?.format.id ?? null,
    },
  };
}
