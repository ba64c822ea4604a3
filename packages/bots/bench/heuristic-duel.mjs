// Duplicate duel between two bot levels: every game seed is played twice with the seats swapped (same decks, same
// first dealer), so the luck of the cards cancels out. Run after `npx tsc -b`:
//
//   node packages/bots/bench/heuristic-duel.mjs [levelA] [levelB] [--games N] [--players 2|3|4|6] [--partnerships]
//        [--rules classic|sevens|fournier|escova|JSON] [--seed S] [--max-hands K]
//
// Prints A's mean points per hand minus B's with a 95% confidence interval (pairs of games are the independent
// units: ratio estimator over the pair sums), A's share of games won and the time per decision.
import { createBot } from '../dist/index.js';
import { playGame } from '../dist/play-game.js';

function parseArgs(argv) {
  const opts = { a: 'medium', b: 'easy', games: 500, players: 2, partnerships: false, rules: 'classic', seed: 'duel', maxHands: undefined };
  const pos = [];
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i];
    if (x === '--games') opts.games = Number(argv[++i]);
    else if (x === '--players') opts.players = Number(argv[++i]);
    else if (x === '--partnerships') opts.partnerships = true;
    else if (x === '--rules') {
      const r = argv[++i];
      opts.rules = r.startsWith('{') ? JSON.parse(r) : r;
    } else if (x === '--seed') opts.seed = argv[++i];
    else if (x === '--max-hands') opts.maxHands = Number(argv[++i]);
    else pos.push(x);
  }
  if (pos[0]) opts.a = pos[0];
  if (pos[1]) opts.b = pos[1];
  if (opts.players === 6) opts.partnerships = true;
  return opts;
}

export function duel(opts) {
  const { a, b, games, players, partnerships, rules, seed, maxHands } = opts;
  const botA = createBot(a, { seed: `${seed}:A` });
  const botB = createBot(b, { seed: `${seed}:B` });
  let hands = 0;
  let diffSum = 0;
  let winsA = 0;
  let winsB = 0;
  let decisions = 0;
  let ms = 0;
  const pairDiff = [];
  const pairHands = [];
  for (let g = 0; g < games; g++) {
    let d = 0;
    let h = 0;
    for (let swap = 0; swap < 2; swap++) {
      // Seat s plays A when (s + swap) is even: in partnerships A holds one whole side, alone A holds the even seats.
      const isA = (seat) => (seat + swap) % 2 === 0;
      const bots = Array.from({ length: players }, (_, s) => (isA(s) ? botA : botB));
      const state = playGame({
        rules,
        players,
        partnerships,
        bots,
        seed: `${seed}:${g}`,
        maxHands,
        onDecision: (_s, _p, t) => {
          decisions++;
          ms += t;
        },
      });
      // Mean points per side of each bot (alone, several seats may play the same bot).
      const sidesOf = (pred) => state.setup.sides.map((seats, side) => (pred(seats[0]) ? side : -1)).filter((x) => x >= 0);
      const aSides = sidesOf(isA);
      const bSides = sidesOf((s) => !isA(s));
      for (const r of state.results) {
        const pa = aSides.reduce((t, s) => t + r.points[s], 0) / aSides.length;
        const pb = bSides.reduce((t, s) => t + r.points[s], 0) / bSides.length;
        d += pa - pb;
        h++;
      }
      if (state.winner !== null) {
        if (aSides.includes(state.winner)) winsA += 1 / aSides.length;
        else winsB += 1 / bSides.length;
      }
    }
    pairDiff.push(d);
    pairHands.push(h);
    diffSum += d;
    hands += h;
  }
  const mean = diffSum / hands;
  const n = pairDiff.length;
  const hBar = hands / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (pairDiff[i] - mean * pairHands[i]) ** 2;
  const se = Math.sqrt(ss / (n - 1) / n) / hBar;
  return { a, b, games: 2 * games, hands, mean, lo: mean - 1.96 * se, hi: mean + 1.96 * se, winRateA: winsA / (winsA + winsB || 1), msPerDecision: ms / decisions };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = Date.now();
  const r = duel(opts);
  const table = `${opts.players}p${opts.partnerships ? ' partnerships' : ''} ${typeof opts.rules === 'string' ? opts.rules : JSON.stringify(opts.rules)}`;
  console.log(
    `${r.a} vs ${r.b} (${table}, seed ${JSON.stringify(opts.seed)}): ${r.games} games, ${r.hands} hands; ` +
      `${r.a} - ${r.b} = ${r.mean.toFixed(3)} points/hand, 95% CI [${r.lo.toFixed(3)}, ${r.hi.toFixed(3)}]; ` +
      `${r.a} wins ${(100 * r.winRateA).toFixed(1)}% of games; ${(1000 * r.msPerDecision).toFixed(1)} µs/decision; ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
