import { expect } from 'vitest';
import { PROTOCOL, type LobbyEntry, type LobbyMessage } from '@escoba/protocol';
import { RawClient, until } from './helpers.js';

/** A client watching the lobby over a real WebSocket: the lobby as its messages say, and every message's text. */
export class LobbyWatcher {
  readonly tables = new Map<string, LobbyEntry>();
  readonly texts: string[] = [];
  /** Every code any lobby message ever listed. */
  readonly everListed = new Set<string>();
  online = 0;

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
    });
  }

  /** Connects to a server (`port`) and watches its lobby; resolves once the whole lobby came. */
  static async open(server: { readonly port: number }): Promise<LobbyWatcher> {
    const client = await RawClient.open(server);
    const watcher = new LobbyWatcher(client);
    expect((await client.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    expect((await client.request({ type: 'lobby', watch: true })).type).toBe('ack');
    await until(() => watcher.texts.length > 0, 20_000, 'the lobby’s first message');
    return watcher;
  }

  waitFor(check: (tables: ReadonlyMap<string, LobbyEntry>) => boolean, what: string): Promise<void> {
    return until(() => check(this.tables), 30_000, what);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
