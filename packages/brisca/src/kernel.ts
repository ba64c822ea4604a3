import type { Card, Rng } from '@escoba/cards';
import type { CardAction } from './notation.js';
import { EXCHANGE_SEED, exchangeCardFor, exchangeCode } from './exchange.js';
import { dealtCount, deckSizeFor, modeOf, RANK_FOUR, RANK_TWO, trickCount, type BriscaRules, type BriscaTable } from './rules.js';
import { handEvents, type BriscaState } from './state.js';
import { CARD_POINTS, CARD_SUIT, mostPointsSide, trickPoints, trickWinnerIndex } from './tricks.js';
import { pickedUp } from './view.js';

/**
 * A move in the kernel, as one integer: a single card `c` is `c`; the Alcalde's two cards `a` then `b` are
 * `PAIR | a << 6 | b`; an exchange giving `c` is `EXCHANGE | c`.
 */
export type BriscaMove = number;
export const MOVE_PAIR = 1 << 12;
export const MOVE_EXCHANGE = 1 << 13;

/** The Alcalde's two cards `a` then `b` as a move. */
export const pairMove = (a: Card, b: Card): BriscaMove => MOVE_PAIR | (a << 6) | b;
/** The first card of a pair move. */
export const pairFirst = (m: BriscaMove): Card => (m >> 6) & 63;
/** The second card of a pair move, and the card an exchange move gives. */
export const pairSecond = (m: BriscaMove): Card => m & 63;
export const exchangeMove = (card: Card): BriscaMove => MOVE_EXCHANGE | card;
export const exchangedCard: (m: BriscaMove) => Card = pairSecond;
export const isPairMove = (m: BriscaMove): boolean => (m & MOVE_PAIR) !== 0;
export const isExchangeMove = (m: BriscaMove): boolean => (m & MOVE_EXCHANGE) !== 0;

export const actionToMove = (a: CardAction): BriscaMove =>
  a.type === 'exchange' ? exchangeMove(a.card) : a.cards.length === 2 ? pairMove(a.cards[0]!, a.cards[1]!) : a.cards[0]!;

export function moveToAction(m: BriscaMove): CardAction {
  if (isExchangeMove(m)) return { type: 'exchange', card: exchangedCard(m) };
  if (isPairMove(m)) return { type: 'play', cards: [pairFirst(m), pairSecond(m)] };
  return { type: 'play', cards: [m] };
}

const MODE_BRISCA = 0;
const MODE_ALCALDE = 1;
const MODE_VARIATION = 2;
/** Hand slots per seat in {@link BriscaKernel.hands} (the Alcalde holds at most 6): seat `s` holds `hands[s * HAND_STRIDE ..]`. */
export const HAND_STRIDE = 8;
const STRIDE = HAND_STRIDE;
/** Most legal moves in a position: the exchange plus 6 × 5 ordered pairs. */
export const MAX_BRISCA_MOVES = 31;

/**
 * A mutable, allocation-free Brisca or Alcalde hand for random playouts and search.
 *
 * It plays exactly the rules of `applyAction`/`legalActions` for every preset, option and table, keeps hands in
 * the public order (a played card is removed, a drawn card appended, an exchanged card replaced in place) and
 * lists the legal moves in the order of `legalActions`, so a playout drawing `rng.int(count)` plays the same
 * hand as the public API drawing `rng.int(legal.length)`; a differential test checks it.
 * The state fields are public for fast reading; change them only through the methods.
 */
export class BriscaKernel {
  // ---- configuration ----
  rules: BriscaRules;
  table: BriscaTable;
  players = 2;
  mode = MODE_BRISCA;
  exchangeRule = EXCHANGE_SEED;
  /** Cards in the deck: 40, or 39 for 3-player Brisca. */
  size = 40;
  /** Cards dealt before the trump card is turned. */
  dealtCount = 6;
  totalTricks = 20;
  keep = 60;
  /** Rank index of the card 3-player Brisca leaves out. */
  leaveOutRank = RANK_FOUR;
  /** Brisca's fixed side of each seat. */
  readonly tableSideOf = new Int32Array(4);
  tableSideCount = 2;

