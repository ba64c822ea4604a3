import type { GameRecordError } from '@escoba/cards';
import {
  briscaGame,
  checkAction,
  exchangeCard,
  makeAction,
  makeCard,
  modeOf,
  OPTION_INFO,
  PRESET_NAMES,
  PRESETS,
  readActionEntry,
  replayRecord,
  seatView,
  senaCard,
  type BriscaAction,
  type BriscaState,
} from '@escoba/brisca';
import { json, playerCounts, type EngineError, type RulesFactsGame } from '../../engine-errors.js';
import type { ErrorFacts } from '../../messages/error-types.js';
import type { Messages } from '../../messages/index.js';

/** Brisca's and the Alcalde games' rules, as their rules errors are told (`rulesFacts`). */
export const BRISCA_RULES_FACTS: RulesFactsGame = {
  presets: PRESET_NAMES,
  options: OPTION_INFO,
  base: (p) => PRESETS[p as keyof typeof PRESETS] as unknown,
  example: '{"preset": "brisca", "wins": 3}',
};

/** A Brisca action the engine refused to the seat on turn, told from that seat's view. */
export function actionFacts(state: BriscaState, action: BriscaAction, error: EngineError): ErrorFacts {
  const seat = state.hand?.turn ?? 0;
  const base: ErrorFacts = { code: error.code, message: error.message, seat, value: makeAction(action) };
  const view = seatView(state, seat);
  if (error.code === 'NotPlaying') return { ...base, reason: state.phase === 'over' ? 'over' : 'noHand' };
  if (action.type === 'sena') {
    if (error.code !== 'SenaUntrue' || view.trumpSuit === null) return { ...base, value: action.sena };
    const named = senaCard(action.sena, view.trumpSuit);
    const trump = view.hand.find((c) => ((c / 10) | 0) === view.trumpSuit);
    return named === null
      ? { ...base, value: action.sena, reason: 'holdsTrump', card: trump === undefined ? undefined : makeCard(trump) }
      : { ...base, value: action.sena, reason: 'missing', card: makeCard(named) };
  }
  if (action.type === 'play') {
    const missing = action.cards.find((c) => !view.hand.includes(c));
    return { ...base, cards: action.cards.map(makeCard), reason: view.alcalde === seat && state.mode === 'alcalde' ? 'two' : 'one', ...(missing === undefined ? {} : { card: makeCard(missing) }) };
  }
  const card = makeCard(action.card);
  if (error.code !== 'NoExchange') return { ...base, card };
  // The card the rules let this seat give now (from its own hand and what everyone sees), held or not.
  const possible = state.hand ? exchangeCard(state.rules, state.hand) : -1;
  if (possible >= 0 && view.trumpCard !== null) return { ...base, card, reason: 'other', other: makeCard(view.trumpCard), choices: [makeCard(possible)] };
  const reason =
    view.rules.exchange === 'none'
      ? 'off'
      : view.trumpCard === null
        ? 'drawn'
        : view.trickSeats.includes(seat)
          ? 'played'
          : view.trumpCard % 10 === 1
            ? 'two'
            : 'winner';
  return { ...base, card, reason };
}

/** A table error (players, partnerships) of Brisca or an Alcalde game, for rules that resolved. */
export function briscaTableFacts(rulesInput: unknown, players: unknown, partnerships: unknown, error: EngineError): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, value: json(players) };
  const rules = briscaGame.resolveRules(rulesInput);
  const tables = rules.ok ? briscaGame.tables(rules.value) : [];
  const preset = rules.ok ? rules.value.preset : undefined;
  if (error.code === 'BadPlayers') return { ...base, choices: playerCounts(tables), ...(preset === undefined ? {} : { preset }) };
  if (error.code !== 'BadPartnerships') return { ...base, ...(preset === undefined ? {} : { preset }) };
  if (partnerships !== undefined && typeof partnerships !== 'boolean') return { ...base, reason: 'notBoolean', value: json(partnerships) };
  if (rules.ok && modeOf(rules.value) !== 'brisca') return { ...base, reason: 'alcalde', preset };
  return { ...base, reason: 'needs', choices: playerCounts(tables.filter((t) => t.partnerships)) };
}

/** What a Brisca record says at its illegal action, and why the engine refused it there, told in `m`'s language. */
export function briscaIllegalPlay(record: Record<string, unknown>, error: GameRecordError, m: Messages): Partial<ErrorFacts> {
  const entry = (record.hands as { plays?: unknown[] }[])[error.hand!]?.plays?.[error.play!];
  let last: BriscaState | null = null;
  replayRecord(record, (step) => (last = step.state));
  const state = last as BriscaState | null;
  const action = readActionEntry(entry);
  if (state === null || !action.ok) return {};
  if (state.phase !== 'play' || state.hand?.result) return { reason: 'over' };
  const problem = checkAction(state, action.value);
  return problem === null ? {} : { inner: m.errors.engine(actionFacts(state, action.value, problem)) };
}
