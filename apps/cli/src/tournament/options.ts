import { BOT_LEVELS, isBotLevel, sidesOf, type BotLevel } from '@escoba/cards';
import { parsed, problem, type Parsed } from '../command.js';
import { DEFAULT_BOT_TIMEOUT_SECONDS } from '../defaults.js';
import { parseBotSpec } from '../duplicate/options.js';
import type { BotSpec } from '../duplicate/types.js';
import type { AnyCliGame } from '../games/types.js';
import type { Messages } from '../messages/index.js';
import { parseSeconds, parseWholeNumber } from '../options.js';
import type { TournamentMessages } from './messages.js';

export const FORMATS = ['arena', 'swiss', 'knockout', 'roundrobin'] as const;
export type TournamentFormat = (typeof FORMATS)[number];

/** What `escoba tournament` was given, as commander hands it over. */
export interface TournamentCommandOptions {
  readonly format?: string;
  readonly players?: string;
  readonly player?: readonly string[];
  readonly levels?: string;
  readonly rounds?: string;
  readonly duration?: string;
  readonly seed?: string;
  readonly records?: string;
  readonly json?: boolean;
  readonly botTimeout?: string;
}

export const DEFAULT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard'];
export const DEFAULT_ROUNDS = 5;
export const DEFAULT_DURATION_MINUTES = 10;

/** One entrant: its number (from 1, in the order given) and its bot. */
export interface EntrantSpec {
  readonly number: number;
  readonly bot: BotSpec;
}

/** A checked tournament: the game and its new game, the entrants, the format's numbers. */
export interface TournamentConfig {
  readonly game: AnyCliGame;
  readonly start: unknown;
  /** Seats of each side of the game's table. */
  readonly sides: readonly (readonly number[])[];
  readonly format: TournamentFormat;
  readonly entrants: readonly EntrantSpec[];
  readonly rounds: number;
  /** The arena's length in simulated seconds (one play, one second). */
  readonly durationSeconds: number;
  readonly seed: number;
  readonly records?: string;
  readonly json: boolean;
  readonly botTimeoutMs: number;
}

/** The levels of `--levels a,b,c`. */
function parseLevels(text: string, m: Messages): Parsed<BotLevel[]> {
  const levels = text.split(',').map((l) => l.trim());
  const bad = levels.find((l) => !isBotLevel(l));
  if (bad !== undefined) return problem(m.errors.unknownBot('--levels', bad, BOT_LEVELS));
  return parsed(levels as BotLevel[]);
}

/** The options of a tournament of `game` from `start` (its table already checked). */
export function parseTournament(game: AnyCliGame, start: unknown, options: TournamentCommandOptions, m: Messages, t: TournamentMessages): Parsed<TournamentConfig> {
  const format = options.format ?? 'swiss';
  if (!(FORMATS as readonly string[]).includes(format)) return problem(t.errors.format(format));
  const f = format as TournamentFormat;
  if (options.rounds !== undefined && f !== 'swiss') return problem(t.errors.roundsOnlySwiss);
  if (options.duration !== undefined && f !== 'arena') return problem(t.errors.durationOnlyArena);
  const listed: BotSpec[] = [];
  for (const text of options.player ?? []) {
    const spec = parseBotSpec('--player', text, m);
    if (!spec.ok) return spec;
    listed.push(spec.value);
  }
  const levels = parseLevels(options.levels ?? DEFAULT_LEVELS.join(','), m);
  if (!levels.ok) return levels;
  let count = listed.length;
  if (options.players !== undefined) {
    const n = parseWholeNumber('--players', options.players, 2, 4096, m);
    if (!n.ok) return n;
    if (n.value < listed.length) return problem(t.errors.tooFewPlayers(n.value, listed.length));
    count = n.value;
  }
  if (count < 2) return problem(t.errors.noEntrants);
  const bots = [...listed, ...Array.from({ length: count - listed.length }, (_, i): BotSpec => ({ kind: 'level', level: levels.value[i % levels.value.length]! }))];
  const definition = game.plugin.definition;
  const { sides } = sidesOf(definition.players(start), game.duplicate.table(start).partnerships);
  if (f !== 'arena' && sides.length !== 2) return problem(t.errors.twoSides(f, sides.length));
  const rounds = parseWholeNumber('--rounds', options.rounds ?? String(DEFAULT_ROUNDS), 1, 1000, m);
  if (!rounds.ok) return rounds;
  const duration = parseWholeNumber('--duration', options.duration ?? String(DEFAULT_DURATION_MINUTES), 1, 100_000, m);
  if (!duration.ok) return duration;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const timeout = parseSeconds('--bot-timeout', options.botTimeout ?? String(DEFAULT_BOT_TIMEOUT_SECONDS), 86_400, m);
  if (!timeout.ok) return timeout;
  return parsed({
    game,
    start,
    sides,
    format: f,
    entrants: bots.map((bot, i) => ({ number: i + 1, bot })),
    rounds: rounds.value,
    durationSeconds: duration.value * 60,
    seed: seed.value,
    ...(options.records === undefined ? {} : { records: options.records }),
    json: options.json === true,
    botTimeoutMs: Math.round(timeout.value * 1000),
  });
}
