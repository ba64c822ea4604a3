import { createGame, deckRng, escobaGame, playBots, seededFirstDealer, shuffledDeck, unwrap, type Card, type GameState, type Play } from '@escoba/engine';
import type { Bot } from './bot.js';
import { now } from './clock.js';

/** Deck of hand `hand` (from 0) of the game with this seed: the same in every seat rotation of the game. */
export function gameDeck(seed: number | string, hand: number): Card[] {
  return shuffledDeck(deckRng(seed, hand));
}

/** First dealer of the game with this seed. */
export const gameFirstDealer = seededFirstDealer;

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

/** Plays an Escoba game between bots (the shared loop, `playBots` of `@escoba/cards`); returns the final state. */
export function playGame(options: PlayGameOptions): GameState {
  const state = unwrap(createGame({ rules: options.rules, players: options.players, partnerships: options.partnerships }));
  if (options.bots.length !== state.setup.players) throw new Error(`playGame: ${options.bots.length} bots for ${state.setup.players} seats`);
  return playBots(escobaGame, state, { bots: options.bots, seed: options.seed, maxHands: options.maxHands, clock: now, onDecision: options.onDecision });
}
