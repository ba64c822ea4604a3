import { BOT_LEVELS, isBotLevel, type BotLevel } from '@escoba/engine';
import type { Bot, BotConfig } from './bot.js';
import { easyBot } from './easy.js';
import { expertBot } from './expert.js';
import { hardBot } from './hard.js';
import { mediumBot } from './medium.js';
import { randomBot } from './random.js';


// The level names are every game's (`@escoba/cards`); this package gives them their Escoba meaning.
export { BOT_LEVELS, isBotLevel, type BotLevel } from '@escoba/engine';

const FACTORIES: Record<BotLevel, (config: BotConfig) => Bot> = {
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
  expert: expertBot,
};

/** A bot of the named level. */
export function createBot(level: BotLevel, config: BotConfig = {}): Bot {
  if (!isBotLevel(level)) throw new Error(`unknown bot level ${JSON.stringify(level)} (levels: ${BOT_LEVELS.join(', ')})`);
  return FACTORIES[level](config);
}
