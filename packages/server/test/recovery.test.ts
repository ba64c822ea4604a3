import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { CorruptLogError, SqliteStore, type EscobaServer, type LogEntry } from '@escoba/server';
import { RawClient } from './helpers.js';
import { kill9, ProcessExit, startProcess } from './server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-recovery-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** What the server says when it refuses to start on a database file. */
async function refusal(dbPath: string): Promise<ProcessExit> {
  try {
    await startProcess({ ESCOBA_DB: dbPath }, children);
  } catch (e) {
    if (e instanceof ProcessExit) return e;
    throw e;
  }
  throw new Error(`the server started on ${dbPath}`);
}

/** Opens a 2-player table in play on a running process; returns its code and both seats' tokens. */
async function tableInPlay(port: number) {
  const server = { port } as EscobaServer;
  const a = await RawClient.open(server);
  const b = await RawClient.open(server);
  a.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
  const joined = await a.next((m) => m.type === 'joined');
  const code = joined['code'] as string;
  b.send({ type: 'join', code, seat: 1, name: 'Bea' });
  const token = (await b.next((m) => m.type === 'joined'))['token'] as string;
  expect((await a.request({ type: 'start' })).type).toBe('ack');
  await Promise.all([a.close(), b.close()]);
  return { code, token };
}

describe('recovery from a damaged log', () => {
  it('a table with a version gap or an unreadable event is quarantined and logged; the others continue', async () => {
    const db = join(dir, 'damaged.sqlite');
    const first = await startProcess({ ESCOBA_DB: db }, children);
    const [gap, garbage, good] = [await tableInPlay(first.port), await tableInPlay(first.port), await tableInPlay(first.port)];
    await kill9(first);
    const raw = new Database(db);
    raw.prepare('DELETE FROM events WHERE code = ? AND v = 3').run(gap.code);
    raw.prepare("UPDATE events SET body = '{not json' WHERE code = ? AND v = 2").run(garbage.code);
    raw.close();

    const second = await startProcess({ ESCOBA_DB: db, ESCOBA_LOG_LEVEL: 'info' }, children);
    const client = await RawClient.open({ port: second.port } as EscobaServer);
    expect((await client.request({ type: 'resume', code: good.code, seat: 1, token: good.token })).type).toBe('ack');
    const sync = await client.next((m) => m.type === 'sync');
    expect((sync['view'] as { phase: string }).phase).toBe('play');
    const other = await RawClient.open({ port: second.port } as EscobaServer);
    expect(await other.request({ type: 'resume', code: gap.code, seat: 1, token: gap.token })).toMatchObject({ type: 'error', code: 'NoTable' });
    await other.close();
    expect((await fetch(`http://localhost:${second.port}/api/tables/${garbage.code}`)).status).toBe(404);
    const logs = second.logs();
    expect(logs).toContain(gap.code);
    expect(logs).toContain(garbage.code);
    expect(logs).toMatch(/quarantined/);
    await client.close();
    await kill9(second);
    const after = new Database(db, { readonly: true });
    expect(after.prepare<[], { code: string }>('SELECT code FROM quarantine ORDER BY code').all().map((r) => r.code)).toEqual([gap.code, garbage.code].sort());
    after.close();
  });

  it('SqliteStore.read checks the stored versions', async () => {
    const path = join(dir, 'versions.sqlite');
    const store = new SqliteStore(path);
    const chat = (v: number): LogEntry => ({ v, event: { type: 'chat', seat: 0, name: 'Ana', text: `line ${v}`, at: v } });
    await store.append('AAAAAA', [chat(1), chat(2), chat(3)], 'lobby');
    await store.close();
    const raw = new Database(path);
    raw.prepare("DELETE FROM events WHERE code = 'AAAAAA' AND v = 2").run();
    raw.close();
    const again = new SqliteStore(path);
    await expect(again.read('AAAAAA')).rejects.toBeInstanceOf(CorruptLogError);
    await expect(again.read('AAAAAA', 2)).resolves.toEqual([chat(3)]);
    await again.close();
  });
});

describe('a database the server cannot use: a sentence saying what is wrong and what to do, no stack trace', () => {
  it('refuses a file truncated to 0 bytes, a file that is not SQLite, and a path it cannot open', async () => {
    const empty = join(dir, 'empty.sqlite');
    writeFileSync(empty, '');
    const notDb = join(dir, 'garbage.sqlite');
    writeFileSync(notDb, Buffer.alloc(8192, 7));
    const directory = join(dir, 'a-directory.sqlite');
    mkdirSync(directory);
    const cases: [string, RegExp][] = [
      [empty, /is empty \(0 bytes\).*restore it from a backup/],
      [notDb, /not a readable SQLite database.*restore a backup/],
      [directory, /cannot be opened or created/],
    ];
    for (const [path, message] of cases) {
      const e = await refusal(path);
      expect(e.code, path).toBe(2);
      expect(e.stderr).toMatch(message);
      expect(e.stderr).toContain(path);
      expect(e.stderr).not.toMatch(/\n\s+at /);
    }
  });

  // Root ignores file modes, so the file is made immutable (chattr +i), which binds root too; skipped where unsupported.
  const probe = join(dir, 'probe');
  writeFileSync(probe, '');
  const canChattr = spawnSync('chattr', ['+i', probe], { stdio: 'ignore' }).status === 0 && spawnSync('chattr', ['-i', probe], { stdio: 'ignore' }).status === 0;
  it.skipIf(!canChattr)('refuses a database it cannot write, saying so', async () => {
    const path = join(dir, 'read-only.sqlite');
    const store = new SqliteStore(path);
    await store.close();
    expect(spawnSync('chattr', ['+i', path]).status).toBe(0);
    try {
      const e = await refusal(path);
      expect(e.code).toBe(2);
      expect(e.stderr).toMatch(/cannot be written .* make the file and its directory writable/);
      expect(e.stderr).not.toMatch(/\n\s+at /);
    } finally {
      spawnSync('chattr', ['-i', path]);
    }
  });
});
