import { createAnalyst, createBot, type BotLevel } from '@escoba/bots';
import { memo, type WorkerGameBots } from './game-bots.js';

// Escoba's bots, loaded by the worker the first time an Escoba decision is asked for.
const bot = memo((level, config) => createBot(level as BotLevel, config));
const analyst = memo((_, config) => createAnalyst(config));

export const escobaBots: WorkerGameBots<'escoba'> = {
  choose: (level, config, view) => bot(level, config).choose(view),
  estimate: (config, view) => analyst('analyst', config).estimate(view),
};
