import type { BotLevel, GameView, SeatInfo, TableConfig, TableInfo, VersionedEvent } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { EventBus } from '../cluster/bus.js';
import { hashToken, liveContext, newInvite, newTableCode, newToken, tokenMatches } from '../game/crypto.js';
import { createEvents, decide, resolveSettings, sameSecret, type Command, type CommandError, type DecisionContext } from '../game/decide.js';
import { isHidden, type LogEntry } from '../game/log-events.js';
import { changesTable, changesView, holdsNoSecret, privateAudience, privateEvent, publicEvent, tableInfo, viewOf } from '../game/projection.js';
import { definitionOf, evolve, logVersionOf, rebuild, type TableState } from '../game/table-state.js';
import { CorruptLogError, VersionConflictError, type GameStore } from '../store/store.js';
import { systemClock, type Clock, type ClockTimer } from './clock.js';
import type { BotRunner } from '../bots/bot-runner.js';
import type { TableOwner } from '../cluster/leases.js';
import { moveDue, retryDelayMs, type MoveDue } from './autopilot.js';

export interface ServiceOptions {
  readonly store: GameStore;
  readonly bus: EventBus;
  readonly bots: BotRunner;
  readonly logger: Logger;
  /** How long a player may be away during a game before a bot plays for them. */
  readonly graceMs: number;
  /** Pause before a bot's play, so people can follow the game. */
  readonly botDelayMs: number;
  /** The level that plays for absent players and on timeouts. */
  readonly substituteLevel: BotLevel;
  /** A table nobody follows leaves memory after this long (it stays in the store and loads again when asked for). */
  readonly idleEvictMs: number;
  /**
   * A table nobody has followed for this long is abandoned: its bots and timers stop until someone follows it
   * again (default 60 s). Tables loaded from the store start abandoned.
   */
  readonly abandonMs?: number;
  /**
   * At most this many tables where no person holds a seat (bots and substitutes only) play at once (default 50);
   * the others rest until one of those ends or a person comes back.
   */
  readonly maxBotOnlyTables?: number;
  /** Lobbies, finished tables and games in play unchanged for this long are deleted from the store. */
  readonly expiry?: { readonly lobbyMs: number; readonly finishedMs: number; readonly playingMs: number };
  /** How long after its creation a table may be joined with its code alone (default 30 minutes); later only with the invitation. */
  readonly codeAloneMs?: number;
  /** Randomness and clock; tests may fix them. */
  readonly context?: (now: number) => DecisionContext;
  /** The time and timers of every table (default: the system's); tests pass one they move forward themselves. */
  readonly clock?: Clock;
  /**
   * With several processes on one log: which of them drives each table in play (its bots, substitutes, grace
   * periods and turn timers), by lease (`lease.ts`). Absent: this process drives every table.
   */
  readonly owner?: TableOwner;
  /**
   * With several processes: whether this process hears every change of the table as it happens (it is subscribed to
   * its notices), so that its state in memory is current and public reads need not go to the store.
   */
  readonly hears?: (code: string) => boolean;
}

/** What a client needs to (re)start following a table: all of it is sent (`sync`). */
export interface SyncPayload {
  /** The table's public version. */
  readonly v: number;
  readonly seat: number | null;
  readonly table: TableInfo;
  readonly view: GameView | null;
  readonly events: VersionedEvent[];
  readonly full: boolean;
  /** The secret of the table's link, for the host only (to show the link again after a reload). */
  readonly invite?: string;
}

/** `v`: the table's public version after the command. */
export type CommandResult = { readonly ok: true; readonly v: number } | { readonly ok: false; readonly error: CommandError };

