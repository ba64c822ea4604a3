import type { Card } from './card.js';
import type { GameBot } from './bot.js';
import type { GameDefinition, GameError } from './game.js';
import type { Result } from './result.js';
import { createRng, type SeededRng } from './rng.js';

/**
 * The seeded game loop every tool shares (bot games, matches, the terminal and web games against bots).
 * A seed decides all chance: hand `h` (from 0) is dealt from the deck drawn by the generator of
 * `"<seed>:deck:<h>"`, and the first dealer is drawn by the generator of `"<seed>:dealer"`. So a game is
 * the same in every seating of a duplicate match, and a record plus its seed resumes a game.
 */

/** The generator that draws the deck of hand `hand` (from 0) of the game with this seed. */
export const deckRng = (seed: number | string, hand: number): SeededRng => createRng(`${seed}:deck:${hand}`);

/** The first dealer of the game with this seed, among `players` seats. */
export const seededFirstDealer = (seed: number | string, players: number): number => createRng(`${seed}:dealer`).int(players);

/** What may replace the seeded chance of a game (tests, set-up positions, another draw for the first dealer). */
export interface DealOverrides {
  /** The deck of each hand (index 0 on top) instead of the seeded one. */
  readonly deck?: (hand: number) => readonly Card[];
  /** The first dealer instead of {@link seededFirstDealer}. */
  readonly firstDealer?: number;
}

/** Deals hand `hand` (from 0) of the game with this seed; the first hand's dealer comes from the seed too. */
export function dealSeeded<R, S, A, V, X>(
  game: GameDefinition<R, S, A, V, X>,
  state: S,
  seed: number | string,
  hand: number,
  overrides: DealOverrides = {},
): Result<S, GameError> {
  const deck = overrides.deck ? overrides.deck(hand) : game.randomDeck(state, deckRng(seed, hand));
  const dealer = hand === 0 ? (overrides.firstDealer ?? seededFirstDealer(seed, game.players(state))) : undefined;
  return game.deal(state, deck, dealer);
}

/** One decision of a game: the seat on turn and its view, in hand `hand` (from 0). */
export interface Decision<View> {
  readonly seat: number;
  readonly view: View;
  readonly hand: number;
}

export interface GameRunOptions extends DealOverrides {
  /** Decides the decks and the first dealer. */
  readonly seed: number | string;
  /** Stop before dealing more than this many hands (default: play to the end). */
  readonly maxHands?: number;
}

/**
 * A game played from a state waiting for its first deal: {@link next} deals when a hand is due and returns
 * the next decision, {@link apply} plays the chosen action. Callers only choose (synchronously or not).
 */
export class GameRun<R, S, A, V, X = unknown> {
  private current: S;
  private dealt = 0;

  constructor(
    readonly game: GameDefinition<R, S, A, V, X>,
    start: S,
    private readonly options: GameRunOptions,
  ) {
    this.current = start;
  }

  get state(): S {
    return this.current;
  }

  /** Hands dealt so far. */
  get hands(): number {
    return this.dealt;
  }

  /** The next decision, dealing first when a hand is due; null once the game is over or `maxHands` were played. */
  next(): Decision<V> | null {
    const { game } = this;
    for (;;) {
      const phase = game.phase(this.current);
      if (phase === 'over') return null;
      if (phase === 'deal') {
        if (this.dealt >= (this.options.maxHands ?? Infinity)) return null;
        const dealt = dealSeeded(game, this.current, this.options.seed, this.dealt, this.options);
        if (!dealt.ok) throw new Error(`cannot deal hand ${this.dealt}: ${dealt.error.message}`);
        this.current = dealt.value;
        this.dealt++;
        continue;
      }
      const seat = game.turn(this.current)!;
      return { seat, view: game.view(this.current, seat), hand: this.dealt - 1 };
    }
  }

  /** Plays `action` for the seat on turn; an illegal action changes nothing and returns why. */
  apply(action: A): Result<S, GameError> {
    const next = this.game.apply(this.current, action);
    if (next.ok) this.current = next.value;
    return next;
  }
}

export interface PlayBotsOptions<View, Action> extends GameRunOptions {
  /** The bot of each seat (index = seat). */
  readonly bots: readonly GameBot<View, Action>[];
  /** Milliseconds for decision times (the caller's clock; this loop never reads one). */
  readonly clock?: () => number;
  /** Called after each decision with the seat, the action and the milliseconds the bot took. */
  readonly onDecision?: (seat: number, action: Action, ms: number) => void;
}

/** Plays a game between bots from `start` (a state waiting for a deal), each given only its own seat's view; returns the final state. */
export function playBots<R, S, A, V, X>(game: GameDefinition<R, S, A, V, X>, start: S, options: PlayBotsOptions<V, A>): S {
  const run = new GameRun(game, start, options);
  const clock = options.clock ?? (() => 0);
  for (let d = run.next(); d !== null; d = run.next()) {
    const bot = options.bots[d.seat]!;
    const t0 = clock();
    const action = bot.choose(d.view);
    options.onDecision?.(d.seat, action, clock() - t0);
    const next = run.apply(action);
    if (!next.ok) throw new Error(`bot ${bot.level} at seat ${d.seat} chose an illegal play: ${next.error.message}`);
  }
  return run.state;
}