  // ---- the hand ----
  /** Deck order, index 0 on top; `deck[next..size)` is the face-down stock. */
  readonly deck = new Int32Array(40);
  next = 0;
  /** The face-up trump card under the stock, -1 once drawn. */
  trumpCard = -1;
  trumpSuit = 0;
  firstTrump = 0;
  /** The card left out (3-player Brisca), else -1. */
  removed = -1;
  dealer = 0;
  /** The Alcalde, or -1 in Brisca. */
  alcalde = -1;
  /** Side of each seat in this hand (Brisca: the table's; Alcalde: 0 the Alcalde, 1 the partners). */
  readonly sideOf = new Int32Array(4);
  sideCount = 2;
  /** Seat `s` holds `hands[8s .. 8s + handLen[s])`, in the public order. */
  readonly hands = new Int32Array(4 * STRIDE);
  readonly handLen = new Int32Array(4);
  /** The current trick's cards and the seat that played each. */
  readonly trickCards = new Int32Array(4);
  readonly trickSeats = new Int32Array(4);
  trickLen = 0;
  leader = 0;
  turn = 0;
  tricks = 0;
  /** Card points each seat won. */
  readonly points = new Int32Array(4);
  /** Each seat's won cards as masks (`lo` cards 0..19, `hi` cards 20..39). */
  readonly wonLo = new Int32Array(4);
  readonly wonHi = new Int32Array(4);
  /** Cards each seat is publicly known to hold (picked up face up: an exchange, the trump card drawn last), as masks. */
  readonly knownLo = new Int32Array(4);
  readonly knownHi = new Int32Array(4);
  over = false;
  /** Set when the hand is over: card points per side, the winning side (-1 a draw), and whether the Alcalde keeps the role. */
  readonly sidePoints = new Int32Array(4);
  winnerSide = -1;
  alcaldeKeeps = false;

  // ---- scratch for determinize ----
  private readonly poolCards = new Int32Array(40);
  private readonly poolSlots = new Int32Array(40);

  // ---- moves ----
  /** Legal moves of the last {@link generateMoves}. */
  readonly moves = new Int32Array(MAX_BRISCA_MOVES + 1);
  moveCount = 0;

  constructor(rules: BriscaRules, table: BriscaTable) {
    this.rules = rules;
    this.table = table;
    this.configure(rules, table);
  }

  /** A kernel holding the current hand of a public state (which must have a hand). */
  static fromState(state: BriscaState): BriscaKernel {
    return new BriscaKernel(state.rules, state.table).loadState(state);
  }

  /** Sets the rules and table; then deal or load a hand. */
  configure(rules: BriscaRules, table: BriscaTable): this {
    this.rules = rules;
    this.table = table;
    this.players = table.players;
    const mode = modeOf(rules);
    this.mode = mode === 'brisca' ? MODE_BRISCA : mode === 'alcalde' ? MODE_ALCALDE : MODE_VARIATION;
    this.exchangeRule = exchangeCode(rules.exchange);
    this.size = deckSizeFor(rules, table.players);
    this.dealtCount = dealtCount(mode, table.players);
    this.totalTricks = trickCount(mode, table.players);
    this.keep = rules.keep;
    this.leaveOutRank = rules.leaveOut === 'four' ? RANK_FOUR : RANK_TWO;
    this.tableSideCount = table.sides.length;
    for (let s = 0; s < table.players; s++) this.tableSideOf[s] = table.sideOf[s]!;
    return this;
  }

  /**
   * Whether `other` plays the same game (rules and table): when true, {@link copyTo} between the two may skip
   * the configuration. Owned here so that bots never compare rule fields themselves.
   */
  sameRules(other: BriscaKernel): boolean {
    return (
      this.rules === other.rules ||
      (this.mode === other.mode &&
        this.players === other.players &&
        this.tableSideCount === other.tableSideCount &&
        this.exchangeRule === other.exchangeRule &&
        this.keep === other.keep &&
        this.leaveOutRank === other.leaveOutRank &&
        this.rules.wins === other.rules.wins &&
        this.rules.partnersSeeHands === other.rules.partnersSeeHands)
    );
  }

