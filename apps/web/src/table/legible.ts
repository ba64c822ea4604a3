import type { Card } from '@escoba/cards';
import type { SeatNo, TableEvent } from './source.js';

/** The last thing a seat did in the hand, kept on screen after its animation. */
export interface SeatLastPlay {
  /** The card played; null for cards taken at the deal. */
  readonly card: Card | null;
  readonly took: readonly Card[];
  readonly escobas: number;
  readonly claim: boolean;
}

/** Each seat's last play of the hand, from the hand's table events. */
export function lastPlays(events: readonly TableEvent[]): ReadonlyMap<SeatNo, SeatLastPlay> {
  const out = new Map<SeatNo, SeatLastPlay>();
  for (const e of events) {
    if (e.kind === 'deal') out.clear();
    else if (e.kind === 'play') out.set(e.seat, { card: e.card, took: e.took, escobas: 0, claim: e.claim });
    else if (e.kind === 'sweep' && e.atDeal) out.set(e.seat, { card: null, took: e.cards, escobas: e.count, claim: false });
    else if (e.kind === 'sweep') {
      const last = out.get(e.seat);
      if (last) out.set(e.seat, { ...last, escobas: last.escobas + e.count });
    }
  }
  return out;
}
