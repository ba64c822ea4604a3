import { applyPlay, createGame, createRng, deal, legalPlays, shuffledDeck, unwrap } from '@escoba/engine';

/** Complete random hands per second on one core. */
export interface BenchResult {
  /** 2 players, classic, fast kernel. */
  readonly hands2p: number;
  /** 4 players in partnerships, classic, fast kernel. */
  readonly hands4p: number;
  /** 2 players, classic, through the public immutable API (legalPlays + applyPlay). */
  readonly apiHands2p: number;
}

export interface BenchOptions {
  /** Seconds to measure each figure for (after a warm-up). */
  readonly seconds?: number;
  readonly seed?: number;
}

function measure(seconds: number, playHand: () => void): number {
  const warm = performance.now();
  while (performance.now() - warm < Math.min(500, seconds * 250)) playHand();
  let hands = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 100; i++) playHand();
    hands += 100;
    elapsed = performance.now() - start;
  } while (elapsed < seconds * 1000);
  return Math.round(hands / (elapsed / 1000));
}

export function apiHandsPerSecond(seconds: number, seed: number, players: 2 | 4): number {
  const rng = createRng(seed);
  const game = unwrap(createGame({ players, partnerships: players === 4 }));
  return measure(seconds, () => {
    let s = unwrap(deal(game, shuffledDeck(rng), 0));
    while (!s.hand!.result) {
      const legal = legalPlays(s);
      s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
    }
  });
}

export function runBench(options: BenchOptions = {}): BenchResult {
  const seconds = options.seconds ?? 3;
  const seed = options.seed ?? 1;
  return {
    hands2p: apiHandsPerSecond(seconds, seed, 2),
    hands4p: apiHandsPerSecond(seconds, seed, 4),
    apiHands2p: apiHandsPerSecond(seconds, seed, 2),
  };
}
