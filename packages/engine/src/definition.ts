import { makeCard, type Card, type GameDefinition, type Outcome, shuffledDeck, type TableDescription } from '@escoba/cards';
import { sampleState } from './from-view.js';
import { makePlay, parsePlay, type Play } from './notation.js';
import { recordFromState, replayRecord, RECORD_FORMAT, summarize, type GameSummary } from './record.js';
import { OPTION_INFO, PRESET_INFO, resolveRules, type Rules } from './rules.js';
import { uniqueBest } from './scoring.js';
import { applyPlay, checkPlay, createGame, deal, legalPlays, turnOf, type GameState } from './state.js';
import { makeTable, PLAYER_COUNTS } from './table.js';
import { seatView, seatViewText, type SeatView } from './view.js';

/** Every table Escoba is played at (the rules do not change them). */
const TABLES: readonly TableDescription[] = PLAYER_COUNTS.flatMap((players) =>
  [false, true].filter((partnerships) => makeTable(players, partnerships).ok).map((partnerships) => ({ players, partnerships })),
);

/** A hand's outcome once it is finished: each side's points in it; the side with the most, alone, wins it. */
export function escobaHandOutcome(state: GameState): Outcome | null {
  const result = state.hand?.result;
  if (!result) return null;
  return { sides: state.setup.sides.map((s) => [...s]), points: [...result.points], winner: uniqueBest(result.points) };
}

/** The match's outcome once a side has won: the game points of each side. */
export function escobaMatchOutcome(state: GameState): Outcome | null {
  if (state.phase !== 'over') return null;
  return { sides: state.setup.sides.map((s) => [...s]), points: [...state.scores], winner: state.winner };
}

/** The engine's deal takes card ids or notation, not a mix: a mixed deck is read as notation. */
const deckInput = (deck: readonly (Card | string)[]): readonly Card[] | readonly string[] =>
  deck.every((c) => typeof c === 'number') ? (deck as readonly Card[]) : deck.map((c) => (typeof c === 'number' ? makeCard(c) : c));

/** Escoba de 15 (every preset and table) as a {@link GameDefinition}: a thin layer over the engine's public API. */
export const escobaGame: GameDefinition<Rules, GameState, Play, SeatView, GameSummary> = {
  id: 'escoba',
  name: 'Escoba',
  presets: PRESET_INFO,
  options: OPTION_INFO,
  resolveRules,
  tables: () => TABLES,
  newGame: createGame,
  phase: (state) => state.phase,
  players: (state) => state.setup.players,
  deckSize: () => 40,
  randomDeck: (_state, rng) => shuffledDeck(rng),
  nextDealer: (state) => state.nextDealer,
  deal: (state, deck, dealer) => deal(state, deckInput(deck), dealer),
  turn: turnOf,
  legalActions: legalPlays,
  check: checkPlay,
  apply: applyPlay,
  view: seatView,
  viewText: seatViewText,
  handOutcome: escobaHandOutcome,
  matchOutcome: escobaMatchOutcome,
  parseAction: parsePlay,
  makeAction: makePlay,
  record: {
    format: RECORD_FORMAT,
    replay: (input) => replayRecord(input),
    make: (state, meta) => recordFromState(state, meta),
    summarize,
  },
  sampleState,
};
