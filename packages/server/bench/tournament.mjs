// Tournament benchmark: `npm run bench:tournament -- --players N --format arena|swiss [--nodes K] [--minutes M] [--rounds R] [--lead SECONDS] [--json] [--trace] [--cpu-prof DIR] [--server PATH]`.
// Simulated players over WebSocket (accounts made directly in the store with a session, as bench:quickplay does)
// connect, watch and join a tournament of one-hand Escoba games (2 players, target 1), watch it, and whenever they are paired resume
// their seat on a new connection and play random legal cards (the fast bot) until the game ends, then wait for the
// next pairing. One node (the default): the real server process on SQLite; --nodes K: K processes behind nginx (TLS)
// on PostgreSQL and Redis. Prints one JSON line with --json: players, nodes, games, pairedTwice (Swiss: two entrants
// who met twice), playingTwice (a player paired again while their game was not over), p99PairingDelayMs (from a
// player's game ending, or the start, to their next `paired` message; in a Swiss it includes waiting for the round's
// other games), pairedWhilePlayingInLog (the same counted from the stored log), reopenedConnections (a watching or
// game connection closed before its end and opened again, as the web app does) and a checksum of the final standings; with --trace, the owner's stages of each pairing (`stages`).
/* global performance, setTimeout, clearTimeout, fetch */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { WebSocket } from 'ws';
import { actionText, tableGameById } from '@escoba/games';
import { startCluster, startSqliteNode } from './processes.mjs';
import { flag, json, numberOption, say, textOption } from './args.mjs';
import { seededRandom } from './seeded.mjs';

const format = textOption('format', 'arena');
if (format !== 'arena' && format !== 'swiss') {
  console.error('--format is arena or swiss');
  process.exit(2);
}
const players = numberOption('players', 32);
const nodes = numberOption('nodes', 1);
const minutes = numberOption('minutes', 2);
const rounds = numberOption('rounds', 5);
const seed = numberOption('seed', 1);
/** `--trace`: the servers log each pairing's stages on the owner (`tournaments/pairing-timings.ts`); the JSON adds their percentiles. */
const trace = flag('trace');

/** The bench's own settings over the lifted limits of `processes.mjs`. */
const SETTINGS = { ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS: '1', ...(trace ? { ESCOBA_LOG_LEVEL: 'debug' } : {}) };
/** `--cpu-prof DIR`: each server process writes a V8 CPU profile into DIR when it stops (as bench.mjs). */
const profileDir = textOption('cpu-prof', undefined);
/** The owner's timings of each pairing (with --trace). */
const timed = [];
const traced = {
  ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  ...(trace
    ? {
        onStderr(line) {
          const into = line.includes('arena pairing timed') ? timed : line.includes('paired told') ? told : line.includes('tournament started') ? starts : null;
          if (into === null) return void (/"level":(40|50|60)/.test(line) && process.stderr.write(`${line}\n`));
          try {
            into.push(JSON.parse(line));
          } catch {
            // A line cut by the process's end.
          }
        },
      }
    : {}),
};

/** The `paired` messages' delivery on the watching processes (with --trace). */
const told = [];
/** How late the owner decided and wrote the start (its `tournament started`, with --trace). */
const starts = [];
/** The time on the servers' clock (`stamp` of `src/tournaments/pairing-timings.ts`): one machine, one clock. */
const stamp = () => performance.timeOrigin + performance.now();

/**
 * Each pairing's way from a player's last game ending to their seat at the next table, one stamp per stage on one
 * clock (with --trace), of every pairing but a player's first: the player's game ends (`ended`: the client sees
 * `finished`), the owner hears it (`heard`), writes its result (`result`) and the new pairing (`paired`), creates the
 * table (`created`), seats the players (`seated`), starts it and sends the tokens off (`ready`), the player's
 * watching process sends `paired` (`told`), the client gets it (`received`), its connection to the table is open
 * (`open`: TLS and nginx) and its resume is answered (`sat`). The bench's pairing delay ends at `received`.
 */
const STAGES = ['ended', 'heard', 'result', 'paired', 'created', 'seated', 'ready', 'told', 'received', 'open', 'sat'];

