// Operations on the real server process: /healthz, /readyz, Prometheus /metrics (on the operations address), and a
// graceful SIGTERM. (test/postgres/ops.test.ts runs it again on PostgreSQL and Redis; test/edge.test.ts has where
// they are served and who may reach them.)
import { afterAll, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { RawClient } from './helpers.js';
import { startProcess, type ServerProcess } from './server-process.js';
import { backendEnv } from './services/backend.js';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
});

async function server(): Promise<ServerProcess> {
  const p = await startProcess({ ESCOBA_DB: ':memory:', ...(await backendEnv()) });
  running.push(p);
  return p;
}

const get = (p: ServerProcess, path: string) => fetch(`http://127.0.0.1:${p.opsPort}${path}`);

describe('operations', () => {
  it('/healthz and /readyz answer 200; /metrics counts tables, sockets, moves and append latency', async () => {
    const p = await server();
    expect(await (await get(p, '/healthz')).json()).toEqual({ ok: true });
    const ready = await get(p, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    const client = await RawClient.open({ port: p.port } as EscobaServer);
    client.send({ type: 'create', config: { players: 2, bots: [{ seat: 1, level: 'easy' }] }, name: 'Ana' });
    await client.next((m) => m.type === 'joined');
    expect((await client.request({ type: 'start' })).type).toBe('ack');
    const res = await get(p, '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^escoba_tables_loaded 1$/m);
    expect(text).toMatch(/^escoba_sockets 1$/m);
    expect(text).toMatch(/^escoba_table_events_total\{type="dealt"\} 1$/m);
    expect(text).toMatch(/^escoba_store_append_seconds_count\{result="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^escoba_process_resident_memory_bytes \d+$/m);
    expect((await fetch(`http://127.0.0.1:${p.opsPort}/metrics`, { method: 'POST' })).status).toBe(405);
    await client.close();
  });

  it('SIGTERM: sockets close with 1012 (the reconnect hint) and the process exits 0 without an error logged', async () => {
    const p = await server();
    const client = await RawClient.open({ port: p.port } as EscobaServer);
    client.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    await client.next((m) => m.type === 'joined');
    const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    p.child.kill('SIGTERM');
    expect(await closed).toBe(1012);
    expect(await p.exited()).toBe(0);
    expect(p.logs()).not.toMatch(/"level":(50|60)/);
  });
});
