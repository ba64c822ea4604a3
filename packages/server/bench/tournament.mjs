// Tournament benchmark: `npm run bench:tournament -- --players N --format arena|swiss [--nodes K] [--minutes M] [--rounds R] [--json]`.
// Simulated players over WebSocket (accounts made directly in the store with a session, as bench:quickplay does)
// join a tournament of one-hand Escoba games (2 players, target 1), watch it, and whenever they are paired resume
// their seat on a new connection and play random legal cards (the fast bot) until the game ends, then wait for the
// next pairing. One node (the default): the real server process on SQLite; --nodes K: K processes behind nginx (TLS)
// on PostgreSQL and Redis. Prints one JSON line with --json: players, nodes, games, pairedTwice (Swiss: two entrants
// who met twice), playingTwice (a player paired again while their game was not over), p99PairingDelayMs (from a
// player's game ending, or the start, to their next `paired` message; in a Swiss it includes waiting for the round's
// other games) and a checksum of the final standings.
/* global performance, setTimeout, clearTimeout, fetch */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { WebSocket } from 'ws';
import { actionText, tableGameById } from '@escoba/games';
import { freePort, startNginx, startServices } from '../test/services/services.mjs';

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
const formatAt = process.argv.indexOf('--format');
const format = formatAt < 0 ? 'arena' : process.argv[formatAt + 1];
if (format !== 'arena' && format !== 'swiss') {
  console.error('--format is arena or swiss');
  process.exit(2);
}
const players = option('players', 32);
const nodes = option('nodes', 1);
const minutes = option('minutes', 2);
const rounds = option('rounds', 5);
const seed = option('seed', 1);
const json = process.argv.includes('--json');
const say = (...a) => json || console.error(...a);

const bin = fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url));
/** Every bench client shares the loopback address: the limits per address are lifted. */
const LIFTED = {
  ESCOBA_LOG_LEVEL: 'warn',
  ESCOBA_CONNECTIONS_PER_ADDRESS: '100000',
  ESCOBA_TABLES_PER_HOUR: '1000000',
  ESCOBA_LOOKUPS_PER_MINUTE: '1000000',
  ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '1000000',
  ESCOBA_READS_PER_MINUTE: '1000000',
  ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS: '1',
};
const TABLE = { gameId: 'escoba', players: 2, target: 1 };
const LEAD_MS = 8000;

/** mulberry32: the same choices for the same --seed. */
function rng(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(seed);

const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const cleanup of cleanups) await cleanup();
    process.exit(130);
  });
}

