// A game of Escoba against the computer played in Node up to the person's last card of a hand, saved as the app
// saves it: a test resumes it ("Continue") and plays that one card to see the end of the hand, instead of clicking
// through the whole hand (the hands before it are played here, at random from the seed, as fullest-table.ts does).
import { createRng, legalPlays, type RulesInput } from '@escoba/engine';
import { escobaMatch } from '../../src/games/escoba/match.js';
import { SAVED_GAME_KEYS } from '../../src/games/catalog.js';
import { memoryStore } from '../memory-store.js';

const HUMAN = 0;

/** The saved game (under `key`, as localStorage holds it) at the person's last card of hand `hand` (1 for the first). */
export function escobaAtLastCard(seed: string, hand: number, rules: RulesInput): { key: string; record: string } {
  const created = escobaMatch.create({ rules, players: 2, partnerships: false, levels: [null, 'random'], seed });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.value;
  const rng = createRng(seed);
  for (let guard = 0; guard < 10_000; guard++) {
    const { state } = match;
    const current = state.hand;
    if (state.phase !== 'play' || current === null || current.result !== null) {
      if (state.results.length >= hand) break;
      const next = escobaMatch.nextHand(match);
      if (next === null) break;
      match = next;
      continue;
    }
    if (state.results.length === hand - 1 && current.turn === HUMAN && current.dealt === current.deck.length && current.hands[HUMAN]!.length === 1) {
      const kv = memoryStore();
      escobaMatch.saved(SAVED_GAME_KEYS.escoba).save(kv, match);
      return { key: SAVED_GAME_KEYS.escoba, record: kv.getItem(SAVED_GAME_KEYS.escoba)! };
    }
    const plays = legalPlays(state);
    const next = escobaMatch.play(match, plays[rng.int(plays.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    match = next.value;
  }
  throw new Error(`no last card of hand ${hand} for the person from seed ${seed}`);
}
