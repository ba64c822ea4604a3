import { expect } from 'vitest';
import { PROTOCOL, type LiveGames, type LobbyEntry, type LobbyMessage, type OnlineList } from '@escoba/protocol';
import { RawClient, until } from './helpers.js';

/** A client watching the lobby over a real WebSocket: the lobby as its messages say, and every message's text. */
export class LobbyWatcher {
  readonly tables = new Map<string, LobbyEntry>();
  readonly texts: string[] = [];
  /** Every code any lobby message ever listed. */
  readonly everListed = new Set<string>();
  online = 0;
  /** online22: who is online and the games in play, as last sent. */
  people: OnlineList = { listed: [], more: 0, guests: 0 };
  games: LiveGames = { listed: [], more: 0 };

  private constructor(readonly client: RawClient) {
    client.ws.on('message', (data) => {
      const text = String(data);
      const m = JSON.parse(text) as { type: string };
      if (m.type !== 'lobby') return;
      this.texts.push(text);
      const lobby = m as LobbyMessage;
      if (lobby.full) this.tables.clear();
      for (const entry of lobby.tables) {
        this.tables.set(entry.code, entry);
        this.everListed.add(entry.code);
      }
      for (const code of lobby.removed) this.tables.delete(code);
      this.online = lobby.online;
      if (lobby.people) this.people = lobby.people;
      if (lobby.games) this.games = lobby.games;
    });
  }

  /** Connects to a server (`port`) and watches its lobby; resolves once the whole lobby came. */
  static async open(server: { readonly port: number }): Promise<LobbyWatcher> {
    return LobbyWatcher.over(await RawClient.open(server));
  }

  /** Watches the lobby on a connection already open (a signed-in browser's: its blocks apply). */
  static async over(client: RawClient): Promise<LobbyWatcher> {
    const watcher = new LobbyWatcher(client);
    expect((await client.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    expect((await client.request({ type: 'lobby', watch: true })).type).toBe('ack');
    await until(() => watcher.texts.length > 0, 20_000, 'the lobby’s first message');
    return watcher;
  }

  waitFor(check: (tables: ReadonlyMap<string, LobbyEntry>) => boolean, what: string): Promise<void> {
    return until(() => check(this.tables), 30_000, what);
  }

  /** online22: waits until the people list passes `check`. */
  waitForPeople(check: (people: OnlineList) => boolean, what: string): Promise<void> {
    return until(() => check(this.people), 30_000, what);
  }

  /** online22: the listed person named `name`, if listed. */
  person(name: string): OnlineList['listed'][number] | undefined {
    return this.people.listed.find((p) => p.name === name);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
