// Duplicate duel between two bots: every game is played twice with the same decks, seats swapped.
// Usage: node packages/bots/bench/duel.mjs A B [games=100] [seed=duel] [players=2] [rules=classic] [--partnerships] [--max-hands=N] [--progress] [--pairs=FILE]
// A bot may also be `perfect-inference` (the expert whose worlds hold the others' true hands, `@escoba/bots/ceiling`;
// a measuring tool that reads the state), a `pimc:` search with `truth=1` (the same worlds at those settings) or
// `truth=2` (the one true world), or `omniscient` (the ceiling of `escoba match --a omniscient`).
// --progress: the running figures on stderr after every game pair. --pairs=FILE: one JSON line a game pair appended to
// FILE (`{seed, pair, hands, margin, aPoints, bPoints}`: margin per hand of A's side in that pair, each side's points in
// it, B's the mean of its sides), for paired-pairs.mjs and pair-sides.mjs.
// A bot is a level (random, easy, medium, hard, expert) or `greedy`, with options: expert:iterations=400,timeMs=20
// Prints JSON: hands, margin per hand of A's side over B's (mean and 95% CI over game pairs), A's game wins.
import { createGame, createRng, EscobaKernel, escobaGame, GameRun, OMNISCIENT, playToMove, unwrap, resolveRules } from '@escoba/engine';
import { createBot, kernelFromView } from '../dist/index.js';
import { EXPERT_SETTINGS } from '../dist/expert.js';
import { omniscientEscobaBot, PERFECT_INFERENCE, perfectInferenceBot, TrueHandsWorlds, TrueWorld } from '../dist/ceiling/index.js';
import { GreedyPolicy, cardWeights, greedyIndex, DEFAULT_POLICY } from '../dist/search/heuristic.js';
import { appendFileSync } from 'node:fs';
import { now } from '../dist/clock.js';
import { DeterminizedSearch } from '../dist/search/pimc.js';

// `pimc:sims=240,min=24,exact=12,look=2,eps=0,lay=0.05,extra=0.1,inf=0,thr=0` (inf: sharpness of the inference from the others' plays; thr: its threat weight; im=1: it judges their plays by medium's score; omed=1: the others play medium's own choice in the rollouts; live=1: rollouts count only undecided categories; follow: worth of one's own next capture from the table left; own=1: the follow-up for the searching side's moves only; wcard, wcoin, w7o, w7, w6, w1: the card weights; ply=N: search N plays after each candidate in every world before the rollout, oth=1 the others' plays in them by the rollout policy (else the worst for the searcher), sims then counts rollouts; ucb=C: information-set MCTS with UCB1 exploration C instead, as many rollouts, iopp=1 the others' plays in its tree by the rollout policy; truth=1: worlds with the others' true hands and the stock's true cards shuffled, read from the state, instead of the inference; truth=2: the one true world, stock order included) (look: 0 escoba risk only, 1 actual next hand, 2 expected threat) (exact=N: exact root solve, and exact rollouts from a stock of N): the search with explicit settings, for tuning.
function pimcBot(opts, botSeed) {
  const o = { sims: 240, min: 24, exact: 0, look: 2, eps: 0, lay: 0.05 };
  for (const kv of opts.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    o[k] = Number(v);
  }
  const search = new DeterminizedSearch(
    {
      simulations: o.sims,
      minWorlds: o.min,
      exactEndgame: o.exact >= 1,
      exactRolloutsFromStock: o.exact >= 1 ? o.exact : 0,
      inference: o.inf ?? 0,
      inferenceThreat: o.thr ?? 0,
      inferenceModel: o.im === 1 ? 'medium' : 'gain',
      ...(o.omed === 1 && { othersPolicy: 'medium' }),
      ...(o.ucb > 0 && { ismcts: { exploration: o.ucb, others: o.iopp === 1 ? 'policy' : 'tree' } }),
      ...(o.ply >= 1 && { replySearch: { plies: o.ply, others: o.oth === 1 ? 'greedy' : 'min' } }),
      weights: { card: o.wcard ?? 0.05, coin: o.wcoin ?? 0.12, sevenOfCoins: o.w7o ?? 1, seven: o.w7 ?? 0.25, six: o.w6 ?? 0.12, ace: o.w1 ?? 0.05 },
      policy: { layLoss: o.lay, epsilon: o.eps, lookahead: ['sweep', 'actual', 'expected'][o.look], escobaExtra: o.extra ?? 0.1, liveWeights: o.live === 1, followUp: o.follow ?? 0, followUpOwnSide: o.own === 1 } },
    { seed: botSeed },
  );
  const worlds = (state) => (o.truth === 1 ? new TrueHandsWorlds(EscobaKernel.fromState(state)) : o.truth === 2 ? new TrueWorld(EscobaKernel.fromState(state)) : undefined);
  return { level: 'pimc', choose: (view, state) => (view.legal.length === 1 ? view.legal[0] : search.best(view, worlds(state))) };
}

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const pos = args.filter((a) => !a.startsWith('--'));
const [specA, specB] = pos;
const games = Number(pos[2] ?? 100);
const seed = pos[3] ?? 'duel';
const players = Number(pos[4] ?? 2);
const rulesArg = pos[5] ?? 'classic';
const rules = rulesArg.startsWith('{') ? JSON.parse(rulesArg) : rulesArg;
const partnerships = flags.includes('--partnerships') || players === 6;
const maxHandsFlag = flags.find((f) => f.startsWith('--max-hands='));
const maxHands = maxHandsFlag ? Number(maxHandsFlag.slice(12)) : undefined;
const pairsFile = flags.find((f) => f.startsWith('--pairs='))?.slice(8);
unwrap(resolveRules(rules));

