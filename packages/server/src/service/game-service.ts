import { makePlay, seatView } from '@escoba/engine';
import type { BotLevel, SeatInfo, TableConfig, TableInfo, VersionedEvent } from '@escoba/protocol';
import type { SeatView } from '@escoba/engine';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/bus.js';
import { hashToken, liveContext, newTableCode, newToken, tokenMatches } from '../game/crypto.js';
import { createEvents, decide, resolveSettings, type Command, type CommandError, type DecisionContext } from '../game/decide.js';
import type { LogEntry, LogEvent } from '../game/log-events.js';
import { changesTable, changesView, publicEvent, tableInfo, viewOf } from '../game/projection.js';
import { evolve, rebuild, seatOnTurn, serverPlays, type TableState } from '../game/table-state.js';
import type { GameStore } from '../store/store.js';
import type { BotRunner } from './bot-runner.js';

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
  /** A finished table nobody follows leaves memory after this long (it stays in the store). */
  readonly idleEvictMs: number;
  /** Randomness and clock; tests may fix them. */
  readonly context?: (now: number) => DecisionContext;
}

/** What a client needs to (re)start following a table. */
export interface SyncPayload {
  readonly v: number;
  readonly seat: number | null;
  readonly table: TableInfo;
  readonly view: SeatView | null;
  readonly events: VersionedEvent[];
  readonly full: boolean;
}

export type CommandResult = { readonly ok: true; readonly v: number } | { readonly ok: false; readonly error: CommandError };

/** A table in memory: its state, the queue that serialises its commands, and its timers. */
interface LiveTable {
  state: TableState;
  queue: Promise<unknown>;
  connected: boolean[];
  followers: number;
  turnTimer: NodeJS.Timeout | null;
  botTimer: NodeJS.Timeout | null;
  /** gameV the scheduled bot play is for. */
  botFor: number;
  graceTimers: (NodeJS.Timeout | null)[];
  evictTimer: NodeJS.Timeout | null;
}

/** The most missed events a resync sends; further behind, the client gets a full view instead. */
const MAX_CATCH_UP = 256;

const noTable = (code: string): CommandError => ({ code: 'NoTable', message: `no table has the code ${code}` });

/**
 * The game service: commands in, events out. Every table's commands run one at a time; each accepted command's
 * events are appended to the store and only then applied in memory and published. Bots, turn timers and the grace
 * period for absent players are driven from here. It knows nothing of sockets.
 */
export class GameService {
  private readonly tables = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  private readonly context: (now: number) => DecisionContext;
  private closed = false;

  constructor(private readonly o: ServiceOptions) {
    this.context = o.context ?? liveContext;
  }

  /** Loads every unfinished table from the store, re-arming its timers and bots; returns how many. */
  async recover(): Promise<number> {
    const codes = await this.o.store.unfinished();
    for (const code of codes) await this.live(code);
    return codes.length;
  }

  async create(config: TableConfig, name: string, seat = 0): Promise<{ ok: true; code: string; seat: number; token: string } | { ok: false; error: CommandError }> {
    const settings = resolveSettings(config);
    if (!settings.ok) return settings;
    const token = newToken();
    const decision = createEvents(settings.settings, seat, name, hashToken(token), Date.now());
    if (!decision.ok) return decision;
    let code = newTableCode();
    while (this.tables.has(code) || (await this.o.store.exists(code))) code = newTableCode();
    const entries = decision.events.map((event, i) => ({ v: i + 1, event }));
    const state = rebuild(code, entries);
    await this.o.store.append(code, entries, state.status);
    this.tables.set(code, this.newLive(state));
    return { ok: true, code, seat, token };
  }

  /** Takes a free seat in the lobby; returns the seat's new token. */
  async join(code: string, seat: number, name: string): Promise<{ ok: true; token: string } | { ok: false; error: CommandError }> {
    const token = newToken();
    const result = await this.command(code, { type: 'join', seat, name, tokenHash: hashToken(token) });
    return result.ok ? { ok: true, token } : result;
  }

  /** Whether `token` is the token of `seat` at the table. */
  async authenticate(code: string, seat: number, token: string): Promise<boolean> {
    const live = await this.live(code);
    return !!live && seat < live.state.seats.length && tokenMatches(token, live.state.seats[seat]!.tokenHash);
  }

  async tableInfo(code: string): Promise<TableInfo | null> {
    const live = await this.live(code);
    return live ? tableInfo(live.state) : null;
  }

  /** Runs a command on a table: decided, appended to the store, applied, published. */
  async command(code: string, cmd: Command): Promise<CommandResult> {
    const live = await this.live(code);
    if (!live) return { ok: false, error: noTable(code) };
    return this.enqueue(live, () => this.execute(live, cmd));
  }

