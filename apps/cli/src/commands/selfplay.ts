import { recordFromState, type GameRecord, type GameState } from '@escoba/engine';
import { lines, parsed, type CommandResult, type Parsed, failure } from '../command.js';
import { gameFromOptions, parseWholeNumber, type TableOptions } from '../options.js';
import { messages, type Messages } from '../messages/index.js';
import { gameRng, playRandomGame } from '../random-game.js';
import { briscaSelfplayRecord } from '../brisca/random-game.js';
import type { BriscaState } from '@escoba/brisca';
import { DEFAULT_SEED } from '../defaults.js';

export interface SelfplayOptions extends TableOptions {
  /** How many games; default 1. */
  readonly games?: string;
  /** Run seed, a whole number; default 1. */
  readonly seed?: string;
  /** Number of the first game; default 0. Game i is the same whatever run it is part of. */
  readonly start?: string;
}

export interface SelfplayConfig {
  readonly games: number;
  readonly seed: number;
  readonly start: number;
  /** The new game every game starts from (rules and table already checked). */
  readonly game: GameState;
}

export { DEFAULT_SEED };

export function parseSelfplayOptions(options: SelfplayOptions, m: Messages = messages('en')): Parsed<SelfplayConfig> {
  const games = parseWholeNumber('--games', options.games ?? '1', 1, undefined, m);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? String(DEFAULT_SEED), 0, undefined, m);
  if (!seed.ok) return seed;
  const start = parseWholeNumber('--start', options.start ?? '0', 0, undefined, m);
  if (!start.ok) return start;
  const game = gameFromOptions(options, m);
  if (!game.ok) return game;
  return parsed({ games: games.value, seed: seed.value, start: start.value, game: game.value });
}

/**
 * The record of game `index` of a run with seed `seed`: played by {@link playRandomGame} with the rng
 * `createRng("seed:index")`. Metadata fields `seed` and `game` say how to play it again.
 */
export function selfplayRecord(game: GameState, seed: number, index: number): GameRecord {
  const final = playRandomGame(game, gameRng(seed, index));
  // `format` first, then the metadata, then rules, players, partnerships and hands.
  const { format, ...rest } = recordFromState(final, { seed, game: index });
  return { format, ...rest };
}

/** One JSON line (without the newline) per game, played lazily so a long run streams. */
export function* selfplayLines(config: SelfplayConfig): Generator<string> {
  for (let i = config.start; i < config.start + config.games; i++) yield JSON.stringify(selfplayRecord(config.game, config.seed, i));
}

/** `escoba selfplay` with all output in memory (the program itself streams {@link selfplayLines}). */
export function selfplayCommand(options: SelfplayOptions): CommandResult {
  const config = parseSelfplayOptions(options);
  if (!config.ok) return failure('selfplay', config.message);
  return { stdout: lines([...selfplayLines(config.value)]), stderr: '', code: 0 };
}

/** A Brisca / Alcalde selfplay run: the same `--games`, `--seed`, `--start`, plus `--hands` (at most that many hands a game). */
export interface BriscaSelfplayConfig {
  readonly games: number;
  readonly seed: number;
  readonly start: number;
  readonly hands?: number;
  readonly game: BriscaState;
}

export function parseBriscaSelfplayOptions(options: SelfplayOptions & { readonly hands?: string }, start: BriscaState, m: Messages = messages('en')): Parsed<BriscaSelfplayConfig> {
  const games = parseWholeNumber('--games', options.games ?? '1', 1, undefined, m);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? String(DEFAULT_SEED), 0, undefined, m);
  if (!seed.ok) return seed;
  const first = parseWholeNumber('--start', options.start ?? '0', 0, undefined, m);
  if (!first.ok) return first;
  let hands: number | undefined;
  if (options.hands !== undefined) {
    const h = parseWholeNumber('--hands', options.hands, 1, undefined, m);
    if (!h.ok) return h;
    hands = h.value;
  }
  return parsed({ games: games.value, seed: seed.value, start: first.value, game: start, ...(hands === undefined ? {} : { hands }) });
}

/** One `brisca-record/1` JSON line per game, played lazily. */
export function* briscaSelfplayLines(config: BriscaSelfplayConfig): Generator<string> {
  for (let i = config.start; i < config.start + config.games; i++) yield JSON.stringify(briscaSelfplayRecord(config.game, config.seed, i, config.hands));
}
