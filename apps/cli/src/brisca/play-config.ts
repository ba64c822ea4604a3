import { BOT_LEVELS, BRISCA_EXPERT_SETTINGS, BriscaSearch, createBriscaBot, type BriscaBotConfig, type BotLevel } from '@escoba/bots';
import type { BriscaState } from '@escoba/brisca';
import { parsed, type Parsed } from '../command.js';
import { DEFAULT_LEVEL } from '../defaults.js';
import { messages, type Lang } from '../messages/index.js';
import { parseLang, parseSearchEffort, parseWholeNumber } from '../options.js';
import { seatLevels } from '../play/levels.js';
import { BriscaPlaySession } from './session.js';

/** `escoba play` options as they concern a Brisca game (the table is already chosen). */
export interface BriscaPlayOptions {
  readonly level?: string;
  readonly levels?: string;
  readonly seat?: string;
  readonly seed?: string;
  readonly lang?: string;
  readonly record?: string;
  readonly iterations?: string;
  readonly timeMs?: string;
  readonly hands?: string;
}

export interface BriscaPlayConfig {
  readonly game: BriscaState;
  readonly human: number;
  readonly levels: readonly (BotLevel | null)[];
  readonly seed: number;
  readonly lang: Lang;
  readonly hands?: number;
  readonly record?: string;
  readonly bot: BriscaBotConfig;
}

/** Checks the options of a Brisca game; `seed` is the one `--seed` gave or a random one. */
export function parseBriscaPlayOptions(options: BriscaPlayOptions, game: BriscaState, seed: number): Parsed<BriscaPlayConfig> {
  const players = game.table.players;
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const seat = parseWholeNumber('--seat', options.seat ?? '0', 0, players - 1, m);
  if (!seat.ok) return seat;
  const levels = seatLevels(options, players, seat.value, BOT_LEVELS, DEFAULT_LEVEL as BotLevel, m);
  if (!levels.ok) return levels;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  let hands: number | undefined;
  if (options.hands !== undefined) {
    const h = parseWholeNumber('--hands', options.hands, 1, undefined, m);
    if (!h.ok) return h;
    hands = h.value;
  } else if (game.mode !== 'brisca') hands = 1;
  return parsed({
    game,
    human: seat.value,
    levels: levels.value,
    seed,
    lang: lang.value,
    bot: { seed, ...effort.value },
    ...(hands === undefined ? {} : { hands }),
    ...(options.record === undefined ? {} : { record: options.record }),
  });
}

/** A session with bots of the chosen levels and hints from the expert's search. */
export function createBriscaSession(config: BriscaPlayConfig, write: (text: string) => void): BriscaPlaySession {
  let search: BriscaSearch | null = null;
  return new BriscaPlaySession({
    game: config.game,
    human: config.human,
    bots: config.levels.map((level) => (level === null ? null : createBriscaBot(level, config.bot))),
    seed: config.seed,
    lang: config.lang,
    write,
    ...(config.hands === undefined ? {} : { hands: config.hands }),
    advisor: (view) => (search ??= new BriscaSearch(BRISCA_EXPERT_SETTINGS, config.bot)).estimate(view),
    meta: { seed: config.seed, seats: config.levels.map((l) => l ?? 'human') },
  });
}
