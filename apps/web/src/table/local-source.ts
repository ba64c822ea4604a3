import type { TableEvent, TableSnapshot, TableSource, TableStep } from './source.js';
import { latestStep, STEPS_KEPT } from './source.js';

/** Whose move it is in a game against the computer. */
export type LocalActor =
  | { readonly kind: 'human' }
  | { readonly kind: 'bot'; readonly seat: number; readonly level: string }
  | { readonly kind: 'handOver' }
  | { readonly kind: 'gameOver' };

/** A game against the computer at some point: the engine's state (immutable), its setup and what undo needs. */
export interface LocalMatch {
  readonly setup: { readonly seed: string };
  /** A new state for every action, so identity tells positions apart. */
  readonly state: unknown;
}

/**
 * What a game brings to play against the computer on the shared driver: its match's moves (through its engine),
 * its seat views, and its adapter from views to the shared table events. The person always sits at seat 0.
 */
export interface LocalGame<M extends LocalMatch, View, Action> {
  view(match: M, seat: number): View;
  actor(match: M): LocalActor;
  /** The seat on turn, or null between hands. */
  turn(match: M): number | null;
  /** The match after an action of the seat on turn; the engine's error when it is illegal. */
  play(match: M, action: Action): { readonly ok: true; readonly value: M } | { readonly ok: false; readonly error: { readonly message: string } };
  canUndo(match: M): boolean;
  /** Back to just before the person's last action (the bots' replies are taken back with it). */
  undo(match: M): M;
  /** After a finished hand: the next one dealt; null when no hand is to be dealt. */
  nextHand(match: M): M | null;
  /** The public events that turned view `before` into `after` (all of `after`'s hand when `before` is null or another hand). */
  events(before: View | null, after: View): TableEvent[];
  /** Events shown before a new game's first view: the draw for the first dealer, when the match is at its first deal. */
  opening(match: M): TableEvent[];
  /** How many more of its usual pauses the computer waits after a step with these events (a trick to look at). */
  pauseAfter?(events: readonly TableEvent[]): number;
}

/** What chooses the computer's actions (the worker's bots of the game). */
export interface LocalBots<View, Action> {
  choose(level: string, seed: string, view: View): Promise<{ readonly play: Action }>;
}

export interface LocalSnapshot<M extends LocalMatch, View> extends TableSnapshot<View> {
  readonly match: M;
}

/** The person's seat in every game against the computer. */
export const HUMAN_SEAT = 0;

let sources = 0;

/**
 * A game against the computer as a table source, for any game: the engine applies every action at once and the
 * bots in the worker choose theirs, each after the playback has shown everything before it and the "thinking"
 * pause.
 */
export class LocalTableSource<M extends LocalMatch, View, Action> implements TableSource<View, Action> {
  /** Tells one game from the next (a new game is a new source). */
  readonly id = ++sources;
  private snapshot: LocalSnapshot<M, View>;
  private readonly listeners = new Set<() => void>();
  /** The step the playback has finished showing, or null when no screen shows the table. */
  private settledSeq: number | null = null;
  private settledAt = 0;
  /** The state a bot was asked about, so it is asked once. */
  private asked: unknown = null;
  private chosen: { readonly state: unknown; readonly action: Action } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly game: LocalGame<M, View, Action>,
    match: M,
    private readonly bots: LocalBots<View, Action>,
    private readonly onChange: (match: M) => void,
    /** The computer's minimum pause before a play, in ms (it follows the animation setting). */
    private readonly think: () => number,
    /** A game just started: its first deal is played back (its escobas get the banner), not just shown. */
    fresh = false,
  ) {
    const view = game.view(match, HUMAN_SEAT);
    const events = [...game.opening(match), ...game.events(null, view)];
    this.snapshot = this.snapshotOf(match, { seq: 0, view, events, reset: !fresh }, []);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LocalSnapshot<M, View> => this.snapshot;

  get match(): M {
    return this.snapshot.match;
  }

  act(action: Action): void {
    if (this.game.actor(this.match).kind !== 'human' || this.settledSeq !== latestStep(this.snapshot).seq) return;
    this.apply(action);
  }

  undo(): void {
    if (!this.snapshot.canUndo) return;
    this.commit(this.game.undo(this.match), true);
  }

  /** After a finished hand: deals the next one. */
  nextHand(): void {
    const next = this.game.nextHand(this.match);
    if (next) this.commit(next, false);
  }

  settled(seq: number | null): void {
    if (seq === null) {
      this.settledSeq = null;
      this.clearTimer();
      return;
    }
    if (seq !== latestStep(this.snapshot).seq || this.settledSeq === seq) return;
    this.settledSeq = seq;
    this.settledAt = performance.now();
    this.askBot();
    this.playChosen();
  }

  private apply(action: Action): void {
    const result = this.game.play(this.match, action);
    if (!result.ok) {
      this.update({ ...this.snapshot, error: result.error.message });
      return;
    }
    this.commit(result.value, false);
  }

  private commit(match: M, reset: boolean): void {
    this.clearTimer();
    this.chosen = null;
    const before = latestStep(this.snapshot);
    const view = this.game.view(match, HUMAN_SEAT);
    const step: TableStep<View> = { seq: before.seq + 1, view, events: this.game.events(reset ? null : before.view, view), reset };
    this.update(this.snapshotOf(match, step, this.snapshot.steps));
    this.onChange(match);
  }

  private snapshotOf(match: M, step: TableStep<View>, steps: readonly TableStep<View>[]): LocalSnapshot<M, View> {
    return {
      match,
      steps: [...steps, step].slice(-STEPS_KEPT),
      turn: this.game.turn(match),
      thinking: null,
      canUndo: this.game.canUndo(match) && this.game.actor(match).kind !== 'bot',
      error: null,
    };
  }

  private update(next: LocalSnapshot<M, View>): void {
    this.snapshot = next;
    for (const l of this.listeners) l();
  }

  /** Asks the worker for the action of the bot on turn, once the table is shown as it is. */
  private askBot(): void {
    const match = this.match;
    const actor = this.game.actor(match);
    if (actor.kind !== 'bot' || this.asked === match.state) return;
    this.asked = match.state;
    this.update({ ...this.snapshot, thinking: actor.seat });
    this.bots
      .choose(actor.level, `${match.setup.seed}:${actor.seat}`, this.game.view(match, actor.seat))
      .then(({ play }) => {
        if (this.match.state !== match.state) return;
        this.chosen = { state: match.state, action: play };
        this.playChosen();
      })
      .catch((e: unknown) => {
        if (this.match.state === match.state) this.update({ ...this.snapshot, thinking: null, error: e instanceof Error ? e.message : String(e) });
      });
  }

  /** Plays the bot's choice once it is known, the table is shown, and the pause is over. */
  private playChosen(): void {
    const chosen = this.chosen;
    const latest = latestStep(this.snapshot);
    if (!chosen || chosen.state !== this.match.state || this.settledSeq !== latest.seq || this.timer !== null) return;
    const pause = this.think() * (1 + (this.game.pauseAfter?.(latest.events) ?? 0));
    const wait = Math.max(0, pause - (performance.now() - this.settledAt));
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.chosen === chosen && this.match.state === chosen.state && this.settledSeq !== null) this.apply(chosen.action);
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