function traceOf(out, startsAtStamp) {
  const owner = new Map(timed.map((t) => [t.code, t]));
  const toldAt = new Map(told.map((t) => [`${t.code} ${t.account}`, t.toldAt]));
  const paths = [];
  for (const u of out) {
    for (let k = 1; k < u.log.length; k++) {
      const prev = u.log[k - 1];
      const game = u.log[k];
      const t = owner.get(game.code);
      const freed = t?.freed?.[u.p.id] ?? null;
      if (prev.finishedAt === undefined || !t || freed === null || freed.code !== prev.code) continue;
      const at = { ended: prev.finishedAt, heard: freed.heardAt, result: freed.resultAt, paired: t.pairedAt, created: t.createdAt, seated: t.seatedAt, ready: t.readyAt, told: toldAt.get(`${game.code} ${u.p.id}`), received: game.receivedAt, open: game.openAt, sat: game.satAt };
      if (STAGES.some((s) => typeof at[s] !== 'number')) continue;
      paths.push({ at, batch: t.batch });
    }
  }
  const spans = STAGES.slice(1).map((to, i) => [`${STAGES[i]}To${to[0].toUpperCase()}${to.slice(1)}Ms`, STAGES[i], to]);
  const total = (p) => p.at.received - p.at.ended;
  const sorted = [...paths].sort((a, b) => total(a) - total(b));
  const tail = sorted.slice(Math.floor(sorted.length * 0.99));
  const stats = (xs) => {
    const v = [...xs].sort((a, b) => a - b);
    return { p50: Math.round(percentile(v, 50)), p99: Math.round(percentile(v, 99)), max: Math.round(v.at(-1) ?? 0) };
  };
  const stages = {};
  for (const [name, from, to] of spans) {
    const tailMean = tail.reduce((t, p) => t + (p.at[to] - p.at[from]), 0) / Math.max(1, tail.length);
    stages[name] = { ...stats(paths.map((p) => p.at[to] - p.at[from])), tailMean: Math.round(tailMean) };
  }
  // A stamp out of order (a stage ahead of the one before) would be a mistake in the trace: counted, not hidden.
  const outOfOrder = {};
  for (const p of paths) for (const [i, s] of STAGES.slice(1).entries()) if (p.at[s] + 1 < p.at[STAGES[i]]) outOfOrder[s] = (outOfOrder[s] ?? 0) + 1;
  // A player's first pairing, from the start or their join: the start's burst of tables (not in `stages`).
  const first = stats(out.flatMap((u) => u.delays.slice(0, 1)));
  return { pairings: paths.length, firstPairingMs: first, laterPairingMs: stats(out.flatMap((u) => u.delays.slice(1))), firstStages: firstStagesOf(out, owner, toldAt, startsAtStamp), outOfOrder, endedToReceivedMs: stats(paths.map(total)), tailPairings: tail.length, stages, batch: stats(paths.map((p) => p.batch)) };
}

/**
 * The start's burst stage by stage (the players who joined before the start): from the start time (`start`, the
 * bench's clock turned into a stamp) to the owner's first pairing written (`paired`: its look at the start, the
 * `started` and pairing's appends), the tables made (`created`, `ready`), the `paired` notice sent by the watching
 * process (`told`) and received; and on the owner's own clock how late it decided and wrote the start.
 */
const FIRST_STAGES = ['start', 'paired', 'created', 'ready', 'told', 'received'];
function firstStagesOf(out, owner, toldAt, startAt) {
  const paths = [];
  for (const u of out) {
    const game = u.log[0];
    const t = game && owner.get(game.code);
    if (!t || u.joinedAt > startAt) continue;
    const at = { start: startAt, paired: t.pairedAt, created: t.createdAt, ready: t.readyAt, told: toldAt.get(`${game.code} ${u.p.id}`), received: game.receivedAt };
    if (FIRST_STAGES.every((s) => typeof at[s] === 'number')) paths.push(at);
  }
  const stages = { players: paths.length, startDecidedLateMs: starts[0]?.decidedLateMs ?? null, startWrittenLateMs: starts[0]?.writtenLateMs ?? null };
  for (const [i, to] of FIRST_STAGES.slice(1).entries()) {
    const from = FIRST_STAGES[i];
    const v = paths.map((p) => p[to] - p[from]).sort((a, b) => a - b);
    stages[`${from}To${to[0].toUpperCase()}${to.slice(1)}Ms`] = { p50: Math.round(percentile(v, 50)), p99: Math.round(percentile(v, 99)), max: Math.round(v.at(-1) ?? 0) };
  }
  return stages;
}
const TABLE = { gameId: 'escoba', players: 2, target: 1 };
/**
 * The start, after the joins (a few at a time: a loaded machine took 8 s for 60 joins one by one); `--lead SECONDS`
 * sets it (a machine loaded by others joined 64 players in 80 s: an arena that starts with fewer than 2 entrants ends at once).
 */
