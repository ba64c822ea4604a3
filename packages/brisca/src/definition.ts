import { type GameDefinition, type Outcome } from '@escoba/cards';
import { makeAction, parseAction, type BriscaAction } from './notation.js';
import { recordFromState, replayRecord, RECORD_FORMAT, summarize, type BriscaSummary } from './record.js';
import { allowedTables, OPTION_INFO, PRESET_INFO, resolveRules, type BriscaRules } from './rules.js';
import { applyAction, checkAction, createGame, deal, deckSize, legalActions, randomDeck, turnOf, type BriscaState } from './state.js';
import { sampleState, seatView, type BriscaView } from './view.js';

/** The current (or just finished) hand's outcome once finished: its sides, card points per side and winner. */
export function handOutcome(state: BriscaState): Outcome | null {
  const r = state.hand?.result;
  return r ? { sides: r.sides.map((s) => s.slice()), points: r.points.slice(), winner: r.winner } : null;
}

/**
 * Brisca: the match outcome once a side has won `wins` hands, or once a one-hand game (`wins` 1) is drawn (winner
 * null); points are hands won. The Alcalde games have no match end: null.
 */
export function matchOutcome(state: BriscaState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { sides: state.table.sides.map((s) => s.slice()), points: state.wins.slice(), winner: state.winner };
}

/** Brisca, Alcalde and the Alcalde variation as one {@link GameDefinition} (the preset picks the game). */
export const briscaGame: GameDefinition<BriscaRules, BriscaState, BriscaAction, BriscaView, BriscaSummary> = {
  id: 'brisca',
  name: 'Brisca',
  presets: PRESET_INFO,
  options: OPTION_INFO,
  resolveRules,
  tables: allowedTables,
  newGame: createGame,
  phase: (state) => state.phase,
  players: (state) => state.table.players,
  deckSize,
  randomDeck,
  nextDealer: (state) => state.nextDealer,
  deal: (state, deck, dealer) => deal(state, deck, dealer),
  turn: turnOf,
  legalActions,
  check: checkAction,
  apply: applyAction,
  view: seatView,
  handOutcome,
  matchOutcome,
  parseAction,
  makeAction,
  isPrivate: (action) => action.type === 'sena',
  privateTo: (state, seat) => {
    const sideOf = state.hand?.sideOf ?? state.table.sideOf;
    return sideOf.flatMap((side, s) => (side === sideOf[seat] ? [s] : []));
  },
  record: {
    format: RECORD_FORMAT,
    replay: (input) => replayRecord(input),
    make: (state, meta) => recordFromState(state, meta),
    summarize,
  },
  sampleState,
};
