import { randomInt } from 'node:crypto';
import type { BotLevel } from '@escoba/cards';
import { parsed, type Parsed } from '../command.js';
import { DEFAULT_LEVEL } from '../defaults.js';
import type { AnyCliGame, SessionConfig } from '../games/types.js';
import type { Lang, Messages } from '../messages/index.js';
import { parseSearchEffort, parseWholeNumber, type TableOptions } from '../options.js';
import { seatLevels } from './levels.js';

export interface PlayOptions extends TableOptions {
  /** Level of every computer seat; default medium. */
  readonly level?: string;
  /** Levels of the computer seats in seat order, comma-separated (overrides --level). */
  readonly levels?: string;
  /** The person's seat; default 0. */
  readonly seat?: string;
  /** Seed of the decks, the first dealer and the bots; default random (and printed). */
  readonly seed?: string;
  readonly lang?: string;
  /** Where to write the game record when the game ends, the person quits or the input ends. */
  readonly record?: string;
  /** Search effort per decision of the bots and of `hint`. */
  readonly iterations?: string;
  /** Time budget per decision in milliseconds (then decisions are not reproducible). */
  readonly timeMs?: string;
  /** A game id or a preset standing for its game. */
  readonly game?: string;
  /** At most this many hands (games that take `--hands`). */
  readonly hands?: string;
}

/** `--seed`, or a random seed (printed by the session) when it is not given. */
export const parsePlaySeed = (options: PlayOptions, m: Messages, randomSeed: () => number = () => randomInt(1, 1_000_000)): Parsed<number> =>
  options.seed === undefined ? parsed(randomSeed()) : parseWholeNumber('--seed', options.seed, 0, undefined, m);

/** The person's seat, the computer seats' levels, the bots' effort and `--hands`, for a new game `start` of `game`. */
export function parseSessionOptions(game: AnyCliGame, options: PlayOptions, start: unknown, seed: number, lang: Lang, m: Messages): Parsed<SessionConfig<unknown>> {
  const players = game.plugin.definition.players(start);
  const seat = parseWholeNumber('--seat', options.seat ?? '0', 0, players - 1, m);
  if (!seat.ok) return seat;
  const levels = seatLevels(options, players, seat.value, game.plugin.bots.levels, DEFAULT_LEVEL as BotLevel, m);
  if (!levels.ok) return levels;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  let hands = game.hands.defaultFor(start);
  if (options.hands !== undefined) {
    const h = parseWholeNumber('--hands', options.hands, 1, undefined, m);
    if (!h.ok) return h;
    hands = h.value;
  }
  return parsed({ start, human: seat.value, levels: levels.value, seed, lang, bot: { seed, ...effort.value }, ...(hands === undefined ? {} : { hands }) });
}
