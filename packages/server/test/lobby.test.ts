// The lobby of public tables on a real server process (SQLite), over real WebSocket clients: a public table appears
// live, its seats change, it leaves when full and comes back as a game to watch once started, a finished one goes,
// a private table never appears, and nothing in any lobby message is a card, a token or an invitation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL, type LobbyEntry } from '@escoba/protocol';
import { AutoPlayer, seeded } from './autoplayer.js';
import { RawClient, until } from './helpers.js';
import { LobbyWatcher } from './lobby-watcher.js';
import { startProcess, type ServerProcess } from './server-process.js';

const children: ChildProcess[] = [];
const closers: (() => unknown)[] = [];
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lobby-'));
  // The code alone opens no table (0 minutes): only a public table may be joined without the invitation. Public
  // reads: a burst of 20, then one every 10 s.
  server = await startProcess({ ESCOBA_DB: join(dir, 'games.sqlite'), ESCOBA_BOT_DELAY_MS: '0', ESCOBA_BOT_TIME_MS: '30', ESCOBA_CODE_MINUTES: '0', ESCOBA_READS_PER_MINUTE: '6' }, children);
}, 60_000);

afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function client(): Promise<RawClient> {
  const c = await RawClient.open(server);
  closers.push(() => c.close());
  expect((await c.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
  return c;
}

async function watcher(): Promise<LobbyWatcher> {
  const w = await LobbyWatcher.open(server);
  closers.push(() => w.close());
  return w;
}

/** Every secret the players were given: seat tokens and invitations. */
const secrets: string[] = [];

async function create(config: Record<string, unknown>, name: string): Promise<{ c: RawClient; code: string }> {
  const c = await client();
  expect((await c.request({ type: 'create', config, name })).type).toBe('ack');
  const joined = await c.next((m) => m.type === 'joined');
  secrets.push(joined['token'] as string, joined['invite'] as string);
  return { c, code: joined['code'] as string };
}

async function sit(code: string, seat: number, name: string): Promise<RawClient> {
  const c = await client();
  const answer = await c.request({ type: 'join', code, seat, name });
  expect(answer).toMatchObject({ type: 'ack' });
  const joined = await c.next((m) => m.type === 'joined');
  secrets.push(joined['token'] as string);
  return c;
}

/** An entry holds exactly these fields, and seats exactly name and bot: no view, hand, deck, token or invitation. */
function expectOnlyPublicFields(entry: LobbyEntry): void {
  expect(Object.keys(entry).sort()).toEqual(['code', 'seats', 'settings', 'status', 'v']);
  for (const seat of entry.seats) expect(Object.keys(seat).sort()).toEqual(['bot', 'name']);
  expect(Object.keys(entry.settings).sort()).toEqual(['bots', 'gameId', 'hands', 'partnerships', 'players', 'public', 'rated', 'rules', 'turnSeconds']);
}

describe('the lobby of public tables (one process, SQLite)', () => {
  let lobby: LobbyWatcher;
  beforeAll(async () => {
    lobby = await watcher();
  });

  it('lists a public table live as its seats fill, drops it when full, lists it again as a game to watch; never a private table', async () => {
    const hidden = await create({ players: 2 }, 'Priv');
    const { c: host, code } = await create({ players: 3, public: true, turnSeconds: 60 }, 'Ana');
    // The private table was created first: by the time the public one is listed, it would have been too.
    await lobby.waitFor((t) => t.has(code), 'the public table in the lobby');
    expect(lobby.everListed.has(hidden.code)).toBe(false);
    const entry = lobby.tables.get(code)!;
    expect(entry).toMatchObject({ code, status: 'lobby', seats: [{ name: 'Ana', bot: null }, { name: null, bot: null }, { name: null, bot: null }] });
    expect(entry.settings).toMatchObject({ gameId: 'escoba', players: 3, turnSeconds: 60, public: true });
    expectOnlyPublicFields(entry);

    // Anyone sits at a public table without the invitation, even where the code alone opens nothing (0 minutes).
    await sit(code, 1, 'Bea');
    await lobby.waitFor((t) => t.get(code)?.seats[1]?.name === 'Bea', 'the second seat taken');
    const refused = await (await client()).request({ type: 'join', code: hidden.code, seat: 1, name: 'Bea' });
    expect(refused).toMatchObject({ type: 'error', code: 'Unauthorized' });

    await sit(code, 2, 'Cris');
    await lobby.waitFor((t) => !t.has(code), 'the full table to leave the lobby');
    expect((await host.request({ type: 'start' })).type).toBe('ack');
    await lobby.waitFor((t) => t.get(code)?.status === 'playing', 'the game in play listed to watch');
    expectOnlyPublicFields(lobby.tables.get(code)!);
    expect(lobby.everListed.has(hidden.code)).toBe(false);
    // A newcomer gets the whole lobby at once.
    const late = await watcher();
    expect(late.tables.get(code)?.status).toBe('playing');
    expect(late.online).toBeGreaterThanOrEqual(5);
  });

  it('drops a table once its game is over', async () => {
    const host = new AutoPlayer(server, 0, seeded(3));
    closers.push(() => host.close());
    await host.send({ type: 'create', config: { players: 2, target: 1, public: true, bots: [{ seat: 1, level: 'random' }] }, name: 'Dani' });
    await until(() => host.code !== '', 20_000, 'the table');
    secrets.push(host.token);
    await host.send({ type: 'start' });
    await lobby.waitFor((t) => t.get(host.code)?.status === 'playing', 'the game in play');
    await until(() => host.finished, 120_000, 'the game to end');
    await lobby.waitFor((t) => !t.has(host.code), 'the finished table to leave the lobby');
  });

  it('no lobby message holds a card, a seat token or an invitation', () => {
    expect(lobby.texts.length).toBeGreaterThan(3);
    expect(secrets.length).toBeGreaterThan(4);
    // online22: the games in play went out in these messages too (each with its players and hands won).
    expect(lobby.texts.some((t) => t.includes('"games":{"listed":[{'))).toBe(true);
    for (const text of lobby.texts) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(hand|hands?Cards|deck|view|token|tokenHash|invite|salt|table|cards)"\s*:/);
    }
  });

  it('refuses watching the lobby beyond the public reads of an address', async () => {
    const c = await client();
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await c.request({ type: 'lobby', watch: true }));
    expect(answers.filter((a) => a.type === 'error').map((a) => a['message'])).toContain('too many lobby requests from your address; wait a little');
  });
});
