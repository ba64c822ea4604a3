import type { Bot, BotConfig } from './bot.js';
import { randomBot } from './random.js';

// PLACEHOLDER while the hard level is being written: plays like random.
export function hardBot(config: BotConfig = {}): Bot {
  return { ...randomBot(config), level: 'hard' };
}
