import type { BriscaBot, BriscaBotConfig } from './bot.js';
import { easyBot } from './easy.js';
import { mediumBot } from './medium.js';
import { randomBot } from './random.js';
import { expertBot, hardBot } from './search-bots.js';
import { BOT_LEVELS, isBotLevel, type BotLevel, type BriscaAction, type BriscaView } from '@escoba/brisca';
import { senaToMake, signalling } from './senas.js';


/** With the rule option `senas`, `medium` and up make their señas (`senas.ts`); `random` and `easy` never do. */
const FACTORIES: Record<BotLevel, (config: BriscaBotConfig) => BriscaBot> = {
  random: randomBot,
  easy: easyBot,
  medium: (config) => signalling(mediumBot(config)),
  hard: (config) => signalling(hardBot(config)),
  expert: (config) => signalling(expertBot(config)),
};

/** A Brisca / Alcalde bot of the named level; its only input is the seat's `BriscaView`. */
export function createBriscaBot(level: BotLevel, config: BriscaBotConfig = {}): BriscaBot {
  if (!isBotLevel(level)) throw new Error(`unknown bot level ${JSON.stringify(level)} (levels: ${BOT_LEVELS.join(', ')})`);
  return FACTORIES[level](config);
}

/**
 * The seña a bot of `level` makes now, if any: what its `choose` returns before any thinking (`signalling`). A server
 * asks this first, on the spot, so that a seña costs no search time (opponents must not tell from the pace of a
 * seat's card that it signalled).
 */
export function briscaSenaOf(level: BotLevel, view: BriscaView): BriscaAction | null {
  return level === 'random' || level === 'easy' ? null : senaToMake(view);
}
