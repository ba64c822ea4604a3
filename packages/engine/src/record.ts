import { makeCard, parseCard, replayGameRecord, replayGameRecordText, type Card, err, ok, type RecordError, type RecordReader, type RecordStep, type Result } from '@escoba/cards';
import { makePlay, parsePlay, type Play } from './notation.js';
import { rulesDiff, type RulesInput } from './rules.js';
import { applyPlay, createGame, deal, handPlays, turnOf, type GameState } from './state.js';
import type { Breakdown } from './scoring.js';
import type { Seat, Side } from './table.js';

export const RECORD_FORMAT = 'escoba-record/1';

export interface HandRecord {
  readonly dealer: Seat;
  /** 40 cards in notation, index 0 the top of the deck. */
  readonly deck: readonly string[];
  /** Plays in notation (`7o`, `7o:3c+5e`, `!7o:3c+5e`) or as `{card, take, renuncio?}` objects. */
  readonly plays: readonly (string | PlayObject)[];
}

export interface PlayObject {
  readonly card: string;
  readonly take?: readonly string[];
  readonly renuncio?: boolean;
}

/** An `escoba-record/1` game record; extra metadata fields are kept as they are. */
export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly rules: RulesInput;
  readonly players: number;
  readonly partnerships: boolean;
  readonly hands: readonly HandRecord[];
  readonly [meta: string]: unknown;
}

export type { RecordError } from '@escoba/cards';

function readPlay(entry: unknown): Result<Play, string> {
  if (typeof entry === 'string') {
    const p = parsePlay(entry);
    return p.ok ? ok(p.value) : err(p.error.message);
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return err(`${JSON.stringify(entry)} is not a play: write "7o:3c+5e" or {"card": "7o", "take": ["3c", "5e"]}`);
  }
  const o = entry as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'card' && key !== 'take' && key !== 'renuncio') return err(`play object has an unknown field "${key}" (fields: card, take, renuncio)`);
  }
  if (typeof o.card !== 'string') return err('play object needs "card", e.g. {"card": "7o", "take": ["3c", "5e"]}');
  const card = parseCard(o.card);
  if (!card.ok) return err(card.error.message);
  const takeIn = o.take === undefined ? [] : o.take;
  if (!Array.isArray(takeIn)) return err(`"take" must be an array of cards, got ${JSON.stringify(o.take)}`);
  const take: Card[] = [];
  for (const t of takeIn) {
    if (typeof t !== 'string') return err(`"take" entry ${JSON.stringify(t)} is not a card`);
    const c = parseCard(t);
    if (!c.ok) return err(c.error.message);
    if (take.includes(c.value) || c.value === card.value) return err(`${t} is named twice`);
    take.push(c.value);
  }
  if (o.renuncio !== undefined && typeof o.renuncio !== 'boolean') return err('"renuncio" must be true or false');
  if (o.renuncio === true) {
    if (take.length === 0) return err('a renuncio claim names the cards it takes');
    return ok({ card: card.value, take, renuncio: true });
  }
  return ok({ card: card.value, take });
}

/** The states a record passes through, for replays that step hand by hand or play by play. */
export type ReplayStep = RecordStep<GameState>;

const READER: RecordReader<GameState, Play> = {
  format: RECORD_FORMAT,
  rulesHint: 'a preset name such as "classic", or an object',
  playersHint: '2, 3, 4 or 6',
  newGame: createGame,
  deal: (state, deck, dealer) => deal(state, deck as string[], dealer),
  phase: (state) => state.phase,
  turn: turnOf,
  readAction: readPlay,
  apply: applyPlay,
  overMessage: (state) => `the game was already won by side ${state.winner}`,
  illegalHint: (state, error) => (error.code === 'NotInHand' || error.code === 'NotOnTable' ? dealHint(state) : ''),
};

/**
 * Checks a record (already parsed from JSON) and replays it; returns the final state.
 * `onStep` sees every intermediate state.
 */
export const replayRecord = (input: unknown, onStep?: (step: ReplayStep) => void): Result<GameState, RecordError> => replayGameRecord(READER, input, onStep);

/**
 * A card missing from a hand or the table most often means the record was written for another table: the same
 * deck dealt to another number of players, or by another dealer, puts different cards in each place.
 */
function dealHint(state: GameState): string {
  const h = state.hand!;
  const held = h.hands[h.turn]!.map(makeCard).join(', ') || 'nothing';
  const sides = state.setup.partnerships ? ' in partnerships' : '';
  return `; seat ${h.turn} holds ${held}. This record deals the deck to ${state.setup.players} players${sides} with seat ${h.dealer} dealing: if it was written for another number of players or another dealer, the deal differs, so check "players" and "dealer"`;
}

/** Parses record text (one JSON object) and replays it. */
export const replayRecordText = (text: string): Result<GameState, RecordError> => replayGameRecordText(READER, text);

/** Writes the record of a game from its state (finished hands plus the current one, if unfinished). */
export function recordFromState(state: GameState, meta: Record<string, unknown> = {}): GameRecord {
  const played = state.hand && !state.hand.result ? [...state.log, state.hand] : state.log;
  const hands = played.map((h) => ({ dealer: h.dealer, deck: h.deck.map(makeCard), plays: handPlays(h).map(makePlay) }));
  return {
    ...meta,
    format: RECORD_FORMAT,
    rules: rulesDiff(state.rules),
    players: state.setup.players,
    partnerships: state.setup.partnerships,
    hands,
  };
}

export interface HandSummary {
  readonly dealer: Seat;
  readonly complete: boolean;
  readonly points?: readonly number[];
  readonly breakdown?: readonly Breakdown[];
  readonly captured?: readonly number[];
  readonly escobas?: readonly number[];
}

/** The replay summary printed by `escoba replay`. */
export interface GameSummary {
  readonly scores: readonly number[];
  readonly winner: Side | null;
  readonly sides: readonly (readonly Seat[])[];
  readonly hands: readonly HandSummary[];
}

export function summarize(state: GameState): GameSummary {
  const hands: HandSummary[] = state.results.map((r) => ({
    dealer: r.dealer,
    complete: true,
    points: r.points,
    breakdown: r.breakdown,
    captured: r.captured,
    escobas: r.escobas,
  }));
  if (state.hand && !state.hand.result) hands.push({ dealer: state.hand.dealer, complete: false });
  return { scores: state.scores, winner: state.winner, sides: state.setup.sides, hands };
}
