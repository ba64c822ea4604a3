import type { LiveGame, LobbyEntry, LobbyMessage } from '@escoba/protocol';
import { liveGamesOf } from '../online/online-list.js';
import type { SharedPerson } from '../online/people.js';

/** Every process's entries merged: of two entries for one table, the one with the higher version. */
export function mergeEntries(sources: Iterable<Iterable<LobbyEntry>>): Map<string, LobbyEntry> {
  const merged = new Map<string, LobbyEntry>();
  for (const source of sources) {
    for (const entry of source) {
      const held = merged.get(entry.code);
      if (!held || held.v < entry.v) merged.set(entry.code, entry);
    }
  }
  return merged;
}

/** What the lobby is now, merged from every process: its tables, connections, people (online22) and games in play. */
export interface LobbyNow {
  readonly tables: ReadonlyMap<string, LobbyEntry>;
  readonly online: number;
  readonly people: readonly SharedPerson[];
  readonly guests: number;
  readonly games: readonly LiveGame[];
}

/** A change to tell the watchers: the message (with `games` when they changed), and whether the people changed (each watcher's list is its own). */
export interface LobbyChange {
  readonly message: LobbyMessage;
  readonly people: boolean;
}

/**
 * What the lobby's watchers were last told, and the change to tell them next: each entry is compared by its
 * serialised form, so an entry is sent again only when something in it changed. The people and the games in play
 * are compared as whole lists (bounded) and sent whole when they changed.
 */
export class LobbyView {
  private shown = new Map<string, { readonly entry: LobbyEntry; readonly text: string }>();
  private online = 0;
  private peopleText = '[]0';
  private gamesText = '[]';
  private games: readonly LiveGame[] = [];

  /** The whole lobby, for a new watcher (its people list is the caller's to add). */
  snapshot(): LobbyMessage {
    return { type: 'lobby', full: true, tables: [...this.shown.values()].map((s) => s.entry), removed: [], online: this.online, games: liveGamesOf(this.games) };
  }

  /** Takes the lobby as it is now; returns the change since the last call, or null when nothing changed. */
  advance(now: LobbyNow): LobbyChange | null {
    const tables: LobbyEntry[] = [];
    const removed: string[] = [];
    const next = new Map<string, { readonly entry: LobbyEntry; readonly text: string }>();
    for (const [code, entry] of now.tables) {
      const held = this.shown.get(code);
      const text = held && held.entry === entry ? held.text : JSON.stringify(entry);
      if (held?.text !== text) tables.push(entry);
      next.set(code, { entry, text });
    }
    for (const code of this.shown.keys()) if (!now.tables.has(code)) removed.push(code);
    const onlineChanged = now.online !== this.online;
    this.shown = next;
    this.online = now.online;
    const peopleText = JSON.stringify(now.people) + String(now.guests);
    const gamesText = JSON.stringify(now.games);
    const people = peopleText !== this.peopleText;
    const games = gamesText !== this.gamesText;
    this.peopleText = peopleText;
    this.gamesText = gamesText;
    this.games = now.games;
    if (tables.length === 0 && removed.length === 0 && !onlineChanged && !people && !games) return null;
    return { message: { type: 'lobby', full: false, tables, removed, online: now.online, ...(games ? { games: liveGamesOf(now.games) } : {}) }, people };
  }
}
