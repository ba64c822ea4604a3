// Server load benchmark: `npm run bench:server -- --games N [--nodes K] [--json] [--think-ms M] [--target T] [--window-ms W] [--idle-s S] [--cpu-prof DIR] [--warm-up-games W]`.
// One node (the default): starts the real server process (SQLite log in a temporary directory), opens N two-player
// tables over WebSocket on loopback with two bot clients each, measures the server's memory with every game dealt
// and idle, then plays every game to the end: each client waits a random think time (uniform 0..2M ms, mean M)
// before its play. Latency is from sending a play to receiving the event that records it.
// --nodes K (K > 1): the same load first through nginx (TLS, the configuration of deploy/nginx.conf) in front of K
// server processes on PostgreSQL (fsync on) and Redis, all started here from the Debian packages; then, in the same
// run, the one-node SQLite figures for comparison. With several nodes the two players of a table usually sit on
// different processes, so the bench also measures when the opponent sees each play.
/* global fetch, performance, setTimeout, setInterval, clearInterval */
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocket } from 'ws';
import { runCleanups, startCluster, startSqliteNode } from './processes.mjs';
import { json, numberOption, say, textOption } from './args.mjs';

const gameCount = numberOption('games', 100);
/** `--warm-up-games W`: W games played on the one SQLite node before the measured ones, unmeasured, so that the measure leaves out V8 compiling the play's code. */
const warmUpGames = numberOption('warm-up-games', 0);
const thinkMs = numberOption('think-ms', 500);
const target = numberOption('target', 1);
const nodes = numberOption('nodes', 1);
const windowMs = numberOption('window-ms', 5000);
const idleSeconds = numberOption('idle-s', 0);
/** `--cpu-prof DIR`: each server process writes a V8 CPU profile into DIR when it stops (open it in Chrome's DevTools). */
const profileDir = textOption('cpu-prof', undefined);
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** The bench's own settings over the lifted limits of `processes.mjs`: the operations API's `/api/stats`. */
const SETTINGS = { ESCOBA_STATS: '1' };
/** Each server process: garbage collection on demand (for the memory figures), a CPU profile with --cpu-prof, its operations port. */
const SERVER = { ops: true, nodeArgs: ['--expose-gc', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])] };

/** A started server process with its `/api/stats`. */
const withStats = (node) => ({ ...node, stats: async () => (await fetch(`http://127.0.0.1:${node.opsPort}/api/stats?gc=1`)).json() });

/** CPU seconds (user + system, or system alone with `kernel`; finished children included) of each process tree rooted at `roots`, from /proc. */
function cpuSeconds(roots, kernel = false) {
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), { ppid: Number(f[1]), cpu: ((kernel ? 0 : Number(f[11]) + Number(f[13])) + Number(f[12]) + Number(f[14])) / 100 });
    } catch {
      // gone meanwhile
    }
  }
  const tree = (pid) => (procs.get(pid)?.cpu ?? 0) + [...procs].filter(([, p]) => p.ppid === pid).reduce((sum, [child]) => sum + tree(child), 0);
  return Object.fromEntries(Object.entries(roots).map(([name, pids]) => [name, pids.reduce((sum, pid) => sum + tree(pid), 0)]));
}

