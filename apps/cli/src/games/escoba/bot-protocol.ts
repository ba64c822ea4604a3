import {
  CARD_COUNT,
  createGame,
  fillHidden,
  legalPlays,
  makeCard,
  makePlay,
  parseCard,
  parsePlay,
  resolveRules,
  samePlay,
  seatView,
  type Card,
  type GameState,
  type HandEvent,
  type HandState,
  type History,
  type Play,
  type Rules,
  type SeatView,
} from '@escoba/engine';
import { problem, type Parsed } from '../../command.js';
import { BOT_FORMAT } from '../../defaults.js';

/** The protocol's name and version, in every request's `format`. */
export { BOT_FORMAT };

/** One play seen in the current hand, in order: a seat and the play in notation. */
export interface ProtocolPlay {
  readonly seat: number;
  readonly play: string;
  /** The play swept the table (an escoba). */
  readonly escoba: boolean;
}

/**
 * What a bot program is sent, one JSON object per line (see docs/bot-protocol.md). Cards are in notation
 * (`7o`), per-side arrays are indexed by side, per-seat arrays by seat.
 */
export interface BotRequest {
  readonly type: 'play';
  readonly format: typeof BOT_FORMAT;
  /** The full resolved rules (every option). */
  readonly rules: Rules;
  readonly players: number;
  readonly partnerships: boolean;
  /** The seats of each side. */
  readonly sides: readonly (readonly number[])[];
  /** The seat to play (on turn) and its side. */
  readonly seat: number;
  readonly side: number;
  readonly dealer: number;
  /** Hand number in the game, from 0. */
  readonly handIndex: number;
  readonly hand: readonly string[];
  readonly table: readonly string[];
  /** Cards each side has captured in this hand. */
  readonly captured: readonly (readonly string[])[];
  /** Escobas of each side in this hand. */
  readonly escobas: readonly number[];
  /** Game score of each side before this hand. */
  readonly scores: readonly number[];
  /** Cards each seat has captured in this hand (the same as `captured` when a side is one seat). */
  readonly piles: readonly (readonly string[])[];
  /** Escobas of each seat in this hand. */
  readonly seatEscobas: readonly number[];
  /** The seat that captured last in this hand (it takes the leftover), or null. */
  readonly lastCapturer: number | null;
  /** Cards left in the stock. */
  readonly stock: number;
  /** Cards in each seat's hand. */
  readonly handCounts: readonly number[];
  /** The plays of this hand so far, oldest first. */
  readonly plays: readonly ProtocolPlay[];
  /** A renuncio the seat may claim (house rule), or null. */
  readonly renuncio: { readonly from: number; readonly card: string; readonly sets: readonly (readonly string[])[] } | null;
  /** Every legal play, in notation: the answer must be one of them. */
  readonly legal: readonly string[];
}

const cards = (cs: readonly Card[]): string[] => cs.map(makeCard);

/** The request for the seat on turn in `view`. */
export function requestFromView(view: SeatView): BotRequest {
  if (view.seat === null || view.side === null) throw new Error('a bot request is for a seat, not a spectator');
  const plays: ProtocolPlay[] = [];
  for (const e of view.events) {
    if (e.type === 'play') plays.push({ seat: e.seat, play: makePlay({ card: e.card, take: e.take }), escoba: e.escoba });
    else if (e.type === 'renuncio') plays.push({ seat: e.seat, play: makePlay({ card: e.card, take: e.take, renuncio: true }), escoba: false });
  }
  return {
    type: 'play',
    format: BOT_FORMAT,
    rules: view.rules,
    players: view.players,
    partnerships: view.partnerships,
    sides: view.sides,
    seat: view.seat,
    side: view.side,
    dealer: view.dealer ?? 0,
    handIndex: Math.max(0, view.handIndex),
    hand: cards(view.hand),
    table: cards(view.table),
    captured: view.sides.map((seats) => seats.flatMap((s) => cards(view.piles[s] ?? []))),
    escobas: view.sides.map((seats) => seats.reduce((t, s) => t + (view.escobas[s] ?? 0), 0)),
    scores: view.scores,
    piles: view.piles.map(cards),
    seatEscobas: view.escobas,
    lastCapturer: view.lastCapturer,
    stock: view.stock,
    handCounts: view.handCounts,
    plays,
    renuncio: view.renuncio ? { from: view.renuncio.from, card: makeCard(view.renuncio.card), sets: view.renuncio.sets.map(cards) } : null,
    legal: view.legal.map(makePlay),
  };
}

