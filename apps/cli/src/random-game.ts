import { createRng, unwrap, type GameBot, type GameDefinition, type Rng } from '@escoba/cards';

/**
 * The rng seed of game `game` (counting from 0) of a run with seed `seed`: the string `"seed:game"`,
 * so any game can be played again on its own.
 */
export const gameSeed = (seed: number, game: number): string => `${seed}:${game}`;

export const gameRng = (seed: number, game: number): Rng => createRng(gameSeed(seed, game));

/**
 * Plays `start` (a new game of `game`) with uniformly random legal actions until the game is over or `hands` hands
 * were dealt. From `rng`, in this order: the first dealer (`rng.int(players)`), then for each hand the deck
 * (`game.randomDeck(state, rng)`) followed by one `rng.int(legal.length)` per action, picking from
 * `game.legalActions(state)`. `observe` sees the state after each deal and after each action. With `bots` (one per
 * seat) each seat's bot chooses from its own seat's view instead, and the rng deals only.
 */
export function playRandom<R, S, A, V, X>(game: GameDefinition<R, S, A, V, X>, start: S, rng: Rng, hands = Infinity, observe?: (state: S) => void, bots?: readonly GameBot<V, A>[] | null): S {
  let state = start;
  let dealer: number | undefined = rng.int(game.players(state));
  for (let h = 0; h < hands && game.phase(state) === 'deal'; h++) {
    state = unwrap(game.deal(state, game.randomDeck(state, rng), dealer));
    dealer = undefined;
    observe?.(state);
    while (game.phase(state) === 'play') {
      const legal = game.legalActions(state);
      if (legal.length === 0) throw new Error('engine bug: no legal action for the seat on turn');
      const seat = game.turn(state)!;
      const action = bots ? bots[seat]!.choose(game.view(state, seat)) : legal[rng.int(legal.length)]!;
      state = unwrap(game.apply(state, action));
      observe?.(state);
    }
  }
  return state;
}
