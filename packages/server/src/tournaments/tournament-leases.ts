import type { LeaseStore } from '../cluster/leases.js';
import { TableLeases } from '../cluster/leases.js';
import type { Logger } from 'pino';

/** Which process owns which tournament: with one process, this one owns all. */
export interface TournamentOwner {
  owns(id: string): boolean;
  want(id: string): void;
  drop(id: string): void;
  close(): Promise<void>;
}

export const OWN_ALL: TournamentOwner = { owns: () => true, want: () => undefined, drop: () => undefined, close: () => Promise.resolve() };

/** A tournament's key among the leases: apart from table codes (6 characters), which never contain ':'. */
const keyOf = (id: string) => `tournament:${id}`;

/**
 * Tournament leases on the tables' lease machinery (`cluster/leases.ts`, Redis in `redis-leases.ts`): the holder
 * of `tournament:ID` pairs it; when it dies its lease lapses (the lease's time) and another process takes it.
 */
export function tournamentLeases(store: LeaseStore, ttlMs: number, logger: Logger, changed: (id: string, owned: boolean) => void): TournamentOwner {
  const leases = new TableLeases(store, { ttlMs, logger, changed: (key, owned) => changed(key.slice('tournament:'.length), owned) });
  leases.start();
  return {
    owns: (id) => leases.owns(keyOf(id)),
    want: (id) => leases.want(keyOf(id)),
    drop: (id) => leases.drop(keyOf(id)),
    close: () => leases.close(),
  };
}
