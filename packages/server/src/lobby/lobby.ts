import type { LiveGame, LobbyEntry, LobbyMessage } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { TableState } from '../game/table-state.js';
import { liveGameOf } from '../online/live-game.js';
import { mergeGames, mergePeople, onlineListFor } from '../online/online-list.js';
import type { ProcessPeople, SharedPerson } from '../online/people.js';
import { lobbyEntryOf } from './entry.js';
import type { LobbyExchange } from './exchange.js';
import { LobbyView, mergeEntries } from './lobby-view.js';

/** What the lobby reads from this process at each tick. */
export interface LobbySources {
  /** The public tables this process lists (see `GameService.listedTables`). */
  tables(): Iterable<TableState>;
  /** WebSocket connections to this process. */
  connections(): number;
  /** online22: the accounts connected to this process and what each does; absent: nobody is listed. */
  people?(): ProcessPeople;
  /** online22: the tables in play here that others may watch (`online/live-game.ts`); absent: none. */
  games?(): Iterable<TableState>;
}

export interface LobbyOptions {
  /** How often watchers are told what changed (default 1 s): changes in between go out together. */
  readonly intervalMs?: number;
  /** The lobby across processes (Redis); null with one process. */
  readonly exchange?: LobbyExchange | null;
  /** online22: whether the viewer (an account) blocked an account: the people list a viewer gets leaves those out. */
  readonly hides?: (viewer: string, account: string) => boolean;
  readonly logger?: Logger;
}

/** Sends a lobby message, serialised once for every watcher, to one of them. */
export type LobbySend = (text: string) => void;

interface Watcher {
  readonly send: LobbySend;
  /** The watcher's account (its blocks hide people from its list), or null. */
  readonly viewer: string | null;
}

/**
 * The lobby of public tables (`lobby/`): once per interval it reads this process's public tables, shares them with
 * the other processes (with Redis), merges every process's, and sends each watcher one message with what changed
 * — the same text for all, but for the people list of a watcher who blocked someone listed. A new watcher gets the
 * whole lobby as last sent. online22: the same tick carries who is online and the games in play.
 */
export class Lobby {
  private readonly watchers = new Map<object, Watcher>();
  private readonly view = new LobbyView();
  /** Entries by table state: a state is replaced, never changed, so an unchanged table keeps its entry. */
  private readonly entries = new WeakMap<TableState, LobbyEntry | null>();
  private readonly games = new WeakMap<TableState, LiveGame | null>();
  private readonly timer: NodeJS.Timeout;
  private readonly exchange: LobbyExchange | null;
  private people: readonly SharedPerson[] = [];
  private guests = 0;

  constructor(
    private readonly sources: LobbySources,
    private readonly options: LobbyOptions = {},
  ) {
    this.exchange = options.exchange ?? null;
    this.timer = setInterval(() => this.tick(), options.intervalMs ?? 1000);
    this.timer.unref();
  }

  /** Starts sending the lobby to a watcher (`key`: its connection; `viewer`: its account): the whole of it now, then the changes. */
  watch(key: object, send: LobbySend, viewer: string | null = null): void {
    this.watchers.set(key, { send, viewer });
    send(JSON.stringify(this.withPeople(this.view.snapshot(), viewer)));
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
    const myGames: LiveGame[] = [];
    for (const state of this.sources.games?.() ?? []) {
      let game = this.games.get(state);
      if (game === undefined) this.games.set(state, (game = liveGameOf(state)));
      if (game) myGames.push(game);
    }
    const myPeople = this.sources.people?.() ?? { people: [], guests: 0 };
    const connections = this.sources.connections();
    let online = connections;
    let guests = myPeople.guests;
    const parts: Iterable<LobbyEntry>[] = [mine];
    const peopleParts: (readonly SharedPerson[])[] = [myPeople.people];
    const gameParts: (readonly LiveGame[])[] = [myGames];
    if (this.exchange) {
      try {
        this.exchange.share({ tables: mine, online: connections, people: myPeople.people, guests: myPeople.guests, games: myGames }, now);
        for (const other of this.exchange.others(now)) {
          parts.push(other.tables);
          online += other.online;
          peopleParts.push(other.people);
          guests += other.guests;
          gameParts.push(other.games);
        }
      } catch (err) {
        this.options.logger?.error({ err }, 'the lobby could not be shared with the other processes');
      }
    }
    this.people = mergePeople(peopleParts);
    this.guests = guests;
    const change = this.view.advance({ tables: mergeEntries(parts), online, people: this.people, guests, games: mergeGames(gameParts) });
    if (change === null || this.watchers.size === 0) return;
    const text = JSON.stringify(change.people ? this.withPeople(change.message, null) : change.message);
    for (const w of this.watchers.values()) w.send(change.people && this.hidesSomeone(w.viewer) ? JSON.stringify(this.withPeople(change.message, w.viewer)) : text);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.watchers.clear();
    await this.exchange?.close();
  }

  /** The message with the people list as `viewer` sees it (none when this lobby lists nobody). */
  private withPeople(message: LobbyMessage, viewer: string | null): LobbyMessage {
    if (!this.sources.people) return message;
    const hides = this.options.hides;
    return { ...message, people: onlineListFor(this.people, this.guests, viewer !== null && hides ? (account) => hides(viewer, account) : undefined) };
  }

  private hidesSomeone(viewer: string | null): boolean {
    const hides = this.options.hides;
    return viewer !== null && hides !== undefined && this.people.some((p) => hides(viewer, p.id));
  }
}
