// Pools the per-deck blocks that brisca-duel.mjs --blocks=FILE wrote, over one or more files (runs over disjoint decks
// of the same matchup): each deck counts once (a deck seen twice is an error), and the summary is the duel's.
// Usage: node packages/bots/bench/pool-blocks.mjs FILE...
import { readFileSync } from 'node:fs';
import { meanCi } from './mean-ci.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node packages/bots/bench/pool-blocks.mjs FILE...');
  process.exit(2);
}
const seen = new Set();
const blocks = [];
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const b = JSON.parse(line);
    const key = `${b.seed}:${b.deck}`;
    if (seen.has(key)) throw new Error(`deck ${key} appears twice (${file})`);
    seen.add(key);
    blocks.push(b);
  }
}
const roles = blocks.every((b) => b.kept !== undefined);
console.log(
  JSON.stringify({
    files,
    seeds: [...new Set(blocks.map((b) => b.seed))],
    decks: blocks.length,
    winRateA: meanCi(blocks.map((b) => b.win)),
    marginPerHand: meanCi(blocks.map((b) => b.margin)),
    ...(roles ? { alcaldeKeptGain: meanCi(blocks.map((b) => b.kept)), partnersWonGain: meanCi(blocks.map((b) => b.won)) } : {}),
  }),
);
