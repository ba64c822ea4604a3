// Quick-play benchmark: `npm run bench:quickplay -- --users N [--nodes K] [--json] [--arrival-s A] [--patience-s P] [--guests G] [--seed S]`.
// Simulated players over WebSocket join quick play with random ratings, games and patience and leave the queue when
// their patience runs out. Most are accounts (made directly in the store with a session and a rating in every
// format, normally spread around 1500); a share `--guests` (default 0.2) are guests (casual, 1500). One node (the
// default): the real server process on SQLite. --nodes K: K processes behind nginx (TLS) on PostgreSQL and Redis,
// started here as the server bench does; the JSON then has `postgres`: the run's transactions and its busiest tables
// (scans and rows written), what to look at first when the processes wait on the database. Prints one JSON line with --json.
/* global performance, setTimeout */
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { WebSocket } from 'ws';
import { startCluster, startSqliteNode } from './processes.mjs';
import { json, numberOption, say } from './args.mjs';
import { seededRandom } from './seeded.mjs';

const users = numberOption('users', 200);
const nodes = numberOption('nodes', 1);
const arrivalS = numberOption('arrival-s', 20);
const patienceS = numberOption('patience-s', 30);
const guestShare = numberOption('guests', 0.2);
const seed = numberOption('seed', 1);

/** The tables players ask for, each with its rating format (`packages/games/src/<id>/rating.ts`). */
const TABLES = [
  { table: { gameId: 'escoba', players: 2 }, format: 'escoba' },
  { table: { gameId: 'escoba', players: 4, partnerships: true }, format: 'escoba-partners' },
  { table: { gameId: 'brisca', players: 2 }, format: 'brisca' },
  { table: { gameId: 'brisca', players: 4, partnerships: true }, format: 'brisca-pairs' },
  { table: { gameId: 'alcalde', players: 3 }, format: 'alcalde' },
];

const random = seededRandom(seed);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** The simulated population: who each user is, what they ask for, how long they wait at most. */
function population() {
  return Array.from({ length: users }, (_, i) => {
    const guest = random() < guestShare;
    const pick = TABLES[Math.floor(random() * TABLES.length)];
    const rating = guest ? 1500 : Math.round(1500 + 250 * normal());
    return {
      i,
      name: `Sim${i}`,
      guest,
      token: guest ? null : randomBytes(32).toString('base64url'),
      rating,
      table: { ...pick.table, rated: !guest && random() < 0.5 },
      arriveMs: random() * arrivalS * 1000,
      patienceMs: (0.3 + 0.7 * random()) * patienceS * 1000,
    };
  });
}

/** Accounts, sessions and ratings of the population, written straight to the store the servers read. */
function accountRows(people) {
  const now = Date.now();
  return people
    .filter((p) => !p.guest)
    .map((p) => ({ id: `acc_bench_${p.i}`, name: p.name, tokenHash: createHash('sha256').update(p.token).digest('hex'), mu: p.rating / 60, now }));
}

function seedSqlite(path, people) {
  const db = new Database(path);
  db.pragma('busy_timeout = 10000');
  const account = db.prepare('INSERT INTO accounts (id, name, hash, created_at) VALUES (?, ?, ?, ?)');
  const session = db.prepare('INSERT INTO sessions (token_hash, account_id, created_at, last_seen, csrf) VALUES (?, ?, ?, ?, ?)');
  const rating = db.prepare('INSERT INTO ratings (account, format, mu, sigma, games) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const r of accountRows(people)) {
      account.run(r.id, r.name, 'bench', r.now);
      session.run(r.tokenHash, r.id, r.now, r.now, 'bench');
      for (const t of TABLES) rating.run(r.id, t.format, r.mu, 2, 40);
    }
  })();
  db.close();
}

