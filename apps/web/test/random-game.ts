import { applyPlay, createGame, createRng, deal, legalPlays, shuffledDeck, unwrap, type GameState } from '@escoba/engine';

/** A whole classic 2-player game to 3 points, every play chosen at random from the seed: a record to open. */
export function randomGame(seed: string): GameState {
  const rng = createRng(seed);
  let state = unwrap(createGame({ rules: { preset: 'classic', target: 3 }, players: 2 }));
  while (state.phase === 'deal') {
    state = unwrap(deal(state, shuffledDeck(rng), state.log.length === 0 ? 0 : undefined));
    while (state.phase === 'play') {
      const legal = legalPlays(state);
      state = unwrap(applyPlay(state, legal[rng.int(legal.length)]!));
    }
  }
  return state;
}
