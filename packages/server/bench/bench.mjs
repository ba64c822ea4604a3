// Server load benchmark: `npm run bench:server -- --games N [--json] [--think-ms M] [--target T]`.
// Starts the real server process (SQLite log in a temporary directory), opens N two-player tables over WebSocket
// on loopback with two bot clients each, measures the server's memory with every game dealt and idle, then plays
// every game to the end: each client waits a random think time (uniform 0..2M ms, mean M) before its play.
// Latency is from sending a play to receiving the event that records it.
/* global fetch, performance, setTimeout, setInterval, clearInterval */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} needs a number, got ${process.argv[i + 1]}`);
    process.exit(2);
  }
  return n;
}
const games = option('games', 100);
const thinkMs = option('think-ms', 500);
const target = option('target', 1);
const json = process.argv.includes('--json');
const say = (...a) => json || console.error(...a);

const dir = mkdtempSync(join(tmpdir(), 'escoba-bench-'));
const bin = fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url));
const server = spawn(process.execPath, ['--expose-gc', bin], {
  // Every client is on loopback, one address: the limits per address are lifted for the benchmark.
  env: { ...process.env, PORT: '0', ESCOBA_DB: join(dir, 'bench.sqlite'), ESCOBA_STATS: '1', ESCOBA_LOG_LEVEL: 'warn', ESCOBA_CONNECTIONS_PER_ADDRESS: '100000', ESCOBA_TABLES_PER_HOUR: '1000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /Escoba: http:\/\/localhost:(\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const stats = async () => (await fetch(`http://localhost:${port}/api/stats?gc=1`)).json();

const latencies = [];
let moves = 0;
let completed = 0;
let playing = false;
let started = 0;
/** Latencies per 5-second window of the run, to see where the slow moves are. */
const windows = [];

class BotClient {
  constructor(seat) {
    this.seat = seat;
    this.v = 0;
    this.view = null;
    this.sentAt = 0;
    this.pendingV = -1;
    this.finished = false;
    this.ws = new WebSocket(`ws://localhost:${port}/ws`, { perMessageDeflate: false });
    this.handlers = [];
    this.ws.on('message', (data) => this.receive(JSON.parse(data.toString())));
  }
  opened() {
    return new Promise((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('error', reject);
    });
  }
  next(type) {
    return new Promise((resolve) => this.handlers.push({ type, resolve }));
  }
  receive(m) {
    const h = this.handlers.findIndex((x) => x.type === m.type);
    if (h >= 0) this.handlers.splice(h, 1)[0].resolve(m);
    if (m.type === 'joined') [this.code, this.token] = [m.code, m.token];
    if (m.type === 'error') console.error('error', m);
    if (m.type !== 'event' && m.type !== 'sync') return;
    this.v = m.v;
    if (m.view) this.view = m.view;
    if (m.type === 'event' && m.event.type === 'played' && m.event.seat === this.seat && this.sentAt) {
      const now = performance.now();
      latencies.push(now - this.sentAt);
      const w = Math.floor((now - started) / 5000);
      (windows[w] ??= []).push(now - this.sentAt);
      this.sentAt = 0;
      moves++;
    }
    if (m.table?.status === 'finished' && !this.finished) {
      this.finished = true;
      if (this.seat === 0) completed++;
    }
    this.maybePlay();
  }
  maybePlay() {
    const view = this.view;
    if (!playing || this.finished || !view || view.turn !== this.seat || view.legal.length === 0 || this.pendingV === this.v) return;
    this.pendingV = this.v;
    const v = this.v;
    setTimeout(() => {
      const play = view.legal[Math.floor(Math.random() * view.legal.length)];
      this.sentAt = performance.now();
      this.ws.send(JSON.stringify({ type: 'play', play: { card: play.card, take: play.take }, v }));
    }, Math.random() * 2 * thinkMs);
  }
}

say(`Starting ${games} two-player games (target ${target}, think time mean ${thinkMs} ms) against the server on port ${port}...`);
const base = await stats();
const tables = [];
async function openTable() {
  const a = new BotClient(0);
  const b = new BotClient(1);
  await Promise.all([a.opened(), b.opened()]);
  a.ws.send(JSON.stringify({ type: 'create', config: { players: 2, target }, name: 'a' }));
  await a.next('sync');
  b.ws.send(JSON.stringify({ type: 'join', code: a.code, seat: 1, name: 'b' }));
  await b.next('sync');
  a.ws.send(JSON.stringify({ type: 'start' }));
  await Promise.all([a.next('event'), b.next('event')]);
  tables.push([a, b]);
}
for (let i = 0; i < games; i += 50) await Promise.all(Array.from({ length: Math.min(50, games - i) }, openTable));
await new Promise((r) => setTimeout(r, 500));
const idle = await stats();
const memoryPerGameKB = (idle.memory.heapUsed - base.memory.heapUsed) / games / 1024;
const rssPerGameKB = (idle.memory.rss - base.memory.rss) / games / 1024;
say(`${idle.tables} tables and ${idle.connections} connections open; heap ${(idle.memory.heapUsed / 2 ** 20).toFixed(1)} MB, rss ${(idle.memory.rss / 2 ** 20).toFixed(1)} MB`);

started = performance.now();
playing = true;
for (const t of tables) for (const c of t) c.maybePlay();
const progress = setInterval(() => say(`  ${completed}/${games} games completed, ${moves} moves`), 5000);
const deadline = Date.now() + 15 * 60_000;
while (completed < games && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
clearInterval(progress);
const seconds = (performance.now() - started) / 1000;
const end = await stats();

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const result = {
  games,
  completed,
  movesPerSecond: round(moves / seconds),
  latencyMs: { p50: round(pct(50), 2), p99: round(pct(99), 2) },
  memoryPerGameKB: round(memoryPerGameKB),
};
if (json) console.log(JSON.stringify(result));
else {
  console.log(`games             ${games} (${completed} completed in ${seconds.toFixed(1)} s)`);
  console.log(`moves             ${moves}, ${result.movesPerSecond} per second`);
  console.log(`move latency      p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${round(latencies.at(-1) ?? 0, 2)} ms`);
  console.log(`memory per game   ${result.memoryPerGameKB} KB of server heap with every game dealt and idle (rss ${round(rssPerGameKB)} KB), two connections each included`);
  const p99 = (xs) => xs.sort((a, b) => a - b)[Math.floor(0.99 * xs.length)] ?? 0;
  console.log(`p99 per 5 s       ${windows.map((w) => `${round(p99(w ?? []), 0)}`).join(' ')} ms (moves per window ${windows.map((w) => w?.length ?? 0).join(' ')})`);
  console.log(`server at the end heap ${(end.memory.heapUsed / 2 ** 20).toFixed(1)} MB, rss ${(end.memory.rss / 2 ** 20).toFixed(1)} MB`);
}
for (const t of tables) for (const c of t) c.ws.terminate();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dir, { recursive: true, force: true });
process.exit(completed === games ? 0 : 1);
