// Connections and file descriptors that a few addresses cannot exhaust: the real server process with a low
// open-files limit, flooded from many loopback addresses (Linux routes all of 127.0.0.0/8 to lo); and the fair
// shares of the connection budget in process, connection by connection.
import type { ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { pino } from 'pino';
import { definitionOf, escobaView } from './client-games.js';
import { createClient, type EscobaClient, type SocketConstructor } from '@escoba/protocol';
import { MemoryStore, startServer, type EscobaServer } from '@escoba/server';
import { startProcess } from './server-process.js';
import { sleep, until } from './helpers.js';

const children: ChildProcess[] = [];
const clients: EscobaClient[] = [];
const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** A protocol client whose connection comes from `from`. */
function player(port: number, from: string): EscobaClient {
  class Bound extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { localAddress: from });
    }
  }
  const c = createClient(`ws://127.0.0.1:${port}/ws`, { WebSocket: Bound as unknown as SocketConstructor, reconnect: false, definitionOf });
  clients.push(c);
  return c;
}

/** Whether a client's connection closed at some point from now on. */
function watchClose(c: EscobaClient): () => boolean {
  let closed = false;
  c.on('status', (s) => {
    if (s === 'closed') closed = true;
  });
  return () => closed;
}

type Opened = { ws: WebSocket; result: 'open' | 'reset' | number };

/** A WebSocket from `from`: 'open', the HTTP status that refused it, or 'reset' (the TCP connection was cut). */
function openSocket(port: number, from: string): Promise<Opened> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: from });
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws, result: 'open' }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, result: res.statusCode ?? 0 }));
    ws.on('error', () => resolve({ ws, result: 'reset' }));
    ws.once('close', () => resolve({ ws, result: 'reset' }));
  });
}

/** A raw TCP connection from `from` that sends nothing; resolves once connected, or with null if it could not. */
function openRaw(port: number, from: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port, localAddress: from });
    s.once('connect', () => resolve(s));
    s.on('error', () => resolve(null));
  });
}

/**
 * Addresses that each open every connection they can and keep trying: WebSockets up to the limit, then raw TCP
 * connections that send nothing. One attempt at a time per address; after a refusal, the next in 200 ms.
 */
class Flood {
  private stopped = false;
  private readonly open = new Set<WebSocket | Socket>();
  private readonly loops: Promise<void>[] = [];
  /** Refusals per address. */
  readonly refused = new Map<string, number>();

  constructor(private readonly port: number) {}

  add(addresses: readonly string[]): void {
    for (const from of addresses) this.loops.push(this.loop(from));
  }

  /** Every address was refused at least `times` times: it holds all it may. */
  saturated(times: number): boolean {
    return [...this.refused.values()].every((n) => n >= times);
  }

  get held(): number {
    return this.open.size;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
    for (const s of this.open) if (s instanceof WebSocket) s.terminate();
    else s.destroy();
  }

  private async loop(from: string): Promise<void> {
    this.refused.set(from, 0);
    let sockets = 0;
    let wsRefusedAt = 0;
    while (!this.stopped) {
      let admitted = false;
      if (sockets < 32 && Date.now() - wsRefusedAt > 1000) {
        const { ws, result } = await openSocket(this.port, from);
        if (result === 'open') {
          admitted = true;
          sockets++;
          this.open.add(ws);
          ws.once('close', () => {
            sockets--;
            this.open.delete(ws);
          });
        } else {
          wsRefusedAt = Date.now();
          ws.terminate();
        }
      } else {
        const s = await openRaw(this.port, from);
        if (s) {
          this.open.add(s);
          let closed = false;
          s.once('close', () => {
            closed = true;
            this.open.delete(s);
          });
          // A refused connection is closed by the server as soon as it is accepted.
          await sleep(100);
          admitted = !closed;
        }
      }
      if (!admitted) {
        this.refused.set(from, this.refused.get(from)! + 1);
        await sleep(200);
      }
    }
  }
}

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);

