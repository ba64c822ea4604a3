import { Worker } from 'node:worker_threads';
import type { BotLevel, GameView } from '@escoba/protocol';
import { chooseAction, quickPrivateAction } from './game-bots.js';

/** `live`: a table where a person holds a seat; `background`: only bots and watchers. Live decisions go first. */
export type BotPriority = 'live' | 'background';

/** Chooses plays for bot seats and for absent players, at a table of any game. Its only input is the seat's view. */
export interface BotRunner {
  /** The action in its game's notation (`7o:3c+5e`, `12b+4o`, `~7e`). */
  choose(gameId: string, level: BotLevel, view: GameView, seed: string, priority?: BotPriority): Promise<string>;
  close(): Promise<void>;
}

/** Levels that decide in well under a millisecond, so they run on the event loop. */
const QUICK: ReadonlySet<BotLevel> = new Set(['random', 'easy', 'medium']);

interface Job {
  readonly id: number;
  readonly message: { id: number; gameId: string; level: BotLevel; view: GameView; seed: string; timeMs: number };
  readonly resolve: (play: string) => void;
  readonly reject: (e: Error) => void;
}

/** Searches waiting beyond this many are refused (the table's mover retries later), so the queue stays bounded. */
const MAX_WAITING = 2000;

/**
 * Runs the quick levels inline and the search levels (`hard`, `expert`) in a worker thread with a time budget, so
 * a search never blocks other tables. The worker takes one search at a time: decisions for tables where a person
 * plays go before those of bot-only tables, so a person waits for at most the search under way plus their own.
 * With `worker: false` everything runs inline (tests).
 */
export class ThreadedBotRunner implements BotRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private running: Job | null = null;
  private readonly queues: Record<BotPriority, Job[]> = { live: [], background: [] };

  constructor(private readonly options: { readonly searchTimeMs: number; readonly worker: boolean }) {}

  choose(gameId: string, level: BotLevel, view: GameView, seed: string, priority: BotPriority = 'live'): Promise<string> {
    if (QUICK.has(level) || !this.options.worker || quickPrivateAction(gameId, level, view) !== null) {
      try {
        return Promise.resolve(chooseAction(gameId, level, view, seed, this.options.searchTimeMs));
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
    if (this.queues.live.length + this.queues.background.length >= MAX_WAITING) return Promise.reject(new Error('too many bot decisions waiting'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.queues[priority].push({ id, message: { id, gameId, level, view, seed, timeMs: this.options.searchTimeMs }, resolve, reject });
      this.pump();
    });
  }

  /** Searches waiting, per priority (for diagnostics and the benchmark). */
  get waiting(): Readonly<Record<BotPriority, number>> {
    return { live: this.queues.live.length, background: this.queues.background.length };
  }

  private pump(): void {
    if (this.running) return;
    const job = this.queues.live.shift() ?? this.queues.background.shift();
    if (!job) return;
    this.running = job;
    this.startWorker().postMessage(job.message);
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    // The compiled worker, from src/ (tests run the sources) as well as from dist/.
    const worker = new Worker(new URL('../../dist/bots/bot-worker.js', import.meta.url));
    worker.unref();
    worker.on('message', (m: { id: number; play?: string; error?: string }) => {
      const job = this.running;
      if (!job || job.id !== m.id) return;
      this.running = null;
      if (m.play) job.resolve(m.play);
      else job.reject(new Error(m.error ?? 'the bot failed'));
      this.pump();
    });
    worker.on('error', (e) => {
      this.running?.reject(e);
      this.running = null;
      this.worker = null;
      this.pump();
    });
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const closing = new Error('the server is shutting down');
    for (const job of [...this.queues.live.splice(0), ...this.queues.background.splice(0)]) job.reject(closing);
    this.running?.reject(closing);
    this.running = null;
    await this.worker?.terminate();
    this.worker = null;
  }
}