/** Bytes each process (by pid) has caused to be written to storage so far (`write_bytes` of /proc/PID/io): the log's WAL and checkpoints. */
function storageBytes(pids) {
  return pids.reduce((sum, pid) => {
    try {
      return sum + Number(/^write_bytes: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
}

/** What a node's /metrics say about where a move's time goes: the log's appends, Redis's notices, the event loop. */
async function metricsOf(node) {
  const text = await (await fetch(`http://127.0.0.1:${node.opsPort}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const mean = (name, labels = '') => round((value(`${name}_sum${labels}`) / value(`${name}_count${labels}`)) * 1000, 2);
  return {
    appendMeanMs: mean('escoba_store_append_seconds', '{result="ok"}'),
    busLagMeanMs: mean('escoba_bus_lag_seconds'),
    // prom-client samples the loop every 10 ms and reports the time between samples: the lag is what exceeds 10 ms.
    eventLoopLagP99Ms: round(Math.max(0, value('escoba_nodejs_eventloop_lag_p99_seconds') * 1000 - 10), 2),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Plays `games` two-player games through `url` (ws:// or wss://) and measures them; `stats` gives each node's
 * /api/stats for the memory figures.
 */
async function load({ url, ca, nodes: servers, label, counters = async () => ({}), processes = () => ({}), beforePlay = async () => undefined, games = gameCount }) {
  const latencies = [];
  const seen = [];
  let moves = 0;
  let completed = 0;
  // Plays the server refused for the seat's plays limit (5 a second, a burst of 10): the bench's random think times
  // average about that rate, so a seat now and then runs its burst down; it plays again, as a person's client would.
  let refusedPlays = 0;
  let playing = false;
  let started = 0;
  /** Latencies per window of the run (5 s unless --window-ms), to see where the slow moves are. */
  const windows = [];
  /** When each table's last play was sent, by table and version, for the opponent's side. */
  const sentAt = new Map();

  class BotClient {
    constructor(seat) {
      this.seat = seat;
      this.v = 0;
      this.view = null;
      this.sentAt = 0;
      this.pendingV = -1;
      this.finished = false;
      this.ws = new WebSocket(url, { perMessageDeflate: false, ...(ca ? { ca } : {}) });
      this.handlers = [];
      this.ws.on('message', (data) => this.receive(JSON.parse(data.toString())));
    }
    opened() {
      return new Promise((resolve, reject) => {
        this.ws.once('open', resolve);
        this.ws.once('error', reject);
      });
    }
    /** The next message of `type`; an error first (while setting a table up) fails the benchmark. */
    next(type) {
      return new Promise((resolve, reject) => this.handlers.push({ type, resolve, reject }));
    }
    receive(m) {
      if (m.type === 'error' && this.handlers.length > 0) return this.handlers.splice(0).forEach((h) => h.reject(new Error(`setting up a table: ${m.code}: ${m.message}`)));
      const h = this.handlers.findIndex((x) => x.type === m.type);
      if (h >= 0) this.handlers.splice(h, 1)[0].resolve(m);
      if (m.type === 'joined') [this.code, this.token] = [m.code, m.token];
      if (m.type === 'error' && m.code === 'RateLimited' && playing) {
        refusedPlays++;
        this.pendingV = -1;
        setTimeout(() => this.maybePlay(), 250);
        return;
      }
      if (m.type === 'error') console.error('error', m);
      if (m.type !== 'event' && m.type !== 'sync') return;
      this.v = m.v;
      if (m.view) this.view = m.view;
      if (m.type === 'event' && m.event.type === 'played') {
        const now = performance.now();
        if (m.event.seat === this.seat && this.sentAt) {
          latencies.push(now - this.sentAt);
          const w = Math.floor((now - started) / windowMs);
          (windows[w] ??= []).push(now - this.sentAt);
          this.sentAt = 0;
          moves++;
        } else if (m.event.seat !== this.seat) {
          const sent = sentAt.get(`${this.code}:${m.v}`);
          if (sent !== undefined) seen.push(now - sent);
        }
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
        sentAt.set(`${this.code}:${v + 1}`, this.sentAt);
        this.ws.send(JSON.stringify({ type: 'play', play: { card: play.card, take: play.take }, v }));
      }, Math.random() * 2 * thinkMs);
    }
  }

  say(`${label}: starting ${games} two-player games (target ${target}, think time mean ${thinkMs} ms)...`);
  const heap = async () => (await Promise.all(servers.map((n) => n.stats()))).reduce((sum, s) => ({ heapUsed: sum.heapUsed + s.memory.heapUsed, rss: sum.rss + s.memory.rss, tables: sum.tables + s.tables, connections: sum.connections + s.connections, perNode: [...sum.perNode, s.connections] }), { heapUsed: 0, rss: 0, tables: 0, connections: 0, perNode: [] });
  const base = await heap();
  const tables = [];
  async function openTable() {
    const a = new BotClient(0);
    const b = new BotClient(1);
    await Promise.all([a.opened(), b.opened()]);
    a.ws.send(JSON.stringify({ type: 'create', config: { players: 2, target }, name: 'a' }));
    await a.next('sync');
    b.code = a.code;
    b.ws.send(JSON.stringify({ type: 'join', code: a.code, seat: 1, name: 'b' }));
    await b.next('sync');
    a.ws.send(JSON.stringify({ type: 'start' }));
    await Promise.all([a.next('event'), b.next('event')]);
    tables.push([a, b]);
  }
  for (let i = 0; i < games; i += 50) await Promise.all(Array.from({ length: Math.min(50, games - i) }, openTable));
  await new Promise((r) => setTimeout(r, 500));
  const idle = await heap();
  say(`${idle.tables} tables loaded and ${idle.connections} connections open over ${servers.length} node(s)${servers.length > 1 ? ` (${idle.perNode.join(' + ')})` : ''}; heap ${(idle.heapUsed / 2 ** 20).toFixed(1)} MB, rss ${(idle.rss / 2 ** 20).toFixed(1)} MB`);

  await beforePlay();
  const roots = { ...processes(), 'server processes': servers.map((n) => n.server.pid) };
  /** CPU seconds so far of every part, the bench clients (this process) included; the system share alone with `kernel`. */
  const cpuNow = (kernel = false) => {
    const own = process.cpuUsage();
    return { ...cpuSeconds(roots, kernel), 'bench clients': ((kernel ? 0 : own.user) + own.system) / 1e6 };
  };
  /** Milliseconds of CPU per `unit` of each part between two readings of {@link cpuNow}. */
  const cpuPer = (after, before, unit, digits) => Object.fromEntries(Object.keys(after).map((k) => [k, round(((after[k] - before[k]) * 1000) / Math.max(1, unit), digits)]));
  /** --idle-s S: what every table loaded and nobody playing costs, in CPU per second over S seconds. */
  let idleCpu = null;
  if (idleSeconds > 0) {
    const at = cpuNow();
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    idleCpu = cpuPer(cpuNow(), at, idleSeconds, 1);
  }
  const before = await counters();
  const cpuBefore = cpuNow();
  const kernelBefore = cpuNow(true);
  const writtenBefore = storageBytes(roots['server processes']);
  // The clients' own event loop: a stall here (a GC pause, the CPU taken by the servers) adds to every latency measured.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  started = performance.now();
  playing = true;
  for (const t of tables) for (const c of t) c.maybePlay();
  const progress = setInterval(() => say(`  ${completed}/${games} games completed, ${moves} moves`), 5000);
  const deadline = Date.now() + 15 * 60_000;
  while (completed < games && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  clearInterval(progress);
  clientLoop.disable();
  const seconds = (performance.now() - started) / 1000;
  const after = await counters();
  const cpuPerMove = cpuPer(cpuNow(), cpuBefore, moves, 3);
  const kernelPerMove = cpuPer(cpuNow(true), kernelBefore, moves, 3);
  const storageKBPerMove = round((storageBytes(roots['server processes']) - writtenBefore) / 1024 / Math.max(1, moves), 2);
  const rates = Object.fromEntries(Object.keys(after).map((k) => [k, round((after[k] - before[k]) / seconds)]));
  const end = await heap();
  const nodeMetrics = await Promise.all(servers.map(metricsOf));
  for (const t of tables) for (const c of t) c.ws.terminate();

  latencies.sort((a, b) => a - b);
  seen.sort((a, b) => a - b);
  const p99 = (xs) => percentile(xs.sort((a, b) => a - b), 99);
  return {
    games,
    completed,
    seconds: round(seconds),
    moves,
    refusedPlays,
    movesPerSecond: round(moves / seconds),
    latencyMs: { p50: round(percentile(latencies, 50), 2), p99: round(percentile(latencies, 99), 2) },
    maxMs: round(latencies.at(-1) ?? 0, 2),
    seenByOpponentMs: { p50: round(percentile(seen, 50), 2), p99: round(percentile(seen, 99), 2) },
    memoryPerGameKB: round((idle.heapUsed - base.heapUsed) / games / 1024),
    rssPerGameKB: round((idle.rss - base.rss) / games / 1024),
    windowsP99: windows.map((w) => round(p99(w ?? []), 0)),
    windowsMoves: windows.map((w) => w?.length ?? 0),
    endHeapMB: round(end.heapUsed / 2 ** 20),
    endRssMB: round(end.rss / 2 ** 20),
    perSecond: rates,
    cpuMsPerMove: cpuPerMove,
    idleCpuMsPerSecond: idleCpu,
    kernelMsPerMove: kernelPerMove,
    storageKBPerMove,
    // The histogram holds the time between checks, which are 10 ms apart when nothing is late.
    clientLoopDelayMs: { p99: round(Math.max(0, clientLoop.percentile(99) / 1e6 - 10)), max: round(Math.max(0, clientLoop.max / 1e6 - 10)) },
    nodeMetrics,
  };
}

function report(label, r) {
  console.log(`${label}`);
  console.log(`  games             ${r.games} (${r.completed} completed in ${r.seconds} s)`);
  if (r.refusedPlays > 0) console.log(`  plays refused    ${r.refusedPlays} (the seat's plays limit; each played again 250 ms later)`);
  console.log(`  moves             ${r.moves}, ${r.movesPerSecond} per second`);
  console.log(`  move latency      p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, max ${r.maxMs} ms`);
  console.log(`  seen by opponent  p50 ${r.seenByOpponentMs.p50} ms, p99 ${r.seenByOpponentMs.p99} ms (from the play's sending)`);
  console.log(`  memory per game   ${r.memoryPerGameKB} KB of server heap with every game dealt and idle (rss ${r.rssPerGameKB} KB), two connections each included`);
  console.log(`  ${`p99 per ${windowMs / 1000} s`.padEnd(18)}${r.windowsP99.join(' ')} ms (moves per window ${r.windowsMoves.join(' ')})`);
  console.log(`  bench clients     event loop delay p99 ${r.clientLoopDelayMs.p99} ms, max ${r.clientLoopDelayMs.max} ms (a stall there counts in every latency above)`);
  console.log(`  servers at the end heap ${r.endHeapMB} MB, rss ${r.endRssMB} MB`);
  if (Object.keys(r.perSecond).length > 0) console.log(`  per second        ${Object.entries(r.perSecond).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  per node          ${r.nodeMetrics.map((m) => `append ${m.appendMeanMs} ms, Redis notice lag ${m.busLagMeanMs} ms, event loop lag p99 ${m.eventLoopLagP99Ms} ms`).join('; ')} (over the run; the loop's lag is what exceeds its 10 ms sampling)`);
  console.log(`  CPU ms per move   ${Object.entries(r.cpuMsPerMove).map(([k, v]) => `${k} ${v}`).join(', ')} (total ${round(Object.values(r.cpuMsPerMove).reduce((a, b) => a + b, 0), 2)})`);
  if (r.idleCpuMsPerSecond) console.log(`  CPU idle          ${Object.entries(r.idleCpuMsPerSecond).map(([k, v]) => `${k} ${v}`).join(', ')} ms per second, every table loaded and nobody playing`);
  console.log(`    in the kernel   ${Object.entries(r.kernelMsPerMove).map(([k, v]) => `${k} ${v}`).join(', ')} (system time: sockets, fsync, scheduling)`);
  console.log(`  storage writes    ${r.storageKBPerMove} KB per move by the server processes (their log's pages, from /proc/PID/io)`);
}

/** One node on SQLite, as before: the comparison. */
async function single() {
  const node = await startSqliteNode('escoba-bench-', SETTINGS, SERVER);
  const nodes = [withStats(node)];
  try {
    if (warmUpGames > 0) await load({ url: `ws://localhost:${node.port}/ws`, nodes, label: 'one node, SQLite, warm-up (not measured)', games: warmUpGames });
    return await load({ url: `ws://localhost:${node.port}/ws`, nodes, label: 'one node, SQLite' });
  } finally {
    await node.stop();
  }
}

/** K nodes on PostgreSQL and Redis behind nginx (TLS). */
async function cluster(k) {
  const c = await startCluster(k, { env: SETTINGS, ...SERVER });
  const { services, nginx } = c;
  // What the log and Redis did: appended events and transactions committed in PostgreSQL, commands Redis ran.
  const db = new pg.Client({ connectionString: c.env.ESCOBA_DATABASE_URL });
  await db.connect();
  const redis = new Redis(services.redisUrl);
  const counters = async () => {
    const { rows } = await db.query('SELECT (SELECT count(*) FROM events)::int AS events, xact_commit::int AS commits FROM pg_stat_database WHERE datname = current_database()');
    const info = await redis.info('stats');
    return { 'events appended': rows[0].events, 'PostgreSQL commits': rows[0].commits, 'Redis commands': Number(/total_commands_processed:(\d+)/.exec(info)[1]) };
  };
  try {
    const processes = () => ({ nginx: [nginx.pid], PostgreSQL: [services.pids().postgres], Redis: [services.pids().redis] });
    // As pgbench does before its runs: the rows written while setting the games up are vacuumed and analysed now,
    // not by autovacuum in the first minute of play (it took the CPU from the moves in bursts then).
    const beforePlay = () => db.query('VACUUM ANALYZE');
    return await load({ url: c.url, ca: c.ca, nodes: c.nodes.map(withStats), label: `${k} nodes behind nginx, PostgreSQL and Redis`, counters, processes, beforePlay });
  } finally {
    await db.end();
    redis.disconnect();
    await c.stop();
  }
}

/** Runs the benchmark; whether every game completed. */
async function main() {
  if (nodes <= 1) {
    const r = await single();
    // cpu21: with the server process's CPU per move (and its kernel part), the figure issue 20 is about.
    if (json) console.log(JSON.stringify({ games: r.games, completed: r.completed, movesPerSecond: r.movesPerSecond, latencyMs: r.latencyMs, memoryPerGameKB: r.memoryPerGameKB, serverCpuMsPerMove: r.cpuMsPerMove['server processes'], serverKernelMsPerMove: r.kernelMsPerMove['server processes'], storageKBPerMove: r.storageKBPerMove, refusedPlays: r.refusedPlays }));
    else report('one node, SQLite', r);
    return r.completed === gameCount;
  }
  const many = await cluster(nodes);
  const one = await single();
  const pick = (r) => ({ completed: r.completed, refusedPlays: r.refusedPlays, movesPerSecond: r.movesPerSecond, latencyMs: r.latencyMs, seenByOpponentMs: r.seenByOpponentMs, memoryPerGameKB: r.memoryPerGameKB, cpuMsPerMove: r.cpuMsPerMove });
  if (json) console.log(JSON.stringify({ games: gameCount, nodes: { count: nodes, ...pick(many) }, single: pick(one) }));
  else {
    report(`${nodes} nodes behind nginx (TLS), PostgreSQL and Redis`, many);
    report('one node, SQLite', one);
    if (gameCount >= 1000 && nodes >= 3) console.log(`the target (a move p99 of at most 100 ms for 1,000 games on 3 nodes): ${many.latencyMs.p99 <= 100 ? 'met' : 'not met'} by ${gameCount} games on ${nodes} nodes at a mean think time of ${thinkMs} ms`);
  }
  return many.completed === gameCount && one.completed === gameCount;
}

try {
  process.exit((await main()) ? 0 : 1);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  await runCleanups();
  process.exit(1);
}
