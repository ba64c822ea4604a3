import type { Bot, BotConfig } from './bot.js';
import { randomBot } from './random.js';

// PLACEHOLDER while the easy level is being written: plays like random.
export function easyBot(config: BotConfig = {}): Bot {
  return { ...randomBot(config), level: 'easy' };
}
