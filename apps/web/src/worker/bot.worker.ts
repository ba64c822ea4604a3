import { loadPlugin } from '@escoba/games';
import type { WorkerRequest, WorkerResponse } from './protocol.js';
import { workerGameBots, type WorkerGameBots } from './game-bots.js';

// The app's tsconfig has the DOM library, not the worker one: this is the part of the worker scope used here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}
const scope = self as unknown as WorkerScope;

/** Each game's bots come from its plugin, loaded when that game first asks, so starting the worker loads no game. */
const loaded = new Map<string, Promise<WorkerGameBots>>();

function botsOf(game: string): Promise<WorkerGameBots> {
  let bots = loaded.get(game);
  if (!bots) loaded.set(game, (bots = loadPlugin(game).then(workerGameBots)));
  return bots;
}

scope.onmessage = (event) => {
  const request = event.data;
  botsOf(request.game)
    .then((bots) => {
      const start = performance.now();
      if (request.kind === 'choose') {
        const play = bots.choose(request.level, request.config, request.view);
        scope.postMessage({ id: request.id, ok: true, kind: 'choose', play, ms: performance.now() - start });
      } else {
        const estimates = bots.estimate(request.config, request.view);
        scope.postMessage({ id: request.id, ok: true, kind: 'estimate', estimates, ms: performance.now() - start });
      }
    })
    .catch((e: unknown) => scope.postMessage({ id: request.id, ok: false, error: e instanceof Error ? e.message : String(e) }));
};
