// Decision time of the Brisca / Alcalde bots (run `npx tsc -b` first; `npm run bench:brisca-bots` does both).
// Every seat is played by the level measured, over whole hands from seeded decks, on one thread.
// Usage: node packages/bots/bench/brisca-bench.mjs [--hands=40] [--levels=hard,expert] [--json]
import { performance } from 'node:perf_hooks';
import { createGame, createRng, randomDeck, unwrap } from '@escoba/brisca';
import { createBriscaBot, playBriscaHand } from '../dist/brisca/index.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const f = args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return f ? (f.includes('=') ? f.slice(f.indexOf('=') + 1) : true) : fallback;
};
const hands = Number(flag('hands', 40));
const levels = String(flag('levels', 'hard,expert')).split(',');
const json = flag('json', false) === true;
const TABLES = [
  { name: 'brisca 2p', players: 2, rules: 'brisca' },
  { name: 'brisca 2v2', players: 4, partnerships: true, rules: 'brisca' },
  { name: 'alcalde', players: 3, rules: 'alcalde' },
  { name: 'alcalde-variation', players: 3, rules: 'alcalde-variation' },
];

const quantile = (s, q) => +s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(2);
const rows = [];
const t0 = performance.now();
for (const level of levels) {
  for (const t of TABLES) {
    const game = unwrap(createGame(t));
    const ms = [];
    for (let h = 0; h < hands; h++) {
      const bots = Array.from({ length: t.players }, (_, s) => createBriscaBot(level, { seed: `bench:${h}:${s}` }));
      const { decisionMs } = playBriscaHand(t, randomDeck(game, createRng(`bench:${t.name}:${h}`)), h % t.players, bots);
      for (const list of decisionMs) ms.push(...list);
    }
    const s = Float64Array.from(ms).sort();
    rows.push({ level, table: t.name, decisions: s.length, medianMs: quantile(s, 0.5), p90Ms: quantile(s, 0.9), p99Ms: quantile(s, 0.99), maxMs: +s[s.length - 1].toFixed(2) });
  }
}
const out = { node: process.version, hands, rows, seconds: +((performance.now() - t0) / 1000).toFixed(1), command: `node packages/bots/bench/brisca-bench.mjs ${args.join(' ')}`.trim() };
if (json) console.log(JSON.stringify(out));
else {
  console.log(`$ ${out.command}   (Node ${out.node}, ${hands} hands a table, every seat the level measured)`);
  console.log('level   table               decisions  median ms  p90 ms  p99 ms  max ms');
  for (const r of rows) console.log(`${r.level.padEnd(8)}${r.table.padEnd(20)}${String(r.decisions).padStart(9)}${String(r.medianMs).padStart(11)}${String(r.p90Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.maxMs).padStart(8)}`);
  console.log(`wall time ${out.seconds} s`);
}
