import type { TableConfig, TableSettings } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { EventBus } from '../cluster/bus.js';
import type { GameStore } from '../store/store.js';
import type { Clock, ClockTimer } from '../tables/clock.js';
import type { GameService } from '../tables/service.js';
import { finishedResult, tableResult, type GameEnd, type TableResult } from './table-results.js';
import { freePairingCode } from './tournament-codes.js';
import { COMPUTER_LEVEL } from './tournament-config.js';
import type { TournamentOwner } from './tournament-leases.js';
import { PairingTimings } from './pairing-timings.js';
import type { TournamentEvent } from './tournament-events.js';
import type { Decision, TournamentLog } from './tournament-log.js';
import type { TournamentNotices } from './tournament-notices.js';
import { nextDecision } from './tournament-next.js';
import { seatToken } from './seat-tokens.js';
import type { PairingRecord, TournamentRecord } from './tournament-record.js';
import type { TournamentStore } from './tournament-store.js';

/** Where a tournament's table goes: its derived code, and the tournament and pairing its settings name. */
type Placed = { readonly code: string; readonly tournament: NonNullable<TableSettings['tournament']> };

/** A pairing's table code held by a table outside the tournament: the pairing moves to its next code (`moved`). */
class CodeHeldElsewhere extends Error {
  constructor(
    readonly code: string,
    readonly pairing: number,
    tournament: string,
  ) {
    super(`table ${code} belongs to something else than pairing ${pairing} of tournament ${tournament}`);
  }
}

/** How close a start must be for the owner to set a timer at it. */
const START_TIMED_WITHIN_MS = 60_000;

/** An entrant a pairing seats: the seat, the account, its name and the seat's token (derived: seat-tokens.ts). */
type SeatedEntrant = { readonly seat: number; readonly account: string; readonly name: string; readonly token: string };

export interface HostOptions {
  readonly store: TournamentStore;
  readonly log: TournamentLog;
  readonly service: GameService;
  readonly gameLog: GameStore;
  readonly bus: EventBus;
  readonly owner: TournamentOwner;
  readonly notices: TournamentNotices;
  readonly clock: Clock;
  readonly logger: Logger;
  /** How often owned tournaments are looked at (default 1 s); a finished table or a join looks at once. */
  readonly tickMs?: number;
}

/**
 * The owner's side of tournaments: for every tournament whose lease this process holds, on the server's clock, it
 * starts it at its start time, pairs (an arena whenever players are free, the duel formats when a round is done),
 * writes each pairing to the log before creating its table at the pairing's derived code, seats the paired
 * accounts and starts the game, tells each paired account, takes each table's result, and ends it. Everything it
 * decides is replayed from the log, so a process that takes a tournament over goes on where the last one stopped.
 */
export class TournamentHost {
  private readonly timer: ClockTimer;
  /** One drive at a time per tournament. */
  private readonly driving = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** Pairings whose tables this process has made sure of (created, seated, started). */
  private readonly ensured = new Set<string>();
  /** Pairings whose tables are being made sure of. */
  private readonly ensuring = new Map<string, Promise<void>>();
  /** Bus subscriptions of the running tables this process watches for their end. */
  private readonly watching = new Map<string, () => void>();
  /** Game ends heard on the bus and not yet in the log as results, by table code. */
  private readonly ends = new Map<string, GameEnd>();
  /** A timer at each owned upcoming tournament's start, so that it starts then rather than at the next tick. */
  private readonly starts = new Map<string, ClockTimer>();
  private closed = false;
  private readonly timings: PairingTimings;

  constructor(private readonly o: HostOptions) {
    this.timings = new PairingTimings(o.logger);
    this.timer = o.clock.setInterval(() => void this.tick(), o.tickMs ?? 1000);
  }

  /** Looks at every tournament not finished: wants its lease, drives the owned ones. */
  async tick(): Promise<void> {
    if (this.closed) return;
    let rows;
    try {
      rows = await this.o.store.list(Number.MAX_SAFE_INTEGER);
    } catch (err) {
      return void this.o.logger.error({ err }, 'the tournaments could not be listed; trying again');
    }
    for (const row of rows) {
      this.o.owner.want(row.id);
      if (!this.o.owner.owns(row.id)) continue;
      this.poke(row.id);
      if (row.status === 'upcoming') this.startOnTime(row.id, row.startsAt);
    }
  }

