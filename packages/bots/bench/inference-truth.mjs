// How much weight each inference model gives the true hand of the other seat, relative to an average world.
// Usage: node packages/bots/bench/inference-truth.mjs [games=20] [opponent level=medium] [sharpness=6] (after npx tsc -b)
// 2 players, classic: medium in seat 0 and OPPONENT in seat 1 play one hand a game; at every decision of seat 0 with
// an observation, each model's likelihood of seat 1's true hand is divided by its mean over 300 uniform worlds.
// Prints per model: decisions, mean log of that ratio (higher: the model points at the truth), mean acceptance
// (the mean likelihood of a uniform world), and the share of decisions where the truth is rated below an average world.
import { createBot } from '../dist/index.js';
import { inferenceOnTruth } from '../dist/search/inference-truth.js';
const games = Number(process.argv[2] ?? 20);
const opp = process.argv[3] ?? 'medium';
const sharpness = Number(process.argv[4] ?? 6);
const samples = inferenceOnTruth({ games, players: (g) => [createBot('medium', { seed: `a${g}` }), createBot(opp, { seed: `b${g}` })], sharpness, worlds: 300, worldSeed: (g, dealt) => `w${g}:${dealt}` });
const avg = (x) => x.reduce((a, b) => a + b, 0) / x.length;
for (const m of ['gain', 'medium']) {
  const ratios = samples[m].map((x) => x.logRatio);
  console.log(m, 'n', ratios.length, 'mean log(truth/avg world)', avg(ratios).toFixed(3), 'mean acceptance', avg(samples[m].map((x) => x.acceptance)).toFixed(3), 'truth ratio<1 share', (ratios.filter((x) => x < 0).length / ratios.length).toFixed(3));
}
