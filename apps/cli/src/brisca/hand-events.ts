import { rulesDiff, type BriscaRules, type BriscaState, type HandEvent, type HandState } from '@escoba/brisca';

/** A hand's public events, oldest first (the engine keeps them newest first). */
export function handEvents(hand: HandState): HandEvent[] {
  const out: HandEvent[] = [];
  for (let h: HandState['history'] | null = hand.history; h !== null; h = h.prev) out.push(h.event);
  return out.reverse();
}

/** Every hand of a game so far: the finished ones, then the current one when it is unfinished. */
export const playedHands = (state: BriscaState): readonly HandState[] =>
  state.hand && !state.hand.result ? [...state.log, state.hand] : state.log;

/** `brisca`, or `brisca with wins 3, exchange none`: the preset and what differs from it. */
export function briscaRulesLabel(rules: BriscaRules): string {
  const diff = rulesDiff(rules);
  if (typeof diff === 'string') return diff;
  const changes = Object.entries(diff)
    .filter(([k]) => k !== 'preset')
    .map(([k, v]) => `${k} ${String(v)}`);
  return changes.length === 0 ? rules.preset : `${rules.preset} with ${changes.join(', ')}`;
}
