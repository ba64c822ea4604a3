import { seatView, type Play, type SeatView } from '@escoba/engine';
import { actorOf, canUndo, HUMAN, nextHand, playMove, undo, type Match } from '../game/match.js';
import { firstDealerDraw } from '../game/dealer-draw.js';
import type { BotClient } from '../worker/protocol.js';
import { eventsBetween } from './escoba.js';
import { latestStep, STEPS_KEPT, type TableEvent, type TableSnapshot, type TableSource, type TableStep } from './source.js';

export interface LocalSnapshot extends TableSnapshot<SeatView> {
  readonly match: Match;
}

let sources = 0;

/**
 * A game against the computer as a table source: the engine applies every play at once and the bots in the
 * worker choose theirs, each after the playback has shown everything before it and the "thinking" pause.
 */
export class LocalTableSource implements TableSource<SeatView, Play> {
  /** Tells one game from the next (a new game is a new source). */
  readonly id = ++sources;
  private snapshot: LocalSnapshot;
  private readonly listeners = new Set<() => void>();
  /** The step the playback has finished showing, or null when no screen shows the table. */
  private settledSeq: number | null = null;
  private settledAt = 0;
  /** The state a bot was asked about, so it is asked once. */
  private asked: Match['state'] | null = null;
  private chosen: { readonly state: Match['state']; readonly play: Play } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    match: Match,
    private readonly bots: BotClient,
    private readonly onChange: (match: Match) => void,
    /** The computer's minimum pause before a play, in ms (it follows the animation setting). */
    private readonly think: () => number,
    /** A game just started: its first deal is played back (its escobas get the banner), not just shown. */
    fresh = false,
  ) {
    const view = seatView(match.state, HUMAN);
    const first = match.state.results.length === 0 && match.state.hand?.dealer === firstDealerDraw(match.setup.seed, match.state.setup.players).dealer;
    const events: TableEvent[] = [...(first ? [{ kind: 'draw' as const, dealer: match.state.hand!.dealer }] : []), ...eventsBetween(null, view)];
    this.snapshot = this.snapshotOf(match, { seq: 0, view, events, reset: !fresh }, []);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LocalSnapshot => this.snapshot;

  get match(): Match {
    return this.snapshot.match;
  }

  act(play: Play): void {
    if (actorOf(this.match).kind !== 'human' || this.settledSeq !== latestStep(this.snapshot).seq) return;
    this.apply(play);
  }

  undo(): void {
    if (!this.snapshot.canUndo) return;
    this.commit(undo(this.match), true);
  }

  /** After a finished hand: deals the next one. */
  nextHand(): void {
    if (this.match.state.phase === 'deal') this.commit(nextHand(this.match), false);
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

  private apply(play: Play): void {
    const result = playMove(this.match, play);
    if (!result.ok) {
      this.update({ ...this.snapshot, error: result.error.message });
      return;
    }
    this.commit(result.value, false);
  }

  private commit(match: Match, reset: boolean): void {
    this.clearTimer();
    this.chosen = null;
    const before = latestStep(this.snapshot);
    const view = seatView(match.state, HUMAN);
    const step: TableStep<SeatView> = { seq: before.seq + 1, view, events: reset ? eventsBetween(null, view) : eventsBetween(before.view, view), reset };
    this.update(this.snapshotOf(match, step, this.snapshot.steps));
    this.onChange(match);
  }

  private snapshotOf(match: Match, step: TableStep<SeatView>, steps: readonly TableStep<SeatView>[]): LocalSnapshot {
    const actor = actorOf(match);
    return {
      match,
      steps: [...steps, step].slice(-STEPS_KEPT),
      turn: match.state.phase === 'play' ? match.state.hand!.turn : null,
      thinking: null,
      canUndo: canUndo(match) && actor.kind !== 'bot',
      error: null,
    };
  }

  private update(next: LocalSnapshot): void {
    this.snapshot = next;
    for (const l of this.listeners) l();
  }

  /** Asks the worker for the play of the bot on turn, once the table is shown as it is. */
  private askBot(): void {
    const match = this.match;
    const actor = actorOf(match);
    if (actor.kind !== 'bot' || this.asked === match.state) return;
    this.asked = match.state;
    this.update({ ...this.snapshot, thinking: actor.seat });
    this.bots
      .choose(actor.level, `${match.setup.seed}:${actor.seat}`, seatView(match.state, actor.seat))
      .then(({ play }) => {
        if (this.match.state !== match.state) return;
        this.chosen = { state: match.state, play };
        this.playChosen();
      })
      .catch((e: unknown) => {
        if (this.match.state === match.state) this.update({ ...this.snapshot, thinking: null, error: e instanceof Error ? e.message : String(e) });
      });
  }

  /** Plays the bot's choice once it is known, the table is shown, and the pause is over. */
  private playChosen(): void {
    const chosen = this.chosen;
    if (!chosen || chosen.state !== this.match.state || this.settledSeq !== latestStep(this.snapshot).seq || this.timer !== null) return;
    const wait = Math.max(0, this.think() - (performance.now() - this.settledAt));
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.chosen === chosen && this.match.state === chosen.state && this.settledSeq !== null) this.apply(chosen.play);
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
