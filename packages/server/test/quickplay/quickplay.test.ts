// Quick play on a real server process (SQLite, one process), over real WebSocket clients: two players asking for
// the same table are seated together and the game starts; a player who left the queue is never seated; computer
// players are offered after the wait and seat the player only once accepted; bad requests are refused clearly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL } from '@escoba/protocol';
import { RawClient } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';

const children: ChildProcess[] = [];
const closers: (() => unknown)[] = [];
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quickplay-'));
  server = await startProcess({ ESCOBA_DB: join(dir, 'games.sqlite'), ESCOBA_BOT_DELAY_MS: '0', ESCOBA_BOT_TIME_MS: '30', ESCOBA_QUICKPLAY_OFFER_SECONDS: '1' }, children);
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

type Table = { gameId: string; players: number; partnerships?: boolean; rated: boolean };

async function queue(name: string, table: Table, computers = false): Promise<RawClient> {
  const c = await client();
  expect(await c.request({ type: 'quickplay', action: 'join', table, name, computers })).toMatchObject({ type: 'ack' });
  const waiting = await c.next((m) => m.type === 'quickplay' && m['state'] === 'waiting');
  expect(waiting).toMatchObject({ rating: 1500, range: 100, table: { ...table, partnerships: table.partnerships ?? false } });
  return c;
}

const seatedOf = (c: RawClient, timeoutMs = 10_000) => c.next((m) => m.type === 'quickplay' && m['state'] === 'seated', timeoutMs);
const syncOf = (c: RawClient) => c.next((m) => m.type === 'sync');

describe('quick play (one process, SQLite)', () => {
  it('seats two players asking for the same table at one table, each with their own seat, and the game starts', async () => {
    const table = { gameId: 'escoba', players: 2, rated: false };
    const [ana, bea] = [await queue('Ana', table), await queue('Bea', table)];
    const [a, b] = [await seatedOf(ana), await seatedOf(bea)];
    expect(a['code']).toBe(b['code']);
    expect(new Set([a['seat'], b['seat']])).toEqual(new Set([0, 1]));
    expect(a['token']).not.toBe(b['token']);
    const [syncA, syncB] = [await syncOf(ana), await syncOf(bea)];
    for (const sync of [syncA, syncB]) {
      expect(sync).toMatchObject({ table: { code: a['code'], status: 'playing' } });
      expect(sync['view']).not.toBeNull();
    }
    const seats = (syncA['table'] as { seats: { name: string }[] }).seats.map((s) => s.name).sort();
    expect(seats).toEqual(['Ana', 'Bea']);
    // The seat's token resumes it on another connection, as a join's does.
    const again = await client();
    expect(await again.request({ type: 'resume', code: a['code'], seat: a['seat'], token: a['token'] })).toMatchObject({ type: 'ack' });
  });

  it('fills an Alcalde table of three', async () => {
    const table = { gameId: 'alcalde', players: 3, rated: false };
    const players = [await queue('Uno', table), await queue('Dos', table), await queue('Tres', table)];
    const codes = await Promise.all(players.map(async (c) => (await seatedOf(c))['code']));
    expect(new Set(codes).size).toBe(1);
  });

  it('never seats a player who left the queue', async () => {
    const table = { gameId: 'brisca', players: 2, rated: false };
    const leaver = await queue('Leaver', table);
    expect(await leaver.request({ type: 'quickplay', action: 'leave' })).toMatchObject({ type: 'ack' });
    const second = await queue('Second', table);
    const third = await queue('Third', table);
    const [s, t] = [await seatedOf(second), await seatedOf(third)];
    expect(s['code']).toBe(t['code']);
    expect(leaver.received.filter((m) => m.type === 'quickplay' && m['state'] === 'seated')).toEqual([]);
    // Leaving again: not waiting any more.
    expect(await leaver.request({ type: 'quickplay', action: 'leave' })).toMatchObject({ type: 'error', code: 'WrongPhase' });
  });

  it('offers computer players after the wait and seats the player with them only once accepted', async () => {
    const table = { gameId: 'brisca', players: 4, partnerships: true, rated: false };
    const alone = await queue('Solo', table, true);
    expect(await alone.request({ type: 'quickplay', action: 'accept' })).toMatchObject({ type: 'error', code: 'WrongPhase' });
    const offer = await alone.next((m) => m.type === 'quickplay' && m['state'] === 'offer', 10_000);
    expect(offer).toMatchObject({ empty: 3 });
    expect(alone.received.filter((m) => m.type === 'quickplay' && m['state'] === 'seated')).toEqual([]);
    expect(await alone.request({ type: 'quickplay', action: 'accept', level: 'easy' })).toMatchObject({ type: 'ack' });
    const seated = await seatedOf(alone);
    const sync = await syncOf(alone);
    expect(sync).toMatchObject({ table: { code: seated['code'], status: 'playing' } });
    const seats = (sync['table'] as { seats: { name: string; bot: string | null }[] }).seats;
    expect(seats.filter((s) => s.bot === 'easy')).toHaveLength(3);
    expect(seats[seated['seat'] as number]).toMatchObject({ name: 'Solo', bot: null });
  });

  it('a player who does not allow computer players is never offered them', async () => {
    const table = { gameId: 'escoba', players: 4, partnerships: true, rated: false };
    const c = await queue('Patient', table, false);
    // Past the offer's wait (1 s): the range widens (a waiting message), no offer.
    await c.next((m) => m.type === 'quickplay' && m['state'] === 'waiting' && (m['range'] as number) > 100, 10_000);
    expect(c.received.filter((m) => m.type === 'quickplay' && m['state'] === 'offer')).toEqual([]);
    expect(await c.request({ type: 'quickplay', action: 'accept' })).toMatchObject({ type: 'error', code: 'WrongPhase' });
    expect(await c.request({ type: 'quickplay', action: 'leave' })).toMatchObject({ type: 'ack' });
  });

  it('refuses bad requests clearly', async () => {
    const c = await client();
    const join = (table: unknown, extra: Record<string, unknown> = {}) => c.request({ type: 'quickplay', action: 'join', table, name: 'Eve', computers: false, ...extra });
    expect(await join({ gameId: 'chess', players: 2, rated: false })).toMatchObject({ type: 'error', code: 'Malformed', message: expect.stringContaining('gameId') });
    expect(await join({ gameId: 'alcalde', players: 2, rated: false })).toMatchObject({ type: 'error', code: 'BadConfig', message: expect.stringContaining('players') });
    expect(await join({ gameId: 'escoba', players: 2, rated: true })).toMatchObject({ type: 'error', code: 'Unauthorized', message: expect.stringContaining('log in') });
    expect(await join({ gameId: 'escoba', players: 2, rated: false, bots: [] })).toMatchObject({ type: 'error', code: 'Malformed' });
    expect(await c.request({ type: 'quickplay', action: 'dance' })).toMatchObject({ type: 'error', code: 'Malformed' });
    expect(await join({ gameId: 'escoba', players: 3, rated: false }, { name: 'Seat 2' })).toMatchObject({ type: 'error', code: 'BadName' });
    expect(await join({ gameId: 'escoba', players: 3, rated: false })).toMatchObject({ type: 'ack' });
    expect(await join({ gameId: 'escoba', players: 3, rated: false })).toMatchObject({ type: 'error', code: 'WrongPhase' });
    expect(await c.request({ type: 'create', config: { players: 2 }, name: 'Eve' })).toMatchObject({ type: 'error', code: 'WrongPhase' });
  });
});
