import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { actionText, tableGameById } from '@escoba/games';
import { PROTOCOL, type GameView, type TableConfig } from '@escoba/protocol';

type GameId = string;
import { EVERY_TABLE } from './games.js';
import { backendEnv } from './services/backend.js';

const BIN = fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'escoba-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The test's PostgreSQL database and Redis when the suite runs on them (test/postgres/), the same for every start. */
let backend: Record<string, string> | null = null;

/** Starts the real server process on a free port with the test's database; resolves with its port. */
async function startProcess(): Promise<{ child: ChildProcess; port: number }> {
  backend ??= await backendEnv();
  const child = spawn(process.execPath, [BIN], {
    env: { ...process.env, PORT: '0', ESCOBA_DB: join(dir, 'escoba.sqlite'), ESCOBA_LOG_LEVEL: 'silent', ESCOBA_GRACE_SECONDS: '600', ESCOBA_CONNECTIONS_PER_ADDRESS: '1000', ESCOBA_TABLES_PER_HOUR: '6000', ...backend },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Escoba: http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
}

/** A seat's connection that plays the first legal action when told to and remembers the last view and version. */
class Seat {
  v = 0;
  view: GameView | null = null;
  table: { deadline: number | null; settings?: { gameId: GameId } } | null = null;
  code = '';
  token = '';
  readonly ws: WebSocket;
  private waiters: (() => void)[] = [];
  constructor(port: number, readonly seat: number) {
    this.ws = new WebSocket(`ws://localhost:${port}/ws`);
    this.ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; v: number; view?: GameView; table?: { deadline: number | null }; event?: { deadline?: number | null }; code?: string; token?: string };
      if (m.type === 'joined') [this.code, this.token] = [m.code!, m.token!];
      if (m.type === 'event' || m.type === 'sync') {
        this.v = m.v;
        if (m.view) this.view = m.view;
        if (m.table) this.table = m.table;
        // Plays move the deadline without resending the table.
        if (m.event?.deadline !== undefined) this.table = { ...this.table, deadline: m.event.deadline };
      }
      for (const w of this.waiters.splice(0)) w();
    });
    this.ws.on('error', () => undefined);
  }
  open = () =>
    new Promise((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`seat ${this.seat}: the server refused the connection with ${res.statusCode}`)));
    }).then(() => this.send({ type: 'hello', protocol: PROTOCOL }));
  send = (m: object) => this.ws.send(JSON.stringify(m));
  async until(check: () => boolean) {
    const end = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > end) throw new Error(`seat ${this.seat}: timed out at v${this.v}`);
      await new Promise<void>((r) => (this.waiters.push(r), setTimeout(r, 20)));
    }
  }
}

async function openTable(port: number, config: TableConfig) {
  const seats = Array.from({ length: config.players }, (_, i) => new Seat(port, i));
  await Promise.all(seats.map((s) => s.open()));
  seats[0]!.send({ type: 'create', config: { ...config, turnSeconds: 120 }, name: 'host' });
  await seats[0]!.until(() => seats[0]!.code !== '');
  for (const s of seats.slice(1)) {
    s.send({ type: 'join', code: seats[0]!.code, seat: s.seat, name: `p${s.seat}` });
    await s.until(() => s.token !== '');
    s.code = seats[0]!.code;
  }
  seats[0]!.send({ type: 'start' });
  await Promise.all(seats.map((s) => s.until(() => s.view?.phase === 'play')));
  return seats;
}

/** Plays `n` actions (the first legal one, in its game's notation), each by the seat on turn, waiting until every seat has seen it. */
async function play(seats: Seat[], gameId: GameId, n: number) {
  for (let i = 0; i < n; i++) {
    const turn = seats[0]!.view!.turn!;
    const s = seats[turn]!;
    const target = s.v + 1;
    s.send({ type: 'play', play: actionText(tableGameById(gameId), s.view!.legal[0]!), v: s.v });
    await Promise.all(seats.map((x) => x.until(() => x.v >= target)));
  }
}

describe('crash recovery', () => {
  it('kill -9 mid-hand at a table of every game and size, restart: every seat resumes with exactly the view and version it had, deadlines included', async () => {
    const first = await startProcess();
    const tables: { label: string; gameId: GameId; seats: Seat[] }[] = [];
    for (const [i, { label, config }] of EVERY_TABLE.entries()) {
      const seats = await openTable(first.port, config);
      const gameId = config.gameId === 'alcalde' ? 'brisca' : (config.gameId ?? 'escoba');
      // A different number of actions at each table, so the kill finds them at different points of a hand.
      await play(seats, gameId, 5 + (i % 4));
      tables.push({ label, gameId, seats });
    }
    const all = tables.flatMap((t) => t.seats);
    const before = all.map((s) => ({ v: s.v, view: s.view, deadline: s.table!.deadline }));
    for (const t of tables) expect(t.seats.every((s) => s.view!.phase === 'play' && s.table!.deadline !== null), t.label).toBe(true);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startProcess();
    const resumed = all.map((old) => {
      const s = new Seat(second.port, old.seat);
      [s.code, s.token] = [old.code, old.token];
      return s;
    });
    await Promise.all(resumed.map((s) => s.open()));
    for (const [i, s] of resumed.entries()) s.send({ type: 'resume', code: s.code, seat: s.seat, token: s.token, since: before[i]!.v });
    await Promise.all(resumed.map((s) => s.until(() => s.view !== null)));
    resumed.forEach((s, i) => {
      const label = tables.find((t) => t.seats.includes(all[i]!))!.label;
      expect(s.v, label).toBe(before[i]!.v);
      expect(s.view, label).toEqual(before[i]!.view);
      expect(s.table!.deadline, label).toBe(before[i]!.deadline);
    });
    // The games go on.
    let at = 0;
    for (const t of tables) {
      await play(resumed.slice(at, at + t.seats.length), t.gameId, 3);
      at += t.seats.length;
    }
    for (const s of [...all, ...resumed]) s.ws.terminate();
    second.child.kill('SIGTERM');
  });
});
