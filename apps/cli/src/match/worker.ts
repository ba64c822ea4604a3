// A worker thread of `escoba match`: plays the deck sets the main thread sends, one at a time, and posts
// each set's game results back (see runner.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { MatchError, SetRunner, type MatchSetup } from './game.js';
import type { FromWorker, ToWorker } from './runner.js';

const port = parentPort;
if (!port) throw new Error('match/worker.js runs as a worker thread of escoba match');
const runner = new SetRunner(workerData as MatchSetup);
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
