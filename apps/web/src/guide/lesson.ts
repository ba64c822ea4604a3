import type { Card, GameDefinition } from '@escoba/cards';
import type { I18n } from '../i18n/translator.js';

/**
 * A guided first hand: a fixed deal played through the game's own `GameDefinition` (so the rules are the real
 * ones), with a script of steps that say what to look at, which cards to look at, what the player should do and
 * what the computer plays. Each game writes its lesson in its folder (`games/<id>/guide/`); the guided table
 * (`GuideScreen.tsx`) and the runner (`run.ts`) know no game.
 */

/** Words of a step, in the page's language, from the position at that step. */
export type StepText<S> = (i18n: I18n, state: S) => string;

/** Cards to highlight at a step (on the table, in a hand, the trump card…). */
export type Highlight<S> = (state: S) => readonly Card[];

export type LessonStep<S, A> =
  /** An explanation: the player reads it and presses Next. */
  | { readonly kind: 'say'; readonly text: StepText<S>; readonly highlight?: Highlight<S> }
  /** The computer's scripted play: applied when the step is reached, then explained; the player presses Next. */
  | { readonly kind: 'them'; readonly action: A; readonly text: StepText<S>; readonly highlight?: Highlight<S> }
  /**
   * The player's move: `want` is what the lesson asks for. Another legal move is applied only if `accept` says the
   * lesson still works with it; otherwise `why` says why the suggested one is better and the player tries again.
   */
  | { readonly kind: 'you'; readonly want: A; readonly text: StepText<S>; readonly why: StepText<S>; readonly highlight: Highlight<S>; readonly accept?: (action: A) => boolean }
  /** The rest of the hand, the player's moves free and the computer's from `Lesson.computer`, until the hand ends. */
  | { readonly kind: 'free'; readonly text: StepText<S> }
  /** The last step, once the hand is over: the score explained. */
  | { readonly kind: 'end'; readonly text: StepText<S>; readonly highlight?: Highlight<S> };

/** One row of the guided table: a hand, the table's cards, the trump card, the trick… */
export interface SceneZone {
  /** Stable name for tests and styles (`hand`, `table`, `trick`). */
  readonly id: string;
  readonly label: string;
  readonly cards: readonly Card[];
  /** Cards shown face down after `cards` (another player's hand). */
  readonly hidden?: number;
  /** The player's hand: its cards are the buttons of the player's moves. */
  readonly mine?: boolean;
  /** A line under the cards (the stock's count, the cards won, the score). */
  readonly note?: string;
}

/** A button for a move that is not a card of the hand (Brisca's exchange of the trump card). */
export interface SceneButton {
  readonly id: string;
  readonly label: string;
}

/** What the player picked so far in one move: a card id, or a button's id. */
export type Pick = Card | string;

/** How the player's picks read as a move: a move, one more pick needed (the Alcalde's second card), or none. */
export type PickReading<A> = { readonly kind: 'move'; readonly action: A } | { readonly kind: 'more' } | { readonly kind: 'none' };

export interface Lesson<S, A> {
  /** The game's rules, checked and applied at every step. */
  readonly definition: GameDefinition<unknown, S, A, unknown>;
  /** The player's seat. */
  readonly seat: number;
  /** The lesson's title in the page's language ("A first hand of …"). */
  title(i18n: I18n): string;
  /** The position after the fixed deal. */
  start(): S;
  readonly steps: readonly LessonStep<S, A>[];
  /** The rows of the table the player sees (only what the player's seat may see). */
  scene(state: S, i18n: I18n): readonly SceneZone[];
  /** Moves that are buttons, not cards, legal now for the player. */
  buttons(state: S, i18n: I18n): readonly SceneButton[];
  /** The player's picks (in order) as a move; `want` is the move the step asks for, if any (a card with several sets takes the wanted one). */
  read(state: S, picks: readonly Pick[], want: A | null): PickReading<A>;
  /** The computer's move in the free part of the hand (deterministic, so the lesson always goes the same way). */
  computer(state: S): A;
  /** A move in words, for the line that says what was just played ("The computer played …"). */
  describe(before: S, action: A, i18n: I18n): string;
}

/** A lesson whatever its types: the runner and the screen hold it as the catalog hands it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLesson = Lesson<any, any>;

/**
 * A stacked deck for a lesson's deal: `top` first (index 0 the first card dealt), then every other card of the pack
 * in id order, so a deal is written as the cards that matter.
 */
export function stackedDeck(top: readonly Card[], size = 40): Card[] {
  const rest: Card[] = [];
  for (let c = 0; c < size; c++) if (!top.includes(c)) rest.push(c);
  return [...top, ...rest];
}
