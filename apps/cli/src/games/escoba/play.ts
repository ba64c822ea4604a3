import { createAnalyst, createBot } from '@escoba/bots';
import type { GameState } from '@escoba/engine';
import type { SessionConfig } from '../types.js';
import { PlaySession } from './session.js';

/** An Escoba session for `config` writing through `write`: bots of the chosen levels, hints from the expert analyst. */
export function createSession(config: SessionConfig<GameState>, write: (text: string) => void): PlaySession {
  return new PlaySession({
    game: config.start,
    human: config.human,
    bots: config.levels.map((level) => (level === null ? null : createBot(level, config.bot))),
    seed: config.seed,
    lang: config.lang,
    write,
    advisor: () => createAnalyst(config.bot),
    meta: config.meta ?? { seed: config.seed, seats: config.levels.map((l) => l ?? 'human') },
  });
}
