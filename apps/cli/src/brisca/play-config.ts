import { BRISCA_BOT_LEVELS, BRISCA_EXPERT_SETTINGS, BriscaSearch, createBriscaBot, isBriscaBotLevel, type BriscaBotConfig, type BriscaBotLevel } from '@escoba/bots';
import type { BriscaState } from '@escoba/brisca';
import { parsed, problem, type Parsed } from '../command.js';
import { isLang, type Lang } from '../narrate.js';
import { parseSearchEffort, parseWholeNumber } from '../options.js';
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
  readonly levels: readonly (BriscaBotLevel | null)[];
  readonly seed: number;
  readonly lang: Lang;
  readonly hands?: number;
  readonly record?: string;
  readonly bot: BriscaBotConfig;
}

const parseLevel = (option: string, text: string): Parsed<BriscaBotLevel> => {
  const t = text.trim();
  return isBriscaBotLevel(t) ? parsed(t) : problem(`${option} must be one of ${BRISCA_BOT_LEVELS.join(', ')}, got ${JSON.stringify(text)}`);
};

/** Checks the options of a Brisca game; `seed` is the one `--seed` gave or a random one. */
export function parseBriscaPlayOptions(options: BriscaPlayOptions, game: BriscaState, seed: number): Parsed<BriscaPlayConfig> {
  const players = game.table.players;
  const seat = parseWholeNumber('--seat', options.seat ?? '0', 0, players - 1);
  if (!seat.ok) return seat;
  const lang = (options.lang ?? 'en').trim();
  if (!isLang(lang)) return problem(`--lang must be en or es, got ${JSON.stringify(options.lang)}`);
  let computer: BriscaBotLevel[];
  if (options.levels !== undefined) {
    const parts = options.levels.split(',');
    if (parts.length !== players - 1) return problem(`--levels needs ${players - 1} level${players === 2 ? '' : 's'} (one per computer seat, in seat order), got ${JSON.stringify(options.levels)}`);
    computer = [];
    for (const p of parts) {
      const level = parseLevel('--levels', p);
      if (!level.ok) return level;
      computer.push(level.value);
    }
  } else {
    const level = parseLevel('--level', options.level ?? 'medium');
    if (!level.ok) return level;
    computer = new Array<BriscaBotLevel>(players - 1).fill(level.value);
  }
  const levels = Array.from({ length: players }, (_, s) => (s === seat.value ? null : computer[s < seat.value ? s : s - 1]!));
  const effort = parseSearchEffort(options);
  if (!effort.ok) return effort;
  let hands: number | undefined;
  if (options.hands !== undefined) {
    const h = parseWholeNumber('--hands', options.hands, 1);
    if (!h.ok) return h;
    hands = h.value;
  } else if (game.mode !== 'brisca') hands = 1;
  return parsed({
    game,
    human: seat.value,
    levels,
    seed,
    lang,
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