/** A table in memory: its state, the queue that serialises its commands, and its timers. */
interface LiveTable {
  state: TableState;
  queue: Promise<unknown>;
  connected: boolean[];
  followers: number;
  /** When the last follower went (-Infinity: never followed since it was loaded); null while followed. */
  unfollowedAt: number | null;
  /** The server's move scheduled or under way, by the key of its position. */
  mover: { readonly due: MoveDue; timer: ClockTimer | null } | null;
  /** Failed attempts at the move `failedKey`, and when the next may run. */
  failedKey: string | null;
  failures: number;
  retryAt: number;
  /** Substitute switches sent and not yet answered, per seat. */
  switching: boolean[];
  graceTimers: (ClockTimer | null)[];
  evictTimer: ClockTimer | null;
  /** The highest version another process told of (through the bus): what it appended, the others have heard of. */
  toldV: number;
}

/** How many times a command is decided again after losing a race to append to another process. */
const MAX_CONFLICT_RETRIES = 5;

/** A bound on the private actions a server bot makes before its play (Brisca: at most six señas a hand). */
const MAX_PRIVATE_ACTIONS = 8;

/** The most missed events a resync sends; further behind, the client gets a full view instead. */
const MAX_CATCH_UP = 256;

const noTable = (code: string): CommandError => ({ code: 'NoTable', message: `no table has the code ${code}` });
const notSaved: CommandError = { code: 'Internal', message: 'the game could not be saved (the server cannot write its log: disk full or read-only); nothing was changed: try again later' };

/**
 * The game service: commands in, events out. Every table's commands run one at a time; each accepted command's
 * events are appended to the store and only then applied in memory and published. Bots, turn timers and the grace
 * period for absent players are driven from here. It knows nothing of sockets.
 */
export class GameService {
  private readonly tables = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  private readonly quarantined = new Set<string>();
  private readonly context: (now: number) => DecisionContext;
  private readonly abandonMs: number;
  /** Tables playing with no person at them, within the cap of {@link ServiceOptions.maxBotOnlyTables}. */
  private readonly botOnly = new Set<LiveTable>();
  private readonly clock: Clock;
  private readonly watchdog: ClockTimer;
  private readonly sweeper: ClockTimer;
  private storeFailing = false;
  private closed = false;

  constructor(private readonly o: ServiceOptions) {
    this.context = o.context ?? ((now) => liveContext(now, o.codeAloneMs));
    this.abandonMs = o.abandonMs ?? 60_000;
    this.clock = o.clock ?? systemClock;
    // Every table is checked every second: a move that failed, a table abandoned or followed again, a substitute
    // out of step with presence. The reactive paths handle the usual cases; this makes "someone is always due to
    // move" hold after errors too.
    this.watchdog = this.clock.setInterval(() => {
      for (const [code, live] of this.tables) this.reconcile(code, live);
    }, 1000);
    this.sweeper = this.clock.setInterval(() => void this.expire(), 60_000);
  }

  /**
   * Loads every table with a game in play from the store; a table whose log cannot be replayed is quarantined
   * (logged, set aside) and the others load. Returns how many loaded.
   */
  async recover(): Promise<number> {
    const codes = await this.o.store.inPlay();
    let loaded = 0;
    for (const code of codes) {
      const live = await this.live(code).catch((err: unknown) => {
        // Not a damaged log (that is quarantined): the store failed to read. The table loads when someone asks for it.
        this.o.logger.error({ code, err }, 'table could not be loaded at start');
        return null;
      });
      if (live) loaded++;
    }
    return loaded;
  }

  /** Codes set aside because their logs cannot be replayed. */
  get quarantinedCodes(): readonly string[] {
    return [...this.quarantined];
  }

  /** Deletes expired lobbies, finished tables and abandoned games from the store and from memory. */
  async expire(now = this.clock.now()): Promise<string[]> {
    const e = this.o.expiry;
    if (!e || this.closed) return [];
    const followed = [...this.tables].filter(([, live]) => live.followers > 0).map(([code]) => code);
    try {
      const gone = await this.o.store.purge({ lobbyBefore: now - e.lobbyMs, finishedBefore: now - e.finishedMs, playingBefore: now - e.playingMs, keep: followed });
      for (const code of gone) {
        const live = this.tables.get(code);
        if (live) this.stopTimers(live);
        this.tables.delete(code);
      }
      if (gone.length > 0) this.o.logger.info({ tables: gone.length }, 'expired tables deleted');
      return gone;
    } catch (err) {
      this.o.logger.error({ err }, 'expiring tables failed');
      return [];
    }
  }