  /**
   * Pokes an upcoming tournament at its start time: with only the tick, an arena's first pairing waited up to a whole
   * tick after the start, and every entrant's first game with it (a 256-player arena's slowest 2 % of pairings).
   */
  private startOnTime(id: string, startsAt: number): void {
    if (this.starts.has(id)) return;
    const wait = startsAt - this.o.clock.now();
    // A start further off is timed by a later tick (a timer of weeks would overflow Node's).
    if (wait <= 0 || wait > START_TIMED_WITHIN_MS) return;
    this.starts.set(
      id,
      this.o.clock.setTimeout(() => {
        this.starts.delete(id);
        // A timer a moment early on the clock's time would find the tournament not due yet.
        if (this.o.clock.now() < startsAt) this.startOnTime(id, startsAt);
        else this.poke(id);
      }, wait),
    );
  }

  /** Drives the tournament now (if owned), or once more after the drive under way. */
  poke(id: string): void {
    if (this.closed || !this.o.owner.owns(id)) return;
    if (this.driving.has(id)) return void this.again.add(id);
    const run = this.drive(id)
      .catch((err: unknown) => {
        this.o.logger.error({ err, tournament: id }, 'driving a tournament failed; the next tick tries again');
      })
      .finally(() => {
        this.driving.delete(id);
        if (this.again.delete(id)) this.poke(id);
      });
    this.driving.set(id, run);
  }

  /**
   * One look at the tournament: the record brought up to date (one read), the results in hand and the decision on
   * it written (one append); then the new pairings' tables are made. A look asked for meanwhile (a game's end heard,
   * a table made) is the next drive (`poke`), so every look starts with the log's read and nothing else.
   */
  private async drive(id: string): Promise<void> {
    for (let attempts = 0; attempts < 100 && !this.closed && this.o.owner.owns(id); attempts++) {
      const looked: { record: TournamentRecord | null; decided: Decision | null } = { record: null, decided: null };
      const update = await this.o.log.update(id, async (r) => {
        looked.record = r;
        if (r.status === 'finished') return null;
        this.ensureTables(r);
        return (looked.decided = await this.decide(r, await this.results(r)));
      });
      // Another process wrote first: the log is read again and the decision made anew.
      if (update === 'conflict') continue;
      const { record, decided } = looked;
      if (record === null) return;
      if (update === 'written') {
        this.noteTimings(record, decided);
        this.o.notices.publish({ kind: 'changed', id });
      }
      if (record.status === 'finished') return this.finishedHere(record);
      if (update === 'written') this.ensureTables(record);
      return;
    }
  }

  /**
   * The results of the running pairings whose tables are made: a game end heard on the bus is taken as it came (no
   * read); the others are read (from memory for a table this process hears, else from the game log). A table still
   * being made has no result (and is not read while it is being made).
   */
  private async results(record: TournamentRecord): Promise<Map<number, TableResult>> {
    const results = new Map<number, TableResult>();
    const ready = record.running().filter((p) => this.ensured.has(`${record.id}:${p.table.pairing}`));
    await Promise.all(
      ready.map(async (p) => {
        const end = this.ends.get(p.table.code);
        const settings = this.o.service.peek(p.table.code)?.settings;
        const found = end && settings ? finishedResult(settings, end) : await tableResult(this.o.service, this.o.gameLog, p.table.code);
        if (found !== null) results.set(p.table.pairing, found);
      }),
    );
    return results;
  }

  /**
   * The next events: the start or the tables' results, then the pairings of the players free now (those the results
   * freed too, or everyone at the start) or the end; null when nothing is due now. Results and the pairings they
   * allow are one decision: with results written alone first, a steady flow of games ending held every pairing back
   * until a look found none. The start and the first pairing are one decision too (one append less in the start's burst).
   */
  private async decide(r: TournamentRecord, results: ReadonlyMap<number, TableResult>): Promise<Decision | null> {
    const now = this.o.clock.now();
    if (r.status === 'finished') return null;
    if (r.status === 'upcoming' && now < r.setup.startsAt) return null;
    const first: TournamentEvent[] =
      r.status === 'upcoming'
        ? [{ type: 'started', at: now }]
        : r.running().flatMap((p) => {
            const found = results.get(p.table.pairing);
            return found ? [{ type: 'result' as const, at: now, pairing: p.table.pairing, results: found.results, ...(found.absent ? { absent: true as const } : {}) }] : [];
          });
    await r.take(first);
    const next = await nextDecision(r, now);
    if (next === null) return first.length > 0 ? { events: first, mutated: true } : null;
    if (!next.mutated) await r.take(next.events);
    return { ...next, events: [...first, ...next.events], mutated: true };
  }

