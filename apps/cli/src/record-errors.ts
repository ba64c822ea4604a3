import {
  briscaGame,
  checkAction,
  readActionEntry,
  replayRecord as replayBrisca,
  type BriscaState,
  RECORD_FORMAT as BRISCA_FORMAT,
} from '@escoba/brisca';
import { checkPlay, escobaGame, makeCard, parsePlay, RECORD_FORMAT, replayRecord, resolveRules, type GameState, type Play } from '@escoba/engine';
import { actionFacts, playFacts, rulesFacts, tableFacts } from './engine-errors.js';
import { notationFacts } from './input-error.js';
import type { ErrorFacts } from './messages/error-types.js';
import type { Messages } from './messages/index.js';

type RecordError = { readonly code: string; readonly message: string; readonly hand?: number; readonly play?: number };
type GameId = 'escoba' | 'brisca';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** An Escoba play entry of a record (`7o:3c+5e` or `{"card", "take", "renuncio"}`), or null when it does not read. */
function escobaEntry(entry: unknown): Play | null {
  if (typeof entry === 'string') {
    const p = parsePlay(entry);
    return p.ok ? p.value : null;
  }
  if (!isObject(entry) || typeof entry.card !== 'string') return null;
  const text = `${entry.renuncio === true ? '!' : ''}${entry.card}${Array.isArray(entry.take) && entry.take.length > 0 ? `:${entry.take.join('+')}` : ''}`;
  const p = parsePlay(text);
  return p.ok ? p.value : null;
}

/** What the record says at the failing play, and the state it was tried in, told in `m`'s language. */
function illegalPlay(game: GameId, record: Record<string, unknown>, error: RecordError, m: Messages): Partial<ErrorFacts> {
  const entry = (record.hands as { plays?: unknown[] }[])[error.hand!]?.plays?.[error.play!];
  if (game === 'escoba') {
    let last: GameState | null = null;
    replayRecord(record, (step) => (last = step.state));
    const state = last as GameState | null;
    const play = escobaEntry(entry);
    if (state === null || play === null) return {};
    if (state.phase !== 'play' || state.hand?.result) return { reason: 'over' };
    const problem = checkPlay(state, play);
    if (problem === null) return {};
    const told = m.errors.engine(playFacts(state, state.hand!.turn, play, problem));
    if (problem.code !== 'NotInHand' && problem.code !== 'NotOnTable') return { inner: told };
    const held = state.hand!.hands[state.hand!.turn]!.map(makeCard);
    const { players, partnerships } = state.setup;
    return { inner: `${told}; ${m.errors.dealHint(state.hand!.turn, held, players, partnerships, state.hand!.dealer)}` };
  }
  let last: BriscaState | null = null;
  replayBrisca(record, (step) => (last = step.state));
  const state = last as BriscaState | null;
  const action = readActionEntry(entry);
  if (state === null || !action.ok) return {};
  if (state.phase !== 'play' || state.hand?.result) return { reason: 'over' };
  const problem = checkAction(state, action.value);
  return problem === null ? {} : { inner: m.errors.engine(actionFacts(state, action.value, problem)) };
}

/**
 * The facts of a record error (`replay`, `analyze`), found out by reading the record again: where it is (`hand`,
 * `play`), which of the code's causes it is, and the nested error (an illegal play, the rules, the table) told in
 * `m`'s language.
 */
export function recordFacts(game: GameId, input: unknown, error: RecordError, m: Messages): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, ...(error.hand === undefined ? {} : { hand: error.hand }), ...(error.play === undefined ? {} : { play: error.play }) };
  if (!isObject(input)) return { ...base, reason: 'object' };
  const format = game === 'escoba' ? RECORD_FORMAT : BRISCA_FORMAT;
  const definition = game === 'escoba' ? escobaGame : briscaGame;
  switch (error.code) {
    case 'BadRecord':
      if (input.format !== format) return { ...base, reason: 'format', example: format, ...(input.format === undefined ? {} : { value: JSON.stringify(input.format) }) };
      return { ...base, reason: 'hands' };
    case 'BadRules': {
      if (!('rules' in input)) return { ...base, reason: 'missing', preset: definition.presets[0]!.name };
      const resolved = game === 'escoba' ? resolveRules(input.rules) : briscaGame.resolveRules(input.rules);
      return resolved.ok ? base : { ...base, inner: m.errors.engine(rulesFacts(game, input.rules, resolved.error)) };
    }
    case 'BadTable': {
      if (!('players' in input)) return { ...base, reason: 'players', choices: [...new Set(definition.tables(undefined as never).map((t) => String(t.players)))] };
      if (input.partnerships !== undefined && typeof input.partnerships !== 'boolean') return { ...base, reason: 'partnerships' };
      const created = definition.newGame({ rules: input.rules, players: input.players as number, partnerships: input.partnerships as boolean | undefined });
      return created.ok ? base : { ...base, inner: m.errors.engine(tableFacts(game, input.rules, input.players, input.partnerships, created.error)) };
    }
    case 'BadHand': {
      const hand = (input.hands as unknown[])[error.hand ?? 0];
      return { ...base, reason: isObject(hand) ? 'plays' : 'object' };
    }
    case 'BadDealer': {
      const hand = (input.hands as unknown[])[error.hand ?? 0];
      return isObject(hand) ? { ...base, value: JSON.stringify(hand.dealer) } : base;
    }
    case 'BadPlay': {
      const entry = ((input.hands as { plays?: unknown[] }[])[error.hand ?? 0]?.plays ?? [])[error.play ?? 0];
      if (typeof entry !== 'string') return base;
      const parsed = game === 'escoba' ? parsePlay(entry) : briscaGame.parseAction(entry);
      return parsed.ok ? base : { ...base, inner: m.errors.engine(notationFacts(entry, parsed.error)) };
    }
    case 'IllegalPlay':
      return { ...base, ...illegalPlay(game, input, error, m) };
    case 'GameOver': {
      const before = { ...input, hands: (input.hands as unknown[]).slice(0, error.hand) };
      const replayed = game === 'escoba' ? replayRecord(before) : replayBrisca(before);
      return replayed.ok && replayed.value.winner !== null ? { ...base, seat: replayed.value.winner } : base;
    }
    default:
      return base;
  }
}