  /**
   * Prepares what a client following the table from version `since` needs, and hands it to `attach` inside the
   * table's queue: no event can be published between the sync and the attachment.
   */
  async open(code: string, seat: number | null, since: number | undefined, attach: (sync: SyncPayload) => void): Promise<CommandResult> {
    const live = await this.live(code);
    if (!live) return { ok: false, error: noTable(code) };
    return this.enqueue(live, async () => {
      const s = live.state;
      let events: VersionedEvent[] = [];
      let full = since === undefined || since > s.v || s.v - since > MAX_CATCH_UP;
      if (!full && since! < s.v) {
        const missed = await this.o.store.read(code, since);
        if (missed.length === s.v - since!) events = missed.map((e) => ({ v: e.v, event: publicEvent(e.event) }));
        else full = true;
      }
      attach({ v: live.state.v, seat, table: tableInfo(live.state), view: viewOf(live.state, seat), events, full });
      return { ok: true, v: live.state.v };
    });
  }

  /** Presence from the socket layer: whether any connection holds `seat` now. Drives the grace period. */
  setConnected(code: string, seat: number, connected: boolean): void {
    const live = this.tables.get(code);
    if (!live || seat >= live.connected.length) return;
    live.connected[seat] = connected;
    if (connected) {
      this.clearGrace(live, seat);
      if (live.state.seats[seat]!.substitute) void this.command(code, { type: 'substitute', seat, active: false });
    } else this.armGrace(live, seat);
  }

  /** How many connections follow the table (the socket layer counts them); a finished table nobody follows is evicted later. */
  setFollowers(code: string, followers: number): void {
    const live = this.tables.get(code);
    if (!live) return;
    live.followers = followers;
    this.armEviction(code, live);
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
    await Promise.all([...this.tables.values()].map((t) => t.queue.catch(() => undefined)));
    for (const live of this.tables.values()) this.stopTimers(live);
  }

  // ---------------------------------------------------------------------------------------------------------

  private newLive(state: TableState): LiveTable {
    const n = state.settings.players;
    return { state, queue: Promise.resolve(), connected: new Array<boolean>(n).fill(false), followers: 0, turnTimer: null, botTimer: null, botFor: -1, graceTimers: new Array<null>(n).fill(null), evictTimer: null };
  }

  private async live(code: string): Promise<LiveTable | null> {
    const found = this.tables.get(code);
    if (found) return found;
    let loading = this.loading.get(code);
    if (!loading) {
      loading = this.o.store.read(code).then((entries) => {
        this.loading.delete(code);
        if (entries.length === 0 || this.closed) return null;
        const live = this.newLive(rebuild(code, entries));
        this.tables.set(code, live);
        this.afterChange(code, live);
        this.armEviction(code, live);
        this.o.logger.info({ code, v: live.state.v, status: live.state.status }, 'table loaded from the store');
        return live;
      });
      this.loading.set(code, loading);
    }
    return loading;
  }

  private enqueue<T>(live: LiveTable, task: () => Promise<T>): Promise<T> {
    const run = live.queue.then(task, task);
    live.queue = run.catch(() => undefined);
    return run;
  }

  private async execute(live: LiveTable, cmd: Command): Promise<CommandResult> {
    if (this.closed) return { ok: false, error: { code: 'Internal', message: 'the server is shutting down' } };
    const before = live.state;
    const code = before.code;
    const decision = decide(before, cmd, this.context(Date.now()), (s, e) => evolve(s, { v: s.v + 1, event: e }, code));
    if (!decision.ok) return decision;
    if (decision.events.length === 0) return { ok: true, v: before.v };
    const entries: LogEntry[] = decision.events.map((event, i) => ({ v: before.v + 1 + i, event }));
    const states: TableState[] = [];
    let state = before;
    for (const entry of entries) states.push((state = evolve(state, entry, code)));
    try {
      await this.o.store.append(code, entries, state.status);
    } catch (e) {
      this.o.logger.error({ code, err: e }, 'append failed; the command is refused');
      return { ok: false, error: { code: 'Internal', message: 'the game could not be saved; nothing was changed' } };
    }
    live.state = state;
    entries.forEach((entry, i) => this.publish(entry.event, states[i]!, entry.v));
    this.afterChange(code, live);
    return { ok: true, v: state.v };
  }

  private publish(event: LogEvent, state: TableState, v: number): void {
    const views = new Map<number | null, SeatView | null>();
    const view = changesView(event)
      ? (seat: number | null) => {
          if (!views.has(seat)) views.set(seat, viewOf(state, seat));
          return views.get(seat)!;
        }
      : undefined;
    this.o.bus.publish({ code: state.code, v, event: publicEvent(event), ...(changesTable(event) ? { table: tableInfo(state) } : {}), ...(view ? { view } : {}) });
  }

