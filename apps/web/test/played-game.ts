// A game state reached by play, for render tests that need a table in a given phase.
import { createRng, type GameDefinition } from '@escoba/cards';

export const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A game dealt from a seed, then played with each seat's first legal action until `stop` says so. */
export function played<S, A>(game: GameDefinition<unknown, S, A, unknown>, setup: Parameters<GameDefinition<unknown, S, A, unknown>['newGame']>[0], seed: string, stop: (state: S) => boolean): S {
  let state = unwrap(game.newGame(setup));
  state = unwrap(game.deal(state, game.randomDeck(state, createRng(seed)), 0));
  while (!stop(state)) state = unwrap(game.apply(state, game.legalActions(state)[0]!));
  return state;
}
