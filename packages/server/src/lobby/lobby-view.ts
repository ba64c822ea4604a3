import type { LobbyEntry, LobbyMessage } from '@escoba/protocol';

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

/**
 * What the lobby's watchers were last told, and the change to tell them next: each entry is compared by its
 * serialised form, so an entry is sent again only when something in it changed.
 */
export class LobbyView {
  private shown = new Map<string, { readonly entry: LobbyEntry; readonly text: string }>();
  private online = 0;

  /** The whole lobby, for a new watcher. */
  snapshot(): LobbyMessage {
    return { type: 'lobby', full: true, tables: [...this.shown.values()].map((s) => s.entry), removed: [], online: this.online };
  }

  /** Takes the lobby as it is now; returns the change since the last call, or null when nothing changed. */
  advance(now: ReadonlyMap<string, LobbyEntry>, online: number): LobbyMessage | null {
    const tables: LobbyEntry[] = [];
    const removed: string[] = [];
    const next = new Map<string, { readonly entry: LobbyEntry; readonly text: string }>();
    for (const [code, entry] of now) {
      const held = this.shown.get(code);
      const text = held && held.entry === entry ? held.text : JSON.stringify(entry);
      if (held?.text !== text) tables.push(entry);
      next.set(code, { entry, text });
    }
    for (const code of this.shown.keys()) if (!now.has(code)) removed.push(code);
    const onlineChanged = online !== this.online;
    this.shown = next;
    this.online = online;
    if (tables.length === 0 && removed.length === 0 && !onlineChanged) return null;
    return { type: 'lobby', full: false, tables, removed, online };
  }
}
