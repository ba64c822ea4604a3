import type { LobbyEntry } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { TableState } from '../game/table-state.js';
import { lobbyEntryOf } from './entry.js';
import type { LobbyExchange } from './exchange.js';
import { LobbyView, mergeEntries } from './lobby-view.js';

/** What the lobby reads from this process at each tick. */
export interface LobbySources {
  /** The public tables this process lists (see `GameService.listedTables`). */
  tables(): Iterable<TableState>;
  /** WebSocket connections to this process. */
  connections(): number;
}

export interface LobbyOptions {
  /** How often watchers are told what changed (default 1 s): changes in between go out together. */
  readonly intervalMs?: number;
  /** The lobby across processes (Redis); null with one process. */
  readonly exchange?: LobbyExchange | null;
  readonly logger?: Logger;
}

/** Sends a lobby message, serialised once for every watcher, to one of them. */
export type LobbySend = (text: string) => void;

/**
 * The lobby of public tables (`lobby/`): once per interval it reads this process's public tables, shares them with
 * the other processes (with Redis), merges every process's, and sends each watcher one message with what changed
 * — the same text for all. A new watcher gets the whole lobby as last sent.
 */
export class Lobby {
  private readonly watchers = new Map<object, LobbySend>();
  private readonly view = new LobbyView();
  /** Entries by table state: a state is replaced, never changed, so an unchanged table keeps its entry. */
  private readonly entries = new WeakMap<TableState, LobbyEntry | null>();
  private readonly timer: NodeJS.Timeout;
  private readonly exchange: LobbyExchange | null;

  constructor(
    private readonly sources: LobbySources,
    private readonly options: LobbyOptions = {},
  ) {
    this.exchange = options.exchange ?? null;
    this.timer = setInterval(() => this.tick(), options.intervalMs ?? 1000);
    this.timer.unref();
  }

  /** Starts sending the lobby to a watcher (`key`: its connection): the whole of it now, then the changes. */
  watch(key: object, send: LobbySend): void {
    this.watchers.set(key, send);
    send(JSON.stringify(this.view.snapshot()));
  }

  unwatch(key: object): void {
    this.watchers.delete(key);
  }

  get watcherCount(): number {
    return this.watchers.size;
  }

  /** This process's entries, shared, merged with the others', and the change sent to every watcher. */
  tick(now = Date.now()): void {
    const mine: LobbyEntry[] = [];
    for (const state of this.sources.tables()) {
      let entry = this.entries.get(state);
      if (entry === undefined) this.entries.set(state, (entry = lobbyEntryOf(state)));
      if (entry) mine.push(entry);
    }
    const connections = this.sources.connections();
    let online = connections;
    const parts: Iterable<LobbyEntry>[] = [mine];
    if (this.exchange) {
      try {
        this.exchange.share({ tables: mine, online: connections }, now);
        for (const other of this.exchange.others(now)) {
          parts.push(other.tables);
          online += other.online;
        }
      } catch (err) {
        this.options.logger?.error({ err }, 'the lobby could not be shared with the other processes');
      }
    }
    const change = this.view.advance(mergeEntries(parts), online);
    if (change === null || this.watchers.size === 0) return;
    const text = JSON.stringify(change);
    for (const send of this.watchers.values()) send(text);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.watchers.clear();
    await this.exchange?.close();
  }
}
