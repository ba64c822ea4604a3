// A worker thread of `escoba match`: plays the deck sets the main thread sends, one at a time, and posts
// each set's game results back (see runner.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { cliGameById } from '../games/catalog.js';
import { MatchError, SetRunner } from './play.js';
import type { FromWorker, ToWorker, WorkerSetup } from './runner.js';

const port = parentPort;
if (!port) throw new Error('duplicate/worker.js runs as a worker thread of escoba match');
const { game: id, setup } = workerData as WorkerSetup;
const game = cliGameById(id);
if (!game) throw new Error(`a match worker was given the unknown game ${JSON.stringify(id)}`);
const runner = new SetRunner(game, setup);
const post = (msg: FromWorker) => port.postMessage(msg);

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'stop') {
    void runner.close().then(() => port.close());
    return;
  }
  runner.runSet(msg.set, msg.seatings).then(
    (games) => post({ type: 'set', set: msg.set, games }),
    (e: unknown) => post({ type: 'error', set: msg.set, message: e instanceof Error ? e.message : String(e), match: e instanceof MatchError }),
  );
});