  async create(config: TableConfig, name: string, seat = 0): Promise<{ ok: true; code: string; seat: number; token: string; invite: string } | { ok: false; error: CommandError }> {
    const settings = resolveSettings(config);
    if (!settings.ok) return settings;
    const token = newToken();
    const invite = newInvite();
    const decision = createEvents(settings.settings, seat, name, hashToken(token), this.clock.now(), invite);
    if (!decision.ok) return decision;
    for (;;) {
      let code = newTableCode();
      while (this.tables.has(code) || (await this.o.store.exists(code))) code = newTableCode();
      const entries = decision.events.map((event, i) => ({ v: i + 1, event }));
      const state = rebuild(code, entries);
      const saved = await this.save(code, entries, state.status);
      // Another process took the same code at the same moment: draw another.
      if (saved === 'conflict') continue;
      if (saved === 'failed') return { ok: false, error: notSaved };
      this.tables.set(code, this.newLive(state, this.clock.now()));
      return { ok: true, code, seat, token, invite };
    }
  }

  /** Takes a free seat in the lobby; returns the seat's new token. */
  async join(code: string, seat: number, name: string, invite?: string): Promise<{ ok: true; token: string } | { ok: false; error: CommandError }> {
    const token = newToken();
    const result = await this.command(code, { type: 'join', seat, name, tokenHash: hashToken(token), ...(invite === undefined ? {} : { invite }) });
    return result.ok ? { ok: true, token } : result;
  }

  /** Whether `token` is the token of `seat` at the table. */
  async authenticate(code: string, seat: number, token: string): Promise<boolean> {
    const live = await this.live(code);
    if (live) await this.fresh(live);
    return !!live && seat < live.state.seats.length && tokenMatches(token, live.state.seats[seat]!.tokenHash);
  }

  /**
   * A table's public info. A table in memory that this process hears every change of (one process alone, or the
   * table's notices from the others) is answered from memory; only a table loaded and unheard is brought up to date
   * from the store first.
   */
  async tableInfo(code: string): Promise<TableInfo | null> {
    const live = await this.live(code);
    if (live && !this.o.hears?.(code)) await this.fresh(live);
    return live ? tableInfo(live.state) : null;
  }

  /** Whether `invite` is the table's invitation (the secret of the host's link). */
  async inviteMatches(code: string, invite: string): Promise<boolean> {
    const live = await this.live(code);
    return !!live && live.state.invite !== null && sameSecret(invite, live.state.invite);
  }

  /** Runs a command on a table: decided, appended to the store, applied, published. */
  async command(code: string, cmd: Command): Promise<CommandResult> {
    const live = await this.live(code);
    if (!live) return { ok: false, error: noTable(code) };
    return this.enqueue(live, () => this.execute(live, cmd));
  }

  /**
   * Prepares what a client following the table from public version `since` needs, and hands it to `attach` inside
   * the table's queue: no event can be published between the sync and the attachment. `attach` also gets the log
   * version the sync is as of (for the socket layer only: it must never reach a client, it counts private entries).
   * The missed events are the public ones: a seat's side's private actions are in its view.
   */
  async open(code: string, seat: number | null, since: number | undefined, attach: (sync: SyncPayload, logV: number) => void): Promise<CommandResult> {
    const live = await this.live(code);
    if (!live) return { ok: false, error: noTable(code) };
    return this.enqueue(live, async () => {
      if (this.o.owner) await this.catchUp(live);
      const s = live.state;
      let events: VersionedEvent[] = [];
      let full = since === undefined || since > s.pv || s.pv - since > MAX_CATCH_UP;
      if (!full && since! < s.pv) {
        // Another process may append meanwhile: those later events reach this client through the bus, after the sync.
        const from = logVersionOf(s, since!);
        const missed = (await this.o.store.read(code, from)).filter((e) => e.v <= s.v);
        const shown = missed.filter((e) => !isHidden(e.event));
        if (missed.length === s.v - from && shown.length === s.pv - since!) events = shown.map((e, i) => ({ v: since! + 1 + i, event: publicEvent(e.event) }));
        else full = true;
      }
      const invite = seat !== null && seat === s.host && s.invite !== null ? { invite: s.invite } : {};
      attach({ v: s.pv, seat, table: tableInfo(s), view: viewOf(s, seat), events, full, ...invite }, s.v);
      return { ok: true, v: s.pv };
    });
  }

