import { applyPlay, createRng, deal, legalPlays, shuffledDeck, unwrap, type GameState, type Rng } from '@escoba/engine';

/**
 * The rng seed of game `game` (counting from 0) of a run with seed `seed`: the string `"seed:game"`,
 * so any game can be played again on its own.
 */
export const gameSeed = (seed: number, game: number): string => `${seed}:${game}`;

export const gameRng = (seed: number, game: number): Rng => createRng(gameSeed(seed, game));

/**
 * Plays `start` (a new game) to the end with uniformly random legal plays. From `rng`, in this order:
 * the first dealer (`rng.int(players)`), then for each hand the deck (`shuffledDeck(rng)`) followed by
 * one `rng.int(legal.length)` per play, picking from `legalPlays(state)`.
 * `observe` sees the state after each deal and after each play.
 */
export function playRandomGame(start: GameState, rng: Rng, observe?: (state: GameState) => void): GameState {
  let state = start;
  let dealer: number | undefined = rng.int(state.setup.players);
  while (state.phase === 'deal') {
    state = unwrap(deal(state, shuffledDeck(rng), dealer));
    dealer = undefined;
    observe?.(state);
    while (state.phase === 'play') {
      const legal = legalPlays(state);
      if (legal.length === 0) throw new Error('engine bug: no legal play for the seat on turn');
      state = unwrap(applyPlay(state, legal[rng.int(legal.length)]!));
      observe?.(state);
    }
  }
  return state;
}