async function seedPostgres(url, people) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('BEGIN');
  for (const r of accountRows(people)) {
    await db.query('INSERT INTO accounts (id, name, hash, created_at) VALUES ($1, $2, $3, $4)', [r.id, r.name, 'bench', r.now]);
    await db.query('INSERT INTO sessions (token_hash, account_id, created_at, last_seen, csrf) VALUES ($1, $2, $3, $4, $5)', [r.tokenHash, r.id, r.now, r.now, 'bench']);
    for (const t of TABLES) await db.query('INSERT INTO ratings (account, format, mu, sigma, games) VALUES ($1, $2, $3, $4, $5)', [r.id, t.format, r.mu, 2, 40]);
  }
  await db.query('COMMIT');
  await db.end();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One user: connects shortly before their arrival time, joins the queue, leaves when their patience runs out. */
async function runUser(p, url, ca, t0, out) {
  // Each user connects a second before they arrive, as people do, not all at once at the start.
  const opening = t0 + p.arriveMs - 1000 - performance.now();
  if (opening > 0) await sleep(opening);
  return new Promise((resolve) => {
    const headers = p.token ? { Cookie: `escoba_session=${p.token}` } : {};
    const ws = new WebSocket(url, { headers, ...(ca ? { ca } : {}) });
    const u = { p, seated: [], leftAcked: false, joinedAt: null, refused: null, closed: false, timedOut: false };
    out.push(u);
    let ref = 0;
    const pending = new Map();
    const request = (m) =>
      new Promise((res) => {
        const r = ++ref;
        pending.set(r, res);
        ws.send(JSON.stringify({ ...m, ref: r }));
      });
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if ((m.type === 'ack' || m.type === 'error') && pending.has(m.ref)) {
        pending.get(m.ref)(m);
        pending.delete(m.ref);
      } else if (m.type === 'quickplay' && m.state === 'seated') {
        u.seated.push({ code: m.code, seat: m.seat, at: performance.now() });
        resolve();
      } else if (m.type === 'error' && m.ref === undefined && u.refused === null) u.refused = m.message;
    });
    ws.on('error', (e) => {
      u.refused ??= e.message;
      resolve();
    });
    ws.on('close', () => {
      u.closed = true;
      resolve();
    });
    // Whatever happens (a connection that never opens, an answer that never comes), the user is done by then.
    setTimeout(() => {
      u.timedOut = u.seated.length === 0 && !u.leftAcked;
      resolve();
    }, 2000 + p.arriveMs + p.patienceMs + 30_000);
    ws.on('open', async () => {
      await request({ type: 'hello', protocol: 'escoba/2' });
      const delay = t0 + p.arriveMs - performance.now();
      if (delay > 0) await sleep(delay);
      u.joinedAt = performance.now();
      const answer = await request({ type: 'quickplay', action: 'join', table: p.table, name: p.name, computers: false });
      if (answer.type !== 'ack') {
        u.refused = answer.message;
        return resolve();
      }
      await sleep(p.patienceMs);
      if (u.seated.length > 0) return;
      const left = await request({ type: 'quickplay', action: 'leave' });
      if (left.type === 'ack') {
        u.leftAcked = true;
        // Anything seated after an acknowledged leave would be counted; give it time to arrive.
        await sleep(2000);
        resolve();
      }
    });
    u.close = () => ws.close();
  });
}

/** Runs the population against `url`; the figures. */
async function load(url, ca) {
  const people = population();
  say(`${users} users arriving over ${arrivalS} s, patience up to ${patienceS} s, ${Math.round(guestShare * 100)}% guests`);
  return { people, run: async () => {
    const out = [];
    const t0 = performance.now() + 2000;
    await Promise.all(people.map((p) => runUser(p, url, ca, t0, out)));
    const result = figures(out);
    for (const u of out) u.close?.();
    return result;
  } };
}

