// Exact last-deal solve time (2 players, stock empty, 6 plays left) and agreement with brute force.
// Usage: node packages/bots/bench/endgame.mjs [positions=2000] [seed=endgame] [--no-tt] [--margin-only] [--no-brute]
import { createRng, EscobaKernel, resolveRules, makeTable, unwrap } from '@escoba/engine';
import { EndgameSolver, bruteForceEndgame } from '../dist/endgame.js';
import { GreedyPolicy, cardWeights } from '../dist/search/heuristic.js';
import { now } from '../dist/clock.js';

const presets = ['classic', 'sevens', 'fournier', 'escova', { preset: 'sevens', renuncio: true }, { capture: 'forced' }, { sevens: 'primiera' }];

/** Last-deal positions (6 plays left) from hands played by the greedy policy with some random moves. */
export function lastDealPositions(n, seedText, rulesList = presets) {
  const rng = createRng(seedText);
  const out = [];
  for (let i = 0; i < n; i++) {
    const rules = unwrap(resolveRules(rulesList[i % rulesList.length]));
    const k = new EscobaKernel(rules, unwrap(makeTable(2, false)));
    const policy = new GreedyPolicy(cardWeights(rules), { layLoss: 0.5, epsilon: 0.3 });
    k.dealShuffled(rng, rng.int(2));
    while (!(k.dealt === 40 && k.inHands === 6)) policy.step(k, rng);
    out.push(k);
  }
  return out;
}

/** Times the solver over `count` last-deal positions; checks each against plain minimax unless `brute` is false. */
export function runEndgameBench({ count = 2000, seed = 'endgame', withPoints = true, tt = true, brute = true, only = null } = {}) {
  const positions = lastDealPositions(count, seed, only ? [only] : presets);
  const solver = new EndgameSolver({ withPoints, transpositions: tt });
  // Warm-up.
  for (let r = 0; r < 3; r++) for (const k of positions) solver.solve(k, k.turn);
  const times = [];
  const values = [];
  const nodes0 = solver.nodes;
  for (const k of positions) {
    const t0 = now();
    const v = solver.solve(k, k.turn);
    times.push((now() - t0) * 1000);
    values.push(v);
  }
  const nodes = solver.nodes - nodes0;
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  let agree = 0;
  let checked = 0;
  if (brute) {
    positions.forEach((k, i) => {
      checked++;
      if (bruteForceEndgame(k.clone(), k.turn, withPoints) === values[i]) agree++;
    });
  }
  return {
      positions: count,
      seed,
      withPoints,
      transpositions: tt,
      medianUs: +q(0.5).toFixed(2),
      p99Us: +q(0.99).toFixed(2),
      maxUs: +times[times.length - 1].toFixed(2),
      meanNodes: +(nodes / count).toFixed(1),
      bruteForceAgreement: `${agree}/${checked}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const pos = args.filter((a) => !a.startsWith('--'));
  const only = args.find((a) => a.startsWith('--rules='));
  console.log(
    JSON.stringify(
      runEndgameBench({
        count: Number(pos[0] ?? 2000),
        seed: pos[1] ?? 'endgame',
        withPoints: !flags.has('--margin-only'),
        tt: !flags.has('--no-tt'),
        brute: !flags.has('--no-brute'),
        only: only ? only.slice(8) : null,
      }),
    ),
  );
}
