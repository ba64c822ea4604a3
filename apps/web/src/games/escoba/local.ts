import { seatView, type Play, type SeatView } from '@escoba/engine';
import { actorOf, canUndo, nextHand, playMove, undo, type Match } from '../../game/match.js';
import { firstDealerDraw } from '../../game/dealer-draw.js';
import { eventsBetween } from '../../table/escoba.js';
import type { LocalGame } from '../../table/local-source.js';

/** Escoba against the computer on the shared driver: `game/match.ts` for the moves, `table/escoba.ts` for the events. */
export const escobaLocal: LocalGame<Match, SeatView, Play> = {
  view: (match, seat) => seatView(match.state, seat),
  actor: actorOf,
  turn: (match) => (match.state.phase === 'play' ? match.state.hand!.turn : null),
  play: playMove,
  canUndo,
  undo,
  nextHand: (match) => (match.state.phase === 'deal' ? nextHand(match) : null),
  events: eventsBetween,
  opening(match) {
    const first = match.state.results.length === 0 && match.state.hand?.dealer === firstDealerDraw(match.setup.seed, match.state.setup.players).dealer;
    return first ? [{ kind: 'draw', dealer: match.state.hand!.dealer }] : [];
  },
};
