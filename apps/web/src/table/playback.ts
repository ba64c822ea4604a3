import type { Card } from '@escoba/cards';
import type { SeatNo, TableEvent, TableStep } from './source.js';

/** A play being shown before its view appears. */
export interface MoveInFlight {
  readonly seat: SeatNo;
  readonly card: Card;
  readonly took: readonly Card[];
  readonly claim: boolean;
  readonly id: number;
}

/** The escoba banner: who, how many, and whether the deal gave them. */
export interface Banner {
  readonly seat: SeatNo;
  readonly count: number;
  readonly atDeal: boolean;
  readonly id: number;
}

/**
 * A step's sentences, in the screen's language: what the live region says and the play log lists. The game
 * brings it (`escobaNarrator` for Escoba); the view is the one after the step.
 */
export type Narrator<View> = (events: readonly TableEvent[], view: View) => readonly string[];

/** A sentence of the live region; the id keeps it one element while newer ones are added after it. */
export interface Announcement {
  readonly id: string;
  readonly text: string;
}

/** What the playback has on screen. */
export interface PlaybackFrame<View> {
  readonly shown: TableStep<View>;
  readonly moving: MoveInFlight | null;
  readonly banner: Banner | null;
  /** The sentences of the hand on screen so far, oldest first: the play log. */
  readonly log: readonly string[];
  /** The latest sentences said as their steps were shown, oldest first: the live region. */
  readonly announcements: readonly Announcement[];
}

export interface Timings {
  readonly move: number;
  readonly banner: number;
}

export interface PlaybackOptions<View> {
  readonly narrate: Narrator<View>;
  /** The animation's times in ms: a play's flight and the banner's stay (0: none). */
  readonly timings: Timings;
  /** Runs `run` after `ms`; returns what cancels it. */
  readonly later: (ms: number, run: () => void) => () => void;
  /** Step `seq` is on screen and nothing is left to show. */
  readonly settled: (seq: number) => void;
}

/**
 * Told of each step shown as it happens (never a reset, nor the steps a reset or a jump brings at once): the
 * table's sounds are made here, so a loaded game, a reconnection or an undo is silent.
 */
export type LiveListener<View> = (step: TableStep<View>) => void;

/** Steps waiting beyond this many are shown at once, so a slow animation never leaves the table far behind. */
const MAX_WAITING = 2;
/** How many sentences the live region keeps (screen readers read the added ones). */
const SPOKEN_KEPT = 6;

interface Told<View> {
  readonly id: number;
  readonly step: TableStep<View>;
}

const playOf = (events: readonly TableEvent[]) => events.find((e): e is Extract<TableEvent, { kind: 'play' }> => e.kind === 'play' && !e.claim) ?? null;
const sweepOf = (events: readonly TableEvent[]) => events.find((e): e is Extract<TableEvent, { kind: 'sweep' }> => e.kind === 'sweep') ?? null;
const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * Plays a table source's steps back, whatever the game: each play moves its card for the animation's time
 * (none when the animation is off) before its view appears, an escoba (one at the deal too) raises the banner,
 * and each step's sentences are said as it is shown and kept in the hand's log. A reset (the first view, an
 * undo, a resynchronisation) is shown at once: it says nothing and its events rebuild the log.
 *
 * A store (`subscribe`/`getFrame`) for `usePlayback`, with the clock handed in so it can be driven by a test.
 */
export class TablePlayback<View> {
  private frame: PlaybackFrame<View>;
  private readonly listeners = new Set<() => void>();
  private readonly cancels = new Set<() => void>();
  private narrate: Narrator<View>;
  private timings: Timings;
  private live: LiveListener<View> | null = null;
  /** The latest step taken from the source. */
  private done: number;
  private inFlight: TableStep<View> | null = null;
  private waiting: TableStep<View>[] = [];
  private ids = 0;
  /** The steps of the hand on screen, for the log. */
  private hand: Told<View>[] = [];
  /** The steps said last, for the live region. */
  private spoken: Told<View>[] = [];

