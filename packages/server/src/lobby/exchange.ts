import type { LiveGame, LobbyEntry } from '@escoba/protocol';
import type { SharedPerson } from '../online/people.js';

/** What one process tells the others of its lobby: its listed tables, how many connections it holds, who is online there. */
export interface ProcessLobby {
  readonly tables: readonly LobbyEntry[];
  readonly online: number;
  /** online22: its connected accounts, its guests' addresses counted, its games in play others may watch. */
  readonly people: readonly SharedPerson[];
  readonly guests: number;
  readonly games: readonly LiveGame[];
}

/**
 * The lobby across server processes: each shares its own part and holds the others' latest, each for a limited
 * time, so the tables of a process that died leave the lobby. Absent with one process (SQLite alone).
 */
export interface LobbyExchange {
  /** This process's part now; sent when it changed, and again now and then so the others keep it. */
  share(part: ProcessLobby, now: number): void;
  /** The other processes' parts still alive at `now`. */
  others(now: number): Iterable<ProcessLobby>;
  close(): Promise<void>;
}
