import { createAnalyst, createBot, type Analyst, type Bot, type BotConfig } from '@escoba/bots';
import type { WorkerRequest, WorkerResponse } from './protocol.js';

// The app's tsconfig has the DOM library, not the worker one: this is the part of the worker scope used here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}
const scope = self as unknown as WorkerScope;

const bots = new Map<string, Bot>();
const analysts = new Map<string, Analyst>();
const keyOf = (level: string, config: BotConfig) => `${level}:${config.seed ?? ''}:${config.iterations ?? ''}:${config.timeMs ?? ''}`;

function botFor(request: Extract<WorkerRequest, { kind: 'choose' }>): Bot {
  const key = keyOf(request.level, request.config);
  let bot = bots.get(key);
  if (!bot) bots.set(key, (bot = createBot(request.level, request.config)));
  return bot;
}

function analystFor(config: BotConfig): Analyst {
  const key = keyOf('analyst', config);
  let analyst = analysts.get(key);
  if (!analyst) analysts.set(key, (analyst = createAnalyst(config)));
  return analyst;
}

scope.onmessage = (event) => {
  const request = event.data;
  const start = performance.now();
  try {
    if (request.kind === 'choose') {
      const play = botFor(request).choose(request.view);
      scope.postMessage({ id: request.id, ok: true, kind: 'choose', play, ms: performance.now() - start });
    } else {
      const estimates = analystFor(request.config).estimate(request.view);
      scope.postMessage({ id: request.id, ok: true, kind: 'estimate', estimates, ms: performance.now() - start });
    }
  } catch (e) {
    scope.postMessage({ id: request.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
};