/** A table of two in play, from two addresses; the seat on turn plays a legal card when asked. */
async function tableInPlay(port: number) {
  const ana = player(port, '127.0.0.2');
  const bea = player(port, '127.0.0.3');
  const { code } = await ana.create({ players: 2 }, 'Ana');
  await bea.join(code, 1, 'Bea');
  await ana.start();
  await until(() => escobaView(ana.table, ana.view)?.turn != null && escobaView(bea.table, bea.view)?.turn != null, 10_000, 'the deal');
  const closed = [watchClose(ana), watchClose(bea)];
  return {
    closed: () => closed.some((c) => c()),
    /** The seat on turn plays; both see the table's version move on. */
    async play() {
      const onTurn = [ana, bea].find((c) => {
        const view = escobaView(c.table, c.view);
        return view !== null && view.turn === view.seat;
      })!;
      const v = Math.max(ana.v, bea.v);
      await onTurn.play(escobaView(onTurn.table, onTurn.view)!.legal[0]!);
      await until(() => ana.v > v && bea.v > v, 10_000, 'both to see the play');
    },
  };
}

describe('a server process with 1,024 file descriptors, flooded from many addresses', () => {
  it('24 (then 64) addresses opening every connection they can do not stop new players, /healthz, or the players at a table', { timeout: 240_000 }, async () => {
    const p = await startProcess({ ESCOBA_DB: ':memory:', ESCOBA_LOG_LEVEL: 'info', ESCOBA_BOT_DELAY_MS: '0' }, children, { openFiles: 1024 });
    // Node raises the soft limit to the hard one; here both are 1,024, and 128 are kept in reserve.
    await until(() => p.logs().includes('the open-files limit is low (soft 1024, hard 1024)'), 5000, 'the warning');
    expect(p.logs()).toContain('open files: soft 1024, hard 1024; connection budget 896 (128 descriptors in reserve)');
    const table = await tableInPlay(p.port);

    // 24 addresses × (32 WebSockets + 16 other connections) = 1,152: more than the process has descriptors.
    const flood = new Flood(p.port);
    flood.add(range('127.0.1', 24));
    await until(() => flood.saturated(3), 120_000, 'the flood to hold all it may');
    expect(flood.held).toBeGreaterThan(700);

    // A new player connects, makes a table against a bot and plays.
    const newcomer = player(p.port, '127.0.2.1');
    await newcomer.create({ players: 2, bots: [{ seat: 1, level: 'easy' }] }, 'Nuevo');
    await newcomer.start();
    await until(() => escobaView(newcomer.table, newcomer.view)?.turn === 0, 20_000, 'the newcomer’s turn');
    const v = newcomer.v;
    await newcomer.play(escobaView(newcomer.table, newcomer.view)!.legal[0]!);
    expect(newcomer.v).toBeGreaterThan(v);
    expect((await fetch(`http://127.0.0.1:${p.port}/healthz`)).status).toBe(200);
    await table.play();

    // 40 more addresses join the flood: the budget is used up and shared among them all.
    flood.add(range('127.0.3', 40));
    await until(() => flood.saturated(3), 120_000, 'the larger flood to hold all it may');
    const newcomers = await Promise.all(range('127.0.4', 10).map((from) => openSocket(p.port, from)));
    expect(newcomers.map((n) => n.result)).toEqual(Array.from({ length: 10 }, () => 'open'));
    for (const n of newcomers) n.ws.terminate();
    expect((await fetch(`http://127.0.0.1:${p.port}/healthz`)).status).toBe(200);
    await table.play();
    expect(table.closed()).toBe(false);

    await flood.stop();
    expect(p.child.exitCode).toBeNull();
    await until(() => p.logs().includes('connections refused or shed'), 15_000, 'the log of refusals');
  });

  it('out of descriptors (EMFILE on accept): the process stays up and serves again once connections close', { timeout: 120_000 }, async () => {
    // A budget above what 200 descriptors allow: connections are accepted until accepting fails with EMFILE;
    // libuv then accepts and closes the waiting ones itself (Node emits nothing for those).
    const p = await startProcess({ ESCOBA_DB: ':memory:', ESCOBA_MAX_CONNECTIONS: '5000', ESCOBA_CONNECTIONS_PER_ADDRESS: '5000' }, children, { openFiles: 200 });
    await until(() => p.logs().includes('ESCOBA_MAX_CONNECTIONS=5000 is more than the open-files limit leaves'), 5000, 'the warning');
    const raw: Socket[] = [];
    let cut = 0;
    for (const from of range('127.0.5', 6)) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => openRaw(p.port, from)));
      for (const s of batch) if (s) raw.push(s.once('close', () => cut++));
    }
    // Neither the budget (5,000) nor the limit per address (5,016) refuses any: only EMFILE cuts connections.
    await until(() => cut > 0, 15_000, 'connections cut for want of descriptors');
    expect(p.child.exitCode).toBeNull();
    for (const s of raw) s.destroy();
    const health = await retry(() => fetch(`http://127.0.0.1:${p.port}/healthz`).then((r) => r.status));
    expect(health).toBe(200);
    const { ws, result } = await openSocket(p.port, '127.0.5.99');
    expect(result).toBe('open');
    ws.terminate();
    expect(p.child.exitCode).toBeNull();
  });
});

