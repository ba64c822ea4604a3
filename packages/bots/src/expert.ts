import type { Bot, BotConfig } from './bot.js';
import { randomBot } from './random.js';

// PLACEHOLDER while the expert level is being written: plays like random.
export function expertBot(config: BotConfig = {}): Bot {
  return { ...randomBot(config), level: 'expert' };
}

import type { Analyst } from './bot.js';
// PLACEHOLDER: estimates nothing yet.
export function createAnalyst(config: BotConfig = {}): Analyst {
  void config;
  return { estimate: (view) => view.legal.map((play) => ({ play, points: 0, margin: 0 })) };
}