  private noteTimings(r: TournamentRecord, d: Decision | null): void {
    for (const e of d?.events ?? []) {
      if (e.type === 'started') this.timings.started(r.id, r.setup.startsAt, e.at, this.o.clock.now());
      const ended = e.type === 'result' ? r.pairings.get(e.pairing)?.table : undefined;
      if (ended) this.timings.resultsWritten([ended]);
      if (e.type === 'paired') this.timings.pairedWritten(e.tables);
    }
  }

  private finishedHere(r: TournamentRecord): void {
    this.o.owner.drop(r.id);
  }

  /**
   * Every running pairing's table is being made sure of (created, seated, started: each table on its own, all at once,
   * while the owner goes on reading results and pairing) and is watched for its end. One that fails is tried again
   * at the next drive.
   */
  private ensureTables(r: TournamentRecord): void {
    // A table settled without its end (no entrant came) is not watched any longer.
    for (const p of r.pairings.values()) {
      if (p.results === null) continue;
      this.watching.get(p.table.code)?.();
      this.watching.delete(p.table.code);
      this.ends.delete(p.table.code);
    }
    for (const p of r.running()) {
      const code = p.table.code;
      if (!this.watching.has(code)) {
        const stop = this.o.bus.subscribe(code, (m) => {
          if (m.event?.type !== 'finished') return;
          this.timings.finishedHeard(code);
          if (m.event.game === 0) this.ends.set(code, m.event);
          this.poke(r.id);
        });
        this.watching.set(code, stop);
      }
      const key = `${r.id}:${p.table.pairing}`;
      if (this.ensured.has(key) || this.ensuring.has(key)) continue;
      const made = this.ensureTable(r, p).then(
        () => {
          this.ensured.add(key);
          // Its result may be there already (a table made before a takeover): the owner looks again.
          this.poke(r.id);
        },
        (err: unknown) => {
          if (err instanceof CodeHeldElsewhere) return void this.moveTable(r.id, err.pairing, err.code);
          this.o.logger.error({ err, tournament: r.id, pairing: p.table.pairing }, 'a pairing\u2019s table could not be made ready; the next drive tries again');
        },
      );
      this.ensuring.set(key, made);
      void made.finally(() => this.ensuring.delete(key));
    }
  }

  /**
   * Creates the pairing's table at its code, seated and started, in one append; when a process made it already (an
   * owner before a takeover), seats the accounts not seated yet and starts it. Each seat's token is derived from the
   * store's seat key, so any process can give the entrant it again. Then tells each entrant of the pairing their seat
   * (again, after a takeover: a notice the last owner did not send is sent).
   */
  private async ensureTable(r: TournamentRecord, p: PairingRecord): Promise<void> {
    const { code, pairing, seats } = p.table;
    const nameOf = (account: string) => r.entrants.get(account)?.name ?? account;
    const bots = seats.flatMap((a, seat) => (a === null ? [{ seat, level: COMPUTER_LEVEL }] : []));
    const config = { ...r.setup.table, ...(bots.length > 0 ? { bots } : {}) };
    const key = await this.o.store.seatKey();
    const tokenOf = (seat: number) => seatToken(key, code, seat, seats[seat]!);
    const placed = { code, tournament: { id: r.id, pairing, name: r.setup.name } };
    const seated = seats.flatMap((account, seat) => (account === null ? [] : [{ seat, account, name: nameOf(account), token: tokenOf(seat) }]));
    const made = await this.o.service.createStarted(config, seated, placed);
    if (made.ok) {
      // Created, seated and started in the one append.
      this.timings.created(code);
      this.timings.seated(code);
    } else await this.completeTable(r, p, config, seated, placed);
    this.timings.ready(r.id, p.table);
    for (const t of seated) this.o.notices.publish({ kind: 'paired', id: r.id, name: r.setup.name, account: t.account, pairing, code, seat: t.seat, token: t.token });
  }