  /** Copies the hand (and the configuration unless `sameRules` says it is the same) into `other`: no allocation. */
  copyTo(other: BriscaKernel): BriscaKernel {
    if (other.rules !== this.rules || other.table !== this.table) other.configure(this.rules, this.table);
    other.deck.set(this.deck);
    other.next = this.next;
    other.trumpCard = this.trumpCard;
    other.trumpSuit = this.trumpSuit;
    other.firstTrump = this.firstTrump;
    other.removed = this.removed;
    other.dealer = this.dealer;
    other.alcalde = this.alcalde;
    other.sideOf.set(this.sideOf);
    other.sideCount = this.sideCount;
    other.hands.set(this.hands);
    other.handLen.set(this.handLen);
    other.trickCards.set(this.trickCards);
    other.trickSeats.set(this.trickSeats);
    other.trickLen = this.trickLen;
    other.leader = this.leader;
    other.turn = this.turn;
    other.tricks = this.tricks;
    other.points.set(this.points);
    other.wonLo.set(this.wonLo);
    other.wonHi.set(this.wonHi);
    other.knownLo.set(this.knownLo);
    other.knownHi.set(this.knownHi);
    other.over = this.over;
    other.sidePoints.set(this.sidePoints);
    other.winnerSide = this.winnerSide;
    other.alcaldeKeeps = this.alcaldeKeeps;
    return other;
  }

  /** A new kernel in the same position (allocates: use {@link copyTo} in search loops). */
  clone(): BriscaKernel {
    return this.copyTo(new BriscaKernel(this.rules, this.table));
  }

  /** Loads the rules, table and current hand of a public state. */
  loadState(state: BriscaState): this {
    const h = state.hand;
    if (!h) throw new RangeError('the state has no hand: deal first');
    this.configure(state.rules, state.table);
    const n = this.players;
    this.deck.fill(0);
    for (let i = 0; i < h.deck.length; i++) this.deck[i] = h.deck[i]!;
    this.next = h.next;
    this.trumpCard = h.trumpCard ?? -1;
    this.trumpSuit = h.trumpSuit;
    this.firstTrump = h.firstTrump;
    this.removed = h.removed ?? -1;
    this.dealer = h.dealer;
    this.alcalde = h.alcalde ?? -1;
    this.sideCount = h.sides.length;
    for (let s = 0; s < n; s++) {
      this.sideOf[s] = h.sideOf[s]!;
      const hand = h.hands[s]!;
      this.handLen[s] = hand.length;
      for (let i = 0; i < hand.length; i++) this.hands[s * STRIDE + i] = hand[i]!;
      this.points[s] = h.points[s]!;
      let lo = 0;
      let hi = 0;
      for (const c of h.won[s]!) {
        if (c < 20) lo |= 1 << c;
        else hi |= 1 << (c - 20);
      }
      this.wonLo[s] = lo;
      this.wonHi[s] = hi;
    }
    const known = pickedUp(handEvents(h), n);
    this.knownLo.fill(0);
    this.knownHi.fill(0);
    for (let seat = 0; seat < n; seat++) for (const c of known[seat]!) this.markKnown(seat, c, true);
    this.trickLen = h.trickCards.length;
    for (let i = 0; i < this.trickLen; i++) {
      this.trickCards[i] = h.trickCards[i]!;
      this.trickSeats[i] = h.trickSeats[i]!;
    }
    this.leader = h.leader;
    this.turn = h.turn;
    this.tricks = h.tricks;
    this.over = false;
    this.winnerSide = -1;
    this.alcaldeKeeps = false;
    this.sidePoints.fill(0);
    if (h.result) {
      this.over = true;
      for (let x = 0; x < h.result.points.length; x++) this.sidePoints[x] = h.result.points[x]!;
      this.winnerSide = h.result.winner ?? -1;
      this.alcaldeKeeps = h.result.alcaldeKeeps === true;
    }
    return this;
  }

  /** Starts a hand from `deck` (index 0 on top; {@link size} cards, checked by the caller) dealt by `dealer`, as `deal` does. */
  deal(deck: ArrayLike<number>, dealer: number): void {
    for (let i = 0; i < this.size; i++) this.deck[i] = deck[i]!;
    this.dealDeck(dealer);
  }

  /**
   * Shuffles and deals, drawing from `rng` exactly as `randomDeck` does (for 3-player Brisca the card left out
   * first, then the shuffle), so the same generator gives the same hand through the kernel and the API.
   */
  dealShuffled(rng: Rng, dealer: number): void {
    const d = this.deck;
    if (this.size === 40) for (let i = 0; i < 40; i++) d[i] = i;
    else {
      const out = rng.int(4) * 10 + this.leaveOutRank;
      let k = 0;
      for (let c = 0; c < 40; c++) if (c !== out) d[k++] = c;
    }
    for (let i = this.size - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = d[i]!;
      d[i] = d[j]!;
      d[j] = t;
    }
    this.dealDeck(dealer);
  }