const LEAD_MS = process.argv.includes('--lead') ? numberOption('lead', 0) * 1000 : 8000 + 40 * players;
const JOINING_AT_ONCE = 8;

const random = seededRandom(seed);

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
  const send = () => fetch(`${origin}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  // A kept-alive connection the server closed as it was reused ("other side closed", a loaded machine) is tried again;
  // a join that had gone through then answers that the player is in already.
  let r = await send().catch(() => null);
  const retried = r === null;
  for (let i = 0; r === null && i < 3; i++) r = await send().catch((e) => (i === 2 ? Promise.reject(e) : null));
  const answer = await r.json();
  if (retried && r.status === 409 && /already/.test(answer.error)) return answer;
  if (!r.ok) throw new Error(`${path}: ${r.status} ${answer.error}`);
  return answer;
}

/** Set once the run is over: the connections closed then are not opened again. */
let stopping = false;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * One simulated player: connects (`u.opened`), then once `u.watch(id, startsAt)` is called watches the tournament
 * (`u.watching`: its first state came), and plays each game it is paired for.
 */
function runPlayer(p, url, ca, out) {
  const u = { p, delays: [], playingTwice: 0, reopened: 0, games: 0, freeSince: null, current: null, final: null, sockets: new Set(), log: [], games_: [] };
  u.watching = new Promise((resolve) => (u.watched = resolve));
  u.opened = new Promise((resolve) => (u.open = resolve));
  out.push(u);
  const open = () => {
    const ws = new WebSocket(url, { headers: { Cookie: `escoba_session=${p.token}` }, ...(ca ? { ca } : {}) });
    u.sockets.add(ws);
    ws.on('close', () => u.sockets.delete(ws));
    return ws;
  };
  const play = (code, seat, token, entry) => {
    const ws = open();
    const game = { code, done: false, last: null, errors: [] };
    u.games_.push(game);
    u.current = game;
    let done = false;
    let v = 0;
    let last = null;
    ws.on('open', () => {
      entry.openAt ??= stamp();
      ws.send(JSON.stringify({ type: 'hello', protocol: 'escoba/2' }));
      ws.send(JSON.stringify({ type: 'resume', code, seat, token }));
    });
    // A connection refused on the way (nginx's 502 from a busy process) or closed before its game's end (a process
    // or nginx dropping it on a loaded machine) is opened again and resumes the seat, as the web app does: a game
    // whose connection was left closed ended only through the grace and the stand-in, and on a loaded machine not
    // before the arena's end (t23b). The error of a refused connection is followed by its close.
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (done || stopping) return;
      u.reopened++;
      setTimeout(() => !stopping && play(code, seat, token, entry), 500);
    });
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      game.last = { type: m.type, v: m.v, turn: m.view?.turn, status: m.table?.status ?? null, at: Math.round(performance.now()) };
      if (m.type === 'error') game.errors.push(m.code);
      // A seat may send 5 commands a second: a play over that is sent again a moment later, if still due.
      if (m.type === 'error' && m.code === 'RateLimited' && last !== null) {
        const [lastV, play] = last;
        setTimeout(() => v === lastV && !done && ws.send(JSON.stringify({ type: 'play', play, v })), 250);
      } else if (m.type === 'error' && !done && entry.satAt !== undefined && game.errors.length <= 20) {
        // Any other refusal of a play (one on a position another process had moved on from: `Stale`) is answered as
        // the web app answers it, by a resync, whose view says whose turn it is: the bench's tables have no turn
        // timer, so a refused play left unanswered would hold the game, and the tournament's end, for ever.
        setTimeout(() => !done && ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'resume', code, seat, token })), 250);
      }
      if (m.type !== 'sync' && m.type !== 'event') return;
      if (m.type === 'sync') entry.satAt ??= stamp();
      v = m.v;
      const finished = m.table?.status === 'finished' || m.event?.type === 'finished';
      if (finished && !done) {
        done = true;
        game.done = true;
        u.freeSince = performance.now();
        entry.finishedAt = stamp();
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
    let id = null;
    let ws = null;
    const paired = (m) => {
      // The game's end reaches its own connection, the pairing the watching one: only a game still not over a
      // moment later means the player was paired while playing.
      const current = u.current;
      if (current && !current.done) setTimeout(() => !current.done && u.playingTwice++, 2000);
      // A pairing that arrives before the game's end reached the game's connection waited for nothing: it is
      // counted as 0, not from the end of the game before (which added that whole game to the delay).
      u.delays.push(current && !current.done ? 0 : Math.max(0, performance.now() - u.freeSince));
      u.games++;
      const entry = { code: m.code, receivedAt: stamp() };
      u.log.push(entry);
      play(m.code, m.seat, m.token, entry);
    };
    const watchConnection = () => {
      ws = open();
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'hello', protocol: 'escoba/2' }));
        if (id !== null) ws.send(JSON.stringify({ type: 'tournament', watch: id }));
        u.open();
      });
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString());
        if (m.type === 'paired') paired(m);
        // A watch opened again (t23b) is given the seat in play: one paired while it was closed is played from there.
        else if (m.type === 'tournamentSeats') {
          for (const s of m.seats) if (!u.log.some((e) => e.code === s.code)) paired(s);
        } else if (m.type === 'tournament') u.watched();
        if (m.type === 'tournament' && m.tournament.status === 'finished') {
          u.final = m.tournament;
          resolve();
        }
      });
      ws.on('error', () => undefined);
      // A watching connection closed before the tournament's end is opened again and watches again, as the web app does.
      ws.on('close', () => {
        if (u.final !== null || stopping) return;
        u.reopened++;
        setTimeout(() => !stopping && watchConnection(), 500);
      });
    };
    u.watch = (tournament, startsAt) => {
      id = tournament;
      u.freeSince = performance.now() + (startsAt - Date.now());
      // A connection being opened again watches once open.
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'tournament', watch: id }));
    };
    watchConnection();
  });
}

/**
 * From the tournament's stored log (the authority, as `test/postgres/tournament-takeover.test.ts` reads it): how many
 * times an entrant was paired while a table of theirs had no result yet.
 */
function pairedWhilePlaying(events) {
  const tables = new Map();
  const busy = new Set();
  let twice = 0;
  for (const e of events) {
    if (e.type === 'paired') {
      for (const t of e.tables) {
        tables.set(t.pairing, t.seats);
        for (const a of t.seats) {
          if (a === null) continue;
          if (busy.has(a)) twice++;
          busy.add(a);
        }
      }
    }
    if (e.type === 'result') for (const a of tables.get(e.pairing) ?? []) busy.delete(a);
  }
  return twice;
}

async function run(port, url, ca, readLog) {
  // Everyone is connected before the tournament is made and watches it before joining, so that no pairing is made
  // before its player can hear of it (256 connections through nginx on a loaded machine outlasted the lead).
  const out = [];
  const playing = Promise.all(people.map((p) => runPlayer(p, url, ca, out)));
  await Promise.all(out.map((u) => u.opened));
  const host = people[0];
  const startsAt = Date.now() + LEAD_MS;
  const body = { name: `Bench ${format}`, table: TABLE, startsAt, format, rated: false, computers: false, ...(format === 'arena' ? { minutes } : { rounds }) };
  const { tournament } = await post(port, host, '/api/tournaments', body);
  for (const u of out) u.watch?.(tournament.id, startsAt);
  await Promise.all(out.map((u) => u.watching));
  const queue = [...out];
  await Promise.all(Array.from({ length: JOINING_AT_ONCE }, async () => {
    for (let u = queue.shift(); u; u = queue.shift()) {
      await post(port, u.p, `/api/tournaments/${tournament.id}/join`);
      u.joinedAt = stamp();
      // A join after the start (a loaded machine) waits from its join.
      u.freeSince = Math.max(u.freeSince, performance.now());
    }
  }));
  const late = Math.max(0, Date.now() - startsAt);
  say(`${players} players in a ${format} (${format === 'arena' ? `${minutes} min` : `${rounds} rounds`}) on ${nodes} node(s)${late > 0 ? `; the joins ended ${late} ms after the start` : ''}`);
  const deadline = Math.max(0, startsAt - Date.now()) + (format === 'arena' ? minutes * 60_000 : rounds * 60_000) + 120_000;
  let timer;
  await Promise.race([playing, new Promise((r) => (timer = setTimeout(r, deadline)))]);
  clearTimeout(timer);
  const final = out.find((u) => u.final)?.final ?? null;
  if (final === null) {
    const state = await (await fetch(`http://127.0.0.1:${port}/api/tournaments/${tournament.id}`)).json();
    const running = state.tournament.games.filter((g) => g.status === 'playing');
    // What each running game's players last heard of it: whose turn, which version, any refusal (on stderr, with --json too).
    const clients = running.map((g) => ({ code: g.code, seats: g.seats, heard: out.flatMap((u) => u.games_.filter((x) => x.code === g.code).map((x) => ({ player: u.p.name, done: x.done, last: x.last, errors: x.errors, open: [...u.sockets].length, ago: Math.round(performance.now()) - (x.last?.at ?? 0) }))) }));
    console.error('not finished:', JSON.stringify({ status: state.tournament.status, now: Math.round(performance.now()), running: clients }));
  }
  stopping = true;
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
    reopenedConnections: out.reduce((t, u) => t + u.reopened, 0),
    pairedWhilePlayingInLog: pairedWhilePlaying(await readLog(tournament.id)),
    joinsAfterStartMs: late,
    p50PairingDelayMs: Math.round(percentile(delays, 50)),
    p99PairingDelayMs: Math.round(percentile(delays, 99)),
    standingsChecksum: createHash('sha256').update(JSON.stringify(standings)).digest('hex').slice(0, 16),
    ...(trace ? { trace: traceOf(out, startsAt - Date.now() + stamp()) } : {}),
  };
}