// `greedy:live=1,follow=0.5,extra=0,lay=0.05`: the rollout policy alone, with the expert's defaults but for these.
function greedyBot(opts) {
  const o = {};
  for (const kv of opts.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    o[k] = Number(v);
  }
  const policy = {
    ...DEFAULT_POLICY,
    epsilon: 0,
    ...(o.live !== undefined && { liveWeights: o.live === 1 }),
    ...(o.follow !== undefined && { followUp: o.follow }),
    ...(o.extra !== undefined && { escobaExtra: o.extra }),
    ...(o.lay !== undefined && { layLoss: o.lay }),
  };
  return {
    level: 'greedy',
    choose(view) {
      const k = kernelFromView(view);
      const n = k.generateMoves();
      const i = greedyIndex(k, n, cardWeights(view.rules), policy, new Float64Array(n));
      const m = k.moves[i];
      return view.legal.find((p) => playToMove(p) === m);
    },
  };
}
void GreedyPolicy;

function makeBot(spec, botSeed) {
  const [level, opts = ''] = spec.split(':');
  if (level === 'pimc') return pimcBot(opts, botSeed);
  if (level === PERFECT_INFERENCE) {
    const bot = perfectInferenceBot({ seed: botSeed }, EXPERT_SETTINGS);
    return { level, choose: (_view, state) => bot.choose(state) };
  }
  if (level === OMNISCIENT) {
    const bot = omniscientEscobaBot({ seed: botSeed });
    return { level, choose: (_view, state) => bot.choose(state) };
  }
  const config = { seed: botSeed };
  for (const kv of opts.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    config[k] = Number(v);
  }
  return level === 'greedy' ? greedyBot(opts) : createBot(level, config);
}

/**
 * One game on the shared seeded loop (the decks and first dealer of `playGame`); each bot chooses from its seat's view
 * and is also handed the state, which only the measuring players (`perfect-inference`, `truth=1`) read.
 */
function playDuelGame(bots, gameSeed, onDecision) {
  const run = new GameRun(escobaGame, unwrap(createGame({ rules, players, partnerships })), { seed: gameSeed, ...(maxHands === undefined ? {} : { maxHands }) });
  for (let d = run.next(); d !== null; d = run.next()) {
    const t0 = now();
    const play = bots[d.seat].choose(d.view, run.state);
    onDecision(d.seat, now() - t0);
    const next = run.apply(play);
    if (!next.ok) throw new Error(`bot ${bots[d.seat].level} at seat ${d.seat} chose an illegal play: ${next.error.message}`);
  }
  return run.state;
}

/** The 95 % interval of the mean margin over game pairs. */
function interval(xs) {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(xs.length);
  return { ci95: [+(m - half).toFixed(3), +(m + half).toFixed(3)] };
}

const sidesCount = partnerships ? 2 : players;
let hands = 0;
let marginSum = 0;
let winsA = 0;
let gamesPlayed = 0;
const pairMargins = [];
const decisionMs = { A: [], B: [] };
const t0 = now();
for (let g = 0; g < games; g++) {
  let pairMargin = 0;
  let pairHands = 0;
  let pairA = 0;
  let pairB = 0;
  // Rotation r: seat s plays A when (s + r) % sidesCount === 0... A takes one side, B the others.
  for (let r = 0; r < 2; r++) {
    const aSide = r === 0 ? 0 : 1;
    const bots = [];
    const isA = [];
    for (let s = 0; s < players; s++) {
      const side = s % sidesCount;
      const a = side === aSide;
      isA.push(a);
      bots.push(makeBot(a ? specA : specB, `${seed}:${g}:${s}`));
    }
    const state = playDuelGame(bots, `${seed}:${g}`, (seat, ms) => decisionMs[isA[seat] ? 'A' : 'B'].push(ms));
    for (const res of state.results) {
      const a = res.points[aSide];
      let others = 0;
      for (let s = 0; s < sidesCount; s++) if (s !== aSide) others += res.points[s];
      const m = a - others / (sidesCount - 1);
      marginSum += m;
      pairMargin += m;
      pairA += a;
      pairB += others / (sidesCount - 1);
      hands++;
      pairHands++;
    }
    gamesPlayed++;
    if (state.winner === aSide) winsA++;
  }
  pairMargins.push(pairMargin / pairHands);
  if (pairsFile) appendFileSync(pairsFile, `${JSON.stringify({ seed, pair: g, hands: pairHands, margin: pairMargin / pairHands, aPoints: pairA, bPoints: pairB })}\n`);
  if (flags.includes('--progress')) console.error(JSON.stringify({ pairs: pairMargins.length, hands, marginPerHand: +(marginSum / hands).toFixed(3), ...interval(pairMargins) }));
}
const mean = marginSum / hands;
const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.floor(s.length / 2)].toFixed(2) : 0;
};
console.log(
  JSON.stringify({
    a: specA,
    b: specB,
    players,
    partnerships,
    rules,
    seed,
    games: gamesPlayed,
    hands,
    marginPerHand: +mean.toFixed(3),
    ci95: interval(pairMargins).ci95,
    winRateA: +(winsA / gamesPlayed).toFixed(3),
    medianMsA: med(decisionMs.A),
    medianMsB: med(decisionMs.B),
    seconds: +((now() - t0) / 1000).toFixed(1),
  }),
);
void createRng;
