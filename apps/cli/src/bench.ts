import { applyPlay, createGame, createRng, deal, EscobaKernel, legalPlays, shuffledDeck, unwrap } from '@escoba/engine';
import { runBriscaBench, type BriscaBenchResult } from './brisca/bench.js';
import { handsPerSecond } from './hands-per-second.js';

/** Complete random hands per second on one core. */
export interface BenchResult {
  /** 2 players, classic, fast kernel. */
  readonly hands2p: number;
  /** 4 players in partnerships, classic, fast kernel. */
  readonly hands4p: number;
  /** 2 players, classic, through the public immutable API (legalPlays + applyPlay). */
  readonly apiHands2p: number;
  /** Brisca and Alcalde hands per second. */
  readonly brisca?: BriscaBenchResult;
}

export interface BenchOptions {
  /** Seconds to measure each figure for (after a warm-up); default 3. */
  readonly seconds?: number;
  readonly seed?: number;
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

export function runBench(options: BenchOptions = {}): BenchResult {
  const seconds = options.seconds ?? 3;
  const seed = options.seed ?? 1;
  return {
    hands2p: kernelHandsPerSecond(seconds, seed, 2),
    hands4p: kernelHandsPerSecond(seconds, seed, 4),
    apiHands2p: apiHandsPerSecond(seconds, seed, 2),
    brisca: runBriscaBench(seconds),
  };
}
