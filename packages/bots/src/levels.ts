import type { Bot, BotConfig } from './bot.js';
import { easyBot } from './easy.js';
import { expertBot } from './expert.js';
import { hardBot } from './hard.js';
import { mediumBot } from './medium.js';
import { randomBot } from './random.js';

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

const FACTORIES: Record<BotLevel, (config: BotConfig) => Bot> = {
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
  expert: expertBot,
};

export const isBotLevel = (x: unknown): x is BotLevel => typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

/** A bot of the named level. */
export function createBot(level: BotLevel, config: BotConfig = {}): Bot {
  if (!isBotLevel(level)) throw new Error(`unknown bot level ${JSON.stringify(level)} (levels: ${BOT_LEVELS.join(', ')})`);
  return FACTORIES[level](config);
}
