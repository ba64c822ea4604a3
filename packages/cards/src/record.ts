import type { GameError, GamePhase, GameRecordError, GameSetup } from './game.js';
import { isRulesErrorCode } from './options.js';
import { err, ok, type Result } from './result.js';

/**
 * The record envelope every game shares, `{format, rules, players, partnerships?, hands: [{dealer, deck, plays}]}`
 * plus metadata kept as it is, and the loop that checks and replays it. A game brings a {@link RecordReader}: its
 * format, how it starts, deals and plays, and how it reads one entry of `plays`.
 */

export interface RecordError extends GameRecordError {
  readonly code: 'BadJson' | 'BadRecord' | 'BadRules' | 'BadTable' | 'BadHand' | 'BadDeck' | 'BadDealer' | 'BadPlay' | 'IllegalPlay' | 'GameOver' | 'UnfinishedHand';
  readonly message: string;
  /** Hand index (from 0) where the error is, when it is in a hand. */
  readonly hand?: number;
  /** Play index (from 0) in that hand, when it is a play. */
  readonly play?: number;
}

/** A state a record passes through, for replays that step hand by hand or play by play. */
export interface RecordStep<State> {
  readonly hand: number;
  /** -1 for the state right after the deal. */
  readonly play: number;
  readonly state: State;
}

/** What the replay loop needs of a game. */
export interface RecordReader<State, Action> {
  /** The `format` string its records carry, e.g. `escoba-record/1`. */
  readonly format: string;
  /** What the error for a record without `rules` suggests, e.g. `a preset name such as "classic", or an object`. */
  readonly rulesHint: string;
  /** What the error for a record without `players` suggests, e.g. `2, 3, 4 or 6`. */
  readonly playersHint: string;
  /** A game before its first deal; errors with a rules code ({@link isRulesErrorCode}) are the rules', others the table's. */
  newGame(setup: GameSetup): Result<State, GameError>;
  /** Deals a hand from the record's `deck`, unchecked (the game checks it); an error coded `BadDealer` is the dealer's. */
  deal(state: State, deck: unknown, dealer: number): Result<State, GameError>;
  phase(state: State): GamePhase;
  /** The seat on turn, null when the hand takes no more plays. */
  turn(state: State): number | null;
  /** One entry of a hand's `plays` as an action, or why it is not one. */
  readAction(entry: unknown): Result<Action, string>;
  apply(state: State, action: Action): Result<State, GameError>;
  /** Why no hand may follow a finished game, e.g. `the game was already won by side 1` (the loop adds after which hand). */
  overMessage(state: State): string;
  /** What to add to an illegal play's message (a likely cause), or ''. */
  illegalHint?(state: State, error: GameError): string;
}

const fail = (code: RecordError['code'], message: string, hand?: number, play?: number): { ok: false; error: RecordError } => {
  const where = hand === undefined ? '' : play === undefined ? `hand ${hand}: ` : `hand ${hand} play ${play}: `;
  return err({ code, message: where + message, ...(hand === undefined ? {} : { hand }), ...(play === undefined ? {} : { play }) });
};

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Checks a record (already parsed from JSON) and replays it; returns the final state. `onStep` sees every intermediate state. */
export function replayGameRecord<State, Action>(
  reader: RecordReader<State, Action>,
  input: unknown,
  onStep?: (step: RecordStep<State>) => void,
): Result<State, RecordError> {
  if (!isObject(input)) return fail('BadRecord', 'a record must be a JSON object');
  const rec = input;
  if (rec.format !== reader.format) return fail('BadRecord', `format must be "${reader.format}", got ${JSON.stringify(rec.format)}`);
  if (!('rules' in rec)) return fail('BadRules', `rules: missing (${reader.rulesHint})`);
  if (!('players' in rec)) return fail('BadTable', `players: missing (${reader.playersHint})`);
  if (rec.partnerships !== undefined && typeof rec.partnerships !== 'boolean') return fail('BadTable', 'partnerships must be true or false');
  const game = reader.newGame({ rules: rec.rules, players: rec.players as number, partnerships: rec.partnerships as boolean | undefined });
  if (!game.ok) {
    const isRules = isRulesErrorCode(game.error.code);
    return fail(isRules ? 'BadRules' : 'BadTable', (isRules ? 'rules: ' : '') + game.error.message);
  }
  if (!Array.isArray(rec.hands)) return fail('BadRecord', 'hands must be an array');
  let state = game.value;
  for (let hi = 0; hi < rec.hands.length; hi++) {
    const hr: unknown = rec.hands[hi];
    if (!isObject(hr)) return fail('BadHand', 'a hand must be an object {dealer, deck, plays}', hi);
    const { dealer, deck, plays } = hr;
    const phase = reader.phase(state);
    if (phase === 'over') return fail('GameOver', `${reader.overMessage(state)} after hand ${hi - 1}`, hi);
    if (phase === 'play') return fail('UnfinishedHand', `hand ${hi - 1} is unfinished, so no hand can follow it`, hi);
    if (!Number.isInteger(dealer)) return fail('BadDealer', `dealer must be a seat number, got ${JSON.stringify(dealer)}`, hi);
    const dealt = reader.deal(state, deck, dealer as number);
    if (!dealt.ok) return fail(dealt.error.code === 'BadDealer' ? 'BadDealer' : 'BadDeck', dealt.error.message, hi);
    state = dealt.value;
    onStep?.({ hand: hi, play: -1, state });
    if (!Array.isArray(plays)) return fail('BadHand', 'plays must be an array', hi);
    for (let pi = 0; pi < plays.length; pi++) {
      if (reader.turn(state) === null) return fail('IllegalPlay', `the hand is already over after ${pi} plays`, hi, pi);
      const action = reader.readAction(plays[pi]);
      if (!action.ok) return fail('BadPlay', action.error, hi, pi);
      const next = reader.apply(state, action.value);
      if (!next.ok) return fail('IllegalPlay', next.error.message + (reader.illegalHint?.(state, next.error) ?? ''), hi, pi);
      state = next.value;
      onStep?.({ hand: hi, play: pi, state });
    }
  }
  return ok(state);
}

/** Parses record text (one JSON object) and replays it. */
export function replayGameRecordText<State, Action>(
  reader: RecordReader<State, Action>,
  text: string,
  onStep?: (step: RecordStep<State>) => void,
): Result<State, RecordError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail('BadJson', `not valid JSON: ${(e as Error).message}`);
  }
  return replayGameRecord(reader, json, onStep);
}
