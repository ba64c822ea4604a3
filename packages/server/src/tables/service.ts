import type { BotLevel, GameView, TableConfig, TableInfo, TableSettings, VersionedEvent } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { BotRunner } from '../bots/bot-runner.js';
import type { EventBus } from '../cluster/bus.js';
import type { TableOwner } from '../cluster/leases.js';
import { applyHeard, catchUp } from '../cluster/replication.js';
import { hashToken, liveContext, newInvite, newTableCode, newToken, tokenMatches } from '../game/crypto.js';
import { createEvents, decide, resolveSettings, sameSecret, type Command, type CommandError, type DecisionContext } from '../game/decide.js';
import { isHidden, type LogEntry } from '../game/log-events.js';
import { publicEvent, tableInfo, viewOf } from '../game/projection.js';
import { settledWithin } from '../shutdown-drain.js';
import { definitionOf, evolve, logVersionOf, rebuild, type TableState } from '../game/table-state.js';
import type { GameStore } from '../store/store.js';
import { dueActions, retryDelayMs, type MoveDue } from './autopilot.js';
import { systemClock, type Clock, type ClockTimer } from './clock.js';
import { TableRegistry } from './registry.js';
import { LogWriter, notSaved, Table, type CommandResult, type TableContext } from './table.js';

export type { CommandResult } from './table.js';

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
  /** Told of each game that ends at a table this process runs (the table right after its `finished` entry was saved). */
  readonly finished?: TableContext['finished'];
  /** Told the table's state after every change (rated22: `ratings/rated-tables.ts` watches rated tables). */
  readonly observe?: (state: TableState) => void;
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

/** A bound on the private actions a server bot makes before its play (Brisca: at most six señas a hand). */
const MAX_PRIVATE_ACTIONS = 8;

/** The most missed events a resync sends; further behind, the client gets a full view instead. */
const MAX_CATCH_UP = 256;

const noTable = (code: string): CommandError => ({ code: 'NoTable', message: `no table has the code ${code}` });

/**
 * The game service: commands in, events out. Its tables (`registry.ts`) each run their commands one at a time
 * (`table.ts`); what the server owes a table (bots, turn timers, grace periods for absent players) is read from
 * `autopilot.ts` after every change and run on the tables' clock; with several processes, replication
 * (`cluster/replication.ts`) and leases decide which process drives a table. It knows nothing of sockets.
 */
export class GameService {
  private readonly registry: TableRegistry;
  private readonly tables: TableContext;
  private readonly abandonMs: number;
  /** Tables playing with no person at them, within the cap of {@link ServiceOptions.maxBotOnlyTables}. */
  private readonly botOnly = new Set<Table>();
  private readonly clock: Clock;
  private readonly watchdog: ClockTimer;
  private readonly sweeper: ClockTimer;
  private closed = false;

  constructor(private readonly o: ServiceOptions) {
    this.abandonMs = o.abandonMs ?? 60_000;
    this.clock = o.clock ?? systemClock;
    const context = o.context ?? ((now: number) => liveContext(now, o.codeAloneMs));
    this.tables = { store: o.store, bus: o.bus, clock: this.clock, logger: o.logger, decisionContext: context, log: new LogWriter(o.store, o.logger), replicated: !!o.owner, closed: () => this.closed, ...(o.finished ? { finished: o.finished } : {}) };
    this.registry = new TableRegistry({ store: o.store, logger: o.logger, open: (state) => this.newTable(state, -Infinity), closed: () => this.closed });
    // Every table is checked every second: a move that failed, a table abandoned or followed again, a substitute
    // out of step with presence. The reactive paths handle the usual cases; this makes "someone is always due to
    // move" hold after errors too.
    this.watchdog = this.clock.setInterval(() => {
      for (const table of this.registry.values()) this.reconcile(table);
    }, 1000);
    this.sweeper = this.clock.setInterval(() => void this.expire(), 60_000);
  }

  /**
   * Loads every table with a game in play from the store; a table whose log cannot be replayed is quarantined
   * (logged, set aside) and the others load. Returns how many loaded.
   */
  recover(): Promise<number> {
    return this.registry.recover();
  }

  /** Codes set aside because their logs cannot be replayed. */
  get quarantinedCodes(): readonly string[] {
    return this.registry.quarantinedCodes;
  }

