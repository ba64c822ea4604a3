import { beats, CARD_POINTS, CARD_STRENGTH, CARD_SUIT, trickPoints, trickWinnerIndex } from '@escoba/brisca';

// Trick heuristics shared by the greedy levels and the search's rollouts: table lookups, no allocation. Who wins a
// trick and what cards are worth are the engine's (`@escoba/brisca`'s tricks.ts).

/**
 * What spending a card costs beyond the trick it is played to: a trump's power to take a later trick
 * (and its own points, which a trump nearly always banks later), half the points of another card (at risk anyway).
 */
export function spendCost(card: number, trump: number): number {
  return CARD_SUIT[card] === trump ? 2 + CARD_STRENGTH[card]! + CARD_POINTS[card]! : 0.5 * CARD_POINTS[card]!;
}

/** A rough chance that the card now winning a trick stays winning when opponents still play (no card counting). */
export function holdChance(card: number, trump: number): number {
  return CARD_SUIT[card] === trump ? 0.55 + 0.05 * CARD_STRENGTH[card]! : 0.1 + 0.045 * CARD_STRENGTH[card]!;
}

/**
 * One trick seen from the seat on turn, in fixed buffers: the cards so far (and their seats' sides), then the
 * seat's candidate card(s) are scored by pushing them in and out.
 */
export class TrickScorer {
  readonly cards = new Int32Array(8);
  readonly mine = new Uint8Array(8);
  len = 0;
  trump = 0;
  /** Opponents and partners still to play to this trick after the seat on turn. */
  opponentsAfter = 0;
  partnersAfter = 0;
  /** Weight of the cards' {@link spendCost}, for trumps and for the other cards. */
  costWeight = 1;
  trumpCostWeight = 1;
  /**
   * A trump the partner playing last to this trick is known to hold (señas, see `partner-trumps.ts`), or -1; and
   * the chance that it still wins once the opponents between have played.
   */
  partnerTrump = -1;
  partnerHold = 0;

  /**
   * The expected card points the seat's side gains from this trick with `a` (and `b`, the Alcalde's second card,
   * or -1) played now, minus what spending them costs. `hold(card)` gives the chance that a card of the seat's
   * side now winning stays winning against the opponents still to play.
   */
  score(a: number, b: number, hold: (card: number, trump: number) => number): number {
    const start = this.len;
    this.cards[this.len] = a;
    this.mine[this.len++] = 1;
    if (b >= 0) {
      this.cards[this.len] = b;
      this.mine[this.len++] = 1;
    }
    const pts = trickPoints(this.cards, this.len);
    const w = trickWinnerIndex(this.cards, this.len, this.trump);
    const ours = this.mine[w] === 1;
    const winning = this.cards[w]!;
    this.len = start;
    // The partner's known trump behind: a trick it can take is (nearly) ours, so points may be loaded onto it.
    const backed = this.partnerTrump >= 0 && (ours || beats(this.partnerTrump, winning, this.trump)) ? this.partnerHold : 0;
    let value: number;
    if (this.opponentsAfter === 0) value = ours ? pts : backed > 0 ? pts * (2 * backed - 1) : this.partnersAfter > 0 ? -0.5 * pts : -pts;
    else if (ours || backed > 0) {
      const p = Math.max(ours ? hold(winning, this.trump) : 0, backed);
      value = pts * (2 * p - 1);
    } else value = this.partnersAfter > 0 ? -0.5 * pts : -pts;
    return value - this.cost(a) - (b >= 0 ? this.cost(b) : 0);
  }

  private cost(card: number): number {
    return (CARD_SUIT[card] === this.trump ? this.trumpCostWeight : this.costWeight) * spendCost(card, this.trump);
  }
}
