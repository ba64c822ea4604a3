import { rulesDiff, type BriscaRules, type BriscaState, type HandEvent, type HandState } from '@escoba/brisca';
import { presetWithChanges } from '../../format.js';
import type { Lang } from '../../messages/index.js';

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
export const briscaRulesLabel = (rules: BriscaRules, lang: Lang = 'en'): string => presetWithChanges(rules.preset, rulesDiff(rules), lang);