  /** Deals the deck already in {@link deck}. */
  dealDeck(dealer: number): void {
    const n = this.players;
    const d = this.deck;
    this.dealer = dealer;
    this.handLen.fill(0);
    this.points.fill(0);
    this.wonLo.fill(0);
    this.wonHi.fill(0);
    this.knownLo.fill(0);
    this.knownHi.fill(0);
    this.sidePoints.fill(0);
    let pos = 0;
    const s1 = (dealer + 1) % n;
    const s2 = (dealer + 2) % n;
    if (this.mode === MODE_BRISCA) {
      this.alcalde = -1;
      this.sideCount = this.tableSideCount;
      for (let s = 0; s < n; s++) this.sideOf[s] = this.tableSideOf[s]!;
      for (let r = 0; r < 3; r++) for (let k = 1; k <= n; k++) this.give((dealer + k) % n, d[pos++]!);
    } else {
      this.alcalde = dealer;
      this.sideCount = 2;
      this.sideOf[dealer] = 0;
      this.sideOf[s1] = 1;
      this.sideOf[s2] = 1;
      for (let r = 0; r < 3; r++) {
        this.give(s1, d[pos++]!);
        this.give(s2, d[pos++]!);
        this.give(dealer, d[pos++]!);
        if (this.mode === MODE_ALCALDE) this.give(dealer, d[pos++]!);
      }
      if (this.mode === MODE_VARIATION) this.give(dealer, d[pos++]!);
    }
    const trump = d[pos]!;
    this.trumpCard = trump;
    this.firstTrump = trump;
    this.trumpSuit = CARD_SUIT[trump]!;
    this.next = pos + 1;
    if (this.size === 40) this.removed = -1;
    else {
      let lo = 0;
      let hi = 0;
      for (let i = 0; i < 39; i++) {
        const c = d[i]!;
        if (c < 20) lo |= 1 << c;
        else hi |= 1 << (c - 20);
      }
      let missing = 0;
      while (missing < 40 && ((missing < 20 ? lo >> missing : hi >> (missing - 20)) & 1) === 1) missing++;
      this.removed = missing;
    }
    this.trickLen = 0;
    this.leader = s1;
    this.turn = s1;
    this.tricks = 0;
    this.over = false;
    this.winnerSide = -1;
    this.alcaldeKeeps = false;
  }

  private give(seat: number, card: number): void {
    this.hands[seat * STRIDE + this.handLen[seat]!] = card;
    this.handLen[seat]!++;
  }

  private markKnown(seat: number, card: number, on: boolean): void {
    if (card < 20) this.knownLo[seat] = on ? this.knownLo[seat]! | (1 << card) : this.knownLo[seat]! & ~(1 << card);
    else this.knownHi[seat] = on ? this.knownHi[seat]! | (1 << (card - 20)) : this.knownHi[seat]! & ~(1 << (card - 20));
  }

  /** Whether `card` in `seat`'s hand is publicly known (picked up face up). */
  isKnown(seat: number, card: number): boolean {
    return ((card < 20 ? this.knownLo[seat]! >> card : this.knownHi[seat]! >> (card - 20)) & 1) === 1;
  }

  /** Whether `viewer` sees `other`'s whole hand (its own; the Alcalde's partners each other's with `partnersSeeHands`). */
  seesHand(viewer: number, other: number): boolean {
    return viewer === other || (this.alcalde >= 0 && this.rules.partnersSeeHands && viewer !== this.alcalde && other !== this.alcalde);
  }

  /**
   * Search bots' determinization, in place and without allocating: the cards `seat` cannot see (other hands beyond
   * their publicly known cards, and the face-down stock) are dealt again at random from `rng`, in the same places.
   * Everything `seat` sees is unchanged: the same distribution as `sampleState(seatView(state, seat), rng)`.
   */
  determinize(seat: number, rng: Rng): void {
    const n = this.players;
    const cards = this.poolCards;
    const slots = this.poolSlots;
    let k = 0;
    for (let t = 0; t < n; t++) {
      if (this.seesHand(seat, t)) continue;
      const base = t * STRIDE;
      for (let i = 0; i < this.handLen[t]!; i++) {
        const c = this.hands[base + i]!;
        if (this.isKnown(t, c)) continue;
        cards[k] = c;
        slots[k++] = base + i;
      }
    }
    for (let i = this.next; i < this.size; i++) {
      cards[k] = this.deck[i]!;
      slots[k++] = 64 + i;
    }
    for (let i = k - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const x = cards[i]!;
      cards[i] = cards[j]!;
      cards[j] = x;
    }
    for (let i = 0; i < k; i++) {
      const slot = slots[i]!;
      if (slot >= 64) this.deck[slot - 64] = cards[i]!;
      else this.hands[slot] = cards[i]!;
    }
  }

