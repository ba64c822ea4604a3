// `npm run bench:brisca` (the root script runs `tsc -b` first): complete random Brisca and Alcalde hands per second
// on one core, through the fast kernel and through the public immutable API.
// Options: --seconds=N (each figure is measured for N seconds, default 3, after a 0.5 s warm-up) --json
import { applyAction, BriscaKernel, createGame, createRng, deal, legalActions, randomDeck, unwrap } from '../dist/index.js';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

const opt = (name, def) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : def;
};
const seconds = Number(opt('seconds', 3));
const json = process.argv.includes('--json');
const now = () => performance.now();

/** Runs `batch()` (which plays `size` hands) for `secs` seconds; returns hands per second. */
function measure(batch, size, secs) {
  const warm = now() + 500;
  while (now() < warm) batch();
  let hands = 0;
  const start = now();
  const end = start + secs * 1000;
  let t = start;
  while (t < end) {
    batch();
    hands += size;
    t = now();
  }
  return Math.round(hands / ((t - start) / 1000));
}

function kernelFigure(config, seed) {
  const game = unwrap(createGame(config));
  const k = new BriscaKernel(game.rules, game.table);
  const rng = createRng(seed);
  let dealer = 0;
  return measure(() => {
    for (let i = 0; i < 1000; i++) {
      k.dealShuffled(rng, dealer);
      k.playout(rng);
      dealer = dealer + 1 === k.players ? 0 : dealer + 1;
    }
  }, 1000, seconds);
}

function apiFigure(config, seed) {
  const game = unwrap(createGame(config));
  const rng = createRng(seed);
  let dealer = 0;
  return measure(() => {
    for (let i = 0; i < 100; i++) {
      let s = unwrap(deal(game, randomDeck(game, rng), dealer));
      while (s.phase === 'play') {
        const legal = legalActions(s);
        s = applyAction(s, legal[rng.int(legal.length)]).value;
      }
      dealer = (dealer + 1) % game.table.players;
    }
  }, 100, seconds);
}

const figures = {
  hands2p: kernelFigure({ players: 2 }, 'bench-2p'),
  hands4p: kernelFigure({ players: 4, partnerships: true }, 'bench-4p'),
  alcaldeHands: kernelFigure({ players: 3, rules: 'alcalde' }, 'bench-alcalde'),
  apiHands2p: apiFigure({ players: 2 }, 'bench-api-2p'),
  apiAlcaldeHands: apiFigure({ players: 3, rules: 'alcalde' }, 'bench-api-alcalde'),
};
const info = {
  benchmark: 'random Brisca hands per second, one core',
  command: `node ${process.argv.slice(1).map((a) => a.replace(/^.*packages\//, 'packages/')).join(' ')}`,
  seconds,
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  figures,
};
if (json) console.log(JSON.stringify(info));
else {
  console.log(`${info.benchmark} (${info.node}, ${info.cpu}; ${seconds} s per figure)`);
  console.log(`command: ${info.command}`);
  const labels = {
    hands2p: 'kernel, 2 players, brisca',
    hands4p: 'kernel, 4 players in partnerships, brisca',
    alcaldeHands: 'kernel, 3 players, alcalde',
    apiHands2p: 'public API, 2 players, brisca',
    apiAlcaldeHands: 'public API, 3 players, alcalde',
  };
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(16)} ${String(value.toLocaleString('en-US')).padStart(10)} hands/s  (${labels[key]})`);
}
