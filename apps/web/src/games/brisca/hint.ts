import type { BriscaAction } from '@escoba/brisca';

/** The hint: the best of the expert's estimates (the first of equals, in the engine's order of the legal actions). */
export function bestAction<E extends { readonly action: BriscaAction; readonly value: number }>(estimates: readonly E[]): BriscaAction | null {
  let best: E | null = null;
  for (const e of estimates) if (best === null || e.value > best.value + 1e-9) best = e;
  return best?.action ?? null;
}
