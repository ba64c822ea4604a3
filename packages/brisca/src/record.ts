import { err, makeCard, ok, parseCard, type Card, type Result } from '@escoba/cards';
import { makeAction, parseAction, type BriscaAction } from './notation.js';
import { rulesDiff, type BriscaRulesInput, type Seat } from './rules.js';
import { isSena, SENAS } from './senas.js';
import { applyAction, createGame, deal, handRecordActions, type BriscaState } from './state.js';

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

export interface RecordError {
  readonly code: 'BadJson' | 'BadRecord' | 'BadRules' | 'BadTable' | 'BadHand' | 'BadDeck' | 'BadDealer' | 'BadPlay' | 'IllegalPlay' | 'GameOver' | 'UnfinishedHand';
  readonly message: string;
  /** Hand index (from 0) where the error is, when it is in a hand. */
  readonly hand?: number;
  /** Play index (from 0) in that hand, when it is a play. */
  readonly play?: number;
}

const fail = (code: RecordError['code'], message: string, hand?: number, play?: number): { ok: false; error: RecordError } => {
  const where = hand === undefined ? '' : play === undefined ? `hand ${hand}: ` : `hand ${hand} play ${play}: `;
  return err({ code, message: where + message, ...(hand === undefined ? {} : { hand }), ...(play === undefined ? {} : { play }) });
};

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
export interface ReplayStep {
  readonly hand: number;
  /** -1 for the state right after the deal. */
  readonly play: number;
  readonly state: BriscaState;
}

const RULES_CODES = ['UnknownPreset', 'UnknownOption', 'BadOptionValue', 'BadRules', 'ImpossibleRules'];

/** Checks a record (parsed JSON) and replays it; returns the final state. `onStep` sees every intermediate state. */
export function replayRecord(input: unknown, onStep?: (step: ReplayStep) => void): Result<BriscaState, RecordError> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('BadRecord', 'a record must be a JSON object');
  const rec = input as Record<string, unknown>;
  if (rec.format !== RECORD_FORMAT) return fail('BadRecord', `format must be "${RECORD_FORMAT}", got ${JSON.stringify(rec.format)}`);
  if (!('rules' in rec)) return fail('BadRules', 'rules: missing (a preset name such as "brisca", or an object)');
  if (!('players' in rec)) return fail('BadTable', 'players: missing (2, 3 or 4; 3 for the Alcalde games)');
  if (rec.partnerships !== undefined && typeof rec.partnerships !== 'boolean') return fail('BadTable', 'partnerships must be true or false');
  const game = createGame({ rules: rec.rules, players: rec.players as number, partnerships: rec.partnerships as boolean | undefined });
  if (!game.ok) {
    const isRules = RULES_CODES.includes(game.error.code);
    return fail(isRules ? 'BadRules' : 'BadTable', (isRules ? 'rules: ' : '') + game.error.message);
  }
  if (!Array.isArray(rec.hands)) return fail('BadRecord', 'hands must be an array');
  let state = game.value;
  for (let hi = 0; hi < rec.hands.length; hi++) {
    const hr: unknown = rec.hands[hi];
    if (typeof hr !== 'object' || hr === null || Array.isArray(hr)) return fail('BadHand', 'a hand must be an object {dealer, deck, plays}', hi);
    const { dealer, deck, plays } = hr as Record<string, unknown>;
    if (state.phase === 'over') {
      return fail('GameOver', state.winner === null ? `the game already ended drawn after hand ${hi - 1}` : `the match was already won by side ${state.winner} after hand ${hi - 1}`, hi);
    }
    if (state.phase === 'play') return fail('UnfinishedHand', `hand ${hi - 1} is unfinished, so no hand can follow it`, hi);
    if (!Number.isInteger(dealer)) return fail('BadDealer', `dealer must be a seat number, got ${JSON.stringify(dealer)}`, hi);
    const dealt = deal(state, deck, dealer as number);
    if (!dealt.ok) return fail(dealt.error.code === 'BadDealer' ? 'BadDealer' : 'BadDeck', dealt.error.message, hi);
    state = dealt.value;
    onStep?.({ hand: hi, play: -1, state });
    if (!Array.isArray(plays)) return fail('BadHand', 'plays must be an array', hi);
    for (let pi = 0; pi < plays.length; pi++) {
      if (state.phase !== 'play' || state.hand?.result) return fail('IllegalPlay', `the hand is already over after ${pi} plays`, hi, pi);
      const action = readActionEntry(plays[pi]);
      if (!action.ok) return fail('BadPlay', action.error, hi, pi);
      const next = applyAction(state, action.value);
      if (!next.ok) return fail('IllegalPlay', next.error.message, hi, pi);
      state = next.value;
      onStep?.({ hand: hi, play: pi, state });
    }
  }
  return ok(state);
}

/** Parses record text (one JSON object) and replays it. */
export function replayRecordText(text: string): Result<BriscaState, RecordError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail('BadJson', `not valid JSON: ${(e as Error).message}`);
  }
  return replayRecord(json);
}

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
