import type { Card, Rng } from '@escoba/cards';
import { manoTakesOpening, openingTake, OPENING_STAYS } from '../opening.js';
import type { DealEscobasRule, Rules } from '../rules.js';
import type { GameState, HandState } from '../state.js';
import type { TableSetup } from '../table.js';
import { moveCard, moveIsRenuncio, moveTakeHi, moveTakeLo, maskToCards, type Move } from './moves.js';
import { BIT_HI, BIT_LO, HEAD_ORDER, OROS_MASK, SMALL_TABLE_MAX, smallTables, PRIME_KEY, PRIMIERA_BEST, SEVEN_OF_COINS_BIT, SEVENS_OF_HALF, CAPTURE_VALUE, popcount } from './tables.js';

/** Most seats a table has. */
export const MAX_SEATS = 6;
/** Entries per side in {@link EscobaKernel.breakdown}: one per `SCORE_KEYS` key, in that order. */
export const BREAKDOWN_SIZE = 7;
/** Index of each score category in a side's slice of {@link EscobaKernel.breakdown} (the order of `SCORE_KEYS`). */
export const KERNEL_SCORE_INDEX = { escobas: 0, cards: 1, coins: 2, sevenOfCoins: 3, prime: 4, sevens: 5, allSevens: 6 } as const;

const CAPTURE_MUST_TAKE = 0;
const CAPTURE_OPTIONAL = 1;
const CAPTURE_FORCED = 2;
const SEVENS_PRIME = 0;
const SEVENS_PRIMIERA = 1;
const SEVENS_MOST = 2;
const SEVENS_NONE = 3;

const INITIAL_MOVE_CAPACITY = 64;

/** The side holding the unique highest of `values[0..n)`, or -1 on a tie for the highest (as `uniqueBest`). */
function uniqueBestOf(values: Int32Array, n: number): number {
  let best = 0;
  let tie = false;
  for (let s = 1; s < n; s++) {
    const v = values[s]!;
    const b = values[best]!;
    if (v > b) {
      best = s;
      tie = false;
    } else if (v === b) tie = true;
  }
  return tie ? -1 : best;
}

const configKeys = new WeakMap<Rules, WeakMap<TableSetup, string>>();

/**
 * Every rule field in a fixed key order, then the table: rules and tables with the same options give the same
 * string. Cached per object pair, so equal configurations usually share one string and compare in one step.
 */
function configurationKey(rules: Rules, setup: TableSetup): string {
  let bySetup = configKeys.get(rules);
  if (bySetup === undefined) configKeys.set(rules, (bySetup = new WeakMap()));
  let key = bySetup.get(setup);
  if (key === undefined) {
    const fields = rules as unknown as Record<string, unknown>;
    key = `${JSON.stringify(Object.keys(fields).sort().map((k) => [k, fields[k]]))}|${setup.players}${setup.partnerships ? 'p' : ''}`;
    bySetup.set(setup, key);
  }
  return key;
}

/**
 * A mutable, allocation-free Escoba hand for random playouts and bot search.
 *
 * It plays exactly the rules of `applyPlay`/`legalPlays`/`finishHand` for every rule option and
 * table, and lists the legal moves in the same order as `legalPlays` (renuncio claims first, then
 * the cards in hand order, each card's capture sets in table order, then its lay), so a playout
 * drawing `rng.int(count)` plays the same hand as the public API drawing `rng.int(legal.length)`.
 *
 * Cards are ids 0..39; card sets are pairs of 20-bit masks (`lo` cards 0..19, `hi` cards 20..39).
 * Hands and the table are kept as ordered arrays (the public order), piles as masks.
 * The state fields are public for fast reading; change them only through the methods.
 */
export class EscobaKernel {
  // ---- configuration ----
  /** Identifies the rules and table: two kernels with equal keys play the same game (see {@link sameConfiguration}). */
  configKey = '';
  /** The public rules this kernel plays. */
  rules: Rules;
  /** The public table setup this kernel plays. */
  setup: TableSetup;
  players = 2;
  sideCount = 2;
  /** Side of each seat. */
  readonly sideOf = new Int32Array(MAX_SEATS);
  captureRule = CAPTURE_MUST_TAKE;
  renuncioRule = false;
  dealEscobasRule: DealEscobasRule = 'dealer';
  lastPlayEscoba = true;
  sevensRule = SEVENS_PRIME;
  /** 0 pagat, 1 faceValue. */
  primeOrder = 0;
  /**
   * What each bonus adds to its category's points: 0 when the bonus is off, else 1 with bonusScoring
   * "instead" (2 for cards, 2 for coins, +1 for all sevens) and 2 with "added" (3, 3, +2).
   */
  bonusCards = 0;
  bonusAllCoins = 0;
  bonusAllSevens = 0;
  zeroCardsLoses = false;
  target = 21;

  // ---- the hand ----
  /** Deck order, index 0 on top; `deck[dealt..40)` is the stock. */
  readonly deck = new Int32Array(40);
  /** Cards that have left the deck. */
  dealt = 0;
  dealer = 0;
  /** Seat `s` holds `hands[3s .. 3s + handLen[s])`, in the public hand order. */
  readonly hands = new Int32Array(MAX_SEATS * 3);
  readonly handLen = new Int32Array(MAX_SEATS);
  /** Cards in all hands together. */
  inHands = 0;
  /** The table cards `table[0..tableLen)` in the public order (laid cards appended). */
  readonly table = new Int32Array(40);
  tableLen = 0;
  /** Key in {@link smallTables} of the first (up to) four table cards (`10k + v` per card laid). */
  tableKey = 0;
  /** Key in {@link smallTables} of table cards 4..7, while the table holds at most eight. */
  tailKey = 0;
  /** Each seat's captured cards as masks. */
  readonly pileLo = new Int32Array(MAX_SEATS);
  readonly pileHi = new Int32Array(MAX_SEATS);
  /** Each seat's escobas (deal escobas included). */
  readonly escobas = new Int32Array(MAX_SEATS);
  turn = 0;
  /** Last seat to capture, -1 for nobody. */
  lastCapturer = -1;
  /** The laid card the seat on turn may claim as a renuncio, or -1. It is always the last table card. */
  renuncioCard = -1;
  /** Who laid {@link renuncioCard}, or -1. */
  renuncioFrom = -1;
  /** Set once the hand's last card has been played (the leftover has been given away). */
  over = false;
  /** The table cards left at the end of the hand (given to {@link lastCapturer} when there is one). */
  leftoverLo = 0;
  leftoverHi = 0;

