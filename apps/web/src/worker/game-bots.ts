import type { BotConfig } from '@escoba/bots';
import type { BotGameId, BotGames } from './protocol.js';

/** What the worker needs of one game's bots: a level's choice and the expert's estimate of every legal action. */
export interface WorkerGameBots<G extends BotGameId> {
  choose(level: BotGames[G]['level'], config: BotConfig, view: BotGames[G]['view']): BotGames[G]['action'];
  estimate(config: BotConfig, view: BotGames[G]['view']): readonly BotGames[G]['estimate'][];
}

/** Bots and analysts are kept per level and configuration, so a search keeps its tables between decisions. */
export const configKey = (level: string, config: BotConfig): string => `${level}:${config.seed ?? ''}:${config.iterations ?? ''}:${config.timeMs ?? ''}`;

export function memo<T>(make: (level: string, config: BotConfig) => T): (level: string, config: BotConfig) => T {
  const made = new Map<string, T>();
  return (level, config) => {
    const key = configKey(level, config);
    let x = made.get(key);
    if (x === undefined) made.set(key, (x = make(level, config)));
    return x;
  };
}