  /** A pairing's table made already, or not in one go: created if missing, the accounts not seated yet seated, started. */
  private async completeTable(r: TournamentRecord, p: PairingRecord, config: TableConfig, seated: readonly SeatedEntrant[], placed: Placed): Promise<void> {
    const { code, pairing } = p.table;
    let joinedAny = false;
    const host = seated[0]!;
    let info = await this.o.service.tableInfo(code);
    if (info === null) {
      const created = await this.o.service.create(config, host.name, host.seat, host.account, false, { ...placed, token: host.token });
      joinedAny ||= created.ok;
      info = await this.o.service.tableInfo(code);
    }
    if (info === null) throw new Error(`table ${code} of pairing ${pairing} could not be created`);
    if (info.settings.tournament?.id !== r.id || info.settings.tournament.pairing !== pairing) throw new CodeHeldElsewhere(code, pairing, r.id);
    this.timings.created(code);
    const invite = this.o.service.peek(code)?.invite ?? undefined;
    for (const { seat, account, name, token } of seated) {
      if (info.seats[seat]?.name !== null) continue;
      const joined = await this.o.service.join(code, seat, name, invite, account, false, token);
      if (joined.ok) joinedAny = true;
      else this.o.logger.warn({ tournament: r.id, code, seat, error: joined.error.message }, 'a paired player could not be seated');
    }
    this.timings.seated(code);
    if (info.status === 'lobby' || joinedAny) {
      const now = await this.o.service.tableInfo(code);
      if (now?.status === 'lobby') {
        const started = await this.o.service.command(code, { type: 'start', seat: now.host });
        if (!started.ok) this.o.logger.warn({ tournament: r.id, code, error: started.error.message }, 'a tournament table did not start');
      }
    }
  }

  /**
   * t23b: the pairing's code is held outside the tournament (a casual table's random code, another tournament's
   * pairing), so its table can never be made there: the owner writes a `moved` event to the pairing's next derived code
   * that none of the tournament's pairings holds, and the next drive makes the table there. A pairing moved already
   * (by this decision's writer or another), or with a result, is left as it is.
   */
  private async moveTable(id: string, pairing: number, held: string): Promise<void> {
    if (this.closed || !this.o.owner.owns(id)) return;
    const moved = { to: '' };
    try {
      const update = await this.o.log.update(id, (r) => {
        const p = r.pairings.get(pairing);
        if (!p || p.results !== null || p.table.code !== held) return null;
        moved.to = freePairingCode(id, pairing, (c) => c === held || r.usesCode(c));
        return { events: [{ type: 'moved', at: this.o.clock.now(), pairing, code: moved.to }] };
      });
      if (update === 'written') {
        this.o.logger.warn({ tournament: id, pairing, held, code: moved.to }, 'a pairing\u2019s code is held outside the tournament: its table is made at its next code');
        this.timings.moved(held, moved.to);
        this.watching.get(held)?.();
        this.watching.delete(held);
        this.ends.delete(held);
        this.o.notices.publish({ kind: 'changed', id });
      }
    } catch (err) {
      this.o.logger.error({ err, tournament: id, pairing }, 'a pairing held outside the tournament could not be moved; the next drive tries again');
    }
    this.poke(id);
  }

  /** A process losing a tournament's lease forgets what it ensured, so taking it back checks again. */
  leaseChanged(id: string, owned: boolean): void {
    this.o.logger.info({ tournament: id, owned }, owned ? 'this process now pairs the tournament' : 'this process no longer pairs the tournament');
    if (owned) return this.poke(id);
    for (const key of [...this.ensured]) if (key.startsWith(`${id}:`)) this.ensured.delete(key);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.o.clock.clearInterval(this.timer);
    for (const start of this.starts.values()) this.o.clock.clearTimeout(start);
    for (const stop of this.watching.values()) stop();
    await Promise.allSettled([...this.driving.values(), ...this.ensuring.values()]);
  }
}