  // ---- moves ----
  /** Legal moves found by the last {@link generateMoves}, encoded (see moves.ts). Replaced by a longer array when a position has more moves than it holds: read it after each generation. */
  moves: Float64Array;
  /** How many legal moves the last generation found. */
  moveCount = 0;
  private moveCapacity = INITIAL_MOVE_CAPACITY;
  private mCard: Int32Array;
  private mLo: Int32Array;
  private mHi: Int32Array;
  private readonly stack = new Int32Array(41);
  private readonly sreach = new Int32Array(41);
  // Per table slot during generation: value and card bits.
  private readonly tv = new Int32Array(40);
  private readonly tlo = new Int32Array(40);
  private readonly thi = new Int32Array(40);
  private readonly scratch = new Int32Array(40);
  private readonly sReach: Int32Array;
  private readonly sCount: Uint8Array;
  private readonly sStart: Int32Array;
  private readonly sRel: Uint8Array;
  private readonly sMasks: Uint8Array;

  // ---- hand score, per side, filled by score() ----
  readonly points = new Int32Array(MAX_SEATS);
  /** `breakdown[side * 7 + k]`: points of category `k` ({@link KERNEL_SCORE_INDEX}); 0 when it did not score. */
  readonly breakdown = new Int32Array(MAX_SEATS * BREAKDOWN_SIZE);
  readonly captured = new Int32Array(MAX_SEATS);
  readonly sideEscobas = new Int32Array(MAX_SEATS);
  readonly coins = new Int32Array(MAX_SEATS);
  readonly sevens = new Int32Array(MAX_SEATS);
  /** Primiera total, -1 for a side missing a suit. */
  readonly primiera = new Int32Array(MAX_SEATS);
  /** Prime strength key (higher is better), -1 for a side missing a suit. */
  readonly primeKey = new Int32Array(MAX_SEATS);
  /** Each side's captured cards as masks (leftover included once the hand is over). */
  readonly sideLo = new Int32Array(MAX_SEATS);
  readonly sideHi = new Int32Array(MAX_SEATS);
  /** Set by {@link addHandPoints}: why the game was won, if it was. */
  winReason: 'target' | 'zeroCards' | null = null;

  constructor(rules: Rules, setup: TableSetup) {
    this.rules = rules;
    this.setup = setup;
    this.moves = new Float64Array(INITIAL_MOVE_CAPACITY);
    const small = smallTables();
    this.sReach = small.reach;
    this.sCount = small.count;
    this.sStart = small.start;
    this.sRel = small.rel;
    this.sMasks = small.masks;
    this.mCard = new Int32Array(INITIAL_MOVE_CAPACITY);
    this.mLo = new Int32Array(INITIAL_MOVE_CAPACITY);
    this.mHi = new Int32Array(INITIAL_MOVE_CAPACITY);
    this.configure(rules, setup);
  }

  /** A kernel holding the current hand of a public game state (which must have a hand). */
  static fromState(state: GameState): EscobaKernel {
    return new EscobaKernel(state.rules, state.setup).loadState(state);
  }

  /** Sets the rules and table; the hand must then be dealt or loaded. */
  configure(rules: Rules, setup: TableSetup): this {
    return this.applyConfiguration(rules, setup, configurationKey(rules, setup));
  }

  /** {@link configure} with the configuration's key already known (a copy from a configured kernel). */
  private applyConfiguration(rules: Rules, setup: TableSetup, key: string): this {
    this.rules = rules;
    this.setup = setup;
    this.configKey = key;
    this.players = setup.players;
    this.sideCount = setup.sides.length;
    for (let s = 0; s < setup.players; s++) this.sideOf[s] = setup.sideOf[s]!;
    this.captureRule = rules.capture === 'mustTake' ? CAPTURE_MUST_TAKE : rules.capture === 'optional' ? CAPTURE_OPTIONAL : CAPTURE_FORCED;
    this.renuncioRule = rules.renuncio;
    this.dealEscobasRule = rules.dealEscobas;
    this.lastPlayEscoba = rules.lastPlayEscoba;
    this.sevensRule =
      rules.sevens === 'prime' ? SEVENS_PRIME : rules.sevens === 'primiera' ? SEVENS_PRIMIERA : rules.sevens === 'mostSevens' ? SEVENS_MOST : SEVENS_NONE;
    this.primeOrder = rules.primeOrder === 'pagat' ? 0 : 1;
    const extra = rules.bonusScoring === 'added' ? 2 : 1;
    this.bonusCards = rules.bonusCards ? extra : 0;
    this.bonusAllCoins = rules.bonusAllCoins ? extra : 0;
    this.bonusAllSevens = rules.bonusAllSevens ? extra : 0;
    this.zeroCardsLoses = rules.zeroCardsLoses;
    this.target = rules.target;
    return this;
  }

  // ================================================================ loading and copying

  /** Loads the rules, table and current hand of a public game state. */
  loadState(state: GameState): this {
    if (!state.hand) throw new Error('EscobaKernel.loadState: the game has no hand yet (deal first)');
    this.configure(state.rules, state.setup);
    return this.loadHand(state.hand);
  }

  /** Loads a public hand (played under this kernel's rules and table). */
  loadHand(h: HandState): this {
    const n = this.players;
    for (let i = 0; i < 40; i++) this.deck[i] = h.deck[i]!;
    this.dealt = h.dealt;
    this.dealer = h.dealer;
    let inHands = 0;
    for (let s = 0; s < n; s++) {
      const cards = h.hands[s]!;
      this.handLen[s] = cards.length;
      inHands += cards.length;
      for (let k = 0; k < cards.length; k++) this.hands[s * 3 + k] = cards[k]!;
      let lo = 0;
      let hi = 0;
      for (const c of h.piles[s]!) {
        lo |= BIT_LO[c]!;
        hi |= BIT_HI[c]!;
      }
      this.pileLo[s] = lo;
      this.pileHi[s] = hi;
      this.escobas[s] = h.escobas[s]!;
    }
    this.inHands = inHands;
    this.tableLen = h.table.length;
    for (let i = 0; i < h.table.length; i++) this.table[i] = h.table[i]!;
    this.updateTableKey();
    this.turn = h.turn;
    this.lastCapturer = h.lastCapturer ?? -1;
    this.renuncioCard = h.renuncio ? h.renuncio.card : -1;
    this.renuncioFrom = h.renuncio ? h.renuncio.from : -1;
    this.over = h.result !== null;
    let lo = 0;
    let hi = 0;
    if (h.result) {
      for (const c of h.result.leftover) {
        lo |= BIT_LO[c]!;
        hi |= BIT_HI[c]!;
      }
    }
    this.leftoverLo = lo;
    this.leftoverHi = hi;
    this.moveCount = 0;
    return this;
  }

