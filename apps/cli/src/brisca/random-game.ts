import { applyAction, deal, legalActions, randomDeck, recordFromState, unwrap, type BriscaRecord, type BriscaState, type Rng } from '@escoba/brisca';
import { gameRng } from '../random-game.js';

/** Hands a random game plays by default: Brisca to the end of the match, the Alcalde games one hand (a game is one hand there). */
export const defaultHands = (start: BriscaState): number => (start.mode === 'brisca' ? Infinity : 1);

/**
 * Plays `start` (a new game) with uniformly random legal actions, exchanges included, until the match is won or
 * `hands` hands were dealt. From `rng`, in this order: the first dealer (`rng.int(players)`), then for each hand
 * the deck (`randomDeck(state, rng)`) followed by one `rng.int(legal.length)` per action, picking from
 * `legalActions(state)`. `observe` sees the state after each deal and after each action.
 */
export function playRandomBrisca(start: BriscaState, rng: Rng, hands = defaultHands(start), observe?: (state: BriscaState) => void): BriscaState {
  let state = start;
  let dealer: number | undefined = rng.int(state.table.players);
  for (let h = 0; h < hands && state.phase === 'deal'; h++) {
    state = unwrap(deal(state, randomDeck(state, rng), dealer));
    dealer = undefined;
    observe?.(state);
    while (state.phase === 'play') {
      const legal = legalActions(state);
      if (legal.length === 0) throw new Error('engine bug: no legal action for the seat on turn');
      state = unwrap(applyAction(state, legal[rng.int(legal.length)]!));
      observe?.(state);
    }
  }
  return state;
}

/** The record of game `index` of a run with seed `seed` (rng `createRng("seed:index")`), `format` first, then `seed` and `game`. */
export function briscaSelfplayRecord(start: BriscaState, seed: number, index: number, hands?: number): BriscaRecord {
  const final = playRandomBrisca(start, gameRng(seed, index), hands);
  const { format, ...rest } = recordFromState(final, { seed, game: index });
  return { format, ...rest } as BriscaRecord;
}
