import type { BriscaBot, BriscaBotConfig } from './bot.js';
import { easyBot } from './easy.js';
import { mediumBot } from './medium.js';
import { randomBot } from './random.js';
import { expertBot, hardBot } from './search-bots.js';
import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { senaToMake, signalling } from './senas.js';

export const BRISCA_BOT_LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type BriscaBotLevel = (typeof BRISCA_BOT_LEVELS)[number];

/** With the rule option `senas`, `medium` and up make their señas (`senas.ts`); `random` and `easy` never do. */
const FACTORIES: Record<BriscaBotLevel, (config: BriscaBotConfig) => BriscaBot> = {
  random: randomBot,
  easy: easyBot,
  medium: (config) => signalling(mediumBot(config)),
  hard: (config) => signalling(hardBot(config)),
  expert: (config) => signalling(expertBot(config)),
};

export const isBriscaBotLevel = (x: unknown): x is BriscaBotLevel => typeof x === 'string' && (BRISCA_BOT_LEVELS as readonly string[]).includes(x);

/** A Brisca / Alcalde bot of the named level; its only input is the seat's `BriscaView`. */
export function createBriscaBot(level: BriscaBotLevel, config: BriscaBotConfig = {}): BriscaBot {
  if (!isBriscaBotLevel(level)) throw new Error(`unknown bot level ${JSON.stringify(level)} (levels: ${BRISCA_BOT_LEVELS.join(', ')})`);
  return FACTORIES[level](config);
}

/**
 * The seña a bot of `level` makes now, if any: what its `choose` returns before any thinking (`signalling`). A server
 * asks this first, on the spot, so that a seña costs no search time (opponents must not tell from the pace of a
 * seat's card that it signalled).
 */
export function briscaSenaOf(level: BriscaBotLevel, view: BriscaView): BriscaAction | null {
  return level === 'random' || level === 'easy' ? null : senaToMake(view);
}
