import type { BriscaView, Card, HandEvent } from '@escoba/brisca';
import type { TableEvent, TableStep } from '../../table/source.js';
import type { MoveInFlight } from '../../table/usePlayback.js';

/** Brisca's adapter: the engine's public hand events as the shared table events (`handIndex` numbers the hand). */
export function briscaTableEvents(events: readonly HandEvent[], handIndex: number): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'deal':
        out.push({ kind: 'deal', hand: handIndex, dealer: e.dealer });
        break;
      case 'exchange':
        out.push({ kind: 'exchange', seat: e.seat, gave: e.card, took: e.took });
        break;
      case 'play':
        out.push({ kind: 'play', seat: e.seat, card: e.cards[0]!, took: [], claim: false, ...(e.cards.length > 1 ? { also: e.cards.slice(1) } : {}) });
        break;
      case 'trick':
        out.push({ kind: 'trick', seats: e.seats, cards: e.cards, winner: e.winner, points: e.points });
        break;
      case 'end':
        out.push({ kind: 'handEnd', hand: handIndex });
        break;
      // Drawing from the stock and the Alcalde variation's last card show in the next view (hands, stock, piles).
      default:
        break;
    }
  }
  return out;
}

/**
 * The public events that turned view `before` into `after`: all of `after`'s hand when the hand changed (or there
 * is no `before`: a reset), with the señas the seat saw in their places, before the card action that followed each.
 */
export function briscaEventsBetween(before: BriscaView | null, after: BriscaView): TableEvent[] {
  const sameHand = before !== null && before.handIndex === after.handIndex && before.events.length <= after.events.length;
  if (sameHand) return briscaTableEvents(after.events.slice(before.events.length), after.handIndex);
  const out: TableEvent[] = [];
  let actions = 0;
  const senasAt = (at: number) => {
    for (const s of after.senas) if (s.at === at) out.push({ kind: 'sena', seat: s.seat, sena: s.sena });
  };
  for (const e of after.events) {
    if (e.type === 'play' || e.type === 'exchange') senasAt(actions++);
    out.push(...briscaTableEvents([e], after.handIndex));
  }
  senasAt(actions);
  return out;
}

/** The latest completed trick of the hand, while the next one has no card yet (it is still on the table, being taken). */
export function trickBeingTaken(view: BriscaView): Extract<HandEvent, { type: 'trick' }> | null {
  if (view.trickCards.length > 0) return null;
  for (let i = view.events.length - 1; i >= 0; i--) {
    const e = view.events[i]!;
    if (e.type === 'trick') return e;
    if (e.type === 'play' || e.type === 'deal') return null;
  }
  return null;
}

/** The hand's last completed trick, or null before the first. */
export function lastTrick(view: BriscaView): Extract<HandEvent, { type: 'trick' }> | null {
  for (let i = view.events.length - 1; i >= 0; i--) {
    const e = view.events[i]!;
    if (e.type === 'trick') return e;
  }
  return null;
}

/** The cards played with the card in flight (the Alcalde's second card flies in with his first), from the steps' events. */
export function alsoInFlight(moving: MoveInFlight | null, steps: readonly TableStep<unknown>[]): readonly Card[] {
  if (!moving) return [];
  for (const step of steps) for (const e of step.events) if (e.kind === 'play' && e.seat === moving.seat && e.card === moving.card) return e.also ?? [];
  return [];
}
