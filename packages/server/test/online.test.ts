// online22: who is online and the games in play, on the lobby's watch, on a real server process (SQLite) over real
// WebSocket clients: each signed-in account once with what it does, live (idle, playing with the table to watch,
// playing a private table without it, in quick play), bot accounts marked, guests counted and never named; the games
// in play others may watch with their players, hands won and match score; a viewer's blocks left out of its list; and nothing
// in any of it is a card, a seat token, an invitation or an account id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGame } from '@escoba/protocol';
import { sqliteProcess, type Backend } from './accounts/backends.js';
import { People, type Person } from './challenges/people.js';
import type { RawClient } from './helpers.js';
import { LobbyWatcher } from './lobby-watcher.js';

let b: Backend;
let people: People;
const closers: (() => unknown)[] = [];
beforeAll(async () => {
  b = await sqliteProcess({ ESCOBA_BOT_TIME_MS: '30', ESCOBA_BOT_DELAY_MS: '500' });
  people = new People(b.port, b.file, 44);
}, 60_000);
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  await people?.closeAll();
  await b?.close();
});

/** Every secret the players were given (seat tokens, invitations): none may reach the lobby (nor may an account id: no `id` field). */
const secrets: string[] = [];

async function socketOf(p: Person): Promise<RawClient> {
  const c = await p.web.socket();
  closers.push(() => c.close());
  expect((await c.request({ type: 'hello', protocol: 'escoba/2' })).type).toBe('ack');
  return c;
}

async function create(c: RawClient, config: Record<string, unknown>): Promise<string> {
  expect(await c.request({ type: 'create', config, name: 'ignored' })).toMatchObject({ type: 'ack' });
  const joined = await c.next((m) => m.type === 'joined');
  secrets.push(joined['token'] as string, joined['invite'] as string);
  return joined['code'] as string;
}

/** A live game holds exactly these fields, its seats names, bot levels and marks: no view, hand, deck, token or invitation. */
function expectOnlyPublicFields(game: LiveGame): void {
  expect(Object.keys(game).sort()).toEqual(['code', 'hands', 'match', 'score', 'seats', 'settings', 'v']);
  for (const seat of game.seats) for (const key of Object.keys(seat)) expect(['name', 'bot', 'account', 'botAccount']).toContain(key);
  // review22: the match's score is numbers and seats only.
  expect(Object.keys(game.match!).sort()).toEqual(['counts', 'scores', 'sides', 'target']);
}