  /** Deletes expired lobbies, finished tables and abandoned games from the store and from memory. */
  async expire(now = this.clock.now()): Promise<string[]> {
    const e = this.o.expiry;
    if (!e || this.closed) return [];
    const followed = [...this.registry.values()].filter((table) => table.followers > 0).map((table) => table.code);
    try {
      const gone = await this.o.store.purge({ lobbyBefore: now - e.lobbyMs, finishedBefore: now - e.finishedMs, playingBefore: now - e.playingMs, keep: followed });
      for (const code of gone) {
        const table = this.registry.get(code);
        if (table) this.stop(table);
        this.registry.evict(code);
      }
      if (gone.length > 0) this.o.logger.info({ tables: gone.length }, 'expired tables deleted');
      return gone;
    } catch (err) {
      this.o.logger.error({ err }, 'expiring tables failed');
      return [];
    }
  }

  /** `account`: the id of the account the host is logged in to (absent for a guest); `botAccount`: it is a bot account. */
  /**
   * `placed` (tsrv23): a tournament's table, at the code the tournament derived for its pairing and marked with it in
   * its settings; when that code is taken already, `WrongPhase` and nothing is created (the caller reads the table).
   * loose23: with the host seat's token the tournament derived (`tournaments/seat-tokens.ts`).
   */
  async create(config: TableConfig, name: string, seat = 0, account?: string, botAccount?: boolean, placed?: { readonly code: string; readonly tournament: NonNullable<TableSettings['tournament']>; readonly token: string }): Promise<{ ok: true; code: string; seat: number; token: string; invite: string } | { ok: false; error: CommandError }> {
    const settings = resolveSettings(config);
    if (!settings.ok) return settings;
    const token = placed?.token ?? newToken();
    const invite = newInvite();
    const decision = createEvents(placed ? { ...settings.settings, tournament: placed.tournament } : settings.settings, seat, name, hashToken(token), this.clock.now(), invite, account, botAccount);
    if (!decision.ok) return decision;
    const placedTaken = { ok: false as const, error: { code: 'WrongPhase' as const, message: `table ${placed?.code} exists already` } };
    for (;;) {
      let code = placed?.code ?? newTableCode();
      // A placed code taken in the store already is refused by the append of its first version (no read first).
      if (placed && this.registry.get(code)) return placedTaken;
      while (this.registry.get(code) || (await this.o.store.exists(code))) code = newTableCode();
      const entries = decision.events.map((event, i) => ({ v: i + 1, event }));
      const state = rebuild(code, entries);
      const saved = await this.tables.log.append(code, entries, state.status);
      // Another process took the same code at the same moment: draw another.
      if (saved === 'conflict' && placed) return placedTaken;
      if (saved === 'conflict') continue;
      if (saved === 'failed') return { ok: false, error: notSaved };
      this.registry.add(this.newTable(state, this.clock.now()));
      return { ok: true, code, seat, token, invite };
    }
  }

  /**
   * tail23: a tournament's table in one append, where a create, a join per seat and a start were an append each (a
   * round trip to the log each, in turn, on the way from a pairing to its players' seats): created at the code the
   * tournament derived, `seats` seated under their accounts with the tokens the tournament derived (the first is the
   * host), the game started. `WrongPhase` when the code is taken already (the caller reads the table).
   */
  async createStarted(config: TableConfig, seats: readonly { readonly seat: number; readonly name: string; readonly account: string; readonly token: string }[], placed: { readonly code: string; readonly tournament: NonNullable<TableSettings['tournament']> }): Promise<{ ok: true } | { ok: false; error: CommandError }> {
    const settings = resolveSettings(config);
    if (!settings.ok) return settings;
    const [host, ...others] = seats;
    if (host === undefined) return { ok: false, error: { code: 'BadSeat', message: 'a table needs a seated player' } };
    if (this.registry.get(placed.code)) return { ok: false, error: { code: 'WrongPhase', message: `table ${placed.code} exists already` } };
    const now = this.clock.now();
    const invite = newInvite();
    const created = createEvents({ ...settings.settings, tournament: placed.tournament }, host.seat, host.name, hashToken(host.token), now, invite, host.account);
    if (!created.ok) return created;
    const entries = created.events.map((event, i) => ({ v: i + 1, event }));
    let state = rebuild(placed.code, entries);
    const ctx = this.tables.decisionContext(now);
    const commands: Command[] = [...others.map((s): Command => ({ type: 'join', seat: s.seat, name: s.name, tokenHash: hashToken(s.token), invite, account: s.account })), { type: 'start', seat: host.seat }];
    const steps: { entry: LogEntry; state: TableState }[] = [];
    for (const cmd of commands) {
      const decision = decide(state, cmd, ctx);
      if (!decision.ok) return decision;
      for (const step of decision.steps) {
        steps.push(step);
        state = step.state;
      }
    }
    const saved = await this.tables.log.append(placed.code, [...entries, ...steps.map((step) => step.entry)], state.status);
    if (saved === 'conflict') return { ok: false, error: { code: 'WrongPhase', message: `table ${placed.code} exists already` } };
    if (saved === 'failed') return { ok: false, error: notSaved };
    const table = this.newTable(state, this.clock.now());
    this.registry.add(table);
    for (const step of steps) table.publish(step.entry, step.state);
    table.changed();
    return { ok: true };
  }

