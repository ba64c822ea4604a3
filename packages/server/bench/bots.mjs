// Bot fairness benchmark: `npm run bench:server-bots -- [--tables N] [--mode watched|abandoned] [--replies R] [--json]`.
// Starts the real server process (SQLite log in a temporary directory, bots' search in their worker thread), fills
// it with N bot-only tables (one absent person, played by the substitute, against three `expert` bots, to 100
// points), then plays R moves at one live table against an `expert` bot and measures each bot reply: from sending
// the person's play to receiving the bot's. `watched`: a spectator follows every background table (their bots keep
// playing); `abandoned`: nobody does (they stop after ESCOBA_ABANDON_SECONDS, set to 2 here).
/* global performance, setTimeout */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { json, say, textOption } from './args.mjs';

const tables = Number(textOption('tables', 100));
const mode = textOption('mode', 'watched');
const replies = Number(textOption('replies', 20));
if (!['watched', 'abandoned'].includes(mode) || !(tables >= 0) || !(replies > 0)) {
  console.error('usage: bots.mjs [--tables N] [--mode watched|abandoned] [--replies R] [--json]');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'escoba-bench-bots-'));
const bin = fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url));
const server = spawn(process.execPath, [bin], {
  env: {
    ...process.env,
    PORT: '0',
    ESCOBA_DB: join(dir, 'bench.sqlite'),
    ESCOBA_LOG_LEVEL: 'warn',
    ESCOBA_GRACE_SECONDS: '0',
    ESCOBA_ABANDON_SECONDS: '2',
    ESCOBA_CONNECTIONS_PER_ADDRESS: '100000',
    ESCOBA_TABLES_PER_HOUR: '1000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /^Escoba: http:\/\/\S+:(\d+)$/m.exec(out);
    if (m) resolve(Number(m[1]));
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A WebSocket that resolves the next message matching a test. */
class Client {
  constructor() {
    this.ws = new WebSocket(`ws://localhost:${port}/ws`);
    this.waiters = [];
    this.last = null;
    this.opened = new Promise((r) => this.ws.once('open', r));
    this.ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      if (m.view) this.last = m;
      for (const w of [...this.waiters]) {
        if (!w.test(m)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(m);
      }
    });
  }
  async send(m) {
    await this.opened;
    this.ws.send(JSON.stringify(m));
  }
  next(test) {
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }
}

say(`${tables} bot-only tables (3 expert bots and a substitute, to 100 points), ${mode}`);
for (let t = 0; t < tables; t++) {
  const host = new Client();
  await host.send({ type: 'create', config: { players: 4, target: 100, bots: [1, 2, 3].map((seat) => ({ seat, level: 'expert' })) }, name: 'Away' });
  const { code } = await host.next((m) => m.type === 'joined');
  await host.send({ type: 'start', ref: 1 });
  await host.next((m) => m.type === 'ack');
  if (mode === 'watched') {
    const watcher = new Client();
    await watcher.send({ type: 'spectate', code });
    await watcher.next((m) => m.type === 'sync');
  }
  host.ws.terminate();
  if ((t + 1) % 25 === 0) say(`  ${t + 1} tables`);
}
// Let the background reach its steady state (abandoned tables stop after 2 s).
await sleep(3000);

const me = new Client();
await me.send({ type: 'create', config: { players: 2, target: 100, bots: [{ seat: 1, level: 'expert' }] }, name: 'Live' });
await me.next((m) => m.type === 'joined');
await me.send({ type: 'start' });
const times = [];
while (times.length < replies) {
  const view = me.last?.view;
  if (!view || view.turn !== 0 || view.legal.length === 0) {
    await me.next((m) => m.view && m.view.turn === 0 && m.view.legal.length > 0);
    continue;
  }
  const play = view.legal[0];
  const sent = performance.now();
  const v = me.last.v;
  await me.send({ type: 'play', play: { card: play.card, take: play.take }, v });
  await me.next((m) => m.type === 'event' && m.event.type === 'played' && m.event.seat === 0);
  // The bot's reply (unless the hand ended with our play: then the new deal; the reply comes after it).
  await me.next((m) => m.type === 'event' && m.event.type === 'played' && m.event.seat === 1);
  times.push(performance.now() - sent);
}
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
const result = { tables, mode, replies, botReplyMs: { p50: Math.round(q(0.5)), p95: Math.round(q(0.95)), max: Math.round(times.at(-1)) } };
say(`live table, expert bot reply (includes the 700 ms pause and the 300 ms search): p50 ${result.botReplyMs.p50} ms, p95 ${result.botReplyMs.p95} ms, max ${result.botReplyMs.max} ms`);
if (json) console.log(JSON.stringify(result));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dir, { recursive: true, force: true });
process.exit(0);
