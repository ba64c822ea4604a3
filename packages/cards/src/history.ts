/**
 * A persistent list of a hand's events, newest first: appending is one allocation and shares every older node, so
 * the states of a search or an undo stack that differ by one event share their history.
 */
export interface EventHistory<Event> {
  readonly event: Event;
  readonly prev: EventHistory<Event> | null;
}

/** The history with `event` appended. */
export const pushEvent = <Event>(history: EventHistory<Event> | null, event: Event): EventHistory<Event> => ({ event, prev: history });

/** The events, oldest first. */
export function historyEvents<Event>(history: EventHistory<Event> | null): Event[] {
  const out: Event[] = [];
  for (let node = history; node; node = node.prev) out.push(node.event);
  return out.reverse();
}

/** What `pick` makes of the events, oldest first, leaving out those it returns `undefined` for. */
export function collectEvents<Event, T>(history: EventHistory<Event> | null, pick: (event: Event) => T | undefined): T[] {
  const out: T[] = [];
  for (let node = history; node; node = node.prev) {
    const picked = pick(node.event);
    if (picked !== undefined) out.push(picked);
  }
  return out.reverse();
}
