import type { PrivateEvent, PublicEvent } from '@escoba/protocol';
import type { OnlineSession, OnlineSnapshot } from '../src/online/session.js';

/**
 * An online session as the remote table source sees it: the protocol client's events and resynchronisations, the
 * session's store with its held hand end, and the actions the source sends. The test plays the server. `table`
 * is the table as the client knows it (by default an Escoba table: the source reads its views as Escoba's).
 */
export function fakeSession<View extends { readonly handResult: unknown }>(view: View, table: unknown = { settings: { gameId: 'escoba' } }) {
  const handlers: Record<string, ((m: unknown) => void)[]> = { event: [], private: [], sync: [] };
  const listeners = new Set<() => void>();
  let snap = { view, handEnd: null, table } as unknown as OnlineSnapshot;
  const sent: unknown[] = [];
  const session = {
    client: {
      table,
      on: (type: string, h: (m: unknown) => void) => {
        handlers[type]!.push(h);
        return () => handlers[type]!.splice(handlers[type]!.indexOf(h), 1);
      },
    },
    play: (action: unknown) => {
      sent.push(action);
      return Promise.resolve();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => snap,
  };
  return {
    session: session as unknown as OnlineSession,
    /** What the source sent to the server. */
    sent,
    /** The server sends an event with the view after it (the session, listening first, may hold the hand's end). */
    send(event: PublicEvent, next: View) {
      snap = { ...snap, view: next, handEnd: next.handResult ? next : snap.handEnd } as unknown as OnlineSnapshot;
      for (const h of handlers['event']!) h({ type: 'event', v: 1, event, view: next });
    },
    /** The server tells this seat of a private action of its side (a seña), with the view after it; no new version. */
    sendPrivate(event: PrivateEvent, next: View) {
      snap = { ...snap, view: next } as unknown as OnlineSnapshot;
      for (const h of handlers['private']!) h({ type: 'private', v: 1, event, view: next });
    },
    /** The server resynchronises the client (a reconnect). */
    sync(next: View) {
      snap = { ...snap, view: next } as unknown as OnlineSnapshot;
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
