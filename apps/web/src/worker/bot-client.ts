import type { BotConfig, BotLevel } from '@escoba/bots';
import type { BotClient, WorkerRequest, WorkerResponse } from './protocol.js';

/** Search budgets in the browser: the search levels stop at this many milliseconds per decision. */
export const TIME_BUDGET_MS: Partial<Record<BotLevel, number>> = { hard: 150, expert: 250 };
/** The hint's and the review's budget per estimate. */
export const ANALYST_BUDGET_MS = 250;

export type { BotClient } from './protocol.js';

/** A request before it gets its id (Omit distributed over the union). */
type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (r: WorkerResponse & { ok: true }) => void; reject: (e: Error) => void };

export function createBotClient(): BotClient {
  const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'escoba-bots' });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    const p = pending.get(response.id);
    if (!p) return;
    pending.delete(response.id);
    if (response.ok) p.resolve(response);
    else p.reject(new Error(response.error));
  };
  worker.onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || 'the bot worker failed'));
    pending.clear();
  };
  const send = (request: Unsent) =>
    new Promise<WorkerResponse & { ok: true }>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  return {
    async choose(level, seed, view) {
      const budget = TIME_BUDGET_MS[level];
      const config: BotConfig = budget === undefined ? { seed } : { seed, timeMs: budget };
      const r = await send({ kind: 'choose', level, config, view });
      if (r.kind !== 'choose') throw new Error('unexpected worker answer');
      return { play: r.play, ms: r.ms };
    },
    async estimate(seed, view, timeMs = ANALYST_BUDGET_MS) {
      const r = await send({ kind: 'estimate', config: { seed, timeMs }, view });
      if (r.kind !== 'estimate') throw new Error('unexpected worker answer');
      return { estimates: r.estimates, ms: r.ms };
    },
    dispose() {
      worker.terminate();
      for (const p of pending.values()) p.reject(new Error('the bot worker was stopped'));
      pending.clear();
    },
  };
}
