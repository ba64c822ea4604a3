import { Worker } from 'node:worker_threads';
import { createBot } from '@escoba/bots';
import type { Play, SeatView } from '@escoba/engine';
import type { BotLevel } from '@escoba/protocol';

/** Chooses plays for bot seats and for absent players. Its only input is the seat's view. */
export interface BotRunner {
  choose(level: BotLevel, view: SeatView, seed: string): Promise<Play>;
  close(): Promise<void>;
}

/** Levels that decide in well under a millisecond, so they run on the event loop. */
const QUICK: ReadonlySet<BotLevel> = new Set(['random', 'easy', 'medium']);

const chooseNow = (level: BotLevel, view: SeatView, seed: string, timeMs: number): Play => createBot(level, { seed, timeMs }).choose(view);

/**
 * Runs the quick levels inline and the search levels (`hard`, `expert`) in a worker thread with a time budget, so
 * a search never blocks other tables. With `worker: false` everything runs inline (tests).
 */
export class ThreadedBotRunner implements BotRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (p: Play) => void; reject: (e: Error) => void }>();

  constructor(private readonly options: { readonly searchTimeMs: number; readonly worker: boolean }) {}

  choose(level: BotLevel, view: SeatView, seed: string): Promise<Play> {
    if (QUICK.has(level) || !this.options.worker) return Promise.resolve(chooseNow(level, view, seed, this.options.searchTimeMs));
    const worker = this.startWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, level, view, seed, timeMs: this.options.searchTimeMs });
    });
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    // The compiled worker, from src/ (tests run the sources) as well as from dist/.
    const worker = new Worker(new URL('../../dist/service/bot-worker.js', import.meta.url));
    worker.unref();
    worker.on('message', (m: { id: number; play?: Play; error?: string }) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.play) w?.resolve(m.play);
      else w?.reject(new Error(m.error ?? 'the bot failed'));
    });
    worker.on('error', (e) => {
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
      this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }
}
