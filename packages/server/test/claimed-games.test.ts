// A guest who signs up keeps the games already played from that browser (issue 22): on a server with real WebSocket
// and HTTP clients, a guest plays a game to its end against the computer, then signs up claiming the seat; the
// account's profile counts the game and its history lists it, without a rating (the game was not rated); the same
// claim again (a login) adds nothing. (The stores' side, SQLite and PostgreSQL included: profile-store-contract.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { Browser } from './accounts/browser.js';
import { playAgainstBot } from './games.js';
import { testServer } from './helpers.js';

const PASSWORD = 'correct horse battery';
let server: EscobaServer;
beforeAll(async () => (server = await testServer()));
afterAll(() => server.close());

interface Profile {
  readonly ratings: readonly unknown[];
  readonly games: readonly { readonly group: string; readonly games: number; readonly wins: number; readonly draws: number; readonly losses: number }[];
}
interface History {
  readonly total: number;
  readonly games: readonly { readonly table: string; readonly game: number; readonly seat: number; readonly result: string }[];
}

describe('claimed guest games', () => {
  it('go to the new account: its profile and history, not its ratings; claimed twice, counted once', async () => {
    const { code, host, token } = await playAgainstBot(server, 1);
    await host.close();
    const finished = server.service.peek(code)!;
    expect(finished.status).toBe('finished');

    const browser = new Browser(server.port, '127.0.4.1');
    const claims = [{ code, seat: 0, token }];
    expect((await browser.signIn('signup', 'Guestkeeps', PASSWORD, { claims })).status).toBe(201);
    const get = async <T>(path: string) => (await browser.send(path, { method: 'GET', origin: null, csrf: null })).body as unknown as T;

    const profile = await get<Profile>('/api/players/Guestkeeps');
    expect(profile.games).toHaveLength(1);
    const escoba = profile.games[0]!;
    expect([escoba.group, escoba.games, escoba.wins + escoba.draws + escoba.losses]).toEqual(['escoba', 1, 1]);
    const history = await get<History>('/api/players/Guestkeeps/games');
    expect(history.total).toBe(1);
    expect(history.games[0]).toMatchObject({ table: code, game: 0, seat: 0 });
    expect(history.games[0]!.result).toBe(escoba.wins === 1 ? 'win' : escoba.draws === 1 ? 'draw' : 'loss');
    expect(profile.ratings).toEqual([]);

    // The same seat claimed again, by a login: nothing more.
    expect((await new Browser(server.port, '127.0.4.2').signIn('login', 'Guestkeeps', PASSWORD, { claims })).status).toBe(200);
    expect((await get<Profile>('/api/players/Guestkeeps')).games[0]!.games).toBe(1);
    expect((await get<History>('/api/players/Guestkeeps/games')).total).toBe(1);
  }, 120_000);
});
