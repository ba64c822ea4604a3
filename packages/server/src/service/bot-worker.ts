import { parentPort } from 'node:worker_threads';
import { createBot } from '@escoba/bots';
import type { SeatView } from '@escoba/engine';
import type { BotLevel } from '@escoba/protocol';

// The search bots' thread: one decision at a time, each within its time budget.
parentPort!.on('message', (m: { id: number; level: BotLevel; view: SeatView; seed: string; timeMs: number }) => {
  try {
    parentPort!.postMessage({ id: m.id, play: createBot(m.level, { seed: m.seed, timeMs: m.timeMs }).choose(m.view) });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: (e as Error).message });
  }
});
