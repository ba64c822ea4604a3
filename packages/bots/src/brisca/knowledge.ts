import { beats, CARD_SUIT, type BriscaView } from '@escoba/brisca';

/**
 * What a seat can work out from its view (card counting): the cards it has not seen, which cards each other
 * seat could hold, who plays after it in the trick and on which side.
 */
export class Knowledge {
  readonly seat: number;
  readonly trump: number;
  /** 1 for every card not yet seen: not in this hand, not shown in another's, not played, not the trump card. */
  readonly unseen = new Uint8Array(40);
  /** Seats still to play to the current trick after this one, in order. */
  readonly after: readonly number[];
  readonly sideOf: readonly number[];

  constructor(readonly view: BriscaView) {
    this.seat = view.seat!;
    this.trump = view.trumpSuit!;
    this.unseen.fill(1);
    const seen = (c: number) => (this.unseen[c] = 0);
    view.hand.forEach(seen);
    view.known.forEach((cards) => cards.forEach(seen));
    view.won.forEach((cards) => cards.forEach(seen));
    view.trickCards.forEach(seen);
    if (view.trumpCard !== null) seen(view.trumpCard);
    if (view.removed !== null) seen(view.removed);
    const sideOf = new Array<number>(view.players).fill(0);
    view.sides.forEach((seats, side) => seats.forEach((s) => (sideOf[s] = side)));
    this.sideOf = sideOf;
    const after: number[] = [];
    const n = view.players;
    const leader = view.leader ?? this.seat;
    for (let x = (this.seat + 1) % n; x !== leader; x = (x + 1) % n) after.push(x);
    this.after = after;
  }

  isPartner(s: number): boolean {
    return s !== this.seat && this.sideOf[s] === this.sideOf[this.seat];
  }

  /** Whether seat `s` could hold `card`: shown in its hand, or unseen while its hand is not wholly shown. */
  couldHold(s: number, card: number): boolean {
    const known = this.view.known[s]!;
    if (known.indexOf(card) >= 0) return true;
    return this.unseen[card] === 1 && known.length < this.view.handCounts[s]!;
  }

  /** Whether some opponent still to play to this trick could beat `best`. */
  opponentCanBeat(best: number): boolean {
    for (const s of this.after) {
      if (!this.isPartner(s) && this.canBeat(s, best)) return true;
    }
    return false;
  }

  /** Whether seat `s` could hold a card beating `best`. */
  canBeat(s: number, best: number): boolean {
    for (let c = 0; c < 40; c++) if (beats(c, best, this.trump) && this.couldHold(s, c)) return true;
    return false;
  }

  /** Whether any opponent could still hold a trump (card counting: trumps out). */
  opponentsMayHoldTrump(): boolean {
    for (let s = 0; s < this.view.players; s++) {
      if (s === this.seat || this.isPartner(s)) continue;
      for (let c = this.trump * 10; c < this.trump * 10 + 10; c++) if (this.couldHold(s, c) || (this.unseen[c] === 1 && this.view.stock > 0)) return true;
    }
    return false;
  }

  /** Whether `card` is the highest card of its suit not yet played (every stronger one is played or in this hand). */
  isTopOfSuit(card: number, hand: readonly number[]): boolean {
    for (let c = CARD_SUIT[card]! * 10; c < CARD_SUIT[card]! * 10 + 10; c++) {
      if (c !== card && beats(c, card, this.trump) && hand.indexOf(c) < 0 && !this.playedOrTrumpCard(c)) return false;
    }
    return true;
  }

  private playedOrTrumpCard(c: number): boolean {
    return this.unseen[c] === 0 && !this.view.known.some((cards, s) => s !== this.seat && cards.indexOf(c) >= 0) && this.view.hand.indexOf(c) < 0 && c !== this.view.trumpCard;
  }
}
