// CPU cost of the others' rollout policy (docs/strength.md, fifth round): on the same positions (every decision with
// more than one legal play of seat 0 in games of `medium` against itself), the search at `hard`'s effort with the
// expert's rollouts (`othersPolicy` greedy, the base) and with the others playing medium's choice, alternated
// decision by decision; and one rollout move of the other seat chosen by each policy.
// Usage: node packages/bots/bench/rollout-cost.mjs [games=10] [seed=cost] [players=2]
// Prints JSON: decisions, median / p99 CPU ms a decision per variant, and µs a move per chooser.
import { GameRun, createGame, createRng, escobaGame, unwrap } from '@escoba/engine';
import { createBot, kernelFromView } from '../dist/index.js';
import { DeterminizedSearch } from '../dist/search/pimc.js';
import { cardWeights, DEFAULT_POLICY, greedyIndex } from '../dist/search/heuristic.js';
import { MediumChooser } from '../dist/search/medium-rollout.js';

const [gamesArg = '10', seed = 'cost', playersArg = '2'] = process.argv.slice(2);
const players = Number(playersArg);
const base = { simulations: 240, minWorlds: 24, exactEndgame: true, exactRolloutsFromStock: 12, inference: 6, policy: { ...DEFAULT_POLICY, escobaExtra: 0 } };
const variants = { base, medium: { ...base, othersPolicy: 'medium' } };
const cpuMs = (t0) => {
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
};
const ms = { base: [], medium: [] };
const moveUs = { greedy: [], medium: [] };
const chooser = new MediumChooser();
const scratch = new Float64Array(64);
for (let g = 0; g < Number(gamesArg); g++) {
  const start = unwrap(createGame({ rules: 'classic', players }));
  const run = new GameRun(escobaGame, start, { seed: `${seed}:${g}` });
  const bots = Array.from({ length: players }, (_, s) => createBot('medium', { seed: `${seed}:${g}:${s}` }));
  for (let d = run.next(); d !== null; d = run.next()) {
    if (d.seat === 0 && d.view.legal.length > 1) {
      const order = ms.base.length % 2 === 0 ? ['base', 'medium'] : ['medium', 'base'];
      for (const v of order) {
        const search = new DeterminizedSearch(variants[v], { seed: `${seed}:${g}:${ms[v].length}` });
        const t0 = process.cpuUsage();
        search.best(d.view);
        ms[v].push(cpuMs(t0));
      }
      // One move of the next seat in a sampled world, 200 times by each chooser.
      const k = kernelFromView(d.view);
      k.determinize(0, createRng(ms.base.length));
      k.generateMoves();
      k.applyIndex(0);
      if (!k.over && k.handLen[k.turn] > 0) {
        const n = k.generateMoves();
        const w = cardWeights(k.rules);
        const rng = createRng(1);
        let t0 = process.cpuUsage();
        for (let i = 0; i < 200; i++) greedyIndex(k, n, w, DEFAULT_POLICY, scratch);
        moveUs.greedy.push((cpuMs(t0) * 1000) / 200);
        t0 = process.cpuUsage();
        for (let i = 0; i < 200; i++) chooser.choose(k, n, rng);
        moveUs.medium.push((cpuMs(t0) * 1000) / 200);
      }
    }
    unwrap(run.apply(bots[d.seat].choose(d.view)));
  }
}
const stats = (xs, digits) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => +s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(digits);
  return { median: at(0.5), p99: at(0.99), mean: +(s.reduce((a, b) => a + b, 0) / s.length).toFixed(digits) };
};
console.log(
  JSON.stringify({
    players,
    decisions: ms.base.length,
    cpuMsPerDecision: { base: stats(ms.base, 2), othersMedium: stats(ms.medium, 2) },
    cpuUsPerOtherMove: { greedy: stats(moveUs.greedy, 2), medium: stats(moveUs.medium, 2) },
  }),
);