  /** Cards left to draw, the trump card included. */
  stock(): number {
    return this.size - this.next + (this.trumpCard >= 0 ? 1 : 0);
  }

  /** The card the seat on turn may give for the trump card now (whether or not it holds it), or -1: as `exchangeCard`. */
  exchangeCard(): number {
    const turn = this.turn;
    let played = false;
    for (let i = 0; i < this.trickLen; i++) if (this.trickSeats[i] === turn) played = true;
    const leads = this.trickLen === 0 && turn === this.leader;
    return exchangeCardFor(this.exchangeRule, this.trumpCard, this.tricks, played, leads, this.hands, turn * STRIDE, this.handLen[turn]!);
  }

  /** Lists the legal moves in {@link moves} (in `legalActions` order) and returns how many. */
  generateMoves(): number {
    if (this.over) return (this.moveCount = 0);
    const seat = this.turn;
    const base = seat * STRIDE;
    const len = this.handLen[seat]!;
    const m = this.moves;
    const h = this.hands;
    let k = 0;
    const ex = this.exchangeCard();
    if (ex >= 0) {
      for (let i = 0; i < len; i++) {
        if (h[base + i] === ex) {
          m[k++] = exchangeMove(ex);
          break;
        }
      }
    }
    if (this.mode === MODE_ALCALDE && seat === this.alcalde) {
      for (let i = 0; i < len; i++) for (let j = 0; j < len; j++) if (i !== j) m[k++] = pairMove(h[base + i]!, h[base + j]!);
    } else {
      for (let i = 0; i < len; i++) m[k++] = h[base + i]!;
    }
    return (this.moveCount = k);
  }

  /** The legal moves as a new array (allocates: for tests and tools). */
  legalMoveList(): BriscaMove[] {
    const n = this.generateMoves();
    return Array.from(this.moves.subarray(0, n));
  }

  /** Whether `m` is legal here. */
  isLegal(m: BriscaMove): boolean {
    const n = this.generateMoves();
    for (let i = 0; i < n; i++) if (this.moves[i] === m) return true;
    return false;
  }

  private removeFromHand(seat: number, card: number): void {
    const base = seat * STRIDE;
    const len = this.handLen[seat]!;
    const h = this.hands;
    let i = 0;
    while (h[base + i] !== card) i++;
    for (; i < len - 1; i++) h[base + i] = h[base + i + 1]!;
    this.handLen[seat] = len - 1;
  }

  /** Plays a legal move (unchecked: see {@link isLegal}). */
  applyMove(m: BriscaMove): void {
    const seat = this.turn;
    if (isExchangeMove(m)) {
      const card = exchangedCard(m);
      const base = seat * STRIDE;
      let i = 0;
      while (this.hands[base + i] !== card) i++;
      this.markKnown(seat, card, false);
      this.markKnown(seat, this.trumpCard, true);
      this.hands[base + i] = this.trumpCard;
      this.trumpCard = card;
      return;
    }
    if (isPairMove(m)) {
      const a = pairFirst(m);
      const b = pairSecond(m);
      this.removeFromHand(seat, a);
      this.removeFromHand(seat, b);
      if (CARD_SUIT[a] === this.trumpSuit) this.markKnown(seat, a, false);
      if (CARD_SUIT[b] === this.trumpSuit) this.markKnown(seat, b, false);
      this.trickCards[this.trickLen] = a;
      this.trickSeats[this.trickLen++] = seat;
      this.trickCards[this.trickLen] = b;
      this.trickSeats[this.trickLen++] = seat;
    } else {
      this.removeFromHand(seat, m);
      if (CARD_SUIT[m] === this.trumpSuit) this.markKnown(seat, m, false);
      this.trickCards[this.trickLen] = m;
      this.trickSeats[this.trickLen++] = seat;
    }
    const n = this.players;
    const after = seat + 1 === n ? 0 : seat + 1;
    if (after !== this.leader) {
      this.turn = after;
      return;
    }
    this.finishTrick();
  }

