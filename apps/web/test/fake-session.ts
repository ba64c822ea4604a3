import type { SeatView } from '@escoba/engine';
import type { PublicEvent } from '@escoba/protocol';
import type { OnlineSession, OnlineSnapshot } from '../src/online/session.js';

/**
 * An online session of an Escoba table as the remote table source sees it: the client's events and
 * resynchronisations, and the session's store with its held hand end. The test plays the server.
 */
export function fakeSession(view: SeatView) {
  const handlers: Record<string, ((m: unknown) => void)[]> = { event: [], sync: [] };
  const listeners = new Set<() => void>();
  let snap = { view, handEnd: null } as unknown as OnlineSnapshot;
  /** The table's settings as the client knows them: the source reads the views of an Escoba table only. */
  const table = { settings: { gameId: 'escoba' } };
  const session = {
    client: {
      table,
      on: (type: string, h: (m: unknown) => void) => {
        handlers[type]!.push(h);
        return () => handlers[type]!.splice(handlers[type]!.indexOf(h), 1);
      },
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => snap,
  };
  return {
    session: session as unknown as OnlineSession,
    /** The server sends an event with the view after it (the session, listening first, may hold the hand's end). */
    send(event: PublicEvent, next: SeatView) {
      snap = { ...snap, view: next, handEnd: next.handResult ? next : snap.handEnd };
      for (const h of handlers['event']!) h({ type: 'event', v: 1, event, view: next });
    },
    /** The server resynchronises the client (a reconnect). */
    sync(next: SeatView) {
      snap = { ...snap, view: next };
      for (const h of handlers['sync']!) h({ type: 'sync', v: 1, table, view: next });
    },
    /** The person closes the end-of-hand dialog. */
    dismiss() {
      snap = { ...snap, handEnd: null };
      for (const l of listeners) l();
    },
    /** How many event handlers the source still has on the client. */
    listening: () => handlers['event']!.length,
  };
}
