import { applyAction, createGame, deal, seatView, unwrap, type BriscaState, type Card, type GameConfig } from '@escoba/brisca';
import type { BriscaBot } from './bot.js';
import { now } from './clock.js';

export interface BriscaHandOutcome {
  /** The finished state (its `hand.result` holds the sides, card points and winner). */
  readonly state: BriscaState;
  /** Per seat, the milliseconds each decision of that seat's bot took. */
  readonly decisionMs: readonly number[][];
}

/**
 * Plays one hand from a given deck and dealer with one bot per seat; each bot sees only its seat's view.
 * Throws if a bot returns an illegal action.
 */
export function playBriscaHand(config: GameConfig, deck: readonly Card[], dealer: number, bots: readonly BriscaBot[]): BriscaHandOutcome {
  let state = unwrap(deal(unwrap(createGame(config)), deck, dealer));
  const decisionMs: number[][] = bots.map(() => []);
  while (state.phase === 'play' && state.hand && !state.hand.result) {
    const seat = state.hand.turn;
    const t0 = now();
    const action = bots[seat]!.choose(seatView(state, seat));
    decisionMs[seat]!.push(now() - t0);
    state = unwrap(applyAction(state, action));
  }
  return { state, decisionMs };
}
