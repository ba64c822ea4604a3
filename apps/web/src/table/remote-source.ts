import type { GameView, PrivateEvent, PublicEvent, TableInfo } from '@escoba/protocol';
import type { OnlineSession } from '../online/session.js';
import { latestStep, STEPS_KEPT, type SeatNo, type TableEvent, type TableSnapshot, type TableSource, type TableStep } from './source.js';

/**
 * What an online table needs of its game to turn the server's messages into steps: the game's views picked out
 * of the table's (null when the table plays another game), and its adapter from the server's events to table
 * events. Each game brings one (`escobaRemote`, `briscaRemote` of `games/brisca/remote.ts`).
 */
export interface RemoteGame<View> {
  /** The view typed as this game's, or null when `table` is not this game's. */
  viewOf(table: Pick<TableInfo, 'settings'> | null, view: GameView | null | undefined): View | null;
  /** The table events of a hand so far (a reset step: the first view, a resynchronisation). */
  eventsOf(view: View): TableEvent[];
  /** One of the server's public events as table events, with the view that came with it and the one before it. */
  eventsOfServer(event: PublicEvent, view: View, before: View | null): TableEvent[];
  /**
   * A private action this seat may know of (its side's seña; opponents and spectators never get one) as table
   * events, with the view after it. Absent: games without private actions.
   */
  eventsOfPrivate?(event: PrivateEvent, view: View, before: View | null): TableEvent[];
  /** Who is on turn in the view, or null between hands. */
  turn(view: View): SeatNo | null;
}

/**
 * An online table as a table source: each of the server's versioned public events that comes with this seat's
 * view is a step (a resynchronisation a reset), made by the table's game (`RemoteGame`). While the session holds
 * a finished hand on screen, the steps after it wait, so the next deal (and an escoba in it) is played back once
 * the person has read the hand.
 */
export class RemoteTableSource<View = GameView, Action = object> implements TableSource<View, Action> {
  private snapshot: TableSnapshot<View>;
  private readonly listeners = new Set<() => void>();
  private held: TableStep<View>[] = [];
  private seq = 0;
  private stop: (() => void)[] = [];
  /** The latest view received (held or shown): what the next event's view follows. */
  private last: View;

  constructor(
    private readonly session: OnlineSession,
    view: View,
    private readonly game: RemoteGame<View>,
  ) {
    this.last = view;
    this.snapshot = this.snapshotOf([{ seq: 0, view, events: game.eventsOf(view), reset: true }]);
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
        const view = this.game.viewOf(client.table, m.view);
        if (view) this.push({ seq: ++this.seq, view, events: this.game.eventsOfServer(m.event, view, this.last), reset: false });
      }),
      client.on('private', (m) => {
        const view = this.game.viewOf(client.table, m.view);
        if (view) this.push({ seq: ++this.seq, view, events: this.game.eventsOfPrivate?.(m.event, view, this.last) ?? [], reset: false });
      }),
      client.on('sync', (m) => {
        const view = this.game.viewOf(m.table, m.view);
        if (view) this.push({ seq: ++this.seq, view, events: this.game.eventsOf(view), reset: true });
      }),
      this.session.subscribe(() => this.release()),
    ];
    // Whatever came while nobody listened is taken as a resynchronisation.
    const { view, handEnd } = this.session.getSnapshot();
    const now = this.game.viewOf(client.table, handEnd ?? view);
    if (now !== null && now !== latestStep(this.snapshot).view) this.push({ seq: ++this.seq, view: now, events: this.game.eventsOf(now), reset: true });
  }

  private detach(): void {
    for (const off of this.stop) off();
    this.stop = [];
  }

  readonly getSnapshot = (): TableSnapshot<View> => this.snapshot;

  /** Steps waiting for the person to leave the finished hand. */
  get holding(): boolean {
    return this.held.length > 0;
  }

  act(action: Action): void {
    this.session.play(action as object).catch((e: unknown) => this.update({ ...this.snapshot, error: e instanceof Error ? e.message : String(e) }));
  }

  /** The server takes nothing back. */
  undo(): void {}

  /** The server's pace is its own (its bots wait for nobody's screen). */
  settled(): void {}

  private push(step: TableStep<View>): void {
    this.last = step.view;
    if (step.reset) this.held = [];
    const handEnd = this.session.getSnapshot().handEnd;
    // The finished hand itself is shown; what follows it waits.
    if (handEnd !== null && (handEnd as unknown) !== step.view) {
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

  private snapshotOf(steps: readonly TableStep<View>[]): TableSnapshot<View> {
    const kept = steps.slice(-STEPS_KEPT);
    const view = kept[kept.length - 1]!.view;
    return { steps: kept, turn: this.game.turn(view), thinking: null, canUndo: false, error: null };
  }

  private update(next: TableSnapshot<View>): void {
    this.snapshot = next;
    for (const l of this.listeners) l();
  }
}