  /** True when `other` plays the same rules on the same table, so a position can move between the two with {@link copyPositionTo}. */
  sameConfiguration(other: EscobaKernel): boolean {
    return this.configKey === other.configKey;
  }

  /** Copies configuration and hand into `other` (a preallocated kernel): no allocation. */
  copyTo(other: EscobaKernel): EscobaKernel {
    // Every rule field is derived in configure(), so a copy of the configuration cannot miss one.
    if (other.configKey !== this.configKey) other.applyConfiguration(this.rules, this.setup, this.configKey);
    else {
      other.rules = this.rules;
      other.setup = this.setup;
    }
    const dealt = this.dealt;
    for (let i = 0; i < dealt; i++) other.deck[i] = this.deck[i]!;
    return this.copyPositionTo(other);
  }

  /**
   * Copies the position (hands, table, piles, stock, turn…) into `other`, which must have the same
   * configuration ({@link sameConfiguration}). The dealt part of the deck is not copied: it no longer
   * affects play. For search loops that copy many positions under one set of rules.
   */
  copyPositionTo(other: EscobaKernel): EscobaKernel {
    const n = this.players;
    const hl = this.handLen;
    const pl = this.pileLo;
    const ph = this.pileHi;
    const es = this.escobas;
    if (n === 2) {
      // Two players, the endgame solver's case (one copy per node): unrolled, which measurably beats the loops.
      other.handLen[0] = hl[0]!;
      other.handLen[1] = hl[1]!;
      other.pileLo[0] = pl[0]!;
      other.pileLo[1] = pl[1]!;
      other.pileHi[0] = ph[0]!;
      other.pileHi[1] = ph[1]!;
      other.escobas[0] = es[0]!;
      other.escobas[1] = es[1]!;
      const sh = this.hands;
      const dh = other.hands;
      dh[0] = sh[0]!;
      dh[1] = sh[1]!;
      dh[2] = sh[2]!;
      dh[3] = sh[3]!;
      dh[4] = sh[4]!;
      dh[5] = sh[5]!;
    } else {
      // Plain loops over the live parts: cheaper than TypedArray#set calls for arrays this small.
      for (let s = 0; s < n; s++) {
        other.handLen[s] = hl[s]!;
        other.pileLo[s] = pl[s]!;
        other.pileHi[s] = ph[s]!;
        other.escobas[s] = es[s]!;
      }
      for (let i = 0; i < 3 * n; i++) other.hands[i] = this.hands[i]!;
    }
    for (let i = this.dealt; i < 40; i++) other.deck[i] = this.deck[i]!;
    const t = this.tableLen;
    for (let i = 0; i < t; i++) other.table[i] = this.table[i]!;
    other.dealt = this.dealt;
    other.dealer = this.dealer;
    other.inHands = this.inHands;
    other.tableLen = t;
    other.tableKey = this.tableKey;
    other.tailKey = this.tailKey;
    other.turn = this.turn;
    other.lastCapturer = this.lastCapturer;
    other.renuncioCard = this.renuncioCard;
    other.renuncioFrom = this.renuncioFrom;
    other.over = this.over;
    other.leftoverLo = this.leftoverLo;
    other.leftoverHi = this.leftoverHi;
    other.moveCount = 0;
    return other;
  }

  /** A new kernel in the same state (allocates; use {@link copyTo} in search loops). */
  clone(): EscobaKernel {
    return this.copyTo(new EscobaKernel(this.rules, this.setup));
  }

  // ================================================================ dealing

  /** Starts a hand from `deck` (40 card ids, index 0 on top) dealt by `dealer`, as `deal` does. */
  deal(deck: ArrayLike<number>, dealer: number): void {
    for (let i = 0; i < 40; i++) this.deck[i] = deck[i]!;
    this.dealDeck(dealer);
  }

  /**
   * Shuffles the deck with `rng` (the same Fisher–Yates draws as `shuffledDeck(rng)`, so the same
   * deck) and starts a hand dealt by `dealer`.
   */
  dealShuffled(rng: Rng, dealer: number): void {
    const deck = this.deck;
    for (let i = 0; i < 40; i++) deck[i] = i;
    for (let i = 39; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
    }
    this.dealDeck(dealer);
  }

