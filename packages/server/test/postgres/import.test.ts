// `escoba-server import-sqlite`: a game log written by a real server on SQLite, moved into a real PostgreSQL,
// served from there by a real server: the same tables, the same events byte for byte, a game that goes on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStore, SqliteStore, type EscobaServer } from '@escoba/server';
import { RawClient } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const BIN = fileURLToPath(new URL('../../bin/escoba-server.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'escoba-import-'));
const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function importCommand(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, 'import-sqlite', ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

if (!usePostgres()) describe.skip('import-sqlite: not installed', () => it('skipped', () => undefined));
else {
  describe('import-sqlite', () => {
    it('copies every table; a second run copies nothing; a server on PostgreSQL resumes the game', async () => {
      const file = join(dir, 'escoba.sqlite');
      // A real server on SQLite: a lobby and a game in play.
      const before = await startProcess({ ESCOBA_DB: file });
      running.push(before);
      const host = await RawClient.open({ port: before.port } as EscobaServer);
      host.send({ type: 'create', config: { players: 2, bots: [{ seat: 1, level: 'easy' }] }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      expect((await host.request({ type: 'start' })).type).toBe('ack');
      const dealt = await host.next((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'dealt');
      const other = await RawClient.open({ port: before.port } as EscobaServer);
      other.send({ type: 'create', config: { players: 4 }, name: 'Bea' });
      const lobby = (await other.next((m) => m.type === 'joined'))['code'] as string;
      await Promise.all([host.close(), other.close()]);
      before.child.kill('SIGTERM');
      expect(await before.exited()).toBe(0);

      const url = await currentServices().createDatabase();
      const first = importCommand({ ESCOBA_DATABASE_URL: url }, file);
      expect(first).toMatchObject({ code: 0, err: '' });
      expect(first.out).toMatch(/^imported 2 tables \(\d+ events\) from .* into postgres:\/\/.*; 0 were there already$/);
      const again = importCommand({ ESCOBA_DATABASE_URL: url, ESCOBA_DB: file });
      expect(again.out).toMatch(/^imported 0 tables \(0 events\) .*; 2 were there already$/);

      const sqlite = new SqliteStore(file);
      const pg = await PostgresStore.open(url);
      for (const c of [code, lobby]) expect(await pg.read(c)).toEqual(await sqlite.read(c));
      expect(await pg.inPlay()).toEqual([code]);
      expect((await pg.unfinished()).sort()).toEqual([code, lobby].sort());
      const sqliteEnd = (await sqlite.read(code)).length;
      await sqlite.close();

      // A table PostgreSQL holds another log for is left alone, and said so.
      await pg.append(lobby, [{ v: (await pg.read(lobby)).length + 1, event: { type: 'chat', seat: 0, name: 'Bea', text: 'only in PostgreSQL', at: 1 } }], 'lobby');
      const conflict = importCommand({ ESCOBA_DATABASE_URL: url }, file);
      expect(conflict.code).toBe(1);
      expect(conflict.out).toMatch(new RegExp(`1 left alone because PostgreSQL holds a different log for them: ${lobby}$`));
      await pg.close();

      // Served from PostgreSQL: the host resumes the game where it was.
      const after = await startProcess({ ESCOBA_DATABASE_URL: url, ESCOBA_DB: '/nonexistent/unused.sqlite' });
      running.push(after);
      const back = await RawClient.open({ port: after.port } as EscobaServer);
      expect((await back.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
      const sync = await back.next((m) => m.type === 'sync');
      expect(sync['v']).toBe(sqliteEnd);
      expect(sqliteEnd).toBeGreaterThanOrEqual(dealt['v'] as number);
      expect((sync['view'] as { phase: string }).phase).toBe('play');
      await back.close();
    });

    it('says what is wrong, in one line, with exit code 2', () => {
      const missing = importCommand({ ESCOBA_DATABASE_URL: 'postgres://escoba@127.0.0.1:1/x' }, join(dir, 'nope.sqlite'));
      expect(missing.code).toBe(2);
      expect(missing.err).toMatch(/^The game log postgres:\/\/escoba@127\.0\.0\.1:1\/x cannot be reached/);
      const noUrl = importCommand({ ESCOBA_DATABASE_URL: '' }, 'x.sqlite');
      expect(noUrl).toMatchObject({ code: 2 });
      expect(noUrl.err).toMatch(/^ESCOBA_DATABASE_URL is not set/);
    });
  });
}