/**
 * With --trace, the CPU the run took (`cpuSeconds`): the bench's own simulated players (their TLS, their parse of
 * every state the servers send) beside each server process's, which share the machine's cores with them.
 */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1e4) / 100;
};
/** A running process's user + system CPU from /proc (Linux; null elsewhere), in clock ticks of 1/100 s. */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function single() {
  const node = await startSqliteNode('bench-tournament-', { ...SETTINGS, ESCOBA_TRUSTED_PROXIES: '127.0.0.1' }, traced);
  try {
    seedSqlite(node.path);
    const readLog = (id) => {
      const db = new Database(node.path, { readonly: true });
      try {
        return db.prepare('SELECT event FROM tournament_events WHERE tournament = ? ORDER BY seq').all(id).map((r) => JSON.parse(r.event));
      } finally {
        db.close();
      }
    };
    const result = await run(node.port, `ws://127.0.0.1:${node.port}/ws`, undefined, readLog);
    return trace ? { ...result, cpuSeconds: { bench: ownCpuSeconds(), servers: [cpuSecondsOf(node.server.pid)] } } : result;
  } finally {
    await node.stop();
  }
}

async function cluster(k) {
  const c = await startCluster(k, { env: SETTINGS, ...traced });
  try {
    await seedPostgres(c.env.ESCOBA_DATABASE_URL);
    const readLog = async (id) => {
      const db = new pg.Client({ connectionString: c.env.ESCOBA_DATABASE_URL });
      await db.connect();
      try {
        return (await db.query('SELECT event FROM tournament_events WHERE tournament = $1 ORDER BY seq', [id])).rows.map((r) => JSON.parse(r.event));
      } finally {
        await db.end();
      }
    };
    const result = await run(c.nodes[0].port, c.url, c.ca, readLog);
    return trace ? { ...result, cpuSeconds: { bench: ownCpuSeconds(), servers: c.nodes.map((n) => cpuSecondsOf(n.server.pid)) } } : result;
  } finally {
    await c.stop();
  }
}

const result = nodes > 1 ? await cluster(nodes) : await single();
if (json) console.log(JSON.stringify(result));
else console.log(result);
process.exit(result.finished && result.playingTwice === 0 && result.pairedWhilePlayingInLog === 0 && (result.pairedTwice ?? 0) === 0 ? 0 : 1);
