import type { Logger } from 'pino';
import { rebuild, type TableState } from '../game/table-state.js';
import { CorruptLogError, type GameStore } from '../store/store.js';
import type { Table } from './table.js';

export interface RegistryOptions {
  readonly store: GameStore;
  readonly logger: Logger;
  /** A table object for a state read from the log (never followed yet). */
  readonly open: (state: TableState) => Table;
  /** The service is shutting down: nothing more is loaded. */
  readonly closed: () => boolean;
}

/**
 * The tables in this process's memory: each loaded from the log on first use (once, however many ask at the same
 * time), evicted by the service when nobody needs it, and set aside (quarantined) when its log cannot be replayed.
 */
export class TableRegistry {
  private readonly tables = new Map<string, Table>();
  private readonly loading = new Map<string, Promise<Table | null>>();
  private readonly quarantined = new Set<string>();

  constructor(private readonly o: RegistryOptions) {}

  /** A table in memory, without loading it. */
  get(code: string): Table | undefined {
    return this.tables.get(code);
  }

  /** Whether `table` is the one in memory for its code (an evicted or replaced table is not). */
  holds(table: Table): boolean {
    return this.tables.get(table.code) === table;
  }

  add(table: Table): void {
    this.tables.set(table.code, table);
  }

  /** Forgets a table (it stays in the store; the caller stops its timers). */
  evict(code: string): void {
    this.tables.delete(code);
  }

  get size(): number {
    return this.tables.size;
  }

  values(): IterableIterator<Table> {
    return this.tables.values();
  }

  /** Codes set aside because their logs cannot be replayed. */
  get quarantinedCodes(): readonly string[] {
    return [...this.quarantined];
  }

  /** The table, from memory or loaded from the log; null for a code with no table (or a quarantined one). */
  live(code: string): Promise<Table | null> {
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

  /**
   * Loads every table with a game in play from the store; a table whose log cannot be replayed is quarantined
   * (logged, set aside) and the others load. Returns how many loaded.
   */
  async recover(): Promise<number> {
    const codes = await this.o.store.inPlay();
    let loaded = 0;
    for (const code of codes) {
      const table = await this.live(code).catch((err: unknown) => {
        // Not a damaged log (that is quarantined): the store failed to read. The table loads when someone asks for it.
        this.o.logger.error({ code, err }, 'table could not be loaded at start');
        return null;
      });
      if (table) loaded++;
    }
    return loaded;
  }

  /** Reads and replays a table's log. A log that cannot be replayed quarantines that table alone. */
  private async load(code: string): Promise<Table | null> {
    const entries = await this.o.store.read(code).catch((e: unknown) => {
      if (e instanceof CorruptLogError) return e;
      throw e;
    });
    let state: TableState;
    try {
      if (entries instanceof Error) throw entries;
      if (entries.length === 0 || this.o.closed()) return null;
      state = rebuild(code, entries);
    } catch (e) {
      this.quarantined.add(code);
      const reason = e instanceof Error ? e.message : String(e);
      this.o.logger.error({ code, reason }, 'table quarantined: its log cannot be replayed; the other tables are not affected');
      await this.o.store.quarantine(code, reason).catch((err: unknown) => this.o.logger.error({ code, err }, 'could not record the quarantine'));
      return null;
    }
    const table = this.o.open(state);
    this.tables.set(code, table);
    table.changed();
    this.o.logger.info({ code, v: table.state.v, status: table.state.status }, 'table loaded from the store');
    return table;
  }
}
