// CPU cost of the expert's search with rollout-policy variants, on the same positions, interleaved so that a loaded
// machine inflates every variant alike.
// Usage: node packages/bots/bench/policy-cost.mjs [games=4] [seed=cost] VARIANT... where VARIANT is a JSON object of
// PolicyParams overrides, e.g. '{}' '{"followUp":0.5}'.
// Prints JSON per variant: decisions, median and p99 CPU milliseconds per decision at the expert's settings.
import { GameRun, createGame, escobaGame, unwrap } from '@escoba/engine';
import { createBot } from '../dist/index.js';
import { EXPERT_SETTINGS } from '../dist/expert.js';
import { DeterminizedSearch } from '../dist/search/pimc.js';

const args = process.argv.slice(2);
const games = Number(args[0] ?? 4);
const seed = args[1] ?? 'cost';
const variants = args.slice(2).map((a) => JSON.parse(a));
const searches = variants.map((v) => new DeterminizedSearch({ ...EXPERT_SETTINGS, policy: { ...EXPERT_SETTINGS.policy, ...v } }, { seed }));
const ms = variants.map(() => []);
for (let g = 0; g < games; g++) {
  const run = new GameRun(escobaGame, unwrap(createGame({ rules: 'classic', players: 2 })), { seed: `${seed}:${g}` });
  const bots = [0, 1].map((s) => createBot('medium', { seed: `${seed}:${g}:${s}` }));
  for (let d = run.next(); d !== null; d = run.next()) {
    if (d.seat === 0 && d.view.legal.length > 1) {
      searches.forEach((search, i) => {
        const t0 = process.cpuUsage();
        search.estimate(d.view);
        const t = process.cpuUsage(t0);
        ms[i].push((t.user + t.system) / 1000);
      });
    }
    unwrap(run.apply(bots[d.seat].choose(d.view)));
  }
}
const at = (xs, q) => +xs[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(2);
for (const [i, v] of variants.entries()) {
  const xs = ms[i].sort((a, b) => a - b);
  console.log(JSON.stringify({ policy: v, decisions: xs.length, medianMs: at(xs, 0.5), p99Ms: at(xs, 0.99) }));
}