/** Retries a request cut while the server drains the connections it could not take (at most 20 times). */
async function retry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (e) {
      if (i >= 20) throw e;
      await sleep(200);
    }
  }
}

describe('the connection budget, connection by connection (in process, a budget of 20)', () => {
  async function server() {
    const s = await startServer({ webDir: '/nonexistent', port: 0, store: new MemoryStore(), logger: pino({ level: 'silent' }), botWorker: false, maxConnections: 20, hub: { maxConnectionsPerAddress: 40 } });
    servers.push(s);
    return s;
  }

  it('sheds idle sockets of the addresses over their fair share first, then their newest WebSocket; never a player’s or the newcomer’s', async () => {
    const s = await server();
    // Under pressure (17 of 20 used) an address holding its fair share gets no more: B stops at 9.
    const players = [await openSocket(s.port, '127.0.6.1')];
    const aRaw = [await openRaw(s.port, '127.0.7.1'), await openRaw(s.port, '127.0.7.1')];
    const a: Opened[] = [];
    for (let i = 0; i < 5; i++) a.push(await openSocket(s.port, '127.0.7.1'));
    const b: Opened[] = [];
    for (let i = 0; i < 10; i++) b.push(await openSocket(s.port, '127.0.7.2'));
    expect(b.map((x) => x.result)).toEqual([...Array.from({ length: 9 }, () => 'open'), 'reset']);
    b.pop();
    // Three more players, each below their share (20 / addresses), fill the budget.
    for (const from of ['127.0.6.2', '127.0.6.3', '127.0.6.4']) players.push(await openSocket(s.port, from));
    expect([...players, ...a].every((x) => x.result === 'open')).toBe(true);
    expect(aRaw.every((x) => x !== null)).toBe(true);
    const rawClosed = aRaw.map((r) => {
      let closed = false;
      r!.once('close', () => (closed = true));
      return () => closed;
    });
    const closedAt = (list: { ws: WebSocket }[]) => list.map((x) => x.ws.readyState === WebSocket.CLOSED || x.ws.readyState === WebSocket.CLOSING);
    await until(() => s.hub.connectionCount === 18);
    // Full, and B is over its share (20 / 6 addresses = 3): refused.
    expect((await openSocket(s.port, '127.0.7.2')).result).toBe('reset');

    // Newcomers (share 20 / 7 = 2): A's two idle sockets go first, although B holds more.
    const n1 = await openSocket(s.port, '127.0.8.1');
    const n2 = await openSocket(s.port, '127.0.8.2');
    expect([n1.result, n2.result]).toEqual(['open', 'open']);
    await until(() => rawClosed.every((c) => c()), 5000, 'A’s idle sockets to be shed');
    expect(closedAt(b).some(Boolean)).toBe(false);
    // Then the newest WebSocket of the address furthest over its share: B (9 against A's 5).
    const n3 = await openSocket(s.port, '127.0.8.3');
    expect(n3.result).toBe('open');
    await until(() => closedAt(b)[8] === true, 5000, 'B’s newest WebSocket to be shed');
    expect(closedAt(b).slice(0, 8).some(Boolean)).toBe(false);
    expect(closedAt(a).some(Boolean)).toBe(false);
    expect(closedAt([...players, n1, n2, n3]).some(Boolean)).toBe(false);
    for (const x of [...players, n1, n2, n3, ...a, ...b]) x.ws.terminate();
  });

  it('refuses a newcomer when nobody is over their share', async () => {
    const s = await server();
    const held = [];
    for (let i = 0; i < 20; i++) held.push(await openSocket(s.port, `127.0.9.${i + 1}`));
    expect(held.every((x) => x.result === 'open')).toBe(true);
    expect((await openSocket(s.port, '127.0.9.200')).result).toBe('reset');
    expect(held.some((x) => x.ws.readyState !== WebSocket.OPEN)).toBe(false);
    for (const x of held) x.ws.terminate();
  });
});
