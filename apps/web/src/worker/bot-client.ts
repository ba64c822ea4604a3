import type { BotConfig } from '@escoba/cards';
import type { GameBotClient, WorkerRequest, WorkerResponse } from './protocol.js';

/** Search budgets in the browser: the search levels stop at this many milliseconds per decision (every game). */
export const TIME_BUDGET_MS: Readonly<Record<string, number>> = { hard: 150, expert: 250 };
/** The hint's and the review's budget per estimate. */
export const ANALYST_BUDGET_MS = 250;

export type { GameBotClient } from './protocol.js';

/** A request before it gets its id (Omit distributed over the union). */
type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
type Answer = WorkerResponse & { ok: true };
type Pending = { resolve: (r: Answer) => void; reject: (e: Error) => void };

/** The one bot worker of the page, shared by every game: requests go in, answers come back by id. */
export interface BotWorker {
  send(request: Unsent): Promise<Answer>;
  dispose(): void;
}

/**
 * The page's bot worker. The Worker itself starts at the first request and again after `dispose`: React's
 * StrictMode (development builds) runs the app's effects twice, disposing the worker between the runs, and a
 * request must never go to a worker that was stopped (it would wait for an answer forever).
 */
export function createBotWorker(): BotWorker {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const started = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'escoba-bots' });
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const p = pending.get(response.id);
      if (!p) return;
      pending.delete(response.id);
      if (response.ok) p.resolve(response);
      else p.reject(new Error(response.error));
    };
    w.onerror = (event) => failAll(new Error(event.message || 'the bot worker failed'));
    return (worker = w);
  };
  return {
    send: (request) =>
      new Promise<Answer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().postMessage({ ...request, id } as WorkerRequest);
      }),
    dispose() {
      worker?.terminate();
      worker = null;
      failAll(new Error('the bot worker was stopped'));
    },
  };
}

/**
 * One game's bots on the shared worker (`game`: its plugin id in `@escoba/games`), typed by the game that asks: the
 * worker gives that game's plugin only that game's views, so its answers are that game's actions and estimates.
 * `dispose` stops the worker.
 */
export function gameBots<View, Action, Estimate>(worker: BotWorker, game: string): GameBotClient<View, Action, Estimate> {
  return {
    async choose(level, seed, view) {
      const budget = TIME_BUDGET_MS[level];
      const config: BotConfig = budget === undefined ? { seed } : { seed, timeMs: budget };
      const r = await worker.send({ kind: 'choose', game, level, config, view });
      if (r.kind !== 'choose') throw new Error('unexpected worker answer');
      return { play: r.play as Action, ms: r.ms };
    },
    async estimate(seed, view, timeMs = ANALYST_BUDGET_MS) {
      const r = await worker.send({ kind: 'estimate', game, config: { seed, timeMs }, view });
      if (r.kind !== 'estimate') throw new Error('unexpected worker answer');
      return { estimates: r.estimates as readonly Estimate[], ms: r.ms };
    },
    dispose: () => worker.dispose(),
  };
}