  /** Starts a hand from the deck already in {@link deck}. */
  dealDeck(dealer: number): void {
    const n = this.players;
    this.dealer = dealer;
    for (let s = 0; s < n; s++) {
      this.handLen[s] = 0;
      this.pileLo[s] = 0;
      this.pileHi[s] = 0;
      this.escobas[s] = 0;
    }
    this.dealt = 0;
    this.dealRound();
    const deck = this.deck;
    const table = this.table;
    let pos = this.dealt;
    let sum = 0;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < 4; i++) {
      const c = deck[pos++]!;
      table[i] = c;
      sum += CAPTURE_VALUE[c]!;
      lo |= BIT_LO[c]!;
      hi |= BIT_HI[c]!;
    }
    this.dealt = pos;
    this.tableLen = 4;
    this.updateTableKey();
    this.turn = dealer + 1 === n ? 0 : dealer + 1;
    this.lastCapturer = -1;
    this.renuncioCard = -1;
    this.renuncioFrom = -1;
    this.over = false;
    this.leftoverLo = 0;
    this.leftoverHi = 0;
    this.moveCount = 0;
    const taken = sum === 15 || sum === 30 ? openingTake(this.dealEscobasRule, CAPTURE_VALUE[table[0]!]!, CAPTURE_VALUE[table[1]!]!, CAPTURE_VALUE[table[2]!]!, CAPTURE_VALUE[table[3]!]!) : OPENING_STAYS;
    if (taken !== OPENING_STAYS) {
      const seat = manoTakesOpening(this.dealEscobasRule) ? this.turn : dealer;
      this.pileLo[seat] = lo;
      this.pileHi[seat] = hi;
      this.escobas[seat] = taken;
      this.lastCapturer = seat;
      this.tableLen = 0;
      this.tableKey = 0;
      this.tailKey = 0;
    }
  }

  /** Three rounds of one card to each seat from dealer+1 round to the dealer (hands are empty). */
  private dealRound(): void {
    const n = this.players;
    const deck = this.deck;
    const hands = this.hands;
    let pos = this.dealt;
    for (let round = 0; round < 3; round++) {
      let seat = this.dealer;
      for (let k = 0; k < n; k++) {
        seat = seat + 1 === n ? 0 : seat + 1;
        hands[seat * 3 + round] = deck[pos++]!;
      }
    }
    for (let s = 0; s < n; s++) this.handLen[s] = 3;
    this.inHands = 3 * n;
    this.dealt = pos;
  }

  /**
   * Redistributes the cards hidden from `seat` (the other hands and the stock) uniformly at random,
   * keeping every hand's size: one determinization of `seat`'s information set.
   */
  determinize(seat: number, rng: Rng): void {
    const scratch = this.scratch;
    const n = this.players;
    let m = 0;
    for (let s = 0; s < n; s++) {
      if (s === seat) continue;
      const len = this.handLen[s]!;
      for (let k = 0; k < len; k++) scratch[m++] = this.hands[s * 3 + k]!;
    }
    for (let i = this.dealt; i < 40; i++) scratch[m++] = this.deck[i]!;
    for (let i = m - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = scratch[i]!;
      scratch[i] = scratch[j]!;
      scratch[j] = t;
    }
    m = 0;
    for (let s = 0; s < n; s++) {
      if (s === seat) continue;
      const len = this.handLen[s]!;
      for (let k = 0; k < len; k++) this.hands[s * 3 + k] = scratch[m++]!;
    }
    for (let i = this.dealt; i < 40; i++) this.deck[i] = scratch[m++]!;
  }

  // ================================================================ move generation

  /**
   * Fills {@link moves} with the legal moves (encoded) and returns how many there are,
   * in `legalPlays` order. 0 when the hand is over.
   */
  generateMoves(): number {
    const count = this.generate();
    if (this.moves.length < this.moveCapacity) this.moves = new Float64Array(this.moveCapacity);
    const moves = this.moves;
    const mCard = this.mCard;
    const mLo = this.mLo;
    const mHi = this.mHi;
    for (let i = 0; i < count; i++) moves[i] = (mCard[i]! | (mLo[i]! << 7)) + mHi[i]! * 134217728;
    return count;
  }

  /** Writes the legal moves into `out` (at least {@link MAX_LEGAL_MOVES} long is always enough) and returns the count. */
  legalMoves(out: Float64Array): number {
    const count = this.generateMoves();
    if (out.length < count) throw new RangeError(`EscobaKernel.legalMoves: ${count} moves do not fit in ${out.length}`);
    for (let i = 0; i < count; i++) out[i] = this.moves[i]!;
    return count;
  }

  /** The legal moves as a new array (allocates: for tests and tools). */
  legalMoveList(): Move[] {
    const count = this.generateMoves();
    return Array.from(this.moves.subarray(0, count));
  }

  /** Whether `m` is legal here. */
  isLegal(m: Move): boolean {
    const count = this.generateMoves();
    for (let i = 0; i < count; i++) if (this.moves[i] === m) return true;
    return false;
  }

  /** Fills the internal move lists; returns the count. */
  private generate(): number {
    if (this.over) return (this.moveCount = 0);
    const t = this.tableLen;
    const ren = this.renuncioCard;
    if (t <= SMALL_TABLE_MAX && ren < 0) return this.generateSmall(t);
    const value = CAPTURE_VALUE;
    let count = 0;
    if (ren >= 0) {
      // The laid card is the last table card; the sets come from the table before it.
      this.prepare(t - 1);
      count = this.enumerate(t - 1, 15 - value[ren]!, ren | 64, count);
    }
    const reach = this.prepare(t);
    const turn = this.turn;
    const base = turn * 3;
    const len = this.handLen[turn]!;
    const hands = this.hands;
    const rule = this.captureRule;
    let anyTake = false;
    if (rule === CAPTURE_FORCED) {
      for (let k = 0; k < len; k++) if ((reach >>> (15 - value[hands[base + k]!]!)) & 1) anyTake = true;
    }
    for (let k = 0; k < len; k++) {
      const c = hands[base + k]!;
      const need = 15 - value[c]!;
      let took = false;
      if ((reach >>> need) & 1) {
        count = this.enumerate(t, need, c, count);
        took = true;
      }
      if (rule === CAPTURE_OPTIONAL || (rule === CAPTURE_MUST_TAKE ? !took : !anyTake)) {
        if (count === this.mCard.length) this.grow();
        this.mCard[count] = c;
        this.mLo[count] = 0;
        this.mHi[count] = 0;
        count++;
      }
    }
    return (this.moveCount = count);
  }

  /**
   * {@link generate} for a table of at most four cards and no renuncio to claim: the capture sets
   * come from the precomputed {@link smallTables} (no search). At most 3 × 15 + 3 moves, which
   * always fit the move lists.
   */
  private generateSmall(t: number): number {
    const value = CAPTURE_VALUE;
    const bitLo = BIT_LO;
    const bitHi = BIT_HI;
    const table = this.table;
    let l0 = 0;
    let l1 = 0;
    let l2 = 0;
    let l3 = 0;
    let h0 = 0;
    let h1 = 0;
    let h2 = 0;
    let h3 = 0;
    if (t > 0) {
      const c = table[0]!;
      l0 = bitLo[c]!;
      h0 = bitHi[c]!;
      if (t > 1) {
        const c1 = table[1]!;
        l1 = bitLo[c1]!;
        h1 = bitHi[c1]!;
        if (t > 2) {
          const c2 = table[2]!;
          l2 = bitLo[c2]!;
          h2 = bitHi[c2]!;
          if (t > 3) {
            const c3 = table[3]!;
            l3 = bitLo[c3]!;
            h3 = bitHi[c3]!;
          }
        }
      }
    }
    const key = this.tableKey;
    const reach = this.sReach[key]!;
    const start = this.sStart[key]!;
    const rel = this.sRel;
    const masks = this.sMasks;
    const mCard = this.mCard;
    const mLo = this.mLo;
    const mHi = this.mHi;
    const turn = this.turn;
    const base = turn * 3;
    const len = this.handLen[turn]!;
    const hands = this.hands;
    const rule = this.captureRule;
    let anyTake = false;
    if (rule === CAPTURE_FORCED) {
      for (let i = 0; i < len; i++) if ((reach >>> (15 - value[hands[base + i]!]!)) & 1) anyTake = true;
    }
    let count = 0;
    for (let i = 0; i < len; i++) {
      const c = hands[base + i]!;
      const need = 15 - value[c]!;
      let took = false;
      if ((reach >>> need) & 1) {
        const r = key * 16 + need;
        const end = start + rel[r + 1]!;
        for (let j = start + rel[r]!; j < end; j++) {
          const m = masks[j]!;
          mCard[count] = c;
          mLo[count] = (l0 & -(m & 1)) | (l1 & -((m >>> 1) & 1)) | (l2 & -((m >>> 2) & 1)) | (l3 & -((m >>> 3) & 1));
          mHi[count] = (h0 & -(m & 1)) | (h1 & -((m >>> 1) & 1)) | (h2 & -((m >>> 2) & 1)) | (h3 & -((m >>> 3) & 1));
          count++;
        }
        took = true;
      }
      if (rule === CAPTURE_OPTIONAL || (rule === CAPTURE_MUST_TAKE ? !took : !anyTake)) {
        mCard[count] = c;
        mLo[count] = 0;
        mHi[count] = 0;
        count++;
      }
    }
    return (this.moveCount = count);
  }

  /**
   * Fills, for the table's first `limit` cards, each slot's value and card bits and the sums
   * reachable from each slot on (`sreach[i]`, bit `s`: some subset of slots `i..limit-1` is worth
   * `s`) for {@link enumerate}; returns the sums reachable by the whole of them.
   */
  private prepare(limit: number): number {
    const value = CAPTURE_VALUE;
    const bitLo = BIT_LO;
    const bitHi = BIT_HI;
    const table = this.table;
    const tv = this.tv;
    const tlo = this.tlo;
    const thi = this.thi;
    const sreach = this.sreach;
    let reach = 1;
    sreach[limit] = 1;
    for (let i = limit - 1; i >= 0; i--) {
      const c = table[i]!;
      const v = value[c]!;
      tv[i] = v;
      tlo[i] = bitLo[c]!;
      thi[i] = bitHi[c]!;
      reach |= (reach << v) & 0x7fff;
      sreach[i] = reach;
    }
    return reach;
  }

  /**
   * Appends a move for every set of table cards `table[0..limit)` worth `need`, in the order of
   * `captureSets` (lexicographic in table positions), after {@link prepare}`(limit)`: an iterative
   * depth-first search with a stack of positions that only goes where the reachable-sum sets say
   * a set can still be completed, so every step leads to at least one move.
   * `card` is the move's card field (the card, plus 64 for a renuncio claim).
   */
  private enumerate(limit: number, need: number, card: number, count: number): number {
    const tv = this.tv;
    const tlo = this.tlo;
    const thi = this.thi;
    const stack = this.stack;
    const sreach = this.sreach;
    let mCard = this.mCard;
    let mLo = this.mLo;
    let mHi = this.mHi;
    let depth = 0;
    let i = 0;
    let rem = need;
    let lo = 0;
    let hi = 0;
    for (;;) {
      if (i < limit && (sreach[i]! >>> rem) & 1) {
        const v = tv[i]!;
        if (v < rem) {
          if ((sreach[i + 1]! >>> (rem - v)) & 1) {
            stack[depth++] = i;
            rem -= v;
            lo ^= tlo[i]!;
            hi ^= thi[i]!;
          }
        } else if (v === rem) {
          if (count === mCard.length) {
            this.grow();
            mCard = this.mCard;
            mLo = this.mLo;
            mHi = this.mHi;
          }
          mCard[count] = card;
          mLo[count] = lo ^ tlo[i]!;
          mHi[count] = hi ^ thi[i]!;
          count++;
        }
        i++;
        continue;
      }
      if (depth === 0) return count;
      i = stack[--depth]!;
      rem += tv[i]!;
      lo ^= tlo[i]!;
      hi ^= thi[i]!;
      i++;
    }
  }

  private grow(): void {
    const cap = this.moveCapacity * 2;
    const grow = (a: Int32Array): Int32Array => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.mCard = grow(this.mCard);
    this.mLo = grow(this.mLo);
    this.mHi = grow(this.mHi);
    this.moveCapacity = cap;
  }

  // ================================================================ playing

  /** Plays a legal move (unchecked: see {@link isLegal}). */
  applyMove(m: Move): void {
    this.applyRaw(moveCard(m), moveTakeLo(m), moveTakeHi(m), moveIsRenuncio(m));
  }

  /** Plays move `i` of the last generation (the same as `applyMove(moves[i])`, without decoding). */
  applyIndex(i: number): void {
    this.applyField(this.mCard[i]!, this.mLo[i]!, this.mHi[i]!);
  }

  /** Plays uniformly random legal moves until the hand is over (see {@link playRandom}). */
  playout(rng: Rng): void {
    while (!this.over) this.playRandom(rng);
  }

  /**
   * Plays one uniformly random legal move: the move `applyIndex(rng.int(generateMoves()))` plays,
   * drawing the same number, but without listing the moves when the table holds at most eight cards.
   * Does nothing once the hand is over.
   */
  playRandom(rng: Rng): void {
    if (this.over) return;
    const t = this.tableLen;
    if (this.renuncioCard < 0 && t <= 2 * SMALL_TABLE_MAX) {
      if (t <= SMALL_TABLE_MAX) this.randomSmallStep(rng);
      else this.randomSplitStep(rng);
    } else {
      const count = this.generate();
      const i = rng.int(count);
      this.applyField(this.mCard[i]!, this.mLo[i]!, this.mHi[i]!);
    }
  }

  /**
   * One random move, with a table of at most four cards and no renuncio to claim: counts the moves
   * of each hand card from {@link smallTables}, draws `rng.int(count)` and builds only the chosen
   * move (the same move as `applyIndex(rng.int(generateMoves()))` would play).
   */
  private randomSmallStep(rng: Rng): void {
    const value = CAPTURE_VALUE;
    const key16 = this.tableKey * 16;
    const counts = this.sCount;
    const turn = this.turn;
    const base = turn * 3;
    const len = this.handLen[turn]!;
    const hands = this.hands;
    // Capture sets of each hand card (unrolled: a hand holds one to three cards).
    const n0 = counts[key16 + 15 - value[hands[base]!]!]!;
    const n1 = len > 1 ? counts[key16 + 15 - value[hands[base + 1]!]!]! : 0;
    const n2 = len > 2 ? counts[key16 + 15 - value[hands[base + 2]!]!]! : 0;
    const takes = n0 + n1 + n2;
    // Which cards may be laid.
    const rule = this.captureRule;
    let l0 = 0;
    let l1 = 0;
    let l2 = 0;
    if (rule === CAPTURE_MUST_TAKE) {
      l0 = n0 === 0 ? 1 : 0;
      l1 = len > 1 && n1 === 0 ? 1 : 0;
      l2 = len > 2 && n2 === 0 ? 1 : 0;
    } else if (rule === CAPTURE_OPTIONAL || takes === 0) {
      l0 = 1;
      l1 = len > 1 ? 1 : 0;
      l2 = len > 2 ? 1 : 0;
    }
    let x = rng.int(takes + l0 + l1 + l2);
    if (x < n0) return this.playSmallSet(0, key16, x);
    x -= n0;
    if (l0 === 1) {
      if (x === 0) return this.playCard(0, 0, 0);
      x--;
    }
    if (x < n1) return this.playSmallSet(1, key16, x);
    x -= n1;
    if (l1 === 1) {
      if (x === 0) return this.playCard(1, 0, 0);
      x--;
    }
    if (x < n2) return this.playSmallSet(2, key16, x);
    return this.playCard(2, 0, 0);
  }

  /** Plays hand card `k` taking the `x`-th set it can take from a table of at most four cards. */
  private playSmallSet(k: number, key16: number, x: number): void {
    const table = this.table;
    const need = 15 - CAPTURE_VALUE[this.hands[this.turn * 3 + k]!]!;
    let m = this.sMasks[this.sStart[this.tableKey]! + this.sRel[key16 + need]! + x]!;
    let lo = 0;
    let hi = 0;
    for (let slot = 0; m !== 0; slot++, m >>>= 1) {
      if (m & 1) {
        const c = table[slot]!;
        lo |= BIT_LO[c]!;
        hi |= BIT_HI[c]!;
      }
    }
    this.playCard(k, lo, hi);
  }

  /**
   * {@link randomSmallStep} for a table of five to eight cards: the table splits into a head (cards
   * 0..3) and a tail (cards 4..), both in {@link smallTables}. A card needing `r` has
   * `Σ_b head[r - b] · tail[b]` sets; in `captureSets` order they run through the head subsets
   * in {@link HEAD_ORDER} and, for each, through the tail sets completing it.
   */
  private randomSplitStep(rng: Rng): void {
    const turn = this.turn;
    const base = turn * 3;
    const len = this.handLen[turn]!;
    const hands = this.hands;
    const n0 = this.splitCount(15 - CAPTURE_VALUE[hands[base]!]!);
    const n1 = len > 1 ? this.splitCount(15 - CAPTURE_VALUE[hands[base + 1]!]!) : 0;
    const n2 = len > 2 ? this.splitCount(15 - CAPTURE_VALUE[hands[base + 2]!]!) : 0;
    const takes = n0 + n1 + n2;
    const rule = this.captureRule;
    let l0 = 0;
    let l1 = 0;
    let l2 = 0;
    if (rule === CAPTURE_MUST_TAKE) {
      l0 = n0 === 0 ? 1 : 0;
      l1 = len > 1 && n1 === 0 ? 1 : 0;
      l2 = len > 2 && n2 === 0 ? 1 : 0;
    } else if (rule === CAPTURE_OPTIONAL || takes === 0) {
      l0 = 1;
      l1 = len > 1 ? 1 : 0;
      l2 = len > 2 ? 1 : 0;
    }
    let x = rng.int(takes + l0 + l1 + l2);
    if (x < n0) return this.playSplitSet(0, 15 - CAPTURE_VALUE[hands[base]!]!, x);
    x -= n0;
    if (l0 === 1) {
      if (x === 0) return this.playCard(0, 0, 0);
      x--;
    }
    if (x < n1) return this.playSplitSet(1, 15 - CAPTURE_VALUE[hands[base + 1]!]!, x);
    x -= n1;
    if (l1 === 1) {
      if (x === 0) return this.playCard(1, 0, 0);
      x--;
    }
    if (x < n2) return this.playSplitSet(2, 15 - CAPTURE_VALUE[hands[base + 2]!]!, x);
    return this.playCard(2, 0, 0);
  }

  /** Sets worth `need` of a five-to-eight-card table: `Σ_b head[need - b] · tail[b]`. */
  private splitCount(need: number): number {
    const counts = this.sCount;
    const hk = this.tableKey * 16 + need;
    const tk = this.tailKey * 16;
    let n = 0;
    let bits = this.sReach[this.tailKey]! & ((2 << need) - 1);
    while (bits !== 0) {
      const b = 31 - Math.clz32(bits);
      n += counts[hk - b]! * counts[tk + b]!;
      bits ^= 1 << b;
    }
    return n;
  }

  /** Plays hand card `k` taking the `x`-th set worth `need` (in `captureSets` order) of a five-to-eight-card table. */
  private playSplitSet(k: number, need: number, x: number): void {
    const table = this.table;
    const counts = this.sCount;
    const tailKey = this.tailKey;
    const tk = tailKey * 16;
    const v0 = CAPTURE_VALUE[table[0]!]!;
    const v1 = CAPTURE_VALUE[table[1]!]!;
    const v2 = CAPTURE_VALUE[table[2]!]!;
    const v3 = CAPTURE_VALUE[table[3]!]!;
    for (let j = 0; j < 16; j++) {
      const head = HEAD_ORDER[j]!;
      const a = (head & 1 ? v0 : 0) + (head & 2 ? v1 : 0) + (head & 4 ? v2 : 0) + (head & 8 ? v3 : 0);
      if (a > need) continue;
      const b = need - a;
      const completions = counts[tk + b]!;
      if (x >= completions) {
        x -= completions;
        continue;
      }
      let m = head;
      if (b > 0) m |= this.sMasks[this.sStart[tailKey]! + this.sRel[tk + b]! + x]! << SMALL_TABLE_MAX;
      let lo = 0;
      let hi = 0;
      for (let slot = 0; m !== 0; slot++, m >>>= 1) {
        if (m & 1) {
          const c = table[slot]!;
          lo |= BIT_LO[c]!;
          hi |= BIT_HI[c]!;
        }
      }
      this.playCard(k, lo, hi);
      return;
    }
  }

  /** Plays `card` taking the cards of the masks (none: a lay), or claims a renuncio. Unchecked. */
  applyRaw(card: number, lo: number, hi: number, renuncio: boolean): void {
    this.applyField(renuncio ? card | 64 : card, lo, hi);
  }

  /** Applies a move given as its card field (card, +64 for a renuncio claim) and take masks. */
  private applyField(field: number, lo: number, hi: number): void {
    const card = field & 63;
    if (field !== card) {
      this.claim(card, lo, hi);
      return;
    }
    const hands = this.hands;
    const base = this.turn * 3;
    const len = this.handLen[this.turn]!;
    let k = 0;
    while (k < len - 1 && hands[base + k] !== card) k++;
    this.playCard(k, lo, hi);
  }

  /** The seat on turn claims the renuncio on `card` with the set of the masks. */
  private claim(card: number, lo: number, hi: number): void {
    const seat = this.turn;
    lo |= BIT_LO[card]!;
    hi |= BIT_HI[card]!;
    this.removeFromTable(lo, hi);
    this.pileLo[seat] = this.pileLo[seat]! | lo;
    this.pileHi[seat] = this.pileHi[seat]! | hi;
    this.lastCapturer = seat;
    this.renuncioCard = -1;
    this.renuncioFrom = -1;
  }

  /** The seat on turn plays its `k`-th hand card taking the cards of the masks (none: a lay). */
  private playCard(k: number, lo: number, hi: number): void {
    const seat = this.turn;
    const hands = this.hands;
    const base = seat * 3;
    const card = hands[base + k]!;
    const len = this.handLen[seat]! - 1;
    for (; k < len; k++) hands[base + k] = hands[base + k + 1]!;
    this.handLen[seat] = len;
    const handsEmpty = --this.inHands === 0;
    const finalPlay = handsEmpty && this.dealt === 40;
    if ((lo | hi) !== 0) {
      this.removeFromTable(lo, hi);
      this.pileLo[seat] = this.pileLo[seat]! | lo | BIT_LO[card]!;
      this.pileHi[seat] = this.pileHi[seat]! | hi | BIT_HI[card]!;
      this.lastCapturer = seat;
      if (this.tableLen === 0 && (!finalPlay || this.lastPlayEscoba)) this.escobas[seat] = this.escobas[seat]! + 1;
      this.renuncioCard = -1;
      this.renuncioFrom = -1;
    } else {
      if (this.renuncioRule && !finalPlay && this.canTake(card)) {
        this.renuncioCard = card;
        this.renuncioFrom = seat;
      } else {
        this.renuncioCard = -1;
        this.renuncioFrom = -1;
      }
      const t = this.tableLen;
      if (t < SMALL_TABLE_MAX) this.tableKey = this.tableKey * 10 + CAPTURE_VALUE[card]!;
      else if (t < 2 * SMALL_TABLE_MAX) this.tailKey = this.tailKey * 10 + CAPTURE_VALUE[card]!;
      this.table[t] = card;
      this.tableLen = t + 1;
    }
    this.turn = seat + 1 === this.players ? 0 : seat + 1;
    if (handsEmpty) {
      if (finalPlay) this.finish();
      else this.dealRound();
    }
  }

  /** Whether `card` can make 15 with some set of the table. */
  canTake(card: number): boolean {
    const table = this.table;
    const t = this.tableLen;
    let reach = 1;
    for (let i = 0; i < t; i++) reach |= (reach << CAPTURE_VALUE[table[i]!]!) & 0x7fff;
    return ((reach >>> (15 - CAPTURE_VALUE[card]!)) & 1) === 1;
  }

  private removeFromTable(lo: number, hi: number): void {
    const table = this.table;
    const t = this.tableLen;
    const bitLo = BIT_LO;
    const bitHi = BIT_HI;
    let j = 0;
    // Branch-free compaction: every card is written at j, which only advances past kept cards.
    for (let i = 0; i < t; i++) {
      const c = table[i]!;
      table[j] = c;
      j += ((bitLo[c]! & lo) | (bitHi[c]! & hi)) === 0 ? 1 : 0;
    }
    this.tableLen = j;
    if (j <= 2 * SMALL_TABLE_MAX) this.updateTableKey();
  }

  /** Recomputes {@link tableKey} and {@link tailKey} (the tail key is meaningful up to eight table cards). */
  private updateTableKey(): void {
    const table = this.table;
    const t = this.tableLen;
    let key = 0;
    let tail = 0;
    for (let i = 0; i < t && i < SMALL_TABLE_MAX; i++) key = key * 10 + CAPTURE_VALUE[table[i]!]!;
    for (let i = SMALL_TABLE_MAX; i < t && i < 2 * SMALL_TABLE_MAX; i++) tail = tail * 10 + CAPTURE_VALUE[table[i]!]!;
    this.tableKey = key;
    this.tailKey = tail;
  }

  private finish(): void {
    const table = this.table;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < this.tableLen; i++) {
      lo |= BIT_LO[table[i]!]!;
      hi |= BIT_HI[table[i]!]!;
    }
    this.leftoverLo = lo;
    this.leftoverHi = hi;
    if (this.lastCapturer >= 0 && this.tableLen > 0) {
      this.pileLo[this.lastCapturer] = this.pileLo[this.lastCapturer]! | lo;
      this.pileHi[this.lastCapturer] = this.pileHi[this.lastCapturer]! | hi;
      this.tableLen = 0;
    }
    this.renuncioCard = -1;
    this.renuncioFrom = -1;
    this.over = true;
  }

  // ================================================================ scoring

  /**
   * Scores the hand per side as `scoreHand` does, into {@link points}, {@link breakdown},
   * {@link captured}, {@link sideEscobas}, {@link coins}, {@link sevens}, {@link primiera} and
   * {@link primeKey}; returns the number of sides. Meant for a finished hand (piles hold the
   * leftover); on an unfinished one it scores the piles as they are.
   */
  score(): number {
    const S = this.sideCount;
    const sideLo = this.sideLo;
    const sideHi = this.sideHi;
    const esc = this.sideEscobas;
    const bd = this.breakdown;
    for (let s = 0; s < S; s++) {
      sideLo[s] = 0;
      sideHi[s] = 0;
      esc[s] = 0;
    }
    for (let seat = 0; seat < this.players; seat++) {
      const s = this.sideOf[seat]!;
      sideLo[s] = sideLo[s]! | this.pileLo[seat]!;
      sideHi[s] = sideHi[s]! | this.pileHi[seat]!;
      esc[s] = esc[s]! + this.escobas[seat]!;
    }
    bd.fill(0, 0, S * BREAKDOWN_SIZE);
    const pk = PRIME_KEY[this.primeOrder]!;
    const pb = PRIMIERA_BEST;
    const captured = this.captured;
    const coins = this.coins;
    const sevens = this.sevens;
    const primiera = this.primiera;
    const primeKey = this.primeKey;
    let anyPrime = false;
    for (let s = 0; s < S; s++) {
      const lo = sideLo[s]!;
      const hi = sideHi[s]!;
      captured[s] = popcount(lo) + popcount(hi);
      coins[s] = popcount(lo & OROS_MASK);
      sevens[s] = popcount(lo & SEVENS_OF_HALF) + popcount(hi & SEVENS_OF_HALF);
      const m0 = lo & 0x3ff;
      const m1 = lo >>> 10;
      const m2 = hi & 0x3ff;
      const m3 = hi >>> 10;
      if (m0 !== 0 && m1 !== 0 && m2 !== 0 && m3 !== 0) {
        primeKey[s] = pk[m0]! + pk[m1]! + pk[m2]! + pk[m3]!;
        primiera[s] = pb[m0]! + pb[m1]! + pb[m2]! + pb[m3]!;
        anyPrime = true;
      } else {
        primeKey[s] = -1;
        primiera[s] = -1;
      }
      bd[s * BREAKDOWN_SIZE] = esc[s]!;
    }
    const cardsWinner = uniqueBestOf(captured, S);
    if (cardsWinner >= 0) {
      let sweep = this.bonusCards > 0 && captured[cardsWinner]! > 30;
      for (let s = 0; s < S && sweep; s++) if (s !== cardsWinner && captured[s]! >= 10) sweep = false;
      bd[cardsWinner * BREAKDOWN_SIZE + 1] = sweep ? 1 + this.bonusCards : 1;
    }
    const coinsWinner = uniqueBestOf(coins, S);
    if (coinsWinner >= 0) bd[coinsWinner * BREAKDOWN_SIZE + 2] = coins[coinsWinner] === 10 ? 1 + this.bonusAllCoins : 1;
    for (let s = 0; s < S; s++) {
      if (sideLo[s]! & SEVEN_OF_COINS_BIT) {
        bd[s * BREAKDOWN_SIZE + 3] = 1;
        break;
      }
    }
    switch (this.sevensRule) {
      case SEVENS_PRIME: {
        let best = -1;
        let tie = false;
        for (let s = 0; s < S; s++) {
          const key = primeKey[s]!;
          if (key < 0) continue;
          if (best < 0 || key > primeKey[best]!) {
            best = s;
            tie = false;
          } else if (key === primeKey[best]) tie = true;
        }
        if (best >= 0 && !tie) bd[best * BREAKDOWN_SIZE + 4] = 1;
        break;
      }
      case SEVENS_PRIMIERA:
        if (anyPrime) {
          const w = uniqueBestOf(primiera, S);
          if (w >= 0) bd[w * BREAKDOWN_SIZE + 4] = 1;
        }
        break;
      case SEVENS_MOST: {
        const w = uniqueBestOf(sevens, S);
        if (w >= 0) bd[w * BREAKDOWN_SIZE + 5] = 1;
        break;
      }
      default:
        break;
    }
    if (this.bonusAllSevens > 0) {
      for (let s = 0; s < S; s++) {
        if (sevens[s] === 4) {
          bd[s * BREAKDOWN_SIZE + 6] = this.bonusAllSevens;
          break;
        }
      }
    }
    for (let s = 0; s < S; s++) {
      const b = s * BREAKDOWN_SIZE;
      this.points[s] = bd[b]! + bd[b + 1]! + bd[b + 2]! + bd[b + 3]! + bd[b + 4]! + bd[b + 5]! + bd[b + 6]!;
    }
    return S;
  }

  /**
   * After {@link score}: adds the hand's points to the running `totals` (per side) and returns the
   * side that has won the game, or -1, as `finishHand` decides it (a side that captured nothing
   * loses under `zeroCardsLoses` with two sides; else a unique leader at or over the target wins).
   */
  addHandPoints(totals: Int32Array | number[]): number {
    const S = this.sideCount;
    for (let s = 0; s < S; s++) totals[s] = totals[s]! + this.points[s]!;
    this.winReason = null;
    if (this.zeroCardsLoses && S === 2) {
      const empty = this.captured[0] === 0 ? 0 : this.captured[1] === 0 ? 1 : -1;
      if (empty >= 0 && this.captured[1 - empty]! > 0) {
        this.winReason = 'zeroCards';
        return 1 - empty;
      }
    }
    let best = 0;
    let tie = false;
    for (let s = 1; s < S; s++) {
      if (totals[s]! > totals[best]!) {
        best = s;
        tie = false;
      } else if (totals[s] === totals[best]) tie = true;
    }
    if (!tie && totals[best]! >= this.target) {
      this.winReason = 'target';
      return best;
    }
    return -1;
  }

  // ================================================================ reading (allocating helpers for tools and tests)

  /** Cards left in the stock. */
  get stock(): number {
    return 40 - this.dealt;
  }

  /** The side of the seat on turn. */
  get sideOnTurn(): number {
    return this.sideOf[this.turn]!;
  }

  handCards(seat: number): Card[] {
    return Array.from(this.hands.subarray(seat * 3, seat * 3 + this.handLen[seat]!));
  }

  tableCards(): Card[] {
    return Array.from(this.table.subarray(0, this.tableLen));
  }

  /** A seat's captured cards in id order. */
  pileCards(seat: number): Card[] {
    return maskToCards(this.pileLo[seat]!, this.pileHi[seat]!);
  }

  leftoverCards(): Card[] {
    return maskToCards(this.leftoverLo, this.leftoverHi);
  }

  /** The encoded move of the last generation at `i`. */
  moveAt(i: number): Move {
    return (this.mCard[i]! | (this.mLo[i]! << 7)) + this.mHi[i]! * 134217728;
  }
}
