import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import type { PairedTable } from './tournament-events.js';

interface Freed {
  /** When this process heard the player's last table end (null: the start, a join, or an end heard elsewhere). */
  readonly heard: number | null;
  written: number | null;
}

/**
 * Where a pairing's time goes on the owner, logged at debug level once its table is ready (`arena pairing timed`):
 * from hearing the players' last table end to writing its result (`heardToResultMs`), to writing their new pairing
 * (`resultToPairedMs`), and to their table created, seated and started (`pairedToReadyMs`); the latest-freed seat
 * of the table counts. Real time (`performance.now`), not the tables' clock; nothing is kept when debug is off.
 * `bench/tournament.mjs --trace` reads these lines.
 */
export class PairingTimings {
  private readonly on: boolean;
  private readonly heard = new Map<string, number>();
  private readonly freed = new Map<string, Freed>();
  private readonly paired = new Map<string, { readonly at: number; readonly freed: Freed | null; readonly batch: number }>();

  constructor(private readonly logger: Logger) {
    this.on = logger.isLevelEnabled('debug');
  }

  /** A tournament table's end reached this process. */
  finishedHeard(code: string): void {
    if (this.on && !this.heard.has(code)) this.heard.set(code, performance.now());
  }

  /** The results of these tables are in the log: their players are free. */
  resultsWritten(tables: readonly PairedTable[]): void {
    if (!this.on) return;
    const now = performance.now();
    for (const t of tables) {
      const heard = this.heard.get(t.code) ?? null;
      this.heard.delete(t.code);
      for (const a of t.seats) if (a !== null) this.freed.set(a, { heard, written: now });
    }
  }

  /** These pairings are in the log. */
  pairedWritten(tables: readonly PairedTable[]): void {
    if (!this.on) return;
    const now = performance.now();
    for (const t of tables) {
      const seats = t.seats.flatMap((a) => (a === null ? [] : [this.freed.get(a) ?? null]));
      for (const a of t.seats) if (a !== null) this.freed.delete(a);
      const latest = seats.reduce<Freed | null>((l, f) => (f?.written != null && (l?.written == null || f.written > l.written) ? f : l), null);
      this.paired.set(t.code, { at: now, freed: latest, batch: tables.length });
    }
  }

  /** The pairing's table is created, seated and started: its players are told. */
  ready(tournament: string, table: PairedTable): void {
    const p = this.paired.get(table.code);
    if (!this.on || !p) return;
    this.paired.delete(table.code);
    const now = performance.now();
    const f = p.freed;
    const ms = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : Math.round(b - a));
    this.logger.debug({ tournament, pairing: table.pairing, batch: p.batch, heardToResultMs: ms(f?.heard, f?.written), resultToPairedMs: ms(f?.written, p.at), pairedToReadyMs: ms(p.at, now) }, 'arena pairing timed');
  }
}
