import type { LiveGames, LobbyEntry, LobbyMessage, OnlineList } from '@escoba/protocol';

/** The lobby as its messages have built it: the public tables by code, and how many people are connected. */
export interface LobbyTables {
  readonly tables: ReadonlyMap<string, LobbyEntry>;
  readonly online: number;
  /** online22: who is online and the games in play, as last sent; null from a server that does not send them. */
  readonly people: OnlineList | null;
  readonly games: LiveGames | null;
}

export const EMPTY_LOBBY: LobbyTables = { tables: new Map(), online: 0, people: null, games: null };

/** The lobby after one message: the whole of it (`full`), or its changes (entries replaced by code, codes removed). */
export function applyLobby(lobby: LobbyTables, message: LobbyMessage): LobbyTables {
  const tables = new Map(message.full ? [] : lobby.tables);
  for (const entry of message.tables) tables.set(entry.code, entry);
  for (const code of message.removed) tables.delete(code);
  const keep = <T,>(sent: T | undefined, held: T | null): T | null => sent ?? (message.full ? null : held);
  return { tables, online: message.online, people: keep(message.people, lobby.people), games: keep(message.games, lobby.games) };
}

/** Seats a person may take (a bot seat is never free). */
export const freeSeatsOf = (entry: LobbyEntry): number[] => entry.seats.flatMap((s, seat) => (s.name === null && s.bot === null ? [seat] : []));

/** The people at a table (bots left out), in seat order. */
export const peopleAt = (entry: Pick<LobbyEntry, 'seats'>): string[] => entry.seats.flatMap((s) => (s.bot === null && s.name !== null ? [s.name] : []));

/** Tables waiting for players, oldest code last; `keep` filters by game. */
export const openTables = (lobby: LobbyTables, keep: (entry: LobbyEntry) => boolean = () => true): LobbyEntry[] =>
  [...lobby.tables.values()].filter((e) => e.status === 'lobby' && freeSeatsOf(e).length > 0 && keep(e));

/** Games in play at public tables; `keep` filters by game. */
export const gamesInPlay = (lobby: LobbyTables, keep: (entry: LobbyEntry) => boolean = () => true): LobbyEntry[] =>
  [...lobby.tables.values()].filter((e) => e.status === 'playing' && keep(e));

/** Everyone seated at a public table, each name once, in alphabetical order. */
export const peopleAtTables = (lobby: LobbyTables): string[] => [...new Set([...lobby.tables.values()].flatMap(peopleAt))].sort((a, b) => a.localeCompare(b));