function figures(out) {
  const waits = out.filter((u) => u.seated.length > 0).map((u) => u.seated[0].at - u.joinedAt).sort((a, b) => a - b);
  const tables = new Map();
  for (const u of out) for (const s of u.seated) tables.set(s.code, [...(tables.get(s.code) ?? []), { u, seat: s.seat }]);
  // A seat given to two users, or a user at two tables, is "seated twice".
  let seatedTwice = out.filter((u) => u.seated.length > 1).length;
  const gaps = [];
  for (const at of tables.values()) {
    if (new Set(at.map((x) => x.seat)).size !== at.length) seatedTwice++;
    const ratings = at.map((x) => x.u.p.rating);
    gaps.push(Math.max(...ratings) - Math.min(...ratings));
  }
  gaps.sort((a, b) => a - b);
  const round = (x) => Math.round(x);
  return {
    users,
    seated: waits.length,
    gaveUp: out.filter((u) => u.leftAcked).length,
    refused: out.filter((u) => u.refused !== null).length,
    timedOut: out.filter((u) => u.timedOut).length,
    tables: tables.size,
    seatedTwice,
    leftButSeated: out.filter((u) => u.leftAcked && u.seated.length > 0).length,
    p50WaitMs: round(percentile(waits, 50)),
    p90WaitMs: round(percentile(waits, 90)),
    p99WaitMs: round(percentile(waits, 99)),
    seatedWithin3s: waits.filter((w) => w <= 3000).length,
    medianRatingGap: percentile(gaps, 50),
    firstRefusal: out.find((u) => u.refused !== null)?.refused ?? null,
  };
}

async function single() {
  const node = await startSqliteNode('bench-quickplay-');
  try {
    const { people, run } = await load(`ws://127.0.0.1:${node.port}/ws`);
    seedSqlite(node.path, people);
    return await run();
  } finally {
    await node.stop();
  }
}

/** What PostgreSQL has done in the bench's database so far: transactions committed, and index and sequential scans and rows written per table. */
async function postgresWork(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = await client.query('SELECT xact_commit::bigint AS commits, xact_rollback::bigint AS rollbacks FROM pg_stat_database WHERE datname = current_database()');
    const tables = await client.query('SELECT relname, coalesce(idx_scan, 0)::bigint AS idx, seq_scan::bigint AS seq, (n_tup_ins + n_tup_upd + n_tup_del)::bigint AS written FROM pg_stat_user_tables');
    return { commits: Number(db.rows[0].commits), rollbacks: Number(db.rows[0].rollbacks), tables: new Map(tables.rows.map((r) => [r.relname, { scans: Number(r.idx) + Number(r.seq), written: Number(r.written) }])) };
  } finally {
    await client.end();
  }
}

/** The difference of two `postgresWork` readings: the run's transactions, and its busiest tables (scans and rows written). */
function workDone(before, after) {
  const tables = [...after.tables].map(([name, t]) => {
    const b = before.tables.get(name) ?? { scans: 0, written: 0 };
    return { table: name, scans: t.scans - b.scans, written: t.written - b.written };
  });
  return {
    commits: after.commits - before.commits,
    rollbacks: after.rollbacks - before.rollbacks,
    busiest: tables.filter((t) => t.scans + t.written > 0).sort((x, y) => y.scans + y.written - (x.scans + x.written)).slice(0, 8),
  };
}

async function cluster(k) {
  const c = await startCluster(k);
  const url = c.env.ESCOBA_DATABASE_URL;
  try {
    const { people, run } = await load(c.url, c.ca);
    await seedPostgres(url, people);
    const before = await postgresWork(url);
    const result = await run();
    // The processes' statistics reach PostgreSQL's views when their connections close.
    await c.stopNodes();
    return { ...result, postgres: workDone(before, await postgresWork(url)) };
  } finally {
    await c.stop();
  }
}

const result = { nodes, ...(nodes > 1 ? await cluster(nodes) : await single()) };
if (json) console.log(JSON.stringify(result));
else console.log(result);
process.exit(result.seatedTwice === 0 && result.leftButSeated === 0 ? 0 : 1);
