import { escobaGame, parsePlay, type HandEvent, type SeatView } from '@escoba/engine';
import { viewOfGame, type PublicEvent } from '@escoba/protocol';
import type { RemoteGame } from '../../table/remote-source.js';
import type { TableEvent } from '../../table/source.js';

/** Escoba's adapter: the engine's public hand events as table events (`handIndex` numbers the hand). */
export function escobaTableEvents(events: readonly HandEvent[], handIndex: number): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'deal':
        out.push({ kind: 'deal', hand: handIndex, dealer: e.dealer });
        break;
      case 'dealEscoba':
        if (e.escobas > 0) out.push({ kind: 'sweep', seat: e.seat, count: e.escobas, atDeal: true, cards: e.cards });
        break;
      case 'play':
        out.push({ kind: 'play', seat: e.seat, card: e.card, took: e.take, claim: false });
        if (e.escoba) out.push({ kind: 'sweep', seat: e.seat, count: 1, atDeal: false, cards: e.take });
        break;
      case 'renuncio':
        out.push({ kind: 'play', seat: e.seat, card: e.card, took: e.take, claim: true });
        break;
      case 'end':
        out.push({ kind: 'handEnd', hand: handIndex });
        break;
      case 'redeal':
        break;
    }
  }
  return out;
}

/** The public events that turned view `before` into `after` (all of `after`'s hand when the hand changed). */
export function eventsBetween(before: SeatView | null, after: SeatView): TableEvent[] {
  const sameHand = before !== null && before.handIndex === after.handIndex && before.events.length <= after.events.length;
  return escobaTableEvents(after.events.slice(sameHand ? before.events.length : 0), after.handIndex);
}

/**
 * One of the server's public events as table events, with the seat view that came with it: the play is the
 * server's, whether it swept the table the engine's event in that view.
 */
export function serverTableEvents(event: PublicEvent, view: SeatView): TableEvent[] {
  switch (event.type) {
    case 'drawn':
      return [{ kind: 'draw', dealer: event.dealer }];
    case 'dealt':
      return escobaTableEvents(view.events, view.handIndex).filter((e) => e.kind === 'deal' || (e.kind === 'sweep' && e.atDeal));
    case 'played': {
      const play = parsePlay(event.play);
      if (!play.ok) return [];
      const engineEvent = [...view.events].reverse().find((e) => e.type === 'play' || e.type === 'renuncio');
      const escoba = engineEvent?.type === 'play' && engineEvent.escoba && engineEvent.seat === event.seat;
      const out: TableEvent[] = [{ kind: 'play', seat: event.seat, card: play.value.card, took: play.value.take, claim: play.value.renuncio === true }];
      if (escoba) out.push({ kind: 'sweep', seat: event.seat, count: 1, atDeal: false, cards: play.value.take });
      if (view.handResult) out.push({ kind: 'handEnd', hand: view.handIndex });
      return out;
    }
    default:
      return [];
  }
}

/** Escoba at an online table: its views and the server's events as table events. */
export const escobaRemote: RemoteGame<SeatView> = {
  viewOf: (table, view) => viewOfGame<SeatView>(escobaGame.id, table, view),
  eventsOf: (view) => eventsBetween(null, view),
  eventsOfServer: (event, view) => serverTableEvents(event, view),
  turn: (view) => (view.phase === 'play' ? view.turn : null),
};
