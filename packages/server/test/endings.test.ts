import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SeatView } from '@escoba/engine';
import Database from 'better-sqlite3';
import { seeded } from './autoplayer.js';
import { sleep } from './helpers.js';
import { kill9, startProcess, type ServerProcess } from './server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-endings-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A seat as its player knows it: the token to resume it and the last version seen. */
interface SeatRef {
  readonly code: string;
  readonly seat: number | null;
  token: string;
  v: number;
  finished: boolean;
}

/** One WebSocket following a table (seat or spectator); a seated one plays a random legal play, after a random pause, when on turn. */
class Conn {
  readonly ws: WebSocket;
  private view: SeatView | null = null;
  private playedAt = -1;
  private lastPlay: Record<string, unknown> | null = null;
  readonly opened: Promise<void>;
  constructor(
    port: number,
    readonly ref: SeatRef,
    private readonly random: () => number,
    opening: Record<string, unknown>,
  ) {
    this.ws = new WebSocket(`ws://localhost:${port}/ws`);
    this.ws.on('error', () => undefined);
    this.opened = new Promise((resolve) => this.ws.once('open', () => resolve()));
    void this.opened.then(() => this.send(opening));
    this.ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; code?: string; v?: number; view?: SeatView | null; table?: { status: string }; event?: { type: string }; token?: string };
      if (m.type === 'joined') this.ref.token = m.token!;
      // Every connection of a seat plays (this test keeps several open), and they share the seat's command limit:
      // a play refused for it is sent again, as a person clicks again, while the position is the same.
      if (m.type === 'error' && m.code === 'RateLimited' && this.lastPlay !== null) {
        rateLimited++;
        const again = this.lastPlay;
        setTimeout(() => {
          if (this.lastPlay === again && this.view?.turn === this.ref.seat) this.send(again);
        }, 250 + this.random() * 250);
      }
      if (m.type !== 'event' && m.type !== 'sync') return;
      this.ref.v = Math.max(this.ref.v, m.v!);
      if (m.view !== undefined) this.view = m.view;
      if (m.table?.status === 'finished' || m.event?.type === 'finished') this.ref.finished = true;
      const view = this.view;
      if (this.ref.seat !== null && view?.turn === this.ref.seat && view.legal.length > 0 && this.playedAt !== m.v) {
        this.playedAt = m.v!;
        const play = view.legal[Math.floor(this.random() * view.legal.length)]!;
        const message = { type: 'play', play: { card: play.card, take: play.take, ...(play.renuncio ? { renuncio: true } : {}) }, v: m.v! };
        this.lastPlay = message;
        setTimeout(() => this.send(message), 10 + this.random() * 150);
      }
    });
  }
  send(m: Record<string, unknown>) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }
  get open() {
    return this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING;
  }
}

