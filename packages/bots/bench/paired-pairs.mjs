// The paired difference of two duel.mjs runs on the same seed (two variants against the same opponent, the same
// decks): per game pair both completed, variant's margin per hand minus base's; mean and 95 % interval over pairs.
// Usage: node packages/bots/bench/paired-pairs.mjs VARIANT_PAIRS BASE_PAIRS (files written by duel.mjs --pairs=FILE)
import { readFileSync } from 'node:fs';
import { meanCi } from './mean-ci.mjs';

const read = (file) => {
  const byPair = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const p = JSON.parse(line);
    const key = `${p.seed}:${p.pair}`;
    if (byPair.has(key)) throw new Error(`pair ${key} appears twice (${file})`);
    byPair.set(key, p);
  }
  return byPair;
};
const [fileA, fileB] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error('usage: node packages/bots/bench/paired-pairs.mjs VARIANT_PAIRS BASE_PAIRS');
  process.exit(2);
}
const a = read(fileA);
const b = read(fileB);
const diffs = [];
for (const [key, p] of a) if (b.has(key)) diffs.push(p.margin - b.get(key).margin);
console.log(JSON.stringify({ pairs: diffs.length, variantPairs: a.size, basePairs: b.size, difference: meanCi(diffs) }));
