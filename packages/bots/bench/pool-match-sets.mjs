// Pools `escoba match --json` runs of one deck set each (3 players: `--games 3`, one seed a run), as one match over
// all their deck sets: each run's JSON gives its set's hands and each side's points per hand, hence the set's point
// totals (A's a whole number, B's the mean of its sides: a multiple of 1/2), and the figures are those `escoba match`
// computes over deck sets as blocks (its own `ratioInterval`, `@escoba/cards/match-stats`). A seed seen twice is an error.
// Input: lines `{"seed":S,"report":<escoba match --json>}`, one a seed (docs/matches/lad24-3p-*.jsonl: a shell loop over the seeds).
// Usage: node packages/bots/bench/pool-match-sets.mjs FILE... (after `npx tsc -b`)
import { readFileSync } from 'node:fs';
import { ratioInterval } from '@escoba/cards/match-stats';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node packages/bots/bench/pool-match-sets.mjs FILE...');
  process.exit(2);
}
const seen = new Set();
const sets = { a: [], b: [], hands: [] };
let games = 0;
let aWins = 0;
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { seed, report } = JSON.parse(line);
    if (seen.has(seed)) throw new Error(`seed ${seed} appears twice (${file})`);
    if (report.games !== 3) throw new Error(`seed ${seed}: ${report.games} games, not one deck set of 3`);
    seen.add(seed);
    games += report.games;
    aWins += report.a.wins;
    sets.hands.push(report.hands);
    sets.a.push(Math.round(report.a.pointsPerHand * report.hands));
    sets.b.push(Math.round(report.b.pointsPerHand * report.hands * 2) / 2);
  }
}
const round = (x) => +x.toFixed(3);
const figure = (e) => ({ perHand: round(e.estimate), ci95: e.ci.map((x) => (x === null ? null : round(x))) });
const a = ratioInterval(sets.a, sets.hands);
const b = ratioInterval(sets.b, sets.hands);
const margin = ratioInterval(sets.a.map((x, i) => x - sets.b[i]), sets.hands);
console.log(
  JSON.stringify({
    files,
    seeds: [Math.min(...seen), Math.max(...seen)],
    sets: sets.hands.length,
    games,
    hands: sets.hands.reduce((s, h) => s + h, 0),
    aWins,
    a: figure(a),
    b: figure(b),
    margin: figure(margin),
    conservativeLowerBound: a.ci[0] === null ? null : round(a.ci[0] - b.ci[1]),
  }),
);