describe('who is online and the games in play (one process, SQLite)', () => {
  let lobby: LobbyWatcher;
  beforeAll(async () => {
    lobby = await LobbyWatcher.open(b);
    closers.push(() => lobby.close());
  });

  it('lists each account once with what it does, live, the games others may watch with their score, and drops who leaves', async () => {
    const [ana, beto, cris] = [await people.person('Ana'), await people.person('Beto'), await people.person('Cris')];
    await lobby.waitForPeople(() => [ana, beto, cris].every((p) => lobby.person(p.name)?.doing === 'idle'), 'three idle people');
    // Guests are counted by address (the watcher's own), never named.
    expect(lobby.people.guests).toBeGreaterThanOrEqual(1);
    expect(lobby.person(ana.name)).toEqual({ name: ana.name, doing: 'idle' });

    // A public game: both players are playing it, with the table to watch; it is listed with its players and hands won.
    const anaTable = await socketOf(ana);
    const code = await create(anaTable, { gameId: 'escoba', players: 2, public: true });
    const betoTable = await socketOf(beto);
    expect(await betoTable.request({ type: 'join', code, seat: 1, name: 'ignored' })).toMatchObject({ type: 'ack' });
    secrets.push((await betoTable.next((m) => m.type === 'joined'))['token'] as string);
    expect(await anaTable.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await lobby.waitForPeople(() => lobby.person(ana.name)?.doing === 'playing' && lobby.person(beto.name)?.doing === 'playing', 'both playing');
    expect(lobby.person(ana.name)).toMatchObject({ watch: code });
    await lobby.waitFor(() => lobby.games.listed.some((g) => g.code === code), 'the game in play listed');
    const game = lobby.games.listed.find((g) => g.code === code)!;
    expect(game.seats.map((s) => [s.name, s.account])).toEqual([
      [ana.name, true],
      [beto.name, true],
    ]);
    expect(game.score).toEqual([0, 0]);
    expect(game.hands).toBe(1);
    // review22: and its score in the match, with the rules' target (classic Escoba: 21 points).
    expect(game.match).toEqual({ sides: [[0], [1]], scores: [0, 0], counts: 'points', target: 21 });
    expectOnlyPublicFields(game);

    // A private casual game against the computer: playing, but neither its code nor the game is shown.
    const crisTable = await socketOf(cris);
    const hidden = await create(crisTable, { gameId: 'brisca', players: 2, bots: [{ seat: 1, level: 'random' }] });
    expect(await crisTable.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await lobby.waitForPeople(() => lobby.person(cris.name)?.doing === 'playing', 'Cris playing');
    expect(lobby.person(cris.name)!.watch).toBeUndefined();
    expect(lobby.texts.some((t) => t.includes(hidden))).toBe(false);

    // A spectator of the public game is watching it; someone in quick play is in quick play.
    const dani = await people.person('Dani');
    const daniTable = await socketOf(dani);
    expect(await daniTable.request({ type: 'spectate', code })).toMatchObject({ type: 'ack' });
    await lobby.waitForPeople(() => lobby.person(dani.name)?.doing === 'watching', 'Dani watching');
    expect(lobby.person(dani.name)).toMatchObject({ watch: code });
    const eva = await people.person('Eva');
    const evaQueue = await socketOf(eva);
    expect(await evaQueue.request({ type: 'quickplay', action: 'join', table: { gameId: 'brisca', players: 4, rated: false }, name: 'ignored', computers: false })).toMatchObject({ type: 'ack' });
    await lobby.waitForPeople(() => lobby.person(eva.name)?.doing === 'quickplay', 'Eva in quick play');

    // Gone with its connections: every one of Ana's closed, she leaves the list.
    await ana.ws.close();
    await anaTable.close();
    await lobby.waitForPeople(() => lobby.person(ana.name) === undefined, 'Ana to leave the list');
    expect(lobby.person(beto.name)).toBeDefined();
  });

  it('marks a bot account’s program BOT', async () => {
    const bot = await people.botAccount('Robo');
    await people.program(bot.token);
    await lobby.waitForPeople(() => lobby.person(bot.name) !== undefined, 'the bot account listed');
    expect(lobby.person(bot.name)).toEqual({ name: bot.name, bot: true, doing: 'idle' });
  });

  it('leaves out of a viewer’s list the accounts it blocked, and only of its list', async () => {
    const [fede, gala] = [await people.person('Fede'), await people.person('Gala')];
    expect((await fede.web.post('/api/safety/block', { body: { name: gala.name } })).status).toBeLessThan(300);
    const fedeLobby = await LobbyWatcher.over(await socketOf(fede));
    await fedeLobby.waitForPeople(() => fedeLobby.person(fede.name) !== undefined, 'Fede in his own list');
    await lobby.waitForPeople(() => lobby.person(gala.name) !== undefined, 'Gala in a guest’s list');
    const hannah = await people.person('Hana');
    // A later change reaches Fede too, still without Gala.
    await fedeLobby.waitForPeople(() => fedeLobby.person(hannah.name) !== undefined, 'a later arrival in Fede’s list');
    expect(fedeLobby.person(gala.name)).toBeUndefined();
    expect(fedeLobby.texts.some((t) => t.includes(`"name":"${gala.name}","doing"`))).toBe(false);
  });

  it('no lobby message holds a card, a seat token, an invitation or an account id', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    expect(lobby.texts.some((t) => t.includes('"people"'))).toBe(true);
    for (const text of lobby.texts) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(hand|hands?Cards|deck|view|token|tokenHash|invite|salt|table|cards|id|account_id)"\s*:/);
    }
  });
});
