// How much weight each inference model gives the true hand of the other seat, relative to an average world.
// Usage: node packages/bots/bench/inference-truth.mjs [games=20] [opponent level=medium] [sharpness=6] (after npx tsc -b)
// 2 players, classic: medium in seat 0 and OPPONENT in seat 1 play one hand a game; at every decision of seat 0 with
// an observation, each model's likelihood of seat 1's true hand is divided by its mean over 300 uniform worlds.
// Prints per model: decisions, mean log of that ratio (higher: the model points at the truth), mean acceptance
// (the mean likelihood of a uniform world), and the share of decisions where the truth is rated below an average world.
import { applyPlay, createGame, createRng, deal, seatView, shuffledDeck, unwrap } from '@escoba/engine';
import { createBot, kernelFromView } from '../dist/index.js';
import { PlayInference } from '../dist/search/inference.js';
import { cardWeights } from '../dist/search/heuristic.js';
const games = Number(process.argv[2] ?? 20);
const opp = process.argv[3] ?? 'medium';
const sharpness = Number(process.argv[4] ?? 6);
const res = { gain: [], medium: [] };
const acc = { gain: [], medium: [] };
for (let g = 0; g < games; g++) {
  const rng = createRng(`truth:${g}`);
  const bots = [createBot('medium', { seed: `a${g}` }), createBot(opp, { seed: `b${g}` })];
  let s = unwrap(deal(unwrap(createGame({ players: 2, rules: 'classic' })), shuffledDeck(rng), 0));
  while (!s.hand.result) {
    const turn = s.hand.turn;
    const view = seatView(s, turn);
    if (turn === 0) {
      const w = cardWeights(view.rules);
      const truth = kernelFromView(seatView(s, 1));
      const base = kernelFromView(view);
      const world = base.clone();
      for (const model of ['gain', 'medium']) {
        const inf = PlayInference.fromView(view, w, sharpness, 0, model);
        if (!inf.active) continue;
        let mean = 0;
        const wr = createRng(`w${g}:${s.hand.dealt}`);
        for (let i = 0; i < 300; i++) { base.copyTo(world); world.determinize(0, wr); mean += inf.likelihood(world, w) / 300; }
        res[model].push(Math.log(inf.likelihood(truth, w) / mean));
        acc[model].push(mean);
      }
    }
    s = unwrap(applyPlay(s, bots[turn].choose(view)));
  }
}
const avg = (x) => x.reduce((a, b) => a + b, 0) / x.length;
for (const m of ['gain', 'medium']) console.log(m, 'n', res[m].length, 'mean log(truth/avg world)', avg(res[m]).toFixed(3), 'mean acceptance', avg(acc[m]).toFixed(3), 'truth ratio<1 share', (res[m].filter((x) => x < 0).length / res[m].length).toFixed(3));
