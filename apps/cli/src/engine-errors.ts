import {
  briscaGame,
  exchangeCard,
  OPTION_INFO as BRISCA_OPTIONS,
  PRESET_NAMES as BRISCA_PRESETS,
  PRESETS as BRISCA_PRESET_RULES,
  makeAction,
  modeOf,
  senaCard,
  seatView as briscaSeatView,
  type BriscaAction,
  type BriscaState,
} from '@escoba/brisca';
import {
  cardValue,
  escobaGame,
  makeCard,
  OPTION_INFO,
  PRESET_NAMES,
  PRESETS,
  seatView,
  sumValues,
  type GameState,
  type HandEvent,
  type Play,
  type Seat,
  type TableDescription,
} from '@escoba/engine';
import type { ErrorFacts } from './messages/error-types.js';

/**
 * The facts of engine errors, found out from what the CLI was doing when it got them, so that the message
 * catalogue can tell them in any language (`ErrorMessages.engine`). The engines' own sentences are English;
 * these functions never read them, only the codes.
 */

type EngineError = { readonly code: string; readonly message: string };
type GameId = 'escoba' | 'brisca';

const json = (x: unknown): string => (x === undefined ? 'undefined' : JSON.stringify(x));
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

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

/** A Brisca action the engine refused to the seat on turn, told from that seat's view. */
export function actionFacts(state: BriscaState, action: BriscaAction, error: EngineError): ErrorFacts {
  const seat = state.hand?.turn ?? 0;
  const base: ErrorFacts = { code: error.code, message: error.message, seat, value: makeAction(action) };
  const view = briscaSeatView(state, seat);
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

/** The option names, presets, option types and an example of each game's rules. */
const RULES = {
  escoba: { presets: PRESET_NAMES, options: OPTION_INFO, base: (p: string) => PRESETS[p as keyof typeof PRESETS] as unknown, example: '{"preset": "classic", "target": 15}' },
  brisca: {
    presets: BRISCA_PRESETS,
    options: BRISCA_OPTIONS,
    base: (p: string) => BRISCA_PRESET_RULES[p as keyof typeof BRISCA_PRESET_RULES] as unknown,
    example: '{"preset": "brisca", "wins": 3}',
  },
} as const;

/** A rules error of `game` for the rules `input` (a preset name or an object, as `resolveRules` takes). */
export function rulesFacts(game: GameId, input: unknown, error: EngineError & { readonly option?: string }): ErrorFacts {
  const g = RULES[game];
  const base: ErrorFacts = { code: error.code, message: error.message, preset: g.presets[0], example: g.example };
  const obj = isObject(input) ? input : {};
  const presetName = typeof input === 'string' ? input : typeof obj.preset === 'string' ? obj.preset : g.presets[0]!;
  switch (error.code) {
    case 'UnknownPreset':
      return { ...base, value: json(typeof input === 'string' ? input : obj.preset), choices: g.presets };
    case 'UnknownOption':
      return { ...base, option: error.option, choices: g.options.map((o) => o.name) };
    case 'BadOptionValue': {
      const info = g.options.find((o) => o.name === error.option);
      return { ...base, option: error.option, value: json(obj[error.option ?? '']), ...(info ? { expected: info.type } : {}) };
    }
    case 'BadRules':
      return { ...base, value: json(input), ...(Array.isArray(input) ? { reason: 'list' } : input === undefined ? { reason: 'nothing' } : {}) };
    case 'ImpossibleRules': {
      const rules = { ...(g.base(presetName) as Record<string, unknown>), ...obj };
      const info = (g.options as readonly { readonly name: string; readonly presets?: readonly string[] }[]).find((o) => o.name === error.option);
      return { ...base, option: error.option, value: json(rules[error.option ?? '']), other: json(rules.sevens), preset: presetName, choices: info?.presets ?? [] };
    }
    default:
      return base;
  }
}

/** A table error (players, partnerships) of `game` for rules that resolved. */
export function tableFacts(game: GameId, rulesInput: unknown, players: unknown, partnerships: unknown, error: EngineError): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, value: json(players) };
  const brisca = game === 'brisca' ? briscaGame.resolveRules(rulesInput) : null;
  const tables: readonly TableDescription[] = brisca === null ? escobaGame.tables(undefined as never) : brisca.ok ? briscaGame.tables(brisca.value) : [];
  const preset = brisca?.ok ? brisca.value.preset : undefined;
  const counts = (list: readonly TableDescription[]) => [...new Set(list.map((t) => String(t.players)))];
  if (error.code === 'BadPlayers') return { ...base, choices: counts(tables), ...(preset === undefined ? {} : { preset }) };
  if (error.code !== 'BadPartnerships') return { ...base, ...(preset === undefined ? {} : { preset }) };
  if (partnerships !== undefined && typeof partnerships !== 'boolean') return { ...base, reason: 'notBoolean', value: json(partnerships) };
  if (brisca?.ok && modeOf(brisca.value) !== 'brisca') return { ...base, reason: 'alcalde', preset };
  if (game === 'escoba' && players === 6) return { ...base, reason: 'six' };
  return { ...base, reason: 'needs', choices: counts(tables.filter((t) => t.partnerships)) };
}
