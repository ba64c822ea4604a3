import { BRISCA_EXPERT_SETTINGS, BriscaSearch, createBriscaBot, type BotLevel } from '@escoba/bots';
import { memo, type WorkerGameBots } from './game-bots.js';

// Brisca's and the Alcalde games' bots, loaded by the worker the first time a Brisca decision is asked for.
const bot = memo((level, config) => createBriscaBot(level as BotLevel, config));
const analyst = memo((_, config) => new BriscaSearch(BRISCA_EXPERT_SETTINGS, config));

export const briscaBots: WorkerGameBots<'brisca'> = {
  choose: (level, config, view) => bot(level, config).choose(view),
  /** The expert's search: the expected card-point margin of the seat's side after each legal action. */
  estimate: (config, view) => analyst('analyst', config).estimate(view),
};
