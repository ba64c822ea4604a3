import { applyAction, BriscaKernel, createGame, createRng, deal, legalActions, randomDeck, unwrap, type GameConfig } from '@escoba/brisca';
import { handsPerSecond } from '../../hands-per-second.js';
import { briscaMessages } from './messages/index.js';
import type { GameBench } from '../types.js';

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

function kernelHands(seconds: number, config: GameConfig, seed: string): number {
  const game = unwrap(createGame(config));
  const k = new BriscaKernel(game.rules, game.table);
  const rng = createRng(seed);
  let dealer = 0;
  return handsPerSecond(seconds, () => {
    k.dealShuffled(rng, dealer);
    k.playout(rng);
    dealer = dealer + 1 === game.table.players ? 0 : dealer + 1;
  });
}

function apiHands(seconds: number, config: GameConfig, seed: string): number {
  const game = unwrap(createGame(config));
  const rng = createRng(seed);
  let dealer = 0;
  return handsPerSecond(seconds, () => {
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

/** `escoba bench`'s Brisca and Alcalde figures, under `brisca` in `--json`. */
export const briscaBench: GameBench = {
  run: (seconds) => ({ ...runBriscaBench(seconds) }),
  jsonShape: '"brisca": {"hands2p", "hands4p", "alcaldeHands", "apiHands2p"}',
  json: (r) => ({ brisca: { hands2p: r.hands2p, hands4p: r.hands4p, alcaldeHands: r.alcaldeHands, apiHands2p: r.apiHands2p } }),
  rows: (r, lang) => {
    const labels = briscaMessages(lang).bench;
    return [
      [labels[0], r.hands2p!],
      [labels[1], r.hands4p!],
      [labels[2], r.alcaldeHands!],
      [labels[3], r.apiHands2p!],
    ];
  },
};
