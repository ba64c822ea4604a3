import type { BriscaView } from '@escoba/brisca';
import { briscaView } from '@escoba/protocol';
import type { RemoteGame } from '../../table/remote-source.js';
import { briscaEventsBetween } from './adapter.js';

/**
 * Brisca and the Alcalde games at an online table: the views of a Brisca table, and each server event as the
 * engine's public events that came between the view before it and the view with it (plays with the Alcalde's
 * second card, exchanges, tricks, the hand's end), through the same adapter as games against the computer. A
 * seña's event (`sena`, without its content) is a step with no table event: the partner's narrator finds the seña
 * in its view (`senas-text.ts`), and opponents and spectators have nothing to find.
 */
export const briscaRemote: RemoteGame<BriscaView> = {
  viewOf: briscaView,
  eventsOf: (view) => briscaEventsBetween(null, view),
  eventsOfServer: (event, view, before) => {
    if (event.type === 'drawn') return [{ kind: 'draw', dealer: event.dealer }];
    // A seña is no play on the table: nothing moves and the turn stays; a partner reads it in the view's señas.
    if (event.type === 'sena') return [];
    return briscaEventsBetween(before, view);
  },
  turn: (view) => (view.phase === 'play' ? view.turn : null),
};
