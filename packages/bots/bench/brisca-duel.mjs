// Duplicate duel between two Brisca / Alcalde bots, on the built packages (run `npx tsc -b` first).
// Every deck is played once per side assignment with the same dealer: in 2 players and 2 against 2 the sides
// swap; in Alcalde each bot is the Alcalde once (the Alcalde seat rotates with the dealer from deck to deck).
// Usage: node packages/bots/bench/brisca-duel.mjs A B [--decks=500] [--seed=duel] [--rules=brisca]
//        [--players=2] [--partnerships] [--json] [--progress=100] [--roles] [--first=0] [--blocks=FILE]
// --first=N plays the decks N .. N+decks-1 of the seed (to continue a run, or split it over processes); --blocks=FILE
// appends one JSON line a deck (its index, A's mean card-point margin and hands won over its hands, and with --roles
// the kept and won gains), so that runs over disjoint decks of a seed can be pooled exactly (bench/pool-blocks.mjs).
// --roles (Alcalde presets): every deck is also played a third time with B in every seat, the baseline of the
// roles: how many more hands A keeps as the Alcalde than B does (against B's partners, same deck), and how many
// more A's partners win than B's (against B's Alcalde), each with a 95 % interval over decks.
// A bot is a level (random, easy, medium, hard, expert) with options: expert:iterations=60,timeMs=40; with señas
// (2 against 2, rule option senas) `expert/silent` never makes one, `expert/deaf` ignores its partner's,
// `expert/ignore` both; `X+Y`: the side's first seat plays X, its second Y.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { meanCi } from './mean-ci.mjs';
import { createGame, createRng, randomDeck, resolveRules, unwrap } from '@escoba/brisca';
import { BRISCA_EXPERT_SETTINGS, BriscaSearch, briscaSenaOf, briscaSenaVariant, createBriscaBot, playBriscaHand } from '../dist/brisca/index.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const f = args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!f) return fallback;
  return f.includes('=') ? f.slice(f.indexOf('=') + 1) : true;
};
const [specA, specB] = args.filter((a) => !a.startsWith('--'));
if (!specA || !specB) {
  console.error('usage: node packages/bots/bench/brisca-duel.mjs A B [--decks=500] [--seed=duel] [--rules=brisca] [--players=2] [--partnerships] [--json]');
  process.exit(2);
}
const decks = Number(flag('decks', 500));
const first = Number(flag('first', 0));
const blocksFile = flag('blocks', null);
const seed = String(flag('seed', 'duel'));
const rulesArg = String(flag('rules', 'brisca'));
const rulesInput = rulesArg.startsWith('{') ? JSON.parse(rulesArg) : rulesArg;
const rules = unwrap(resolveRules(rulesInput));
const alcalde = rules.preset !== 'brisca';
const players = alcalde ? 3 : Number(flag('players', 2));
const partnerships = flag('partnerships', false) === true;
const json = flag('json', false) === true;
const progress = Number(flag('progress', 0));
const roles = flag('roles', false) === true;
const config = { rules: rulesInput, players, partnerships };
const game = unwrap(createGame(config));

