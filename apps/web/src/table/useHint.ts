import { useState } from 'react';

export interface Hint<A> {
  /** The suggested action for the position shown, once the analyst has answered. */
  readonly action: A | null;
  /** Asked for this position and not answered yet. */
  readonly working: boolean;
  readonly ask: () => void;
}

/**
 * A hint for the position `state`: asked on demand, answered by `suggest` (the bots' worker), and forgotten as soon
 * as the position changes, so a late answer never shows beside another position.
 */
export function useHint<S, A>(state: S, suggest: (state: S) => Promise<A | null>): Hint<A> {
  const [hint, setHint] = useState<{ state: S; action: A | null } | null>(null);
  const current = hint !== null && hint.state === state ? hint : null;
  const ask = () => {
    const at = state;
    setHint({ state: at, action: null });
    suggest(at)
      .then((action) => setHint({ state: at, action }))
      .catch(() => setHint(null));
  };
  return { action: current?.action ?? null, working: current !== null && current.action === null, ask };
}
