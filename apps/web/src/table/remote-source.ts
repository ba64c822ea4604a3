import type { Play, SeatView } from '@escoba/engine';
import { escobaView } from '@escoba/protocol';
import type { OnlineSession } from '../online/session.js';
import { eventsBetween, serverTableEvents } from './escoba.js';
import { latestStep, STEPS_KEPT, type TableSnapshot, type TableSource, type TableStep } from './source.js';

/**
 * An online table as a table source: each of the server's versioned public events that comes with this seat's
 * view is a step (a resynchronisation a reset). While the session holds a finished hand on screen, the steps
 * after it wait, so the next deal (and an escoba in it) is played back once the person has read the hand.
 */
export class RemoteTableSource implements TableSource<SeatView, Play> {
  private snapshot: TableSnapshot<SeatView>;
  private readonly listeners = new Set<() => void>();
  private held: TableStep<SeatView>[] = [];
  private seq = 0;
  private stop: (() => void)[] = [];

  constructor(
    private readonly session: OnlineSession,
    view: SeatView,
  ) {
    this.snapshot = this.snapshotOf([{ seq: 0, view, events: eventsBetween(null, view), reset: true }]);
  }

  /** The session is followed while someone subscribes (so a screen that goes away leaves no listener behind). */
  readonly subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) this.attach();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.detach();
    };
  };

  private attach(): void {
    const client = this.session.client;
    this.stop = [
      client.on('event', (m) => {
        const view = escobaView(client.table, m.view);
        if (view) this.push({ seq: ++this.seq, view, events: serverTableEvents(m.event, view), reset: false });
      }),
      client.on('sync', (m) => {
        const view = escobaView(m.table, m.view);
        if (view) this.push({ seq: ++this.seq, view, events: eventsBetween(null, view), reset: true });
      }),
      this.session.subscribe(() => this.release()),
    ];
    // Whatever came while nobody listened is taken as a resynchronisation.
    const { view, handEnd } = this.session.getSnapshot();
    const now = handEnd ?? view;
    if (now !== null && now !== latestStep(this.snapshot).view) this.push({ seq: ++this.seq, view: now, events: eventsBetween(null, now), reset: true });
  }

  private detach(): void {
    for (const off of this.stop) off();
    this.stop = [];
  }

  readonly getSnapshot = (): TableSnapshot<SeatView> => this.snapshot;

  /** Steps waiting for the person to leave the finished hand. */
  get holding(): boolean {
    return this.held.length > 0;
  }

  act(play: Play): void {
    this.session.play(play).catch((e: unknown) => this.update({ ...this.snapshot, error: e instanceof Error ? e.message : String(e) }));
  }

  /** The server takes nothing back. */
  undo(): void {}

  /** The server's pace is its own (its bots wait for nobody's screen). */
  settled(): void {}

  private push(step: TableStep<SeatView>): void {
    if (step.reset) this.held = [];
    const handEnd = this.session.getSnapshot().handEnd;
    // The finished hand itself is shown; what follows it waits.
    if (handEnd !== null && handEnd !== step.view) {
      this.held.push(step);
      return;
    }
    this.update(this.snapshotOf([...this.snapshot.steps, step]));
  }

  private release(): void {
    if (this.held.length === 0 || this.session.getSnapshot().handEnd !== null) return;
    const steps = this.held;
    this.held = [];
    this.update(this.snapshotOf([...this.snapshot.steps, ...steps]));
  }

  private snapshotOf(steps: readonly TableStep<SeatView>[]): TableSnapshot<SeatView> {
    const kept = steps.slice(-STEPS_KEPT);
    const view = kept[kept.length - 1]!.view;
    return { steps: kept, turn: view.phase === 'play' ? view.turn : null, thinking: null, canUndo: false, error: null };
  }

  private update(next: TableSnapshot<SeatView>): void {
    this.snapshot = next;
    for (const l of this.listeners) l();
  }
}

