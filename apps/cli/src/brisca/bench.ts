import { applyAction, BriscaKernel, createGame, createRng, deal, legalActions, randomDeck, unwrap, type GameConfig } from '@escoba/brisca';

/** Complete random Brisca / Alcalde hands per second on one core, as `packages/brisca/bench/bench.mjs` measures them. */
export interface BriscaBenchResult {
  /** 2 players, fast kernel. */
  readonly hands2p: number;
  /** 4 players in partnerships, fast kernel. */
  readonly hands4p: number;
  /** Alcalde, 3 players, fast kernel. */
  readonly alcaldeHands: number;
  /** 2 players through the public API (legalActions + applyAction). */
  readonly apiHands2p: number;
}

function measure(seconds: number, playHand: () => void): number {
  const warm = performance.now();
  while (performance.now() - warm < Math.min(500, seconds * 250)) playHand();
  let hands = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    for (let i = 0; i < 100; i++) playHand();
    hands += 100;
    elapsed = performance.now() - start;
  } while (elapsed < seconds * 1000);
  return Math.round(hands / (elapsed / 1000));
}

function kernelHands(seconds: number, config: GameConfig, seed: string): number {
  const game = unwrap(createGame(config));
  const k = new BriscaKernel(game.rules, game.table);
  const rng = createRng(seed);
  let dealer = 0;
  return measure(seconds, () => {
    k.dealShuffled(rng, dealer);
    k.playout(rng);
    dealer = dealer + 1 === game.table.players ? 0 : dealer + 1;
  });
}

function apiHands(seconds: number, config: GameConfig, seed: string): number {
  const game = unwrap(createGame(config));
  const rng = createRng(seed);
  let dealer = 0;
  return measure(seconds, () => {
    let s = unwrap(deal(game, randomDeck(game, rng), dealer));
    while (s.phase === 'play') {
      const legal = legalActions(s);
      s = unwrap(applyAction(s, legal[rng.int(legal.length)]!));
    }
    dealer = (dealer + 1) % game.table.players;
  });
}

export function runBriscaBench(seconds: number): BriscaBenchResult {
  return {
    hands2p: kernelHands(seconds, { players: 2 }, 'bench-2p'),
    hands4p: kernelHands(seconds, { players: 4, partnerships: true }, 'bench-4p'),
    alcaldeHands: kernelHands(seconds, { players: 3, rules: 'alcalde' }, 'bench-alcalde'),
    apiHands2p: apiHands(seconds, { players: 2 }, 'bench-api-2p'),
  };
}
