import type { Play, Seat, SeatView } from '@escoba/engine';

/** The play that turned one view of a hand into the next, as the animation shows it. */
export interface PlayStep {
  readonly seat: Seat;
  readonly play: Play;
  readonly escoba: boolean;
}

/**
 * The play between two views the server sent, when `next` is `previous` plus one play of the same hand (the
 * hand's end may follow it); null for anything else (a new deal, a resynchronisation, a renuncio claim), which
 * is shown at once.
 */
export function playBetween(previous: SeatView, next: SeatView): PlayStep | null {
  if (previous.phase !== 'play' || previous.handIndex !== next.handIndex) return null;
  const event = next.events[previous.events.length];
  if (next.events.length <= previous.events.length || event?.type !== 'play') return null;
  return { seat: event.seat, play: { card: event.card, take: [...event.take] }, escoba: event.escoba };
}
