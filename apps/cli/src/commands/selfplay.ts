import type { Command } from 'commander';
import { lines, parsed, problem, type CommandResult, type Parsed, failure } from '../command.js';
import { DEFAULT_SEED } from '../defaults.js';
import type { AnyCliGame } from '../games/types.js';
import { messages, type Messages } from '../messages/index.js';
import { parseWholeNumber, type TableOptions } from '../options.js';
import { gameRng, playRandom } from '../random-game.js';
import { chooseTable } from '../table-choice.js';

export interface SelfplayOptions extends TableOptions {
  /** How many games; default 1. */
  readonly games?: string;
  /** Run seed, a whole number; default 1. */
  readonly seed?: string;
  /** Number of the first game; default 0. Game i is the same whatever run it is part of. */
  readonly start?: string;
  /** A game id or a preset standing for its game. */
  readonly game?: string;
  /** At most this many hands a game (games that take `--hands`). */
  readonly hands?: string;
}

export interface SelfplayConfig {
  readonly games: number;
  readonly seed: number;
  readonly start: number;
  /** At most this many hands a game; undefined: the game's default. */
  readonly hands?: number;
  /** The new game every game starts from (rules and table already checked). */
  readonly game: unknown;
  /** Its game's part of the CLI. */
  readonly cli: AnyCliGame;
}

export { DEFAULT_SEED };

/** The options of `escoba selfplay`; `cmd` tells defaults from given options. */
export function parseSelfplayOptions(options: SelfplayOptions, m: Messages = messages('en'), cmd?: Command): Parsed<SelfplayConfig> {
  const table = chooseTable(options, cmd, m);
  if (!table.ok) return table;
  const { game: cli, start: game } = table.value;
  if (options.hands !== undefined && cli.hands.refused) return problem(cli.hands.refused(m));
  const games = parseWholeNumber('--games', options.games ?? '1', 1, undefined, m);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? String(DEFAULT_SEED), 0, undefined, m);
  if (!seed.ok) return seed;
  const start = parseWholeNumber('--start', options.start ?? '0', 0, undefined, m);
  if (!start.ok) return start;
  let hands: number | undefined;
  if (options.hands !== undefined) {
    const h = parseWholeNumber('--hands', options.hands, 1, undefined, m);
    if (!h.ok) return h;
    hands = h.value;
  }
  return parsed({ games: games.value, seed: seed.value, start: start.value, game, cli, ...(hands === undefined ? {} : { hands }) });
}

/** Hands a random game of `game` from `start` plays: `hands` when given, else the game's default (Infinity: to the end). */
export const randomHands = (game: AnyCliGame, start: unknown, hands?: number): number => hands ?? game.hands.defaultFor(start) ?? Infinity;

/**
 * The record of game `index` of a run with seed `seed`: played by {@link playRandom} with the rng
 * `createRng("seed:index")`. Metadata fields `seed` and `game` say how to play it again; `format` comes first.
 */
export function selfplayRecord<R = Record<string, unknown>>(game: AnyCliGame, start: unknown, seed: number, index: number, hands?: number): R {
  const { definition } = game.plugin;
  const final = playRandom(definition, start, gameRng(seed, index), randomHands(game, start, hands));
  const { format, ...rest } = definition.record.make(final, { seed, game: index });
  return { format, ...rest } as R;
}

/** One JSON line (without the newline) per game, played lazily so a long run streams. */
export function* selfplayLines(config: SelfplayConfig): Generator<string> {
  for (let i = config.start; i < config.start + config.games; i++) yield JSON.stringify(selfplayRecord(config.cli, config.game, config.seed, i, config.hands));
}

/** `escoba selfplay` with all output in memory (the program itself streams {@link selfplayLines}). */
export function selfplayCommand(options: SelfplayOptions): CommandResult {
  const config = parseSelfplayOptions(options);
  if (!config.ok) return failure('selfplay', config.message);
  return { stdout: lines([...selfplayLines(config.value)]), stderr: '', code: 0 };
}
