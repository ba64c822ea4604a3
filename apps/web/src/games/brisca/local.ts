import { briscaGame, type BriscaAction, type BriscaView } from '@escoba/brisca';
import { firstDealerDraw } from '../../game/dealer-draw.js';
import type { LocalGame } from '../../table/local-source.js';
import { briscaEventsBetween } from './adapter.js';
import { briscaActor, canUndoBrisca, drawsForDealer, nextBriscaHand, playBrisca, undoBrisca, type BriscaMatch } from './match.js';

/** Brisca and the Alcalde games against the computer on the shared driver. */
export const briscaLocal: LocalGame<BriscaMatch, BriscaView, BriscaAction> = {
  view: (match, seat) => briscaGame.view(match.state, seat),
  actor: briscaActor,
  turn: (match) => briscaGame.turn(match.state),
  play: playBrisca,
  canUndo: canUndoBrisca,
  undo: undoBrisca,
  nextHand: nextBriscaHand,
  events: briscaEventsBetween,
  opening(match) {
    const { state } = match;
    if (!drawsForDealer(state) || state.results.length > 0 || state.hand === null) return [];
    return state.hand.dealer === firstDealerDraw(match.setup.seed, state.table.players).dealer ? [{ kind: 'draw', dealer: state.hand.dealer }] : [];
  },
  // A complete trick stays in the middle for two more pauses, so everyone sees who took it before the next lead.
  pauseAfter: (events) => (events.some((e) => e.kind === 'trick') ? 2 : 0),
};
