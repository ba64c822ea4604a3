import { CARD_COUNT, captureSets, maskToCards, moveToPlay, type EscobaKernel, type Rng, type SeatView } from '@escoba/engine';
import { makeContext, scorePlay } from '../medium.js';

/** Chooses a move for the seat on turn of a kernel among its last `generateMoves()`: the move's index. */
export interface MoveChooser {
  choose(k: EscobaKernel, n: number, rng: Rng): number;
}

/**
 * What the seat on turn of a (sampled) kernel sees, as a {@link SeatView}: its own hand, the table, the piles,
 * the counts, the legal plays (the kernel's last `n` generated moves, in `legalPlays` order). A kernel keeps no
 * history, so the game's scores, the finished hands and the hand's plays and events are empty.
 */
export function kernelSeatView(k: EscobaKernel, n: number): SeatView {
  const seat = k.turn;
  const players = k.players;
  const table = Array.from(k.table.subarray(0, k.tableLen));
  const legal = [];
  for (let i = 0; i < n; i++) legal.push(moveToPlay(k.moves[i]!));
  const renuncioCard = k.renuncioCard;
  return {
    seat,
    side: k.sideOf[seat]!,
    rules: k.rules,
    players,
    partnerships: k.setup.partnerships,
    sides: k.setup.sides,
    phase: 'play',
    scores: new Array<number>(k.sideCount).fill(0),
    winner: null,
    winReason: null,
    results: [],
    handIndex: 0,
    dealer: k.dealer,
    nextDealer: null,
    turn: seat,
    hand: Array.from(k.hands.subarray(seat * 3, seat * 3 + k.handLen[seat]!)),
    handCounts: Array.from(k.handLen.subarray(0, players)),
    table,
    piles: Array.from({ length: players }, (_, s) => maskToCards(k.pileLo[s]!, k.pileHi[s]!)),
    escobas: Array.from(k.escobas.subarray(0, players)),
    stock: CARD_COUNT - k.dealt,
    lastCapturer: k.lastCapturer < 0 ? null : k.lastCapturer,
    plays: [],
    events: [],
    renuncio:
      renuncioCard < 0
        ? null
        : { from: k.renuncioFrom, card: renuncioCard, sets: captureSets(table.filter((c) => c !== renuncioCard), renuncioCard) },
    handResult: null,
    legal,
  };
}

/**
 * `medium`'s own choice (its `scorePlay` on the seat's view: live card weights, the next player's expected capture
 * from the cards that seat cannot see, renuncio claims first), for the other seats of a search's rollouts: they then
 * play as the card-counting opponent plays, ties broken by the rollout's generator as `medium` breaks them by its own.
 * About twenty times the greedy policy's cost a move, four times a search decision's (docs/strength.md, fifth round).
 */
export class MediumChooser implements MoveChooser {
  choose(k: EscobaKernel, n: number, rng: Rng): number {
    const view = kernelSeatView(k, n);
    const ctx = makeContext(view);
    let best = 0;
    let ties = 1;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      const s = scorePlay(ctx, view.legal[i]!);
      if (s > bestScore + 1e-9) {
        best = i;
        ties = 1;
        bestScore = s;
      } else if (s > bestScore - 1e-9) {
        // Reservoir choice among equals: uniform over them, one draw per tie.
        ties++;
        if (rng.int(ties) === 0) best = i;
      }
    }
    return best;
  }
}
