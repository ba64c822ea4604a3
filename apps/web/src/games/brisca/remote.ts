import { briscaGame, type BriscaView } from '@escoba/brisca';
import { viewOfGame } from '@escoba/protocol';
import type { RemoteGame } from '../../table/remote-source.js';
import { briscaEventsBetween } from './adapter.js';

/**
 * Brisca and the Alcalde games at an online table: the views of a Brisca table, and each server event as the
 * engine's public events that came between the view before it and the view with it (plays with the Alcalde's
 * second card, exchanges, tricks, the hand's end), through the same adapter as games against the computer. A seña
 * reaches only its side, as a private message: a step with the seña (the play log says it); opponents and
 * spectators get nothing at all, so their screens cannot show that one was made.
 */
export const briscaRemote: RemoteGame<BriscaView> = {
  viewOf: (table, view) => viewOfGame<BriscaView>(briscaGame.id, table, view),
  eventsOf: (view) => briscaEventsBetween(null, view),
  eventsOfServer: (event, view, before) => {
    if (event.type === 'drawn') return [{ kind: 'draw', dealer: event.dealer }];
    return briscaEventsBetween(before, view);
  },
  // A seña is no play on the table: nothing moves and the turn stays.
  eventsOfPrivate: (event) => {
    const action = briscaGame.parseAction(event.play);
    return action.ok && action.value.type === 'sena' ? [{ kind: 'sena', seat: event.seat, sena: action.value.sena }] : [];
  },
  turn: (view) => (view.phase === 'play' ? view.turn : null),
};