  private finishTrick(): void {
    const n = this.players;
    const len = this.trickLen;
    const tc = this.trickCards;
    const winner = this.trickSeats[trickWinnerIndex(tc, len, this.trumpSuit)]!;
    const pts = trickPoints(tc, len);
    let lo = this.wonLo[winner]!;
    let hi = this.wonHi[winner]!;
    for (let i = 0; i < len; i++) {
      const c = tc[i]!;
      if (c < 20) lo |= 1 << c;
      else hi |= 1 << (c - 20);
    }
    this.wonLo[winner] = lo;
    this.wonHi[winner] = hi;
    this.points[winner]! += pts;
    this.tricks++;
    this.trickLen = 0;
    this.leader = winner;
    this.turn = winner;
    if (this.trumpCard >= 0) {
      // Drawing: from the winner round the table; the Alcalde (preset alcalde) draws two; the trump card is last.
      const hands = this.hands;
      const handLen = this.handLen;
      const deck = this.deck;
      const size = this.size;
      const twice = this.mode === MODE_ALCALDE ? this.alcalde : -1;
      let next = this.next;
      let s = winner;
      for (let k = 0; k < n; k++) {
        for (let j = s === twice ? 2 : 1; j > 0; j--) {
          let card: number;
          if (next < size) card = deck[next++]!;
          else {
            card = this.trumpCard;
            this.trumpCard = -1;
            this.markKnown(s, card, true);
          }
          hands[s * STRIDE + handLen[s]!] = card;
          handLen[s]!++;
        }
        s = s + 1 === n ? 0 : s + 1;
      }
      this.next = next;
    }
    if (this.tricks === this.totalTricks) this.finishHand();
  }

  private finishHand(): void {
    const n = this.players;
    if (this.mode === MODE_VARIATION) {
      const a = this.alcalde;
      const c = this.hands[a * STRIDE]!;
      this.handLen[a] = 0;
      this.points[a]! += CARD_POINTS[c]!;
      if (c < 20) this.wonLo[a]! |= 1 << c;
      else this.wonHi[a]! |= 1 << (c - 20);
    }
    const sp = this.sidePoints;
    sp.fill(0);
    for (let s = 0; s < n; s++) sp[this.sideOf[s]!]! += this.points[s]!;
    if (this.mode === MODE_BRISCA) this.winnerSide = mostPointsSide(sp, this.sideCount);
    else {
      this.alcaldeKeeps = sp[0]! >= this.keep;
      this.winnerSide = this.alcaldeKeeps ? 0 : 1;
    }
    this.over = true;
  }

  /** Plays uniformly random legal moves until the hand is over (`rng.int(count)` each: the API's order). */
  playout(rng: Rng): void {
    const pairs = this.mode === MODE_ALCALDE;
    while (!this.over) {
      const seat = this.turn;
      if (pairs && seat === this.alcalde) {
        const count = this.generateMoves();
        this.applyMove(this.moves[rng.int(count)]!);
        continue;
      }
      // One card a turn: the legal moves are the exchange (when the seat holds the card) then the hand in order,
      // so a draw picks one without listing them.
      const base = seat * STRIDE;
      const len = this.handLen[seat]!;
      let exAt = -1;
      if (this.trumpCard >= 0) {
        const ex = this.exchangeCard();
        if (ex >= 0) for (let i = 0; i < len; i++) if (this.hands[base + i] === ex) exAt = i;
      }
      const off = exAt >= 0 ? 1 : 0;
      const r = rng.int(len + off);
      if (r < off) this.applyMove(exchangeMove(this.hands[base + exAt]!));
      else this.playAt(seat, r - off);
    }
  }

  /** Plays card `i` of the seat on turn's hand (a one-card turn). */
  private playAt(seat: number, i: number): void {
    const base = seat * STRIDE;
    const h = this.hands;
    const card = h[base + i]!;
    const len = this.handLen[seat]! - 1;
    for (let j = base + i; j < base + len; j++) h[j] = h[j + 1]!;
    this.handLen[seat] = len;
    // Only trump-suit cards are ever known (each was the trump card).
    if (CARD_SUIT[card] === this.trumpSuit) this.markKnown(seat, card, false);
    this.trickCards[this.trickLen] = card;
    this.trickSeats[this.trickLen++] = seat;
    const after = seat + 1 === this.players ? 0 : seat + 1;
    if (after !== this.leader) this.turn = after;
    else this.finishTrick();
  }

  /** Seat `s`'s hand as a new array (allocates). */
  handOf(seat: number): Card[] {
    return Array.from(this.hands.subarray(seat * STRIDE, seat * STRIDE + this.handLen[seat]!));
  }
}
