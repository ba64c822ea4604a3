import type { Logger } from 'pino';

/** Connections to one table: how many hold each seat, and how many watch. */
export interface PresenceCounts {
  readonly seats: readonly number[];
  readonly spectators: number;
}

/** Where each process keeps its connections per table for the others to read (Redis, `bus/redis-presence.ts`). */
export interface PresenceStore {
  /** Sets (or, for null, removes) this process's entries, each kept for `ttlMs` unless written again. */
  write(entries: ReadonlyMap<string, PresenceCounts | null>, ttlMs: number): Promise<void>;
  /** The live entries of the other processes, per table. */
  read(codes: readonly string[]): Promise<Map<string, PresenceCounts[]>>;
}

/** What the socket layer needs to know of the other processes' connections. */
export interface SharedPresence {
  /** This process's connections to a table changed (no connection: zero counts). */
  report(code: string, local: PresenceCounts): void;
  /** The other processes' connections to a table, as last read; null if none is known. */
  elsewhere(code: string): PresenceCounts | null;
}

export interface PresenceOptions {
  /** How long an entry lasts unless refreshed: a process that dies stops counting after this long. */
  readonly ttlMs: number;
  /** Tables this process must follow the presence of without connections of its own (the tables it drives). */
  readonly interest: () => Iterable<string>;
  /** Tells the others that this process's connections to these tables changed (they read them at once). */
  readonly announce: (codes: readonly string[]) => void;
  readonly logger?: Logger;
}

const EMPTY: PresenceCounts = { seats: [], spectators: 0 };
const isEmpty = (c: PresenceCounts) => c.spectators === 0 && c.seats.every((n) => n === 0);
/** Equal counts (a seat missing from one counts as zero). */
function same(a: PresenceCounts, b: PresenceCounts): boolean {
  if (a.spectators !== b.spectators) return false;
  for (let i = 0; i < Math.max(a.seats.length, b.seats.length); i++) if ((a.seats[i] ?? 0) !== (b.seats[i] ?? 0)) return false;
  return true;
}

/** Adds counts seat by seat. */
export function addCounts(a: PresenceCounts, b: PresenceCounts): PresenceCounts {
  const n = Math.max(a.seats.length, b.seats.length);
  return { seats: Array.from({ length: n }, (_, i) => (a.seats[i] ?? 0) + (b.seats[i] ?? 0)), spectators: a.spectators + b.spectators };
}

/**
 * Presence across processes. Each process writes its own connections per table (at once when they change, and
 * again every third of the entries' time so they do not expire) and tells the others, who read them; it reads the
 * others' for the tables it has connections to or drives, when told and every third of the entries' time (which
 * also notices a process that died). `changed` is called with a table whose presence elsewhere changed.
 */
export class PresenceExchange implements SharedPresence {
  private readonly local = new Map<string, PresenceCounts>();
  private readonly remote = new Map<string, PresenceCounts>();
  private readonly unwritten = new Set<string>();
  private readonly unread = new Set<string>();
  private flushScheduled = false;
  /** The flush under way, which closing waits for. */
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private closed = false;
  /** Called with a table whose connections on other processes changed. */
  changed: ((code: string) => void) | null = null;

  constructor(
    private readonly store: PresenceStore,
    private readonly o: PresenceOptions,
  ) {}

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.refresh(), this.o.ttlMs / 3);
    this.timer.unref();
  }

  report(code: string, counts: PresenceCounts): void {
    if (this.closed) return;
    const before = this.local.get(code) ?? EMPTY;
    if (same(before, counts)) return;
    if (isEmpty(counts)) this.local.delete(code);
    else this.local.set(code, { seats: [...counts.seats], spectators: counts.spectators });
    this.unwritten.add(code);
    // A table newly followed here: what the others have is read now, not at the next refresh.
    if (!this.remote.has(code)) this.unread.add(code);
    this.scheduleFlush();
  }

  elsewhere(code: string): PresenceCounts | null {
    return this.remote.get(code) ?? null;
  }

  /** Another process said its connections to the table changed. */
  noticed(code: string): void {
    if (this.closed) return;
    this.unread.add(code);
    this.scheduleFlush();
  }

  /** Reads the table's presence elsewhere now (a table this process begins to drive), calling `changed` if it differs. */
  async readNow(code: string): Promise<void> {
    await this.read([code]);
  }

  /**
   * Writes every entry of this process again (they expire otherwise) and reads the others' for every table of
   * interest. Unchanged entries are not announced, unless `announce` (Redis lost them: the others read them at once).
   */
  async refresh(announce = false): Promise<void> {
    if (this.closed) return;
    const codes = new Set([...this.local.keys(), ...this.o.interest()]);
    // Tables of no more interest are forgotten: read afresh if they become of interest again.
    for (const code of this.remote.keys()) if (!codes.has(code)) this.remote.delete(code);
    await this.write([...this.local.keys()], announce);
    await this.read([...codes]);
  }

  /** Removes this process's entries, and tells the others. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.flushing;
    const codes = [...new Set([...this.local.keys(), ...this.unwritten])];
    this.local.clear();
    this.unwritten.clear();
    if (codes.length === 0) return;
    try {
      await this.store.write(new Map(codes.map((c) => [c, null])), this.o.ttlMs);
      this.o.announce(codes);
    } catch (err) {
      this.o.logger?.warn({ err }, 'presence entries could not be removed; they expire by themselves');
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.closed) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      if (this.closed) return;
      this.flushing = this.flushing.then(() => this.write()).then(() => this.read([...this.unread]));
    });
  }

  /** Writes the changed entries (and announces them), and `again` (refreshed, announced only if `announce`). */
  private async write(again: readonly string[] = [], announce = false): Promise<void> {
    const changed = [...this.unwritten];
    this.unwritten.clear();
    const codes = [...new Set([...changed, ...again])];
    if (codes.length === 0) return;
    const entries = new Map(codes.map((c) => [c, this.local.get(c) ?? null]));
    try {
      await this.store.write(entries, this.o.ttlMs);
      this.recovered();
      this.o.announce(announce ? codes : changed);
    } catch (err) {
      for (const c of changed) this.unwritten.add(c);
      this.problem(err);
    }
  }

  private async read(codes: readonly string[]): Promise<void> {
    for (const c of codes) this.unread.delete(c);
    if (codes.length === 0 || this.closed) return;
    let found: Map<string, PresenceCounts[]>;
    try {
      found = await this.store.read(codes);
      this.recovered();
    } catch (err) {
      for (const c of codes) this.unread.add(c);
      return this.problem(err);
    }
    for (const [code, entries] of found) {
      const total = entries.reduce(addCounts, EMPTY);
      const before = this.remote.get(code);
      this.remote.set(code, total);
      if (!same(before ?? EMPTY, total)) this.changed?.(code);
    }
  }

  private problem(err: unknown): void {
    if (!this.failing) this.o.logger?.error({ err }, 'presence cannot be shared with the other processes; retrying');
    this.failing = true;
  }

  private recovered(): void {
    if (this.failing) this.o.logger?.warn('presence is shared again');
    this.failing = false;
  }
}
