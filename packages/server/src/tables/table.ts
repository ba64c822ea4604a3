import type { GameView } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { EventBus } from '../cluster/bus.js';
import { catchUp, type Replica } from '../cluster/replication.js';
import { decide, type Command, type CommandError, type DecisionContext } from '../game/decide.js';
import { isHidden, type LogEntry } from '../game/log-events.js';
import { changesTable, changesView, holdsNoSecret, privateAudience, privateEvent, publicEvent, tableInfo, viewOf, viewTextOf } from '../game/projection.js';
import type { TableState } from '../game/table-state.js';
import { VersionConflictError, type GameStore } from '../store/store.js';
import type { MoveDue } from './autopilot.js';
import type { Clock, ClockTimer } from './clock.js';

/** `v`: the table's public version after the command. */
export type CommandResult = { readonly ok: true; readonly v: number } | { readonly ok: false; readonly error: CommandError };

/** How many times a command is decided again after losing a race to append to another process. */
const MAX_CONFLICT_RETRIES = 5;

export const notSaved: CommandError = { code: 'Internal', message: 'the game could not be saved (the server cannot write its log: disk full or read-only); nothing was changed: try again later' };

/** What every table of the process shares: the log, the bus, the clock, the chance of decisions. */
export interface TableContext {
  readonly store: GameStore;
  readonly bus: EventBus;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly decisionContext: (now: number) => DecisionContext;
  readonly log: LogWriter;
  /** With several processes: a refusal may come from a state behind the log, so it is decided again once caught up. */
  readonly replicated: boolean;
  /** The service is shutting down: no more commands. */
  closed(): boolean;
  /** Told of each `finished` entry this process saved, with the table right after it (profiles: `profiles/profile-recorder.ts`). */
  readonly finished?: (state: TableState, entry: LogEntry) => void;
}

/**
 * Appends to the store. `conflict`: another process appended that version first (not a failure of the store). A
 * failure is logged once per run of failures (a full disk, a read-only file) and refused.
 */
export class LogWriter {
  private failing = false;

  constructor(
    private readonly store: GameStore,
    private readonly logger: Logger,
  ) {}

  async append(code: string, entries: LogEntry[], status: TableState['status']): Promise<'ok' | 'conflict' | 'failed'> {
    try {
      await this.store.append(code, entries, status);
      if (this.failing) this.logger.warn('the game log accepts writes again');
      this.failing = false;
      return 'ok';
    } catch (e) {
      if (e instanceof VersionConflictError) return 'conflict';
      if (!this.failing) this.logger.error({ code, err: e }, 'the game log refuses writes (disk full? file read-only?): commands are refused, server moves are retried');
      this.failing = true;
      return 'failed';
    }
  }
}

/**
 * One table in memory: its state, the queue that runs its commands one at a time (decide → append → apply once →
 * publish), who is at it, and its timers on the service's clock (the server's move, grace periods, eviction).
 * What is due and when is decided by the service (`autopilot.ts`); this object holds and runs it.
 */
export class Table implements Replica {
  queue: Promise<unknown> = Promise.resolve();
  readonly connected: boolean[];
  followers = 0;
  /** The server's move scheduled or under way, by the key of its position. */
  mover: { readonly due: MoveDue; timer: ClockTimer | null } | null = null;
  /** Failed attempts at the move `failedKey`, and when the next may run. */
  failedKey: string | null = null;
  failures = 0;
  retryAt = 0;
  /** Substitute switches sent and not yet answered, per seat. */
  readonly switching: boolean[];
  private readonly graceTimers: (ClockTimer | null)[];
  private evictTimer: ClockTimer | null = null;
  /** The highest version another process told of (through the bus): what it appended, the others have heard of. */
  toldV = 0;

  constructor(
    public state: TableState,
    /** When the last follower went (-Infinity: never followed since it was loaded); null while followed. */
    public unfollowedAt: number | null,
    private readonly ctx: TableContext,
    /** Called after every change of the state: the service brings the table's duties in line with it. */
    private readonly onChange: (table: Table) => void,
  ) {
    const n = state.settings.players;
    this.connected = new Array<boolean>(n).fill(false);
    this.switching = new Array<boolean>(n).fill(false);
    this.graceTimers = new Array<null>(n).fill(null);
  }

  get code(): string {
    return this.state.code;
  }

  /** Runs `task` after every task queued before it: the table's commands and reads happen one at a time. */
  enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  changed(): void {
    this.onChange(this);
  }

  /** Whether a person holds one of the table's seats now: their table's bots go first. */
  hasPlayer(): boolean {
    return this.connected.some((c, seat) => c && this.state.settings.bots[seat] === null);
  }