  /** Presence from the socket layer: whether any connection holds `seat` now. Drives the grace period. */
  setConnected(code: string, seat: number, connected: boolean): void {
    const live = this.tables.get(code);
    if (!live || seat >= live.connected.length) return;
    live.connected[seat] = connected;
    if (connected) this.clearGrace(live, seat);
    this.reconcile(code, live);
  }

  /** How many connections follow the table (the socket layer counts them); a table nobody follows is abandoned, then evicted. */
  setFollowers(code: string, followers: number): void {
    const live = this.tables.get(code);
    if (!live) return;
    live.followers = followers;
    if (followers > 0) live.unfollowedAt = null;
    else live.unfollowedAt ??= this.clock.now();
    this.reconcile(code, live);
  }

  /**
   * Another process appended to the table up to version `v` (told through the bus): if the table is loaded here
   * and behind, it brings it up to date in its queue and publishes the new events to this process's followers, in
   * order and each once. The notice's `entry` (version `v`, when it holds no secret) is applied as it is when it is
   * the next one; anything else is read from the store.
   */
  observeVersion(code: string, v: number, entry?: LogEntry): void {
    const live = this.tables.get(code);
    if (live && Number.isFinite(v)) live.toldV = Math.max(live.toldV, v);
    if (!live || v <= live.state.v || this.closed) return;
    const next = entry?.v === v ? entry : undefined;
    void this.enqueue(live, () => (next ? this.applyHeard(live, next) : this.catchUp(live))).catch((err: unknown) => this.o.logger.error({ code, err }, 'could not read the events another process appended; the next notice or command tries again'));
  }

  /** This process took or gave up the table's lease: it reads what it missed, then drives the table or stops. */
  leaseChanged(code: string): void {
    const live = this.tables.get(code);
    if (!live || this.closed) return;
    void this.enqueue(live, () => this.catchUp(live)).then(
      () => this.reconcile(code, live),
      (err: unknown) => this.o.logger.error({ code, err }, 'could not read a table whose lease changed; the next check tries again'),
    );
  }

  /** With several processes, a table loaded here may be behind the log (nobody here follows it): reads what the others appended. */
  private async fresh(live: LiveTable): Promise<void> {
    if (this.o.owner) await this.enqueue(live, () => this.catchUp(live));
  }

  /** Notices from other processes may have been lost: every loaded table catches up from the store. */
  catchUpAll(): void {
    for (const [code, live] of this.tables) this.observeVersion(code, live.state.v + 1);
  }

  /** Whether a person holds one of the table's seats now: their table's bots go first. */
  private hasPlayer(live: LiveTable): boolean {
    return live.connected.some((c, seat) => c && live.state.settings.bots[seat] === null);
  }

  get tableCount(): number {
    return this.tables.size;
  }

  /** The state of a loaded table, for tests and diagnostics. */
  peek(code: string): TableState | undefined {
    return this.tables.get(code)?.state;
  }

  /** Waits for every queued command to finish, then stops every timer. */
  async close(): Promise<void> {
    this.closed = true;
    this.clock.clearInterval(this.watchdog);
    this.clock.clearInterval(this.sweeper);
    await Promise.all([...this.tables.values()].map((t) => t.queue.catch(() => undefined)));
    for (const live of this.tables.values()) this.stopTimers(live);
    await this.o.owner?.close();
  }

