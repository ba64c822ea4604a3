import type { SeatView } from '@escoba/engine';
import type { PublicScore } from '@escoba/protocol';

/** Escoba's match score: each side's game points, to the rules' target (15, 21, 31…). */
export function escobaScore(view: SeatView): PublicScore {
  return { sides: view.sides.map((s) => [...s]), scores: [...view.scores], counts: 'points', target: view.rules.target };
}