  /**
   * Decides and saves a command (call it inside the queue). If another process appended to the table first (the
   * store's compare-and-set refused the version), the table catches up from the store and the command is decided
   * again on the new state: it goes through, or is refused as the state now demands (a play on an old position is
   * `Stale`).
   */
  async execute(cmd: Command): Promise<CommandResult> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.executeOnce(cmd);
      // With several processes, a refusal may come from a state behind the log (another process's append not heard
      // yet, e.g. a seat taken): decided again once caught up.
      if (result !== 'conflict' && !result.ok && this.ctx.replicated && attempt < MAX_CONFLICT_RETRIES && (await catchUp(this, this.ctx.store).catch(() => 0)) > 0) continue;
      if (result !== 'conflict') return result;
      this.ctx.logger.debug({ code: this.code, v: this.state.v, attempt }, 'another process appended first; reloading the table and deciding again');
      try {
        await catchUp(this, this.ctx.store);
      } catch (err) {
        this.ctx.logger.error({ code: this.code, err }, 'could not reload a table after a concurrent append');
        return { ok: false, error: notSaved };
      }
      if (attempt >= MAX_CONFLICT_RETRIES) return { ok: false, error: { code: 'Stale', message: 'the table changed on another server while this command was saved; resynchronise and try again' } };
    }
  }

  /** Decide → append → take the decision's state (each event applied once, by the decision) → publish. */
  private async executeOnce(cmd: Command): Promise<CommandResult | 'conflict'> {
    if (this.ctx.closed()) return { ok: false, error: { code: 'Internal', message: 'the server is shutting down' } };
    const before = this.state;
    const decision = decide(before, cmd, this.ctx.decisionContext(this.ctx.clock.now()));
    if (!decision.ok) return decision;
    const { steps } = decision;
    if (steps.length === 0) return { ok: true, v: before.pv };
    const state = steps.at(-1)!.state;
    const saved = await this.ctx.log.append(before.code, steps.map((step) => step.entry), state.status);
    if (saved !== 'ok') return saved === 'conflict' ? saved : { ok: false, error: notSaved };
    this.state = state;
    for (const step of steps) this.publish(step.entry, step.state);
    for (const step of steps) if (step.entry.event.type === 'finished') this.ctx.finished?.(step.state, step.entry);
    this.changed();
    return { ok: true, v: state.pv };
  }

  /**
   * Publishes a log entry to the bus; `relayed`: another process appended it and told the others already. A private
   * entry goes to the seats the game names, as a private event with their views, and to nobody else. Each seat's
   * view is computed once, for the seats somebody follows.
   */
  publish({ event, v }: LogEntry, state: TableState, relayed = false): void {
    const views = new Map<number | null, GameView | null>();
    const view = changesView(event)
      ? (seat: number | null) => {
          if (!views.has(seat)) views.set(seat, viewOf(state, seat));
          return views.get(seat)!;
        }
      : undefined;
    const viewText = view ? (seat: number | null) => viewTextOf(state, seat) : undefined;
    const shared = { code: state.code, v, publicV: state.pv, ...(view ? { view, viewText } : {}), ...(relayed ? { relayed } : { ...(holdsNoSecret(event) ? { entry: { v, event } } : {}) }) };
    if (isHidden(event)) this.ctx.bus.publish({ ...shared, private: { event: privateEvent(event), seats: privateAudience(state, event.seat) } });
    else this.ctx.bus.publish({ ...shared, event: publicEvent(event), ...(changesTable(event) ? { table: tableInfo(state) } : {}) });
  }

  // Timers, all on the service's clock. ------------------------------------------------------------------------

  /** Schedules the server's move `due` at `at` (clock time), replacing any other. */
  scheduleMove(due: MoveDue, at: number, fire: (mover: NonNullable<Table['mover']>) => void): void {
    this.cancelMove();
    const mover: NonNullable<Table['mover']> = { due, timer: null };
    mover.timer = this.ctx.clock.setTimeout(() => {
      mover.timer = null;
      fire(mover);
    }, Math.max(0, at - this.ctx.clock.now()));
    this.mover = mover;
  }

  cancelMove(): void {
    if (this.mover && this.mover.timer !== null) this.ctx.clock.clearTimeout(this.mover.timer);
    this.mover = null;
  }

  /** Starts the grace period of `seat` unless it runs already; `fire` when it ends. */
  armGrace(seat: number, ms: number, fire: () => void): void {
    if (this.graceTimers[seat] !== null) return;
    this.graceTimers[seat] = this.ctx.clock.setTimeout(() => {
      // Cleared first: a reconcile before the switch is saved may arm another grace period (`switching` keeps it from a second switch).
      this.graceTimers[seat] = null;
      fire();
    }, ms);
  }

  clearGrace(seat: number): void {
    const t = this.graceTimers[seat];
    if (t !== null && t !== undefined) this.ctx.clock.clearTimeout(t);
    this.graceTimers[seat] = null;
  }

  clearAllGrace(): void {
    for (let seat = 0; seat < this.graceTimers.length; seat++) this.clearGrace(seat);
  }

  /** Starts the eviction countdown unless it runs already. */
  armEviction(ms: number, fire: () => void): void {
    if (this.evictTimer !== null) return;
    this.evictTimer = this.ctx.clock.setTimeout(() => {
      this.evictTimer = null;
      fire();
    }, ms);
  }

  cancelEviction(): void {
    if (this.evictTimer !== null) this.ctx.clock.clearTimeout(this.evictTimer);
    this.evictTimer = null;
  }

  stopTimers(): void {
    this.cancelMove();
    this.cancelEviction();
    this.clearAllGrace();
  }
}
