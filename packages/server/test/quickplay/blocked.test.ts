// Quick play never seats a player with someone they blocked, or who blocked them (issue 22), on a real server
// process (SQLite) with real HTTP and WebSocket clients: Ana blocks Beto; Ana, then Beto, then Cai wait for the same
// 2-player table at the same rating. Without the block Ana and Beto would be paired first (Ana waits longest, and
// Beto came before Cai); with it Ana is seated with Cai, and Beto is never taken (his leave is accepted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL } from '@escoba/protocol';
import { Browser } from '../accounts/browser.js';
import type { RawClient } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';

const PASSWORD = 'correct horse battery';
const TABLE = { gameId: 'escoba', players: 2, rated: false };
const children: ChildProcess[] = [];
const closers: (() => unknown)[] = [];
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quickplay-blocked-'));
  server = await startProcess({ ESCOBA_DB: join(dir, 'games.sqlite'), ESCOBA_BOT_DELAY_MS: '0' }, children);
}, 60_000);

afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** An account signed up from its own address, and its WebSocket (with the session cookie), said hello. */
async function player(name: string, from: string): Promise<{ browser: Browser; socket: RawClient }> {
  const browser = new Browser(server.port, from);
  expect((await browser.signIn('signup', name, PASSWORD)).status).toBe(201);
  await browser.session();
  const socket = await browser.socket();
  closers.push(() => socket.close());
  expect((await socket.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
  return { browser, socket };
}

async function wait(socket: RawClient): Promise<void> {
  expect(await socket.request({ type: 'quickplay', action: 'join', table: TABLE, name: 'ignored', computers: false })).toMatchObject({ type: 'ack' });
  await socket.next((m) => m.type === 'quickplay' && m['state'] === 'waiting');
}

const seatedOf = (c: RawClient) => c.next((m) => m.type === 'quickplay' && m['state'] === 'seated', 20_000);

describe('quick play and blocks (one process, SQLite)', () => {
  it('seats a player with the next player they did not block, never with the one they blocked', async () => {
    const [ana, beto, cai] = [await player('Anablock', '127.0.5.1'), await player('Betoblock', '127.0.5.2'), await player('Caiblock', '127.0.5.3')];
    expect(await ana.browser.post('/api/safety/block', { body: { name: 'Betoblock' } })).toMatchObject({ status: 200 });

    await wait(ana.socket);
    await wait(beto.socket);
    await wait(cai.socket);
    const [seatA, seatC] = await Promise.all([seatedOf(ana.socket), seatedOf(cai.socket)]);
    expect(seatA['code']).toBe(seatC['code']);
    expect(new Set([seatA['seat'], seatC['seat']])).toEqual(new Set([0, 1]));
    // Beto was never taken from the queue: he may still leave it.
    expect(await beto.socket.request({ type: 'quickplay', action: 'leave' })).toMatchObject({ type: 'ack' });
    expect(beto.socket.received.some((m) => m.type === 'quickplay' && m['state'] === 'seated')).toBe(false);
  }, 120_000);
});
