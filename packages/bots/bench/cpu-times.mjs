// Decision times of a bot in CPU time (process.cpuUsage: user + system of this process, which runs on one core), so
// that a loaded, shared machine inflates them far less than wall-clock times.
// Usage: node packages/bots/bench/cpu-times.mjs BOT [games=10] [seed=cpu] [players=2] [--partnerships]
// BOT is a level or `omniscient` (the measuring tool of @escoba/bots/ceiling); it plays seat 0, medium the others.
// Prints JSON: decisions, median and p99 milliseconds of CPU per decision.
import { GameRun, createGame, escobaGame, unwrap } from '@escoba/engine';
import { createBot } from '../dist/index.js';
import { omniscientEscobaBot } from '../dist/ceiling/index.js';

const args = process.argv.slice(2);
const pos = args.filter((a) => !a.startsWith('--'));
const [spec, gamesArg = '10', seed = 'cpu', playersArg = '2'] = pos;
const players = Number(playersArg);
const partnerships = args.includes('--partnerships');
const ms = [];
for (let g = 0; g < Number(gamesArg); g++) {
  const start = unwrap(createGame({ rules: 'classic', players, partnerships }));
  const run = new GameRun(escobaGame, start, { seed: `${seed}:${g}` });
  const bots = Array.from({ length: players }, (_, s) => (s === 0 ? null : createBot('medium', { seed: `${seed}:${g}:${s}` })));
  const mine = spec === 'omniscient' ? omniscientEscobaBot({ seed: `${seed}:${g}:0` }) : createBot(spec, { seed: `${seed}:${g}:0` });
  for (let d = run.next(); d !== null; d = run.next()) {
    let action;
    if (d.seat === 0) {
      const t0 = process.cpuUsage();
      action = spec === 'omniscient' ? mine.choose(run.state) : mine.choose(d.view);
      const t = process.cpuUsage(t0);
      if (d.view.legal.length > 1) ms.push((t.user + t.system) / 1000);
    } else action = bots[d.seat].choose(d.view);
    unwrap(run.apply(action));
  }
}
ms.sort((a, b) => a - b);
const at = (q) => +ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2);
console.log(JSON.stringify({ bot: spec, players, partnerships, decisions: ms.length, medianMs: at(0.5), p99Ms: at(0.99), maxMs: +ms[ms.length - 1].toFixed(2) }));