/** A value, or a message naming what is wrong: the CLI's one result type ({@link Parsed}). */
export type ProtocolResult<T> = Parsed<T>;
const bad = (message: string): ProtocolResult<never> => problem(message);

class RequestError extends Error {}

function need<T>(ok: boolean, value: T, message: string): T {
  if (!ok) throw new RequestError(message);
  return value;
}

const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

function intField(obj: Record<string, unknown>, key: string, lo: number, hi: number, fallback?: number): number {
  const v = obj[key];
  if (v === undefined && fallback !== undefined) return fallback;
  return need(isInt(v, lo, hi), v as number, `"${key}" must be a whole number from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
}

function cardList(v: unknown, what: string): Card[] {
  need(Array.isArray(v), null, `${what} must be an array of cards like ["7o","12b"], got ${JSON.stringify(v)}`);
  return (v as unknown[]).map((x) => {
    const c = typeof x === 'string' ? parseCard(x) : null;
    if (!c?.ok) throw new RequestError(`${what}: ${c ? c.error.message : `${JSON.stringify(x)} is not a card`}`);
    return c.value;
  });
}

function intList(v: unknown, length: number, what: string): number[] {
  need(Array.isArray(v) && v.length === length && v.every((x) => isInt(x, 0, 10_000)), null, `${what} must be ${length} whole numbers, got ${JSON.stringify(v)}`);
  return v as number[];
}

/**
 * Parses one request line into the view of the seat on turn, as the engine would have shown it: the state is
 * rebuilt from the request (the other hands and the stock filled with the unseen cards in a fixed order), so
 * `legal` is recomputed by the engine and the request's own `legal` is not needed.
 */
export function viewFromRequest(line: string): ProtocolResult<SeatView> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch (e) {
    return bad(`not valid JSON: ${(e as Error).message}`);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return bad('a request is a JSON object like {"type":"play", ...}');
  const req = input as Record<string, unknown>;
  if (req.type !== undefined && req.type !== 'play') return bad(`unknown request type ${JSON.stringify(req.type)} (only "play")`);
  if (req.format !== undefined && req.format !== BOT_FORMAT) return bad(`unknown format ${JSON.stringify(req.format)} (this is ${BOT_FORMAT})`);
  try {
    return { ok: true, value: buildView(req) };
  } catch (e) {
    if (e instanceof RequestError) return bad(e.message);
    throw e;
  }
}

function buildView(req: Record<string, unknown>): SeatView {
  const rules = resolveRules(req.rules ?? 'classic');
  if (!rules.ok) throw new RequestError(`rules: ${rules.error.message}`);
  const game = createGame({ rules: rules.value, players: req.players as number, partnerships: req.partnerships as boolean | undefined });
  if (!game.ok) throw new RequestError(game.error.message);
  const { setup } = game.value;
  const n = setup.players;
  const sideCount = setup.sides.length;
  const seat = intField(req, 'seat', 0, n - 1);
  const dealer = intField(req, 'dealer', 0, n - 1, 0);
  const handIndex = intField(req, 'handIndex', 0, 1_000_000, 0);
  const stock = intField(req, 'stock', 0, CARD_COUNT);
  const hand = cardList(req.hand, '"hand"');
  const table = cardList(req.table, '"table"');
  const handCounts = intList(req.handCounts, n, '"handCounts"');
  need(handCounts[seat] === hand.length, null, `"handCounts" says seat ${seat} holds ${handCounts[seat]} cards but "hand" has ${hand.length}`);
  need(hand.length > 0, null, `seat ${seat} has no card to play`);
  const scores = intList(req.scores ?? setup.sides.map(() => 0), sideCount, '"scores"');

  // Captured cards and escobas: per seat when given, else each side's go to its first seat.
  let piles: Card[][];
  if (req.piles !== undefined) {
    need(Array.isArray(req.piles) && req.piles.length === n, null, `"piles" must be one card list per seat (${n})`);
    piles = (req.piles as unknown[]).map((p, s) => cardList(p, `"piles"[${s}]`));
  } else {
    need(Array.isArray(req.captured) && req.captured.length === sideCount, null, `"captured" must be one card list per side (${sideCount})`);
    piles = Array.from({ length: n }, () => []);
    (req.captured as unknown[]).forEach((p, side) => piles[setup.sides[side]![0]!]!.push(...cardList(p, `"captured"[${side}]`)));
  }
  let seatEscobas: number[];
  if (req.seatEscobas !== undefined) seatEscobas = intList(req.seatEscobas, n, '"seatEscobas"');
  else {
    const sideEscobas = intList(req.escobas ?? setup.sides.map(() => 0), sideCount, '"escobas"');
    seatEscobas = new Array<number>(n).fill(0);
    sideEscobas.forEach((e, side) => (seatEscobas[setup.sides[side]![0]!] = e));
  }
  const lastCapturer = req.lastCapturer === undefined || req.lastCapturer === null ? null : intField(req, 'lastCapturer', 0, n - 1);

  // Every card must be in exactly one place; the unseen ones fill the other hands and the stock.
  const seen = new Uint8Array(CARD_COUNT);
  for (const c of [...hand, ...table, ...piles.flat()]) {
    need(seen[c] === 0, null, `${makeCard(c)} appears twice in the request`);
    seen[c] = 1;
  }
  const unseen: Card[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen[c]) unseen.push(c);
  const otherCounts = handCounts.reduce((t, k, s) => (s === seat ? t : t + k), 0);
  need(
    unseen.length === otherCounts + stock,
    null,
    `the cards do not add up: ${CARD_COUNT - unseen.length} are in the hand, on the table or captured, so ${unseen.length} are unseen, but the other hands hold ${otherCounts} and the stock ${stock}`,
  );
  const { hands, deck } = fillHidden({ seat, hand, handCounts, stock }, unseen);

  // The plays so far become the hand's history, so the view's `plays` and `events` show them.
  let history: History = { event: { type: 'deal', dealer, table: [] }, prev: null };
  const rawPlays = req.plays ?? [];
  need(Array.isArray(rawPlays), null, '"plays" must be an array of {"seat", "play"}');
  (rawPlays as unknown[]).forEach((p, i) => {
    const entry = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
    const s = entry.seat;
    need(isInt(s, 0, n - 1), null, `"plays"[${i}].seat must be a seat from 0 to ${n - 1}`);
    const parsed = typeof entry.play === 'string' ? parsePlay(entry.play) : null;
    if (!parsed?.ok) throw new RequestError(`"plays"[${i}].play: ${parsed ? parsed.error.message : 'missing'}`);
    const play = parsed.value;
    const event: HandEvent = play.renuncio
      ? { type: 'renuncio', seat: s as number, from: (((s as number) + n - 1) % n), card: play.card, take: play.take }
      : { type: 'play', seat: s as number, card: play.card, take: play.take, escoba: entry.escoba === true };
    history = { event, prev: history };
  });

  let renuncio: HandState['renuncio'] = null;
  if (req.renuncio !== undefined && req.renuncio !== null) {
    const r = req.renuncio as Record<string, unknown>;
    const card = cardList([r.card], '"renuncio".card')[0]!;
    need(Array.isArray(r.sets) && r.sets.length > 0, null, '"renuncio".sets must be a non-empty array of card lists');
    renuncio = { from: intField(r, 'from', 0, n - 1), card, sets: (r.sets as unknown[]).map((x, i) => cardList(x, `"renuncio".sets[${i}]`)) };
  }

  const handState: HandState = {
    dealer,
    deck,
    dealt: CARD_COUNT - stock,
    hands,
    table,
    piles,
    escobas: seatEscobas,
    turn: seat,
    lastCapturer,
    playCount: (rawPlays as unknown[]).length,
    history,
    renuncio,
    result: null,
  };
  const state: GameState = { ...game.value, phase: 'play', scores, hand: handState };
  const legal = legalPlays(state);
  need(legal.length > 0, null, `seat ${seat} has no legal play`);
  return { ...seatView(state, seat), handIndex };
}

/** Parses a bot program's answer (a play in notation) against the legal plays; the message says what is wrong. */
export function parseAnswer(line: string, legal: readonly Play[]): ProtocolResult<Play> {
  const text = line.trim();
  if (text.startsWith('error:')) return bad(`it answered "${text}"`);
  const parsed = parsePlay(text);
  if (!parsed.ok) return bad(`its answer "${text}" is not a play: ${parsed.error.message}`);
  const play = parsed.value;
  const match = legal.find((p) => samePlay(p, play));
  if (!match) return bad(`its answer "${text}" is not a legal play (legal: ${legal.map(makePlay).join(' ')})`);
  return { ok: true, value: match };
}
