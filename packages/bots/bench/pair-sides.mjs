// Each side's points per hand over duel.mjs game pairs, the pairs as blocks (`escoba match`'s own `ratioInterval`,
// `@escoba/cards/match-stats`), and the conservative lower bound of the margin that docs/strength.md uses: A's lower bound − B's upper.
// Usage: node packages/bots/bench/pair-sides.mjs PAIRS_FILE (written by duel.mjs --pairs=FILE; after `npx tsc -b`)
import { readFileSync } from 'node:fs';
import { ratioInterval } from '@escoba/cards/match-stats';

const file = process.argv[2];
if (!file) {
  console.error('usage: node packages/bots/bench/pair-sides.mjs PAIRS_FILE');
  process.exit(2);
}
const pairs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
if (pairs.some((p) => p.aPoints === undefined)) throw new Error(`${file}: a pair without its sides' points (written before duel.mjs recorded them)`);
const hands = pairs.map((p) => p.hands);
const round = (x) => +x.toFixed(3);
const figure = (e) => ({ perHand: round(e.estimate), ci95: e.ci.map((x) => (x === null ? null : round(x))) });
const a = ratioInterval(pairs.map((p) => p.aPoints), hands);
const b = ratioInterval(pairs.map((p) => p.bPoints), hands);
const margin = ratioInterval(pairs.map((p) => p.aPoints - p.bPoints), hands);
console.log(
  JSON.stringify({
    file,
    pairs: pairs.length,
    hands: hands.reduce((s, x) => s + x, 0),
    a: figure(a),
    b: figure(b),
    margin: figure(margin),
    conservativeLowerBound: a.ci[0] === null || b.ci[1] === null ? null : round(a.ci[0] - b.ci[1]),
  }),
);
