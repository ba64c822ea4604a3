import { applyPlay, createGame, createRng, deal, EscobaKernel, legalPlays, shuffledDeck, unwrap } from '@escoba/engine';
import { handsPerSecond } from '../../hands-per-second.js';
import { escobaMessages } from './messages/index.js';
import type { GameBench } from '../types.js';

/** Complete random hands per second on one core. */
export interface BenchResult {
  /** 2 players, classic, fast kernel. */
  readonly hands2p: number;
  /** 4 players in partnerships, classic, fast kernel. */
  readonly hands4p: number;
  /** 2 players, classic, through the public immutable API (legalPlays + applyPlay). */
  readonly apiHands2p: number;
}

/**
 * Random hands through the public API: shuffle, `deal`, then `legalPlays` + `applyPlay` with a
 * uniformly random legal play until the hand is scored.
 */
export function apiHandsPerSecond(seconds: number, seed: number, players: 2 | 4): number {
  const rng = createRng(seed);
  const game = unwrap(createGame({ players, partnerships: players === 4 }));
  return handsPerSecond(seconds, () => {
    let s = unwrap(deal(game, shuffledDeck(rng), 0));
    while (!s.hand!.result) {
      const legal = legalPlays(s);
      s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
    }
  });
}

/**
 * Random hands through the fast kernel: shuffle and deal in place, play uniformly random legal moves
 * to the end of the hand, score it per side. Nothing is allocated per hand, random draws included.
 */
export function kernelHandsPerSecond(seconds: number, seed: number, players: 2 | 4): number {
  const rng = createRng(seed);
  const game = unwrap(createGame({ players, partnerships: players === 4 }));
  const kernel = new EscobaKernel(game.rules, game.setup);
  let dealer = 0;
  return handsPerSecond(seconds, () => {
    kernel.dealShuffled(rng, dealer);
    kernel.playout(rng);
    kernel.score();
    dealer = dealer + 1 === players ? 0 : dealer + 1;
  });
}

/** `escoba bench`'s Escoba figures (seed 1), in `--json` at the top level as they always were. */
export const escobaBench: GameBench = {
  run: (seconds): Record<keyof BenchResult, number> => ({
    hands2p: kernelHandsPerSecond(seconds, 1, 2),
    hands4p: kernelHandsPerSecond(seconds, 1, 4),
    apiHands2p: apiHandsPerSecond(seconds, 1, 2),
  }),
  jsonShape: '"hands2p", "hands4p", "apiHands2p"',
  json: (r) => ({ hands2p: r.hands2p, hands4p: r.hands4p, apiHands2p: r.apiHands2p }),
  rows: (r, lang) => {
    const labels = escobaMessages(lang).bench;
    return [
      [labels[0], r.hands2p!],
      [labels[1], r.hands4p!],
      [labels[2], r.apiHands2p!],
    ];
  },
};
