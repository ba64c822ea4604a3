import { EscobaKernel, seatView, type BotConfig, type GameState, type Play, type Rng } from '@escoba/engine';
import { EXPERT_SETTINGS } from '../expert.js';
import { searchFor, type SearchSettings, type WorldSource } from '../search/pimc.js';

/** The name of the perfect-inference player of `escoba match --a perfect-inference`: a measuring tool, never a level. */
export const PERFECT_INFERENCE = 'perfect-inference';

/**
 * Worlds that give every other seat its true hand and deal the stock's true cards in a uniformly random order: what a
 * seat would sample if its inference from the others' play were perfect (no player can know the stock's order). The
 * stock's cards are put in id order before each shuffle, so the worlds depend on which cards are in the stock, never on
 * their order.
 */
export class TrueHandsWorlds implements WorldSource {
  constructor(private readonly truth: EscobaKernel) {}

  sample(base: EscobaKernel, world: EscobaKernel, seat: number, rng: Rng): void {
    const truth = this.truth;
    if (truth.dealt !== base.dealt || truth.players !== base.players) throw new Error('true hands: the state is not the position of the view');
    base.copyTo(world);
    for (let s = 0; s < truth.players; s++) {
      if (s === seat) continue;
      const len = truth.handLen[s]!;
      if (len !== base.handLen[s]) throw new Error(`true hands: seat ${s} holds ${len} cards, the view says ${base.handLen[s]}`);
      for (let k = 0; k < len; k++) world.hands[s * 3 + k] = truth.hands[s * 3 + k]!;
    }
    const stock = world.deck.subarray(truth.dealt);
    stock.set(truth.deck.subarray(truth.dealt));
    stock.sort();
    for (let i = stock.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = stock[i]!;
      stock[i] = stock[j]!;
      stock[j] = t;
    }
  }
}

/**
 * The one true world, the stock's order included: the same search with nothing hidden, the other end of the split the
 * perfect-inference player measures (in two players, knowing the stock's order is knowing the other hand too).
 */
export class TrueWorld implements WorldSource {
  constructor(private readonly truth: EscobaKernel) {}

  sample(base: EscobaKernel, world: EscobaKernel): void {
    if (this.truth.dealt !== base.dealt || this.truth.players !== base.players) throw new Error('true world: the state is not the position of the view');
    this.truth.copyTo(world);
  }
}

/** A player that chooses from the whole game state. */
export interface TrueHandsBot {
  readonly level: typeof PERFECT_INFERENCE;
  /** The play for the seat on turn in `state` (a state between hands or at the end of the game throws). */
  choose(state: GameState): Play;
}

/**
 * The expert with perfect inference (a measuring tool, docs/strength.md): the expert's own search (`settings`, by
 * default {@link EXPERT_SETTINGS}: the same worlds, rollouts and exact last deal; `config.iterations` sets its
 * simulations as for the levels) on the seat's view, except that its worlds come from {@link TrueHandsWorlds}, read
 * from the state. It measures how much of the omniscient ceiling better inference could at best recover.
 */
export function perfectInferenceBot(config: BotConfig = {}, settings: SearchSettings = EXPERT_SETTINGS): TrueHandsBot {
  const search = searchFor(settings, config);
  return {
    level: PERFECT_INFERENCE,
    choose(state) {
      if (state.phase !== 'play' || !state.hand) throw new Error(`the perfect-inference player plays in a hand, not in phase ${state.phase}`);
      const view = seatView(state, state.hand.turn);
      if (view.legal.length === 1) return view.legal[0]!;
      return search.best(view, new TrueHandsWorlds(EscobaKernel.fromState(state)));
    },
  };
}