/** Plays refused by the seat's command limit (and sent again), over the run: said when a game does not end. */
let rateLimited = 0;

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Runs one randomized session: tables with people and bots, random joins, leaves, resumes, drops and kill -9s; then checks every game ends. */
async function session(seed: number) {
  const random = seeded(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const db = join(dir, `s${seed}.sqlite`);
  const env = { ESCOBA_DB: db, ESCOBA_GRACE_SECONDS: '0', ESCOBA_BOT_DELAY_MS: '120', ESCOBA_SUBSTITUTE: 'random', ESCOBA_LOG_LEVEL: 'silent', ESCOBA_CONNECTIONS_PER_ADDRESS: '1000' };
  let server: ServerProcess = await startProcess(env, children);
  const conns: Conn[] = [];
  const open = (ref: SeatRef, opening: Record<string, unknown>) => {
    const c = new Conn(server.port, ref, random, opening);
    conns.push(c);
    return c;
  };
  const resume = (ref: SeatRef) => open(ref, ref.seat === null ? { type: 'spectate', code: ref.code, since: ref.v } : { type: 'resume', code: ref.code, seat: ref.seat, token: ref.token, since: ref.v });

  // Lobbies: each table's people join; some leave and join again (a new token); then the host starts.
  const tables: { code: string; seats: SeatRef[]; watcher: SeatRef }[] = [];
  for (let t = 0; t < 3; t++) {
    const players = pick([2, 3, 4] as const);
    const botSeat = random() < 0.5 ? players - 1 : null;
    const config = { players, target: 2, turnSeconds: pick([null, 5]), bots: botSeat === null ? [] : [{ seat: botSeat, level: pick(['random', 'easy', 'medium']) }] };
    const host: SeatRef = { code: '', seat: 0, token: '', v: 0, finished: false };
    const hostConn = new Conn(server.port, host, random, { type: 'create', config, name: 'Host' });
    conns.push(hostConn);
    let code = '';
    hostConn.ws.on('message', (d) => {
      const m = JSON.parse(d.toString()) as { type: string; code?: string };
      if (m.type === 'joined') code = m.code!;
    });
    await until(() => code !== '', 5000, 'the table');
    const seats: SeatRef[] = [{ ...host, code }];
    Object.assign(host, { code });
    seats[0] = host;
    for (let seat = 1; seat < players; seat++) {
      if (seat === botSeat) continue;
      const ref: SeatRef = { code, seat, token: '', v: 0, finished: false };
      const conn = open(ref, { type: 'join', code, seat, name: `P${seat}` });
      await until(() => ref.token !== '', 5000, 'a seat');
      if (random() < 0.4) {
        conn.send({ type: 'leave' });
        await sleep(50);
        const old = ref.token;
        open(ref, { type: 'join', code, seat, name: `Q${seat}` });
        await until(() => ref.token !== old, 5000, 'the seat again');
      }
      seats.push(ref);
    }
    hostConn.send({ type: 'start' });
    tables.push({ code, seats, watcher: { code, seat: null, token: '', v: 0, finished: false } });
  }

  // Play: random drops, resumes, duplicate connections, leaves and kill -9s while the games go on.
  let kills = 0;
  for (let step = 0; step < 40; step++) {
    await sleep(30 + random() * 120);
    const r = random();
    const live = conns.filter((c) => c.open);
    if (r < 0.3 && live.length > 0) pick(live).ws.terminate();
    else if (r < 0.55) resume(pick(pick(tables).seats));
    else if (r < 0.65 && live.length > 0) pick(live).send({ type: 'leave' });
    else if (r < 0.75) {
      const t = pick(tables);
      resume(t.seats[0]!);
      resume(t.seats[0]!);
    } else if (r < 0.8 && kills < 2) {
      kills++;
      await kill9(server);
      for (const c of conns) c.ws.terminate();
      server = await startProcess(env, children);
    }
  }

  // Someone watches every table (a table nobody follows rests); the people still connected keep playing.
  for (const t of tables) resume(t.watcher);
  try {
    await until(() => tables.every((t) => t.watcher.finished), 60_000, `every game to end (seed ${seed}, ${kills} kills)`);
  } catch (e) {
    const log = new Database(db, { readonly: true });
    const tails = tables.filter((t) => !t.watcher.finished).map((t) => log.prepare<[string], { v: number; body: string }>('SELECT v, body FROM events WHERE code = ? ORDER BY v DESC LIMIT 6').all(t.code).map((r) => `${r.v} ${r.body.slice(0, 160)}`));
    log.close();
    throw new Error(`${(e as Error).message}; ${rateLimited} plays refused by the seat limit so far; the unfinished tables' logs end with:\n${tails.map((lines) => lines.reverse().join('\n')).join('\n--\n')}`, { cause: e });
  }
  for (const c of conns) c.ws.terminate();
  server.child.kill('SIGTERM');
  await server.exited();
  const log = new Database(db, { readonly: true });
  for (const t of tables) {
    const last = log.prepare<[string], { body: string }>('SELECT body FROM events WHERE code = ? ORDER BY v DESC LIMIT 1').get(t.code)!;
    const lastGameEvent = log
      .prepare<[string], { body: string }>("SELECT body FROM events WHERE code = ? AND body NOT LIKE '{\"type\":\"chat\"%' AND body NOT LIKE '{\"type\":\"substitute\"%' ORDER BY v DESC LIMIT 1")
      .get(t.code)!;
    expect(JSON.parse(lastGameEvent.body), last.body).toMatchObject({ type: 'finished' });
  }
  log.close();
  return kills;
}

describe('no game freezes', () => {
  it('over randomized join/leave/resume/drop/kill -9 sequences, every game reaches its end', async () => {
    let kills = 0;
    for (const seed of [11, 12, 13]) kills += await session(seed);
    expect(kills).toBeGreaterThan(0);
  }, 300_000);
});