  // ---------------------------------------------------------------------------------------------------------

  private newLive(state: TableState, unfollowedAt: number): LiveTable {
    const n = state.settings.players;
    return {
      state,
      queue: Promise.resolve(),
      connected: new Array<boolean>(n).fill(false),
      followers: 0,
      unfollowedAt,
      mover: null,
      failedKey: null,
      failures: 0,
      retryAt: 0,
      switching: new Array<boolean>(n).fill(false),
      graceTimers: new Array<null>(n).fill(null),
      evictTimer: null,
      toldV: 0,
    };
  }

  private live(code: string): Promise<LiveTable | null> {
    const found = this.tables.get(code);
    if (found) return Promise.resolve(found);
    if (this.quarantined.has(code)) return Promise.resolve(null);
    let loading = this.loading.get(code);
    if (!loading) {
      loading = this.load(code).finally(() => this.loading.delete(code));
      this.loading.set(code, loading);
    }
    return loading;
  }

  /** Reads and replays a table's log. A log that cannot be replayed quarantines that table alone. */
  private async load(code: string): Promise<LiveTable | null> {
    const entries = await this.o.store.read(code).catch((e: unknown) => {
      if (e instanceof CorruptLogError) return e;
      throw e;
    });
    let state: TableState;
    try {
      if (entries instanceof Error) throw entries;
      if (entries.length === 0 || this.closed) return null;
      state = rebuild(code, entries);
    } catch (e) {
      this.quarantined.add(code);
      const reason = e instanceof Error ? e.message : String(e);
      this.o.logger.error({ code, reason }, 'table quarantined: its log cannot be replayed; the other tables are not affected');
      await this.o.store.quarantine(code, reason).catch((err: unknown) => this.o.logger.error({ code, err }, 'could not record the quarantine'));
      return null;
    }
    const live = this.newLive(state, -Infinity);
    this.tables.set(code, live);
    this.reconcile(code, live);
    this.o.logger.info({ code, v: live.state.v, status: live.state.status }, 'table loaded from the store');
    return live;
  }