// `search:worlds=300,exact=8,eworlds=60,root=12,inf=0.5,depth=3,eps=0.05,cost=1,bonus=0,role=60,rscale=0,ptrump=1,screen=0,sworlds=0`: the expert's search with explicit settings, for tuning.
function searchBot(opts, botSeed) {
  const o = {};
  for (const kv of opts.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    o[k] = Number(v);
  }
  const e = BRISCA_EXPERT_SETTINGS;
  const settings = {
    worlds: o.worlds ?? e.worlds,
    maxRollouts: o.rollouts ?? e.maxRollouts,
    exactCards: o.exact ?? e.exactCards,
    exactRootCards: o.root ?? e.exactRootCards,
    exactWorlds: o.eworlds ?? e.exactWorlds,
    winBonus: o.bonus ?? e.winBonus,
    roleBonus: o.role ?? e.roleBonus,
    roleScale: o.rscale ?? e.roleScale,
    screen: o.screen ?? e.screen,
    screenWorlds: o.sworlds ?? e.screenWorlds,
    partnerTrumps: o.ptrump === undefined ? e.partnerTrumps : o.ptrump === 1,
    inference: o.inf ?? e.inference,
    inferenceDepth: o.depth ?? e.inferenceDepth,
    policy: { epsilon: o.eps ?? e.policy.epsilon, costWeight: o.cost ?? e.policy.costWeight, trumpCostWeight: o.tcost ?? e.policy.trumpCostWeight },
    ownPolicy: { epsilon: o.oeps ?? e.ownPolicy.epsilon, costWeight: o.ocost ?? e.ownPolicy.costWeight, trumpCostWeight: o.otcost ?? e.ownPolicy.trumpCostWeight },
  };
  const search = new BriscaSearch(settings, { seed: botSeed, timeMs: o.timeMs });
  // It makes its señas as the expert does (rule option senas), so that `search:...` differs from `expert` only in its settings.
  const choose = (view) => (view.legal.length === 1 ? view.legal[0] : search.estimate(view).reduce((a, b) => (b.value > a.value + 1e-9 ? b : a)).action);
  return { level: 'search', choose: (view) => briscaSenaOf('expert', view) ?? choose(view) };
}

function makeBot(spec, botSeed) {
  const [plain, variant] = spec.split('/');
  if (variant !== undefined) return briscaSenaVariant(makeBot(plain, botSeed), variant);
  const [level, opts = ''] = spec.split(':');
  if (level === 'search') return searchBot(opts, botSeed);
  const c = { seed: botSeed };
  for (const kv of opts.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    c[k] = Number(v);
  }
  return createBriscaBot(level, c);
}

/** The bot of `seat` in a side's spec: `X+Y` gives the side's first seat X and its second Y. */
const seatSpec = (spec, seat, sideSeats) => {
  const parts = spec.split('+');
  return parts[sideSeats.indexOf(seat) % parts.length];
};

/** The sides of a hand dealt by `dealer`: the table's in Brisca, [[Alcalde], [partners]] in Alcalde. */
const sidesFor = (dealer) => (alcalde ? [[dealer], [(dealer + 1) % 3, (dealer + 2) % 3]] : game.table.sides);
if (!alcalde && game.table.sides.length !== 2) {
  console.error('the duel needs two sides: 2 players, 4 players with --partnerships, or an Alcalde preset');
  process.exit(2);
}

if (roles && !alcalde) {
  console.error('--roles needs an Alcalde preset (--rules=alcalde or --rules=alcalde-variation)');
  process.exit(2);
}
const keptGains = [];
const wonGains = [];
const blockMargins = [];
const blockWins = [];
const ms = { A: [], B: [] };
let hands = 0;
const t0 = performance.now();
for (let g = first; g < first + decks; g++) {
  const deck = randomDeck(game, createRng(`${seed}:deck:${g}`));
  const dealer = g % players;
  const sides = sidesFor(dealer);
  let margin = 0;
  let wins = 0;
  const keptBy = [0, 0];
  for (let aSide = 0; aSide < 2; aSide++) {
    const isA = Array.from({ length: players }, (_, s) => sides[aSide].includes(s));
    const bots = isA.map((a, s) => makeBot(seatSpec(a ? specA : specB, s, sides[a ? aSide : 1 - aSide]), `${seed}:${g}:${aSide}:${s}`));
    const { state, decisionMs } = playBriscaHand(config, deck, dealer, bots);
    const r = state.hand.result;
    margin += r.points[aSide] - r.points[1 - aSide];
    wins += r.winner === null ? 0.5 : r.winner === aSide ? 1 : 0;
    if (alcalde) keptBy[aSide] = r.alcaldeKeeps ? 1 : 0;
    decisionMs.forEach((list, s) => ms[isA[s] ? 'A' : 'B'].push(...list));
    hands++;
  }
  if (roles) {
    // The hands so far: aSide 0 (A the Alcalde against B's partners), aSide 1 (B the Alcalde against A's partners).
    const bots = Array.from({ length: players }, (_, s) => makeBot(specB, `${seed}:${g}:base:${s}`));
    const base = playBriscaHand(config, deck, dealer, bots).state.hand.result.alcaldeKeeps ? 1 : 0;
    keptGains.push(keptBy[0] - base);
    wonGains.push(base - keptBy[1]);
  }
  blockMargins.push(margin / 2);
  blockWins.push(wins / 2);
  if (typeof blocksFile === 'string') {
    const gains = roles ? { kept: keptGains.at(-1), won: wonGains.at(-1) } : {};
    appendFileSync(blocksFile, `${JSON.stringify({ seed, deck: g, margin: margin / 2, win: wins / 2, ...gains })}\n`);
  }
  if (progress > 0 && (g + 1 - first) % progress === 0) console.error(`${g + 1 - first} decks (to deck ${g}): ${JSON.stringify(summary())}`);
}