  /** After every change: who plays next (a bot, a timer), and whose absence starts a grace period. */
  private afterChange(code: string, live: LiveTable): void {
    if (this.closed) return;
    const s = live.state;
    this.armTurnTimer(code, live);
    const turn = seatOnTurn(s);
    if (turn !== null && serverPlays(s, turn) && live.botFor !== s.gameV) this.scheduleBot(code, live, turn);
    if (s.status === 'playing') s.seats.forEach((_, seat) => this.armGrace(live, seat));
    else live.graceTimers.forEach((_, seat) => this.clearGrace(live, seat));
    this.armEviction(code, live);
  }

  private scheduleBot(code: string, live: LiveTable, seat: number): void {
    const forV = live.state.gameV;
    live.botFor = forV;
    if (live.botTimer) clearTimeout(live.botTimer);
    live.botTimer = setTimeout(() => {
      live.botTimer = null;
      const s = live.state;
      if (s.gameV !== forV || !s.game) return;
      const level = s.settings.bots[seat] ?? this.o.substituteLevel;
      this.o.bots
        .choose(level, seatView(s.game, seat), `${code}:${seat}`)
        .then((play) => this.command(code, { type: 'play', seat, play: makePlay(play), v: forV, by: s.settings.bots[seat] ? 'bot' : 'substitute' }))
        .then((r) => {
          // Stale or refused: the position changed meanwhile (the player came back); the new position is scheduled anew.
          if (!r.ok && r.error.code !== 'Stale' && r.error.code !== 'Unauthorized') this.o.logger.warn({ code, seat, error: r.error }, 'bot play refused');
        })
        .catch((e: unknown) => this.o.logger.error({ code, seat, err: e }, 'bot failed'));
    }, this.o.botDelayMs);
    live.botTimer.unref();
  }

  private armTurnTimer(code: string, live: LiveTable): void {
    if (live.turnTimer) clearTimeout(live.turnTimer);
    live.turnTimer = null;
    const s = live.state;
    const turn = seatOnTurn(s);
    if (s.deadline === null || turn === null || serverPlays(s, turn)) return;
    const forV = s.gameV;
    live.turnTimer = setTimeout(() => {
      live.turnTimer = null;
      const now = live.state;
      if (now.gameV !== forV || !now.game) return;
      this.o.bots
        .choose(this.o.substituteLevel, seatView(now.game, turn), `${code}:${turn}:timeout`)
        .then((play) => this.command(code, { type: 'play', seat: turn, play: makePlay(play), v: forV, by: 'timeout' }))
        .catch((e: unknown) => this.o.logger.error({ code, seat: turn, err: e }, 'timeout play failed'));
    }, Math.max(0, s.deadline - Date.now()));
    live.turnTimer.unref();
  }

  /** Starts the grace period of an absent human player during a game, unless it runs already. */
  private armGrace(live: LiveTable, seat: number): void {
    const s = live.state;
    const seatState: SeatInfo | undefined = tableInfo(s).seats[seat];
    if (s.status !== 'playing' || live.connected[seat] || !seatState || seatState.bot !== null || seatState.substitute || live.graceTimers[seat]) return;
    const timer = setTimeout(() => {
      live.graceTimers[seat] = null;
      if (!live.connected[seat]) void this.command(s.code, { type: 'substitute', seat, active: true });
    }, this.o.graceMs);
    timer.unref();
    live.graceTimers[seat] = timer;
  }

  private clearGrace(live: LiveTable, seat: number): void {
    const t = live.graceTimers[seat];
    if (t) clearTimeout(t);
    live.graceTimers[seat] = null;
  }

  private armEviction(code: string, live: LiveTable): void {
    if (live.evictTimer) clearTimeout(live.evictTimer);
    live.evictTimer = null;
    if (live.state.status !== 'finished' || live.followers > 0 || this.closed) return;
    live.evictTimer = setTimeout(() => {
      if (live.followers > 0 || live.state.status !== 'finished') return;
      this.stopTimers(live);
      this.tables.delete(code);
    }, this.o.idleEvictMs);
    live.evictTimer.unref();
  }

  private stopTimers(live: LiveTable): void {
    for (const t of [live.turnTimer, live.botTimer, live.evictTimer, ...live.graceTimers]) if (t) clearTimeout(t);
    live.turnTimer = live.botTimer = live.evictTimer = null;
    live.graceTimers.fill(null);
  }
}
