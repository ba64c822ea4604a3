import { err, makeCard, ok, parseCard, replayGameRecord, replayGameRecordText, type Card, type RecordError, type RecordReader, type RecordStep, type Result } from '@escoba/cards';
import { makeAction, parseAction, type BriscaAction } from './notation.js';
import { rulesDiff, type BriscaRulesInput, type Seat } from './rules.js';
import { isSena, SENAS } from './senas.js';
import { applyAction, createGame, deal, handRecordActions, turnOf, type BriscaState } from './state.js';

export const RECORD_FORMAT = 'brisca-record/1';

/** An action as a record may write it: notation (`3o`, `12b+4o`, `~7e`, `!as`) or an object. */
export type ActionEntry = string | { readonly card: string; readonly exchange?: boolean } | { readonly cards: readonly string[] } | { readonly sena: string };

export interface BriscaHandRecord {
  readonly dealer: Seat;
  /** 40 cards (39 for 3-player Brisca) in notation, index 0 the top of the deck. */
  readonly deck: readonly string[];
  readonly plays: readonly ActionEntry[];
}

/** A `brisca-record/1` record; extra metadata fields are kept as they are. */
export interface BriscaRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly rules: BriscaRulesInput;
  readonly players: number;
  /** Brisca only: 2 against 2 with 4 players. */
  readonly partnerships?: boolean;
  readonly hands: readonly BriscaHandRecord[];
  readonly [meta: string]: unknown;
}

export type { RecordError } from '@escoba/cards';

/**
 * Reads one entry of `plays`: `3o`, `12b+4o`, `~7e`, `!as`, `{"card": "3o"}`, `{"cards": ["12b", "4o"]}`,
 * `{"card": "7e", "exchange": true}`, `{"sena": "as"}`.
 */
export function readActionEntry(entry: unknown): Result<BriscaAction, string> {
  if (typeof entry === 'string') {
    const a = parseAction(entry);
    return a.ok ? ok(a.value) : err(a.error.message);
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return err(`${JSON.stringify(entry)} is not a play: write "3o", "12b+4o", "~7e" or {"card": "3o"}`);
  }
  const o = entry as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'card' && key !== 'cards' && key !== 'exchange' && key !== 'sena') return err(`play object has an unknown field "${key}" (fields: card, cards, exchange, sena)`);
  }
  if ('sena' in o) {
    if (Object.keys(o).length > 1) return err('a seña object has only "sena": {"sena": "as"}');
    return isSena(o.sena) ? ok({ type: 'sena', sena: o.sena }) : err(`"sena" must be one of ${SENAS.join(', ')}, got ${JSON.stringify(o.sena)}`);
  }
  if (o.exchange !== undefined && typeof o.exchange !== 'boolean') return err('"exchange" must be true or false');
  if ('cards' in o) {
    if ('card' in o) return err('a play object has "card" or "cards", not both');
    if (o.exchange === true) return err('an exchange names one card: {"card": "7e", "exchange": true}');
    if (!Array.isArray(o.cards) || o.cards.length < 1 || o.cards.length > 2) return err('"cards" must hold one or two cards, e.g. ["12b", "4o"]');
    const cards: Card[] = [];
    for (const t of o.cards as unknown[]) {
      if (typeof t !== 'string') return err(`"cards" entry ${JSON.stringify(t)} is not a card`);
      const c = parseCard(t);
      if (!c.ok) return err(c.error.message);
      if (cards.includes(c.value)) return err(`${t} is named twice`);
      cards.push(c.value);
    }
    return ok({ type: 'play', cards });
  }
  if (typeof o.card !== 'string') return err('play object needs "card" or "cards", e.g. {"card": "3o"}');
  const c = parseCard(o.card);
  if (!c.ok) return err(c.error.message);
  return ok(o.exchange === true ? { type: 'exchange', card: c.value } : { type: 'play', cards: [c.value] });
}

/** The states a record passes through (for replays that step play by play). */
export type ReplayStep = RecordStep<BriscaState>;

const READER: RecordReader<BriscaState, BriscaAction> = {
  format: RECORD_FORMAT,
  rulesHint: 'a preset name such as "brisca", or an object',
  playersHint: '2, 3 or 4; 3 for the Alcalde games',
  newGame: createGame,
  deal,
  phase: (state) => state.phase,
  turn: turnOf,
  readAction: readActionEntry,
  apply: applyAction,
  overMessage: (state) => (state.winner === null ? 'the game already ended drawn' : `the match was already won by side ${state.winner}`),
};

/** Checks a record (parsed JSON) and replays it; returns the final state. `onStep` sees every intermediate state. */
export const replayRecord = (input: unknown, onStep?: (step: ReplayStep) => void): Result<BriscaState, RecordError> => replayGameRecord(READER, input, onStep);

/** Parses record text (one JSON object) and replays it. */
export const replayRecordText = (text: string): Result<BriscaState, RecordError> => replayGameRecordText(READER, text);

/** The record of a game from its state (finished hands plus the current one, if unfinished). */
export function recordFromState(state: BriscaState, meta: Readonly<Record<string, unknown>> = {}): BriscaRecord {
  const played = state.hand && !state.hand.result ? [...state.log, state.hand] : state.log;
  const hands = played.map((h) => ({ dealer: h.dealer, deck: h.deck.map(makeCard), plays: handRecordActions(h).map(makeAction) }));
  return {
    ...meta,
    format: RECORD_FORMAT,
    rules: rulesDiff(state.rules),
    players: state.table.players,
    ...(state.mode === 'brisca' ? { partnerships: state.table.partnerships } : {}),
    hands,
  };
}

export interface BriscaHandSummary {
  readonly dealer: Seat;
  readonly complete: boolean;
  /** The card first turned up, before any exchange. */
  readonly trump: string;
  /** Card points per side (Brisca) or `[alcalde, partners]`; only for a complete hand. */
  readonly points?: readonly number[];
  /** Brisca: the winning side, null for a draw. */
  readonly winner?: number | null;
  /** Alcalde games: whether the Alcalde kept the role. */
  readonly alcaldeKeeps?: boolean;
}

/**
 * The replay summary (`escoba replay` prints it): Brisca has sides, hands won, whether the match is over and its
 * winner (`over` with a null `winner`: a drawn game); the Alcalde games only hands.
 */
export type BriscaSummary =
  | {
      readonly sides: readonly (readonly Seat[])[];
      readonly wins: readonly number[];
      readonly over: boolean;
      readonly winner: number | null;
      readonly hands: readonly BriscaHandSummary[];
    }
  | { readonly hands: readonly BriscaHandSummary[] };

export function summarize(state: BriscaState): BriscaSummary {
  const played = state.hand && !state.hand.result ? [...state.log, state.hand] : state.log;
  const brisca = state.mode === 'brisca';
  const hands: BriscaHandSummary[] = played.map((h) => {
    const r = h.result;
    if (!r) return { dealer: h.dealer, complete: false, trump: makeCard(h.firstTrump) };
    return brisca
      ? { dealer: h.dealer, complete: true, trump: makeCard(r.trump), points: r.points.slice(), winner: r.winner }
      : { dealer: h.dealer, complete: true, trump: makeCard(r.trump), points: r.points.slice(), alcaldeKeeps: r.alcaldeKeeps === true };
  });
  if (!brisca) return { hands };
  return { sides: state.table.sides.map((s) => s.slice()), wins: state.wins.slice(), over: state.phase === 'over', winner: state.winner, hands };
}
