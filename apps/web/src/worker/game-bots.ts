import type { BotConfig, BotLevel } from '@escoba/cards';
import type { AnyGamePlugin } from '@escoba/games';

/** What the worker needs of one game's bots: a level's choice and the expert's estimate of every legal action. */
export interface WorkerGameBots {
  choose(level: BotLevel, config: BotConfig, view: unknown): unknown;
  estimate(config: BotConfig, view: unknown): readonly unknown[];
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

/**
 * A game's bots in the worker, from its plugin: each level's bot and the analyst, made once per configuration. The
 * worker gives a game's plugin only that game's views, so what comes back is that game's actions and estimates.
 */
export function workerGameBots(plugin: AnyGamePlugin): WorkerGameBots {
  const bot = memo((level, config) => plugin.bots.create(level as BotLevel, config));
  const analyst = memo((_, config) => {
    if (!plugin.bots.analyst) throw new Error(`the game ${JSON.stringify(plugin.definition.id)} has no analyst`);
    return plugin.bots.analyst(config);
  });
  return {
    choose: (level, config, view) => bot(level, config).choose(view),
    estimate: (config, view) => analyst('analyst', config).estimate(view),
  };
}
