import { parentPort } from 'node:worker_threads';
import type { BotLevel, GameView } from '@escoba/protocol';
import { chooseAction } from './game-bots.js';

// The search bots' thread: one decision at a time, each within its time budget; the answer is the action's notation.
parentPort!.on('message', (m: { id: number; gameId: string; level: BotLevel; view: GameView; seed: string; timeMs: number }) => {
  try {
    parentPort!.postMessage({ id: m.id, play: chooseAction(m.gameId, m.level, m.view, m.seed, m.timeMs) });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: (e as Error).message });
  }
});