  /** Takes a free seat in the lobby; returns the seat's new token (`token`: one the caller made, a tournament's seat token). */
  async join(code: string, seat: number, name: string, invite?: string, account?: string, botAccount?: boolean, token = newToken()): Promise<{ ok: true; token: string } | { ok: false; error: CommandError }> {
    const result = await this.command(code, { type: 'join', seat, name, tokenHash: hashToken(token), ...(invite === undefined ? {} : { invite }), ...(account === undefined ? {} : { account }), ...(botAccount === true ? { botAccount: true as const } : {}) });
    return result.ok ? { ok: true, token } : result;
  }

  /** Whether `token` is the token of `seat` at the table. */
  async authenticate(code: string, seat: number, token: string): Promise<boolean> {
    const table = await this.registry.live(code);
    if (table) await this.fresh(table);
    return !!table && seat < table.state.seats.length && tokenMatches(token, table.state.seats[seat]!.tokenHash);
  }

  /**
   * A table's public info. A table in memory that this process hears every change of (one process alone, or the
   * table's notices from the others) is answered from memory; only a table loaded and unheard is brought up to date
   * from the store first.
   */
  async tableInfo(code: string): Promise<TableInfo | null> {
    const table = await this.registry.live(code);
    if (table && !this.o.hears?.(code)) await this.fresh(table);
    return table ? tableInfo(table.state) : null;
  }

  /** Whether `invite` is the table's invitation (the secret of the host's link). */
  async inviteMatches(code: string, invite: string): Promise<boolean> {
    const table = await this.registry.live(code);
    return !!table && table.state.invite !== null && sameSecret(invite, table.state.invite);
  }

  /** Runs a command on a table: decided, appended to the store, applied, published. */
  async command(code: string, cmd: Command): Promise<CommandResult> {
    const table = await this.registry.live(code);
    if (!table) return { ok: false, error: noTable(code) };
    return table.enqueue(() => table.execute(cmd));
  }

