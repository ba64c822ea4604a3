import { applyPlay, createGame, createRng, deal, seatView, shuffledDeck, unwrap } from '@escoba/engine';
import type { Bot } from '../bot.js';
import { kernelFromView } from '../world.js';
import { cardWeights } from './heuristic.js';
import { PlayInference, type InferenceModel } from './inference.js';

export interface TruthOptions {
  readonly games: number;
  /** The players of game `g`, seat 0 then seat 1. */
  readonly players: (g: number) => readonly [Bot, Bot];
  readonly sharpness: number;
  /** Uniform worlds an average world's likelihood is taken over. */
  readonly worlds: number;
  /** The seed of those worlds at the decision of game `g` with `dealt` cards dealt. */
  readonly worldSeed: (g: number, dealt: number) => string;
}

export interface TruthSample {
  /** log(likelihood of the true hand / mean likelihood of a uniform world): above 0, the model points at the truth. */
  readonly logRatio: number;
  /** The mean likelihood of a uniform world: the rejection sampling's acceptance. */
  readonly acceptance: number;
}

/**
 * How much weight each inference model gives the other seat's true hand (a measuring tool, for the bench and the
 * tests: it reads both seats' cards). Two-player classic hands, one a game (deck from seed `truth:g`); at every
 * decision of seat 0 with something to infer, each model's likelihood of seat 1's true hand against its mean over
 * uniform worlds.
 */
export function inferenceOnTruth(o: TruthOptions, models: readonly InferenceModel[] = ['gain', 'medium']): Record<InferenceModel, TruthSample[]> {
  const samples: Record<InferenceModel, TruthSample[]> = { gain: [], medium: [] };
  for (let g = 0; g < o.games; g++) {
    const bots = o.players(g);
    let s = unwrap(deal(unwrap(createGame({ players: 2, partnerships: false, rules: 'classic' })), shuffledDeck(createRng(`truth:${g}`)), 0));
    while (!s.hand!.result) {
      const turn = s.hand!.turn;
      const view = seatView(s, turn);
      if (turn === 0) {
        const w = cardWeights(view.rules);
        const truth = kernelFromView(seatView(s, 1));
        const base = kernelFromView(view);
        const world = base.clone();
        for (const model of models) {
          const inference = PlayInference.fromView(view, w, o.sharpness, 0, model);
          if (!inference.active) continue;
          const rng = createRng(o.worldSeed(g, s.hand!.dealt));
          let mean = 0;
          for (let i = 0; i < o.worlds; i++) {
            base.copyTo(world);
            world.determinize(0, rng);
            mean += inference.likelihood(world, w) / o.worlds;
          }
          samples[model].push({ logRatio: Math.log(inference.likelihood(truth, w) / mean), acceptance: mean });
        }
      }
      s = unwrap(applyPlay(s, bots[turn]!.choose(view)));
    }
  }
  return samples;
}
