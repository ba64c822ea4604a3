import type { GameRecordError } from '@escoba/cards';
import {
  cardValue,
  checkPlay,
  escobaGame,
  makeCard,
  OPTION_INFO,
  parsePlay,
  PRESET_NAMES,
  PRESETS,
  replayRecord,
  seatView,
  sumValues,
  type GameState,
  type HandEvent,
  type Play,
  type Seat,
} from '@escoba/engine';
import { json, playerCounts, type EngineError, type RulesFactsGame } from '../../engine-errors.js';
import type { ErrorFacts } from '../../messages/error-types.js';
import type { Messages } from '../../messages/index.js';

/** Escoba's rules, as its rules errors are told (`rulesFacts`). */
export const ESCOBA_RULES_FACTS: RulesFactsGame = {
  presets: PRESET_NAMES,
  options: OPTION_INFO,
  base: (p) => PRESETS[p as keyof typeof PRESETS] as unknown,
  example: '{"preset": "classic", "target": 15}',
  related: 'sevens',
};

/** Why no renuncio can be claimed now, from the hand's public events (the last one that is not a redeal). */
function noRenuncioReason(renuncioOn: boolean, events: readonly HandEvent[]): { reason: string; card?: string } {
  if (!renuncioOn) return { reason: 'off' };
  const last = [...events].reverse().find((e) => e.type !== 'redeal');
  if (!last || last.type === 'deal' || last.type === 'dealEscoba') return { reason: 'noPlay' };
  if (last.type === 'renuncio') return { reason: 'claimed', card: makeCard(last.card) };
  if (last.type === 'play') return last.take.length > 0 ? { reason: 'took', card: makeCard(last.card) } : { reason: 'couldNot', card: makeCard(last.card) };
  return { reason: 'over' };
}

/** An Escoba play the engine refused to `seat` (on turn), told from that seat's view. */
export function playFacts(state: GameState, seat: Seat, play: Play, error: EngineError): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, card: makeCard(play.card), cards: play.take.map(makeCard), seat };
  const view = seatView(state, seat);
  switch (error.code) {
    case 'NotPlaying':
      return { ...base, reason: state.phase === 'over' ? 'over' : 'noHand' };
    case 'DuplicateCard':
      return { ...base, card: makeCard(play.take.find((c, i) => c === play.card || play.take.indexOf(c) !== i) ?? play.card) };
    case 'NotOnTable':
      return { ...base, card: makeCard(play.take.find((c) => !view.table.includes(c)) ?? play.card), cards: view.table.map(makeCard) };
    case 'WrongSum':
      return { ...base, sum: cardValue(play.card) + sumValues(play.take) };
    case 'MustCapture': {
      const taker = view.legal.find((p) => !p.renuncio && p.take.length > 0);
      return taker ? { ...base, other: makeCard(taker.card) } : base;
    }
    case 'NoRenuncio':
      return { ...base, ...noRenuncioReason(view.rules.renuncio, view.events) };
    case 'BadRenuncio': {
      const r = view.renuncio;
      if (r && r.card !== play.card) return { ...base, reason: 'card', other: makeCard(r.card) };
      return { ...base, reason: 'set', choices: (r?.sets ?? []).map((s) => s.map(makeCard).join('+')) };
    }
    default:
      return base;
  }
}

/** A table error (players, partnerships) of Escoba. */
export function escobaTableFacts(players: unknown, partnerships: unknown, error: EngineError): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, value: json(players) };
  const tables = escobaGame.tables(undefined as never);
  if (error.code === 'BadPlayers') return { ...base, choices: playerCounts(tables) };
  if (error.code !== 'BadPartnerships') return base;
  if (partnerships !== undefined && typeof partnerships !== 'boolean') return { ...base, reason: 'notBoolean', value: json(partnerships) };
  if (players === 6) return { ...base, reason: 'six' };
  return { ...base, reason: 'needs', choices: playerCounts(tables.filter((t) => t.partnerships)) };
}

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

/** What an Escoba record says at its illegal play, and the state it was tried in, told in `m`'s language. */
export function escobaIllegalPlay(record: Record<string, unknown>, error: GameRecordError, m: Messages): Partial<ErrorFacts> {
  const entry = (record.hands as { plays?: unknown[] }[])[error.hand!]?.plays?.[error.play!];
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