async function startNode(env) {
  const server = spawn(process.execPath, [bin], { env: { ...process.env, PORT: '0', ESCOBA_OPS_ADDRESS: 'off', ...LIFTED, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = /^Escoba: http:\/\/\S+:(\d+)$/m.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  cleanups.add(() => server.kill('SIGKILL'));
  return { server, port };
}

async function stopNode(node) {
  node.server.kill('SIGTERM');
  await new Promise((r) => node.server.once('exit', r));
}

const people = Array.from({ length: players }, (_, i) => ({ i, id: `acc_bench_${i}`, name: `Sim${i}`, token: randomBytes(32).toString('base64url'), rating: Math.round(1300 + 400 * random()) }));
const tokenHash = (token) => createHash('sha256').update(token).digest('hex');

function seedSqlite(path) {
  const db = new Database(path);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  db.transaction(() => {
    for (const p of people) {
      db.prepare('INSERT INTO accounts (id, name, hash, created_at) VALUES (?, ?, ?, ?)').run(p.id, p.name, 'bench', now);
      db.prepare('INSERT INTO sessions (token_hash, account_id, created_at, last_seen, csrf) VALUES (?, ?, ?, ?, ?)').run(tokenHash(p.token), p.id, now, now, 'bench');
      db.prepare('INSERT INTO ratings (account, format, mu, sigma, games) VALUES (?, ?, ?, ?, ?)').run(p.id, 'escoba', p.rating / 60, 2, 40);
    }
  })();
  db.close();
}

async function seedPostgres(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const now = Date.now();
  await db.query('BEGIN');
  for (const p of people) {
    await db.query('INSERT INTO accounts (id, name, hash, created_at) VALUES ($1, $2, $3, $4)', [p.id, p.name, 'bench', now]);
    await db.query('INSERT INTO sessions (token_hash, account_id, created_at, last_seen, csrf) VALUES ($1, $2, $3, $4, $5)', [tokenHash(p.token), p.id, now, now, 'bench']);
    await db.query('INSERT INTO ratings (account, format, mu, sigma, games) VALUES ($1, $2, $3, $4, $5)', [p.id, 'escoba', p.rating / 60, 2, 40]);
  }
  await db.query('COMMIT');
  await db.end();
}

/** Each simulated player comes from an address of their own, as players do (the limits per address apply to each). */
const addressOf = (person) => `10.${(person.i >> 8) & 255}.${person.i & 255}.1`;

/** A cookie-authenticated POST to a node directly (its own Origin, through a trusted loopback proxy), as the web app makes it. */
async function post(port, person, path, body) {
  const origin = `http://127.0.0.1:${port}`;
  const headers = { origin, cookie: `escoba_session=${person.token}`, 'x-csrf-token': 'bench', 'content-type': 'application/json', 'x-forwarded-for': addressOf(person) };
  const r = await fetch(`${origin}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await r.json();
  if (!r.ok) throw new Error(`${path}: ${r.status} ${answer.error}`);
  return answer;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One simulated player: watches the tournament, plays each game it is paired for. */
function runPlayer(p, url, ca, id, startsAt, out) {
  const u = { p, delays: [], playingTwice: 0, games: 0, freeSince: null, current: null, final: null, sockets: new Set() };
  out.push(u);
  const open = () => {
    const ws = new WebSocket(url, { headers: { Cookie: `escoba_session=${p.token}` }, ...(ca ? { ca } : {}) });
    u.sockets.add(ws);
    ws.on('close', () => u.sockets.delete(ws));
    return ws;
  };
  const play = (code, seat, token) => {
    const ws = open();
    const game = { done: false };
    u.current = game;
    let done = false;
    let v = 0;
    let last = null;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: 'escoba/2' }));
      ws.send(JSON.stringify({ type: 'resume', code, seat, token }));
    });
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      // A seat may send 5 commands a second: a play over that is sent again a moment later, if still due.
      if (m.type === 'error' && m.code === 'RateLimited' && last !== null) {
        const [lastV, play] = last;
        setTimeout(() => v === lastV && !done && ws.send(JSON.stringify({ type: 'play', play, v })), 250);
      }
      if (m.type !== 'sync' && m.type !== 'event') return;
      v = m.v;
      const finished = m.table?.status === 'finished' || m.event?.type === 'finished';
      if (finished && !done) {
        done = true;
        game.done = true;
        u.freeSince = performance.now();
        ws.close();
        return;
      }
      const view = m.view;
      if (!done && view && view.turn === seat && view.legal.length > 0) {
        const play = actionText(tableGameById('escoba'), view.legal[Math.floor(random() * view.legal.length)]);
        last = [v, play];
        ws.send(JSON.stringify({ type: 'play', play, v }));
      }
    });
  };
  return new Promise((resolve) => {
    const ws = open();
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: 'escoba/2' }));
      ws.send(JSON.stringify({ type: 'tournament', watch: id }));
    });
    const startAt = performance.now() + (startsAt - Date.now());
    u.freeSince = startAt;
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'paired') {
        // The game's end reaches its own connection, the pairing the watching one: only a game still not over a
        // moment later means the player was paired while playing.
        const current = u.current;
        if (current && !current.done) setTimeout(() => !current.done && u.playingTwice++, 2000);
        u.delays.push(Math.max(0, performance.now() - u.freeSince));
        u.games++;
        play(m.code, m.seat, m.token);
      } else if (m.type === 'tournament' && m.tournament.status === 'finished') {
        u.final = m.tournament;
        resolve();
      }
    });
    ws.on('error', () => resolve());
  });
}

async function run(port, url, ca) {
  const host = people[0];
  const startsAt = Date.now() + LEAD_MS;
  const body = { name: `Bench ${format}`, table: TABLE, startsAt, format, rated: false, computers: false, ...(format === 'arena' ? { minutes } : { rounds }) };
  const { tournament } = await post(port, host, '/api/tournaments', body);
  for (const p of people) await post(port, p, `/api/tournaments/${tournament.id}/join`);
  say(`${players} players in a ${format} (${format === 'arena' ? `${minutes} min` : `${rounds} rounds`}) on ${nodes} node(s)`);
  const out = [];
  const deadline = LEAD_MS + (format === 'arena' ? minutes * 60_000 : rounds * 60_000) + 120_000;
  let timer;
  await Promise.race([Promise.all(people.map((p) => runPlayer(p, url, ca, tournament.id, startsAt, out))), new Promise((r) => (timer = setTimeout(r, deadline)))]);
  clearTimeout(timer);
  const final = out.find((u) => u.final)?.final ?? null;
  if (final === null) {
    const state = await (await fetch(`http://127.0.0.1:${port}/api/tournaments/${tournament.id}`)).json();
    say('not finished:', JSON.stringify({ status: state.tournament.status, running: state.tournament.games.filter((g) => g.status === 'playing') }));
  }
  for (const u of out) for (const ws of u.sockets) ws.close();
  const delays = out.flatMap((u) => u.delays).sort((a, b) => a - b);
  const pairs = (final?.games ?? []).map((g) => [...g.seats].sort().join(' v '));
  const standings = (final?.standings ?? []).map((s) => [s.name, s.rank, s.points, s.games]);
  return {
    players,
    nodes,
    format,
    finished: final !== null,
    games: final?.gamesTotal ?? out.reduce((t, u) => t + u.games, 0) / 2,
    pairedTwice: format === 'swiss' ? pairs.length - new Set(pairs).size : null,
    playingTwice: out.reduce((t, u) => t + u.playingTwice, 0),
    p50PairingDelayMs: Math.round(percentile(delays, 50)),
    p99PairingDelayMs: Math.round(percentile(delays, 99)),
    standingsChecksum: createHash('sha256').update(JSON.stringify(standings)).digest('hex').slice(0, 16),
  };
}

async function single() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tournament-'));
  const path = join(dir, 'bench.sqlite');
  const node = await startNode({ ESCOBA_DB: path, ESCOBA_TRUSTED_PROXIES: '127.0.0.1' });
  try {
    seedSqlite(path);
    return await run(node.port, `ws://127.0.0.1:${node.port}/ws`);
  } finally {
    await stopNode(node);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function cluster(k) {
  const services = await startServices({ durable: true });
  cleanups.add(() => services.stop());
  const env = { ESCOBA_DATABASE_URL: await services.createDatabase(), ESCOBA_REDIS_URL: services.redisUrl, ESCOBA_TRUSTED_PROXIES: '127.0.0.1', ESCOBA_DB: '/nonexistent/unused.sqlite' };
  const ports = [];
  for (let i = 0; i < k; i++) ports.push(await freePort());
  const started = await Promise.all(ports.map((port) => startNode({ ...env, PORT: String(port) })));
  const nginx = await startNginx(ports, { limits: false });
  cleanups.add(() => nginx.stop());
  try {
    await seedPostgres(env.ESCOBA_DATABASE_URL);
    return await run(ports[0], `wss://127.0.0.1:${nginx.httpsPort}/ws`, nginx.ca);
  } finally {
    await Promise.all(started.map(stopNode));
    await nginx.stop();
    await services.stop();
  }
}

const result = nodes > 1 ? await cluster(nodes) : await single();
if (json) console.log(JSON.stringify(result));
else console.log(result);
process.exit(result.finished && result.playingTwice === 0 && (result.pairedTwice ?? 0) === 0 ? 0 : 1);
