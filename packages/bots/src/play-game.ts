import { applyPlay, createGame, createRng, deal, seatView, shuffledDeck, unwrap, type Card, type GameState, type Play } from '@escoba/engine';
import type { Bot } from './bot.js';
import { now } from './clock.js';

/** Deck of hand `hand` (from 0) of the game with this seed: the same in every seat rotation of the game. */
export function gameDeck(seed: number | string, hand: number): Card[] {
  return shuffledDeck(createRng(`${seed}:deck:${hand}`));
}

/** First dealer of the game with this seed. */
export function gameFirstDealer(seed: number | string, players: number): number {
  return createRng(`${seed}:dealer`).int(players);
}

export interface PlayGameOptions {
  readonly rules?: unknown;
  readonly players: number;
  readonly partnerships?: boolean;
  /** The bot playing each seat (index = seat). */
  readonly bots: readonly Bot[];
  /** Decides the decks and the first dealer (see {@link gameDeck}). */
  readonly seed: number | string;
  /** Stop after this many hands even if nobody has won (default: play to the end). */
  readonly maxHands?: number;
  /** Called after each decision with the seat, the play and the milliseconds the bot took. */
  readonly onDecision?: (seat: number, play: Play, ms: number) => void;
}

/** Plays a game between bots, each given only its own seat's view; returns the final state. */
export function playGame(options: PlayGameOptions): GameState {
  let state = unwrap(createGame({ rules: options.rules, players: options.players, partnerships: options.partnerships }));
  if (options.bots.length !== state.setup.players) throw new Error(`playGame: ${options.bots.length} bots for ${state.setup.players} seats`);
  const maxHands = options.maxHands ?? Infinity;
  let hand = 0;
  while (state.phase !== 'over' && hand < maxHands) {
    const dealer = hand === 0 ? gameFirstDealer(options.seed, state.setup.players) : undefined;
    state = unwrap(deal(state, gameDeck(options.seed, hand), dealer));
    while (state.phase === 'play') {
      const seat = state.hand!.turn;
      const start = now();
      const play = options.bots[seat]!.choose(seatView(state, seat));
      options.onDecision?.(seat, play, now() - start);
      const next = applyPlay(state, play);
      if (!next.ok) throw new Error(`bot ${options.bots[seat]!.level} at seat ${seat} chose an illegal play: ${next.error.message}`);
      state = next.value;
    }
    hand++;
  }
  return state;
}