  private enqueue<T>(live: LiveTable, task: () => Promise<T>): Promise<T> {
    const run = live.queue.then(task, task);
    live.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Decides and saves a command. If another process appended to the table first (the store's compare-and-set
   * refused the version), the table catches up from the store and the command is decided again on the new state:
   * it goes through, or is refused as the state now demands (a play on an old position is `Stale`).
   */
  private async execute(live: LiveTable, cmd: Command): Promise<CommandResult> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.executeOnce(live, cmd);
      // With several processes, a refusal may come from a state behind the log (another process's append not heard
      // yet, e.g. a seat taken): decided again once caught up.
      if (result !== 'conflict' && !result.ok && this.o.owner && attempt < MAX_CONFLICT_RETRIES && (await this.catchUp(live).catch(() => 0)) > 0) continue;
      if (result !== 'conflict') return result;
      this.o.logger.debug({ code: live.state.code, v: live.state.v, attempt }, 'another process appended first; reloading the table and deciding again');
      try {
        await this.catchUp(live);
      } catch (err) {
        this.o.logger.error({ code: live.state.code, err }, 'could not reload a table after a concurrent append');
        return { ok: false, error: notSaved };
      }
      if (attempt >= MAX_CONFLICT_RETRIES) return { ok: false, error: { code: 'Stale', message: 'the table changed on another server while this command was saved; resynchronise and try again' } };
    }
  }

  /** Applies and publishes the entry another process announced when it is the next one; otherwise catches up from the store. */
  private async applyHeard(live: LiveTable, entry: LogEntry): Promise<number> {
    if (entry.v !== live.state.v + 1) return entry.v <= live.state.v ? 0 : this.catchUp(live);
    let state: TableState;
    try {
      state = evolve(live.state, entry, live.state.code);
    } catch {
      return this.catchUp(live);
    }
    live.state = state;
    this.publish(entry, state, true);
    this.reconcile(live.state.code, live);
    return 1;
  }

  /** Applies and publishes the entries another process appended since this process's state; how many there were. */
  private async catchUp(live: LiveTable): Promise<number> {
    const code = live.state.code;
    const missed = await this.o.store.read(code, live.state.v);
    for (const entry of missed) {
      live.state = evolve(live.state, entry, code);
      // Versions nobody announced (their process died before it could) are announced here, so that no process waits for them.
      this.publish(entry, live.state, entry.v <= live.toldV);
    }
    if (missed.length > 0) this.reconcile(code, live);
    return missed.length;
  }

  private async executeOnce(live: LiveTable, cmd: Command): Promise<CommandResult | 'conflict'> {
    if (this.closed) return { ok: false, error: { code: 'Internal', message: 'the server is shutting down' } };
    const before = live.state;
    const code = before.code;
    const decision = decide(before, cmd, this.context(this.clock.now()));
    if (!decision.ok) return decision;
    const { steps } = decision;
    if (steps.length === 0) return { ok: true, v: before.pv };
    const state = steps.at(-1)!.state;
    const saved = await this.save(code, steps.map((step) => step.entry), state.status);
    if (saved !== 'ok') return saved === 'conflict' ? saved : { ok: false, error: notSaved };
    live.state = state;
    for (const step of steps) this.publish(step.entry, step.state);
    this.reconcile(code, live);
    return { ok: true, v: state.pv };
  }

  /**
   * Appends to the store. `conflict`: another process appended that version first (not a failure of the store).
   * A failure is logged once per run of failures (a full disk, a read-only file) and refused.
   */
  private async save(code: string, entries: LogEntry[], status: TableState['status']): Promise<'ok' | 'conflict' | 'failed'> {
    try {
      await this.o.store.append(code, entries, status);
      if (this.storeFailing) this.o.logger.warn('the game log accepts writes again');
      this.storeFailing = false;
      return 'ok';
    } catch (e) {
      if (e instanceof VersionConflictError) return 'conflict';
      if (!this.storeFailing) this.o.logger.error({ code, err: e }, 'the game log refuses writes (disk full? file read-only?): commands are refused, server moves are retried');
      this.storeFailing = true;
      return 'failed';
    }
  }

  /**
   * Publishes a log entry to the bus; `relayed`: another process appended it and told the others already. A private
   * entry goes to the seats the game names, as a private event with their views, and to nobody else.
   */
  private publish({ event, v }: LogEntry, state: TableState, relayed = false): void {
    const views = new Map<number | null, GameView | null>();
    const view = changesView(event)
      ? (seat: number | null) => {
          if (!views.has(seat)) views.set(seat, viewOf(state, seat));
          return views.get(seat)!;
        }
      : undefined;
    const shared = { code: state.code, v, publicV: state.pv, ...(view ? { view } : {}), ...(relayed ? { relayed } : { ...(holdsNoSecret(event) ? { entry: { v, event } } : {}) }) };
    if (isHidden(event)) this.o.bus.publish({ ...shared, private: { event: privateEvent(event), seats: privateAudience(state, event.seat) } });
    else this.o.bus.publish({ ...shared, event: publicEvent(event), ...(changesTable(event) ? { table: tableInfo(state) } : {}) });
  }

  /**
   * Brings a table's timers in line with its state: the server's next move (a bot, a substitute, a turn timer)
   * scheduled unless the table is abandoned, grace periods for absent players, substitutes for returned ones, and
   * eviction. Idempotent: called after every change, on presence changes, after failures and every second.
   */
  private reconcile(code: string, live: LiveTable): void {
    if (this.closed || this.tables.get(code) !== live) return;
    if (!this.drives(code, live)) return this.rest(code, live);
    const s = live.state;
    if (s.status === 'playing') {
      s.seats.forEach((seat, i) => {
        if (s.settings.bots[i] !== null) return;
        if (live.connected[i] && seat.substitute) this.switchSubstitute(code, live, i, false);
        else if (!live.connected[i] && !seat.substitute) this.armGrace(live, i);
      });
    } else live.graceTimers.forEach((_, seat) => this.clearGrace(live, seat));
    this.scheduleMove(code, live);
    this.armEviction(code, live);
  }

  /** Whether this process runs the table's timers: always alone; with several, only the holder of the lease of a table in play. */
  private drives(code: string, live: LiveTable): boolean {
    const owner = this.o.owner;
    if (!owner) return true;
    if (live.state.status !== 'playing') {
      owner.drop(code);
      return false;
    }
    owner.want(code);
    return owner.owns(code);
  }

  /** A table this process does not drive: no timers of its own (another process, or nobody when not in play). */
  private rest(code: string, live: LiveTable): void {
    this.botOnly.delete(live);
    if (live.mover && live.mover.timer !== null) this.clock.clearTimeout(live.mover.timer);
    live.mover = null;
    live.graceTimers.forEach((_, seat) => this.clearGrace(live, seat));
    this.armEviction(code, live);
  }

  private abandoned(live: LiveTable, now: number): boolean {
    return live.followers === 0 && live.unfollowedAt !== null && now - live.unfollowedAt >= this.abandonMs;
  }

  private scheduleMove(code: string, live: LiveTable): void {
    const now = this.clock.now();
    const due = this.withinBotOnlyCap(live, this.abandoned(live, now) ? null : moveDue(live.state, now, this.o.botDelayMs));
    if (live.mover && live.mover.due.key === due?.key) return;
    if (live.mover && live.mover.timer !== null) this.clock.clearTimeout(live.mover.timer);
    live.mover = null;
    if (!due) return;
    const at = live.failedKey === due.key ? Math.max(due.at, live.retryAt) : due.at;
    const mover: NonNullable<LiveTable['mover']> = { due, timer: null };
    mover.timer = this.clock.setTimeout(() => {
      mover.timer = null;
      void this.move(code, live, mover);
    }, Math.max(0, at - now));
    live.mover = mover;
  }

  /** The move due, unless the table plays without people and the cap of such tables is reached (then it rests). */
  private withinBotOnlyCap(live: LiveTable, due: MoveDue | null): MoveDue | null {
    const botOnly = due !== null && due.by !== 'timeout' && !this.hasPlayer(live);
    if (!botOnly) {
      this.botOnly.delete(live);
      return due;
    }
    if (!this.botOnly.has(live) && this.botOnly.size >= (this.o.maxBotOnlyTables ?? 50)) return null;
    this.botOnly.add(live);
    return due;
  }

  /** Makes the server's move; if it fails for any reason other than the position changing, it is retried later. */
  private async move(code: string, live: LiveTable, mover: NonNullable<LiveTable['mover']>): Promise<void> {
    const { due } = mover;
    const s = live.state;
    if (live.mover !== mover || !s.game) return;
    let problem: unknown;
    try {
      const { play, before } = await this.chooseMove(s, due, this.hasPlayer(live) ? 'live' : 'background');
      const r = await this.command(code, { type: 'play', seat: due.seat, play, v: due.v, by: due.by, ...(before.length > 0 ? { before } : {}) });
      if (r.ok) return;
      problem = r.error;
    } catch (e) {
      problem = e;
    }
    // A newer position has its own move scheduled already; only a move still due is retried.
    if (live.mover !== mover || this.closed) return;
    live.failures = live.failedKey === due.key ? live.failures + 1 : 1;
    live.failedKey = due.key;
    const delay = retryDelayMs(live.failures);
    live.retryAt = this.clock.now() + delay;
    this.o.logger.warn({ code, seat: due.seat, by: due.by, problem, retryInMs: delay }, 'server move failed; retrying');
    live.mover = null;
    this.clock.setTimeout(() => this.reconcile(code, live), delay);
  }

  /**
   * The server's move for a seat: its private actions first (a bot's señas), each chosen from the view after the one
   * before, then the play that passes the turn. They are saved together in one append at the move's scheduled time,
   * so a seat that signals plays its card exactly when one that does not would.
   */
  private async chooseMove(s: TableState, due: MoveDue, priority: 'live' | 'background'): Promise<{ play: string; before: string[] }> {
    const level = due.by === 'bot' ? s.settings.bots[due.seat]! : this.o.substituteLevel;
    const definition = definitionOf(s);
    const before: string[] = [];
    let state = s;
    for (;;) {
      const play = await this.o.bots.choose(s.settings.gameId, level, viewOf(state, due.seat)!, `${s.code}:${due.seat}:${due.by}`, priority);
      const action = definition.parseAction(play);
      if (!action.ok || !definition.isPrivate?.(action.value)) return { play, before };
      if (before.length >= MAX_PRIVATE_ACTIONS) throw new Error(`the ${level} bot made ${before.length} private actions in a row`);
      before.push(play);
      // Throws (and the move is retried) if the bot chose an illegal one.
      state = evolve(state, { v: state.v + 1, event: { type: 'played', seat: due.seat, play, by: due.by, deadline: state.deadline, hidden: true } }, s.code);
    }
  }

  /** Turns a seat's substitute on or off, once at a time; a failed switch is tried again by the next reconcile. */
  private switchSubstitute(code: string, live: LiveTable, seat: number, active: boolean): void {
    if (live.switching[seat]) return;
    live.switching[seat] = true;
    void this.command(code, { type: 'substitute', seat, active })
      .catch(() => undefined)
      .finally(() => (live.switching[seat] = false));
  }

  /** Starts the grace period of an absent human player during a game, unless it runs already. */
  private armGrace(live: LiveTable, seat: number): void {
    const s = live.state;
    const seatState: SeatInfo | undefined = tableInfo(s).seats[seat];
    if (s.status !== 'playing' || live.connected[seat] || !seatState || seatState.bot !== null || seatState.substitute || live.graceTimers[seat] !== null) return;
    const timer = this.clock.setTimeout(() => {
      const now = live.state;
      if (!live.connected[seat] && now.status === 'playing' && !now.seats[seat]!.substitute) this.switchSubstitute(now.code, live, seat, true);
      // A reconcile before the switch is saved may arm another grace period; `switching` keeps it from a second switch.
      live.graceTimers[seat] = null;
    }, this.o.graceMs);
    live.graceTimers[seat] = timer;
  }

  private clearGrace(live: LiveTable, seat: number): void {
    const t = live.graceTimers[seat];
    if (t !== null) this.clock.clearTimeout(t);
    live.graceTimers[seat] = null;
  }

  /** A table nobody follows leaves memory once it is finished, or abandoned with no move under way. */
  private armEviction(code: string, live: LiveTable): void {
    const idle = live.followers === 0 && !this.closed && (live.state.status !== 'playing' || live.mover === null);
    if (!idle) {
      if (live.evictTimer !== null) this.clock.clearTimeout(live.evictTimer);
      live.evictTimer = null;
      return;
    }
    if (live.evictTimer !== null) return;
    live.evictTimer = this.clock.setTimeout(() => {
      live.evictTimer = null;
      if (live.followers > 0 || this.tables.get(code) !== live || (live.state.status === 'playing' && live.mover !== null)) return;
      this.stopTimers(live);
      this.tables.delete(code);
    }, this.o.idleEvictMs);
  }

  private stopTimers(live: LiveTable): void {
    this.o.owner?.drop(live.state.code);
    this.botOnly.delete(live);
    for (const t of [live.mover?.timer ?? null, live.evictTimer, ...live.graceTimers]) if (t !== null) this.clock.clearTimeout(t);
    live.mover = null;
    live.evictTimer = null;
    live.graceTimers.fill(null);
  }
}