function quantile(xs, q) {
  if (xs.length === 0) return 0;
  const s = Float64Array.from(xs).sort();
  return +s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(2);
}
function summary() {
  const m = meanCi(blockMargins);
  const w = meanCi(blockWins);
  return {
    a: specA,
    b: specB,
    rules: rules.preset,
    players,
    partnerships,
    seed,
    first,
    decks: blockMargins.length,
    hands,
    winRateA: w.mean,
    winRateCi95: w.ci95,
    marginPerHand: m.mean,
    marginCi95: m.ci95,
    ...(roles ? { alcaldeKeptGain: meanCi(keptGains), partnersWonGain: meanCi(wonGains) } : {}),
    msA: { median: quantile(ms.A, 0.5), p99: quantile(ms.A, 0.99), decisions: ms.A.length },
    msB: { median: quantile(ms.B, 0.5), p99: quantile(ms.B, 0.99), decisions: ms.B.length },
    seconds: +((performance.now() - t0) / 1000).toFixed(1),
    command: `node packages/bots/bench/brisca-duel.mjs ${args.join(' ')}`,
  };
}

const s = summary();
if (json) console.log(JSON.stringify(s));
else {
  console.log(`$ ${s.command}`);
  console.log(`${s.a} vs ${s.b}: ${s.rules}, ${players} players${partnerships ? ' (2 against 2)' : ''}, seed ${seed}`);
  console.log(`hands                 ${s.hands} (${s.decks} decks, each played with the sides swapped)`);
  console.log(`hand win rate of A    ${(100 * s.winRateA).toFixed(1)} % (95 % CI ${(100 * s.winRateCi95[0]).toFixed(1)} .. ${(100 * s.winRateCi95[1]).toFixed(1)}; draws count half)`);
  console.log(`card points A - B     ${s.marginPerHand.toFixed(2)} per hand (95 % CI ${s.marginCi95[0].toFixed(2)} .. ${s.marginCi95[1].toFixed(2)}, blocked by deck)`);
  if (roles) {
    const k = s.alcaldeKeptGain;
    const p = s.partnersWonGain;
    console.log(`A as the Alcalde      ${(100 * k.mean).toFixed(1)} points of % more hands kept than B (95 % CI ${(100 * k.ci95[0]).toFixed(1)} .. ${(100 * k.ci95[1]).toFixed(1)}), B's partners against both`);
    console.log(`A as his opponents    ${(100 * p.mean).toFixed(1)} points of % more hands won than B (95 % CI ${(100 * p.ci95[0]).toFixed(1)} .. ${(100 * p.ci95[1]).toFixed(1)}), B's Alcalde against both`);
  }
  console.log(`decision ms A         median ${s.msA.median}, p99 ${s.msA.p99} (${s.msA.decisions} decisions)`);
  console.log(`decision ms B         median ${s.msB.median}, p99 ${s.msB.p99} (${s.msB.decisions} decisions)`);
  console.log(`wall time             ${s.seconds} s`);
}
