import type { TournamentGameInfo, TournamentState } from '@escoba/protocol';
import type { EscobaServer, StartOptions } from '@escoba/server';
import { afterEach, expect } from 'vitest';
import { Browser } from './accounts/browser.js';
import { AutoPlayer, seeded } from './autoplayer.js';
import { fakeClock, type FakeClock } from './fake-clock.js';
import { testServer, type RawClient } from './helpers.js';

const PASSWORD = 'correct horse battery';

/**
 * A person in a tournament as the web app would be: a browser logged in to an account, a WebSocket watching the
 * tournament, and for every `paired` message a new connection that resumes the seat and plays random legal cards.
 */
export class TournamentPlayer {
  readonly games: AutoPlayer[] = [];
  /** Every text the watching connection received. */
  readonly texts: string[] = [];
  watcher!: RawClient;
  private constructor(
    readonly name: string,
    readonly browser: Browser,
    private readonly port: number,
  ) {}

  static async signUp(server: { readonly port: number }, name: string, address: string): Promise<TournamentPlayer> {
    const browser = new Browser(server.port, address);
    const r = await browser.signIn('signup', name, PASSWORD);
    expect(r.status).toBe(201);
    await browser.session();
    return new TournamentPlayer(name, browser, server.port);
  }

  /** The same person (the same session) on another server process. */
  on(server: { readonly port: number }): TournamentPlayer {
    const browser = new Browser(server.port, this.browser.from);
    for (const [k, v] of this.browser.cookies) browser.cookies.set(k, v);
    browser.csrf = this.browser.csrf;
    return new TournamentPlayer(this.name, browser, server.port);
  }

  /** Watches the tournament; plays each game it is paired for. */
  async watch(id: string): Promise<void> {
    this.watcher = await this.browser.socket();
    this.watcher.ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      const m = JSON.parse(text) as { type: string; code?: string; seat?: number; token?: string };
      if (m.type !== 'paired') return;
      // A finished game's connection is closed, as the web app leaves a table: connections per address are limited.
      for (const g of this.games) if (g.finished) g.close();
      const game = new AutoPlayer({ port: this.port }, m.seat!, seeded(this.games.length + 7), { headers: { origin: this.browser.origin, cookie: this.browser.cookieHeader() } });
      this.games.push(game);
      void game.send({ type: 'resume', code: m.code, seat: m.seat, token: m.token });
    });
    const ack = await this.watcher.request({ type: 'tournament', watch: id });
    expect(ack.type).toBe('ack');
  }

  /** The last state the watcher got. */
  lastState(): TournamentState | null {
    const last = this.texts.filter((t) => t.startsWith('{"type":"tournament"')).at(-1);
    return last ? (JSON.parse(last) as { tournament: TournamentState }).tournament : null;
  }

  close(): void {
    this.watcher?.ws.close();
    for (const g of this.games) g.close();
  }
}

/** A tournament's games in the order they were paired. */
export const inPairingOrder = (games: readonly TournamentGameInfo[]) => [...games].sort((a, b) => a.pairing - b.pairing);

/** Text that would betray a hidden card or a secret, in any message or answer about a tournament. */
export const SECRET = /"(deck|salt|tokenHash|invite|hand|view|stock)"\s*:/;

/**
 * A test file's servers on the test clock and the players signed up to them, all closed after each test. Each player
 * posts from an address of its own in `subnet` (e.g. `127.0.3`), so the per-address limits see one person each.
 */
export function useTournamentServers(subnet: string, serverOptions: Partial<StartOptions> = {}) {
  const servers: EscobaServer[] = [];
  const players: TournamentPlayer[] = [];
  let addresses = 10;
  afterEach(async () => {
    for (const p of players.splice(0)) p.close();
    for (const s of servers.splice(0)) await s.close();
  });
  const signUp = async (server: EscobaServer, name: string): Promise<TournamentPlayer> => {
    const player = await TournamentPlayer.signUp(server, name, `${subnet}.${addresses++}`);
    players.push(player);
    return player;
  };
  const setUp = async (names: readonly string[]): Promise<{ server: EscobaServer; clock: FakeClock; people: TournamentPlayer[] }> => {
    const clock = fakeClock();
    const server = await testServer({ ...serverOptions, clock: clock.clock });
    servers.push(server);
    const people: TournamentPlayer[] = [];
    for (const name of names) people.push(await signUp(server, name));
    return { server, clock, people };
  };
  return { setUp, signUp };
}

/** A tournament as its page reads it (`GET /api/tournaments/ID`), whose answer holds no secret. */
export async function readTournament(browser: Browser, id: string): Promise<TournamentState> {
  const r = await browser.send(`/api/tournaments/${id}`, { method: 'GET' });
  expect(r.status).toBe(200);
  expect(r.text).not.toMatch(SECRET);
  return r.body!['tournament'] as TournamentState;
}