  constructor(
    first: TableStep<View>,
    private readonly options: PlaybackOptions<View>,
  ) {
    this.narrate = options.narrate;
    this.timings = options.timings;
    // A source's first step that is not a reset (a new game's deal) is played back like any other.
    this.done = first.seq === 0 && !first.reset ? -1 : first.seq;
    if (this.done === first.seq) this.hand = [{ id: ++this.ids, step: first }];
    this.frame = { shown: first, moving: null, banner: null, log: [], announcements: [] };
    this.frame = { ...this.frame, ...this.sentences() };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getFrame = (): PlaybackFrame<View> => this.frame;

  /** The animation setting changed: later steps move at its pace. */
  setTimings(timings: Timings): void {
    this.timings = timings;
  }

  /** Who is told of the steps shown as they happen (null: nobody). */
  setLive(live: LiveListener<View> | null): void {
    this.live = live;
  }

  /** Another language or other names: the same steps in the new words. */
  setNarrator(narrate: Narrator<View>): void {
    if (narrate === this.narrate) return;
    this.narrate = narrate;
    const { log, announcements } = this.sentences();
    if (!sameLines(log, this.frame.log) || !sameLines(announcements.map((a) => a.text), this.frame.announcements.map((a) => a.text))) this.update({ log, announcements });
  }

  /** The source's latest steps (its snapshot's `steps`): what is new is shown, or waits its turn. */
  receive(steps: readonly TableStep<View>[]): void {
    const fresh = steps.filter((step) => step.seq > this.done);
    if (fresh.length > 0) {
      // Steps the source no longer keeps were missed: the playback jumps to the latest.
      const jump = fresh[0]!.seq > this.done + 1;
      this.done = fresh[fresh.length - 1]!.seq;
      const reset = fresh.map((step) => step.reset).lastIndexOf(true);
      if (reset >= 0 || jump) {
        // Undo, a resynchronisation or a jump: what waited is dropped and the latest is shown at once.
        this.cancelAll();
        this.inFlight = null;
        this.waiting = [];
        for (const step of fresh.slice(Math.max(0, reset))) this.tell(step);
        this.show(fresh[fresh.length - 1]!, { moving: null, banner: null });
      } else {
        this.waiting.push(...fresh);
      }
    }
    this.pump();
    this.settle();
  }

  /** No screen shows the table: the flight and the banner are dropped, the step in flight waits again. */
  stop(): void {
    this.cancelAll();
    if (this.inFlight) this.waiting.unshift(this.inFlight);
    this.inFlight = null;
    if (this.frame.moving || this.frame.banner) this.update({ moving: null, banner: null });
  }

  private pump(): void {
    while (this.inFlight === null && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      const play = playOf(next.events);
      const { move } = this.timings;
      if (!play || move === 0 || this.waiting.length >= MAX_WAITING) {
        this.tell(next);
        this.show(next, {});
        this.live?.(next);
        continue;
      }
      this.inFlight = next;
      this.update({ moving: { seat: play.seat, card: play.card, took: play.took, claim: play.claim, id: ++this.ids } });
      this.later(move, () => {
        this.inFlight = null;
        this.tell(next);
        this.show(next, { moving: null });
        this.live?.(next);
        this.pump();
        this.settle();
      });
    }
  }

  private settle(): void {
    if (this.inFlight === null && this.waiting.length === 0) this.options.settled(this.done);
  }

  /** Puts a step on screen, raising the banner for its escoba (a reset shows what is, with no banner). */
  private show(step: TableStep<View>, change: Partial<PlaybackFrame<View>>): void {
    const escoba = sweepOf(step.events);
    const { banner: stay } = this.timings;
    let banner = change.banner === undefined ? this.frame.banner : change.banner;
    if (escoba && !step.reset && stay > 0) {
      const id = ++this.ids;
      banner = { seat: escoba.seat, count: escoba.count, atDeal: escoba.atDeal, id };
      this.later(stay, () => {
        if (this.frame.banner?.id === id) this.update({ banner: null });
      });
    }
    this.update({ ...change, shown: step, banner, ...this.sentences() });
  }

  /** Records a step's sentences: a reset or a deal starts the hand's log again; all but a reset are said. */
  private tell(step: TableStep<View>): void {
    const told = { id: ++this.ids, step };
    if (step.reset || step.events.some((e) => e.kind === 'deal')) this.hand = [told];
    else this.hand.push(told);
    if (!step.reset) this.spoken = [...this.spoken, told].slice(-SPOKEN_KEPT);
  }

  private sentences(): Pick<PlaybackFrame<View>, 'log' | 'announcements'> {
    const log = this.hand.flatMap((t) => this.narrate(t.step.events, t.step.view));
    const announcements = this.spoken.flatMap((t) => this.narrate(t.step.events, t.step.view).map((text, i) => ({ id: `${t.id}.${i}`, text }))).slice(-SPOKEN_KEPT);
    return { log, announcements };
  }

  private later(ms: number, run: () => void): void {
    const cancel = this.options.later(ms, () => {
      this.cancels.delete(cancel);
      run();
    });
    this.cancels.add(cancel);
  }

  private cancelAll(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
  }

  private update(change: Partial<PlaybackFrame<View>>): void {
    this.frame = { ...this.frame, ...change };
    for (const l of this.listeners) l();
  }
}
