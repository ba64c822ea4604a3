import type { Bot, BotConfig } from './bot.js';
import { randomBot } from './random.js';

// PLACEHOLDER while the medium level is being written: plays like random.
export function mediumBot(config: BotConfig = {}): Bot {
  return { ...randomBot(config), level: 'medium' };
}
