import { displayRating, isProvisional } from '@escoba/ratings';
import type { OnlineActivity, OnlinePerson, TableSettings } from '@escoba/protocol';
import type { TableState } from '../game/table-state.js';
import { watchable } from './live-game.js';

/** An account online as processes share it: its id (blocks are by id; never sent to a client) and what the lobby shows. */
export interface SharedPerson {
  readonly id: string;
  readonly person: OnlinePerson;
}

/** One process's people: its connected accounts, and how many client addresses are connected without one. */
export interface ProcessPeople {
  readonly people: readonly SharedPerson[];
  readonly guests: number;
}

export const NOBODY_ONLINE: ProcessPeople = { people: [], guests: 0 };

/** What this process's people are read from: its open connections and what each is doing. */
export interface PeopleSources {
  /** The open WebSocket connections of this process. */
  connections(): Iterable<PersonConnection>;
  /** The connection's account (its handshake's session or bot token), read once; null for a guest. */
  accountOf(conn: PersonConnection): Promise<{ readonly id: string; readonly name: string; readonly bot: boolean } | null>;
  /** The table a connection follows, if loaded here. */
  table(code: string): TableState | undefined;
  /** Whether the connection waits in quick play. */
  inQuickPlay(conn: PersonConnection): boolean;
  /** The account's displayed rating in the table's format (null: the table has no format, or none read yet). */
  rating(account: string, settings: TableSettings): OnlinePerson['rating'] | null;
  /** The accounts online here at this tick (what is kept of the others may be forgotten). */
  seen?(accounts: ReadonlySet<string>): void;
}

/** What the people list needs of a connection (`socket/connection.ts` has it). */
export interface PersonConnection {
  readonly address: string;
  readonly sessionToken: string | null;
  readonly botTokenHash: string | null;
  readonly code: string | null;
  readonly seat: number | null;
  readonly closed: boolean;
}

/** Of one account's several connections (the lobby's, a table's, quick play's), the activity shown: the first of these. */
const PRIORITY: readonly OnlineActivity[] = ['playing', 'tournament', 'quickplay', 'watching', 'idle'];
export const busier = (a: OnlinePerson, b: OnlinePerson): OnlinePerson => (PRIORITY.indexOf(b.doing) < PRIORITY.indexOf(a.doing) ? b : a);

/**
 * This process's people, from its connections: each account once, with what its busiest connection does. A
 * connection's account is read once (the first tick it is seen; it counts from the next), so a tick reads no store.
 */
export class LocalPeople {
  private readonly accounts = new WeakMap<PersonConnection, { readonly id: string; readonly name: string; readonly bot: boolean } | null | 'reading'>();

  constructor(private readonly sources: PeopleSources) {}

  now(): ProcessPeople {
    const byId = new Map<string, SharedPerson>();
    const guests = new Set<string>();
    for (const conn of this.sources.connections()) {
      if (conn.closed) continue;
      if (conn.sessionToken === null && conn.botTokenHash === null) {
        guests.add(conn.address);
        continue;
      }
      const account = this.accountOf(conn);
      if (account === 'reading') continue;
      if (account === null) {
        guests.add(conn.address);
        continue;
      }
      const person = this.personOf(conn, account);
      const held = byId.get(account.id);
      byId.set(account.id, { id: account.id, person: held ? busier(held.person, person) : person });
    }
    this.sources.seen?.(new Set(byId.keys()));
    return { people: [...byId.values()], guests: guests.size };
  }

  private accountOf(conn: PersonConnection): { readonly id: string; readonly name: string; readonly bot: boolean } | null | 'reading' {
    const known = this.accounts.get(conn);
    if (known !== undefined) return known;
    this.accounts.set(conn, 'reading');
    this.sources.accountOf(conn).then(
      (account) => this.accounts.set(conn, account),
      // Not read (the store did not answer): tried again at a later tick.
      () => this.accounts.delete(conn),
    );
    return 'reading';
  }

  private personOf(conn: PersonConnection, account: { readonly id: string; readonly name: string; readonly bot: boolean }): OnlinePerson {
    const base = { name: account.name, ...(account.bot ? { bot: true as const } : {}) };
    const table = conn.code === null ? undefined : this.sources.table(conn.code);
    if (table && table.status !== 'finished') {
      const watch = watchable(table) ? { watch: table.code } : {};
      if (conn.seat === null) return { ...base, doing: 'watching', ...watch };
      const rating = this.sources.rating(account.id, table.settings);
      return { ...base, doing: table.settings.tournament ? 'tournament' : 'playing', ...watch, ...(rating ? { rating } : {}) };
    }
    return { ...base, doing: this.sources.inQuickPlay(conn) ? 'quickplay' : 'idle' };
  }
}

/** A stored rating as the people list shows it. */
export function shownRating(format: string, stored: Parameters<typeof displayRating>[0]): NonNullable<OnlinePerson['rating']> {
  return { format, rating: displayRating(stored), provisional: isProvisional(stored) };
}
