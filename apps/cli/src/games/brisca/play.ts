import { BRISCA_EXPERT_SETTINGS, BriscaSearch, createBriscaBot } from '@escoba/bots';
import type { BriscaState } from '@escoba/brisca';
import type { SessionConfig } from '../types.js';
import { BriscaPlaySession } from './session.js';

/** A Brisca / Alcalde session with bots of the chosen levels and hints from the expert's search. */
export function createBriscaSession(config: SessionConfig<BriscaState>, write: (text: string) => void): BriscaPlaySession {
  let search: BriscaSearch | null = null;
  return new BriscaPlaySession({
    game: config.start,
    human: config.human,
    bots: config.levels.map((level) => (level === null ? null : createBriscaBot(level, config.bot))),
    seed: config.seed,
    lang: config.lang,
    write,
    ...(config.hands === undefined ? {} : { hands: config.hands }),
    advisor: (view) => (search ??= new BriscaSearch(BRISCA_EXPERT_SETTINGS, config.bot)).estimate(view),
    meta: config.meta ?? { seed: config.seed, seats: config.levels.map((l) => l ?? 'human') },
  });
}