  /**
   * Prepares what a client following the table from public version `since` needs, and hands it to `attach` inside
   * the table's queue: no event can be published between the sync and the attachment. `attach` also gets the log
   * version the sync is as of (for the socket layer only: it must never reach a client, it counts private entries).
   * The missed events are the public ones: a seat's side's private actions are in its view.
   */
  async open(code: string, seat: number | null, since: number | undefined, attach: (sync: SyncPayload, logV: number) => void): Promise<CommandResult> {
    const table = await this.registry.live(code);
    if (!table) return { ok: false, error: noTable(code) };
    return table.enqueue(async () => {
      if (this.o.owner) await catchUp(table, this.o.store);
      const s = table.state;
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
    const table = this.registry.get(code);
    if (!table || seat >= table.connected.length) return;
    table.connected[seat] = connected;
    if (connected) table.clearGrace(seat);
    this.reconcile(table);
  }

  /** How many connections follow the table (the socket layer counts them); a table nobody follows is abandoned, then evicted. */
  setFollowers(code: string, followers: number): void {
    const table = this.registry.get(code);
    if (!table) return;
    table.followers = followers;
    if (followers > 0) table.unfollowedAt = null;
    else table.unfollowedAt ??= this.clock.now();
    this.reconcile(table);
  }

  /**
   * Another process appended to the table up to version `v` (told through the bus): if the table is loaded here
   * and behind, it brings it up to date in its queue and publishes the new events to this process's followers, in
   * order and each once. The notice's `entry` (version `v`, when it holds no secret) is applied as it is when it is
   * the next one; anything else is read from the store.
   */
  observeVersion(code: string, v: number, entry?: LogEntry): void {
    const table = this.registry.get(code);
    if (table && Number.isFinite(v)) table.toldV = Math.max(table.toldV, v);
    if (!table || v <= table.state.v || this.closed) return;
    const next = entry?.v === v ? entry : undefined;
    void table
      .enqueue(() => (next ? applyHeard(table, next, this.o.store) : catchUp(table, this.o.store)))
      .catch((err: unknown) => this.o.logger.error({ code, err }, 'could not read the events another process appended; the next notice or command tries again'));
  }

  /** This process took or gave up the table's lease: it reads what it missed, then drives the table or stops. */
  leaseChanged(code: string): void {
    const table = this.registry.get(code);
    if (!table || this.closed) return;
    void table.enqueue(() => catchUp(table, this.o.store)).then(
      () => this.reconcile(table),
      (err: unknown) => this.o.logger.error({ code, err }, 'could not read a table whose lease changed; the next check tries again'),
    );
  }

  /** With several processes, a table loaded here may be behind the log (nobody here follows it): reads what the others appended. */
  private async fresh(table: Table): Promise<void> {
    if (this.o.owner) await table.enqueue(() => catchUp(table, this.o.store));
  }

  /** Notices from other processes may have been lost: every loaded table catches up from the store. */
  catchUpAll(): void {
    for (const table of this.registry.values()) this.observeVersion(table.code, table.state.v + 1);
  }

  /**
   * The public tables this process lists in the lobby (`lobby/`): in memory, followed by someone, and current here
   * (one process alone, or this process hears every change of the table), so a process never lists a table it may
   * be behind on. Finished tables are the lobby's to leave out.
   */
  *listedTables(): Iterable<TableState> {
    for (const table of this.registry.values()) {
      const s = table.state;
      if (s.settings.public && table.followers > 0 && (this.o.hears?.(table.code) ?? true)) yield s;
    }
  }

  /** online22: the tables with a game in play here, followed by someone and current here (as `listedTables`), public or not. */
  *playingTables(): Iterable<TableState> {
    for (const table of this.registry.values()) {
      const s = table.state;
      if (s.status === 'playing' && table.followers > 0 && (this.o.hears?.(table.code) ?? true)) yield s;
    }
  }

  get tableCount(): number {
    return this.registry.size;
  }

  /** The state of a loaded table, for tests and diagnostics. */
  peek(code: string): TableState | undefined {
    return this.registry.get(code)?.state;
  }

  /**
   * Refuses new commands, waits for the queued ones to finish (at most `drainMs`), then stops every timer. A command
   * still waiting for the log after `drainMs` (a database that does not answer) is left behind: its append has not
   * resolved, so nobody was told it was accepted, and a client that reconnects learns from the log whether it was.
   */
  async close(drainMs = Infinity): Promise<void> {
    this.closed = true;
    this.clock.clearInterval(this.watchdog);
    this.clock.clearInterval(this.sweeper);
    const pending = new Set(this.registry.values());
    const drained = Promise.all([...pending].map((t) => t.queue.catch(() => undefined).then(() => pending.delete(t))));
    if (!(await settledWithin(drained, drainMs))) {
      this.o.logger.warn({ tables: [...pending].map((t) => t.code) }, `shutting down with ${pending.size} table(s) still waiting for the log after ${drainMs} ms: their commands under way are not acknowledged`);
    }
    for (const table of this.registry.values()) this.stop(table);
    await this.o.owner?.close();
  }

  // ---------------------------------------------------------------------------------------------------------

  private newTable(state: TableState, unfollowedAt: number): Table {
    return new Table(state, unfollowedAt, this.tables, (table) => {
      this.reconcile(table);
      this.o.observe?.(table.state);
    });
  }

  /**
   * Brings a table's timers in line with what is due there (`dueActions`): the server's next move (a bot, a
   * substitute, a turn timer) scheduled unless the table is abandoned, grace periods for absent players, substitutes
   * for returned ones, and eviction. Idempotent: called after every change, on presence changes, after failures and
   * every second.
   */
  private reconcile(table: Table): void {
    if (this.closed || !this.registry.holds(table)) return;
    if (!this.drives(table)) return this.rest(table);
    const now = this.clock.now();
    const due = dueActions(table.state, { connected: table.connected, abandoned: this.abandoned(table, now) }, now, this.o.botDelayMs);
    for (const seat of due.returned) this.switchSubstitute(table, seat, false);
    for (const seat of due.absent) this.armGrace(table, seat);
    if (due.clearGrace) table.clearAllGrace();
    this.scheduleMove(table, due.move, now);
    this.armEviction(table);
  }

  /** Whether this process runs the table's timers: always alone; with several, only the holder of the lease of a table in play. */
  private drives(table: Table): boolean {
    const owner = this.o.owner;
    if (!owner) return true;
    if (table.state.status !== 'playing') {
      owner.drop(table.code);
      return false;
    }
    owner.want(table.code);
    return owner.owns(table.code);
  }

  /** A table this process does not drive: no timers of its own (another process, or nobody when not in play). */
  private rest(table: Table): void {
    this.botOnly.delete(table);
    table.cancelMove();
    table.clearAllGrace();
    this.armEviction(table);
  }

  private abandoned(table: Table, now: number): boolean {
    return table.followers === 0 && table.unfollowedAt !== null && now - table.unfollowedAt >= this.abandonMs;
  }

  private scheduleMove(table: Table, dueNow: MoveDue | null, now: number): void {
    const due = this.withinBotOnlyCap(table, dueNow);
    if (table.mover && table.mover.due.key === due?.key) return;
    table.cancelMove();
    if (!due) return;
    const at = table.failedKey === due.key ? Math.max(due.at, table.retryAt) : due.at;
    table.scheduleMove(due, Math.max(at, now), (mover) => void this.move(table, mover));
  }

  /** The move due, unless the table plays without people and the cap of such tables is reached (then it rests). */
  private withinBotOnlyCap(table: Table, due: MoveDue | null): MoveDue | null {
    const botOnly = due !== null && due.by !== 'timeout' && !table.hasPlayer();
    if (!botOnly) {
      this.botOnly.delete(table);
      return due;
    }
    if (!this.botOnly.has(table) && this.botOnly.size >= (this.o.maxBotOnlyTables ?? 50)) return null;
    this.botOnly.add(table);
    return due;
  }

  /** Makes the server's move; if it fails for any reason other than the position changing, it is retried later. */
  private async move(table: Table, mover: NonNullable<Table['mover']>): Promise<void> {
    const { due } = mover;
    const s = table.state;
    if (table.mover !== mover || !s.game) return;
    let problem: unknown;
    try {
      const { play, before } = await this.chooseMove(s, due, table.hasPlayer() ? 'live' : 'background');
      const r = await this.command(table.code, { type: 'play', seat: due.seat, play, v: due.v, by: due.by, ...(before.length > 0 ? { before } : {}) });
      if (r.ok) return;
      problem = r.error;
    } catch (e) {
      problem = e;
    }
    // A newer position has its own move scheduled already; only a move still due is retried.
    if (table.mover !== mover || this.closed) return;
    table.failures = table.failedKey === due.key ? table.failures + 1 : 1;
    table.failedKey = due.key;
    const delay = retryDelayMs(table.failures);
    table.retryAt = this.clock.now() + delay;
    this.o.logger.warn({ code: table.code, seat: due.seat, by: due.by, problem, retryInMs: delay }, 'server move failed; retrying');
    table.mover = null;
    this.clock.setTimeout(() => this.reconcile(table), delay);
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
  private switchSubstitute(table: Table, seat: number, active: boolean): void {
    if (table.switching[seat]) return;
    table.switching[seat] = true;
    void this.command(table.code, { type: 'substitute', seat, active })
      .catch(() => undefined)
      .finally(() => (table.switching[seat] = false));
  }

  /** Starts the grace period of an absent human player during a game, unless it runs already. */
  private armGrace(table: Table, seat: number): void {
    table.armGrace(seat, this.o.graceMs, () => {
      const now = table.state;
      if (!table.connected[seat] && now.status === 'playing' && !now.seats[seat]!.substitute) this.switchSubstitute(table, seat, true);
    });
  }

  /** A table nobody follows leaves memory once it is finished, or abandoned with no move under way. */
  private armEviction(table: Table): void {
    const idle = table.followers === 0 && !this.closed && (table.state.status !== 'playing' || table.mover === null);
    if (!idle) return table.cancelEviction();
    table.armEviction(this.o.idleEvictMs, () => {
      if (table.followers > 0 || !this.registry.holds(table) || (table.state.status === 'playing' && table.mover !== null)) return;
      this.stop(table);
      this.registry.evict(table.code);
    });
  }

  /** Stops a table's timers and gives up its lease: it leaves this process's duties. */
  private stop(table: Table): void {
    this.o.owner?.drop(table.code);
    this.botOnly.delete(table);
    table.stopTimers();
  }
}
