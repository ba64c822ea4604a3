import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { PairedTable } from './tournament-events.js';

/**
 * The time on one clock for every process of the machine (ms since the epoch, with a fraction): each process's
 * stamps of one pairing can be put side by side with the others' and the bench clients'.
 */
export const stamp = (): number => Math.round((performance.timeOrigin + performance.now()) * 10) / 10;

/** When the owner heard an entrant's last table end and wrote its result (null: the start, a join, or not heard here). */
interface Freed {
  readonly code: string | null;
  readonly heardAt: number | null;
  readonly resultAt: number;
}

/** The stamps of one pairing on the owner, logged once its table is ready. */
interface Paired {
  readonly pairedAt: number;
  readonly batch: number;
  readonly freed: Record<string, Freed | null>;
  createdAt?: number;
  seatedAt?: number;
}

/**
 * Where a pairing's time goes on the owner, logged at debug level once its table is ready (`arena pairing timed`,
 * one line per pairing): for each paired account, its last table's end heard here (`heardAt`) and that table's
 * result written (`resultAt`); then the pairing written (`pairedAt`), its table created (`createdAt`), every
 * account seated (`seatedAt`) and the game started with the seats' tokens sent off (`readyAt`). Stamps are
 * {@link stamp}s, so that `bench/tournament.mjs --trace` lines them up with the `paired` messages' delivery on the
 * watching process (`paired told`) and its players' own clocks. Nothing is kept when debug is off.
 */
export class PairingTimings {
  private readonly on: boolean;
  private readonly heard = new Map<string, number>();
  private readonly freed = new Map<string, Freed>();
  private readonly paired = new Map<string, Paired>();

  constructor(private readonly logger: Logger) {
    this.on = logger.isLevelEnabled('debug');
  }

  /**
   * The start is written (with the first pairing): how late after the start time it was decided and written, on the
   * owner's clock (`tournament started`), the first part of every entrant's first pairing delay.
   */
  started(tournament: string, startsAt: number, decidedAt: number, writtenAt: number): void {
    if (this.on) this.logger.debug({ tournament, decidedLateMs: decidedAt - startsAt, writtenLateMs: writtenAt - startsAt }, 'tournament started');
  }

  /** A tournament table's end reached this process. */
  finishedHeard(code: string): void {
    if (this.on && !this.heard.has(code)) this.heard.set(code, stamp());
  }

  /** The results of these tables are in the log: their players are free. */
  resultsWritten(tables: readonly PairedTable[]): void {
    if (!this.on) return;
    const now = stamp();
    for (const t of tables) {
      const heardAt = this.heard.get(t.code) ?? null;
      this.heard.delete(t.code);
      for (const a of t.seats) if (a !== null) this.freed.set(a, { code: t.code, heardAt, resultAt: now });
    }
  }

  /** These pairings are in the log. */
  pairedWritten(tables: readonly PairedTable[]): void {
    if (!this.on) return;
    const now = stamp();
    for (const t of tables) {
      const freed: Record<string, Freed | null> = {};
      for (const a of t.seats) {
        if (a === null) continue;
        freed[a] = this.freed.get(a) ?? null;
        this.freed.delete(a);
      }
      this.paired.set(t.code, { pairedAt: now, batch: tables.length, freed });
    }
  }

  /** t23b: the pairing's code was held outside the tournament; its table is made at `to` (its stages go on there). */
  moved(from: string, to: string): void {
    const p = this.paired.get(from);
    if (!p) return;
    this.paired.delete(from);
    this.paired.set(to, p);
  }

  /** The pairing's table exists (made here, or found made). */
  created(code: string): void {
    const p = this.paired.get(code);
    if (p) p.createdAt = stamp();
  }

  /** Every paired account holds its seat. */
  seated(code: string): void {
    const p = this.paired.get(code);
    if (p) p.seatedAt = stamp();
  }

  /** The pairing's table is started: its players are told. */
  ready(tournament: string, table: PairedTable): void {
    const p = this.paired.get(table.code);
    if (!this.on || !p) return;
    this.paired.delete(table.code);
    this.logger.debug({ tournament, pairing: table.pairing, code: table.code, batch: p.batch, freed: p.freed, pairedAt: p.pairedAt, createdAt: p.createdAt ?? null, seatedAt: p.seatedAt ?? null, readyAt: stamp() }, 'arena pairing timed');
  }
}
