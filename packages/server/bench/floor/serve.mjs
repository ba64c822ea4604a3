// The floor of `bench.mjs`'s load: a server that does only what every move of the bench needs on this stack (the `ws`
// library, better-sqlite3 with the log's pragmas, one process) and nothing of the real server's platform: no accounts,
// limits, schema, queues, lobby, metrics or recovery. `bench.mjs --server packages/server/bench/floor/bare.mjs` (no
// rules: a 40-move game of fixed-size views) or `.../floor/engine.mjs` (the Escoba engine: a deal, each play checked
// against the legal plays and applied, each seat its `seatView`). Per move: one frame in and one `JSON.parse`, one
// event inserted and committed (synchronous=FULL, WAL: an fsync) with the other appends of the same turn of the event
// loop, then two frames out, after the commit. docs/performance.md, "Server CPU per move, an eighth pass".
/* global setImmediate */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { WebSocketServer } from 'ws';

/**
 * Serves the bench's messages (`create`, `join`, `start`, `play`) over `game`: `start()` → a new game, `view(g, seat)`,
 * `play(g, seat, play)` → the next game or null when refused, `over(g)`, `event(seat, play)` → the logged event.
 */
export function serve(game) {
  const db = new Database(process.env.ESCOBA_DB || join(mkdtempSync(join(tmpdir(), 'escoba-floor-')), 'log.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS events (code TEXT NOT NULL, v INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (code, v))');
  const insert = db.prepare('INSERT INTO events (code, v, body) VALUES (?, ?, ?)');
  const commit = db.transaction((batch) => {
    for (const p of batch) insert.run(p.code, p.v, p.body);
  });
  let pending = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    commit(batch);
    for (const p of batch) p.done();
  };
  const append = (p) => {
    if (pending.push(p) === 1) setImmediate(flush);
  };

  const tables = new Map();
  let connections = 0;
  let codes = 0;
  const send = (ws, message) => ws.send(JSON.stringify(message));
  const server = http.createServer((_req, res) => res.end('floor'));
  new WebSocketServer({ server, path: '/ws', perMessageDeflate: false }).on('connection', (ws) => {
    connections++;
    ws.on('close', () => connections--);
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'create' || m.type === 'join') {
        const t = m.type === 'create' ? { code: `F${codes++}`, v: 0, game: null, seats: [] } : tables.get(m.code);
        tables.set(t.code, t);
        ws.table = t;
        ws.seat = t.seats.push(ws) - 1;
        send(ws, { type: 'joined', code: t.code, token: 'floor', seat: ws.seat });
        send(ws, { type: 'sync', v: 0, view: null });
      } else if (m.type === 'start') {
        const t = ws.table;
        t.game = game.start();
        t.seats.forEach((s, seat) => send(s, { type: 'event', v: 0, event: { type: 'dealt' }, view: game.view(t.game, seat) }));
      } else if (m.type === 'play') {
        const t = ws.table;
        const next = m.v === t.v ? game.play(t.game, ws.seat, m.play) : null;
        if (next === null) return send(ws, { type: 'error', code: 'IllegalPlay' });
        const event = game.event(ws.seat, m.play);
        append({
          code: t.code,
          v: t.v + 1,
          body: JSON.stringify(event),
          done: () => {
            t.v++;
            t.game = next;
            const finished = game.over(next) ? { table: { status: 'finished' } } : {};
            t.seats.forEach((s, seat) => send(s, { type: 'event', v: t.v, event, view: game.view(next, seat), ...finished }));
          },
        });
      }
    });
  });
  server.listen(Number(process.env.PORT || 0), '127.0.0.1', () => {
    console.log(`Escoba: http://127.0.0.1:${server.address().port}`);
    // What bench.mjs reads of a node: /api/stats (memory, tables, connections; a GC first, as the real one) and /metrics.
    const ops = http.createServer((req, res) => {
      if (!req.url.startsWith('/api/stats')) return res.end('');
      globalThis.gc?.();
      res.end(JSON.stringify({ memory: process.memoryUsage(), tables: tables.size, connections }));
    });
    ops.listen(0, '127.0.0.1', () => console.log(`Escoba operations: http://127.0.0.1:${ops.address().port} (the floor)`));
  });
  process.on('SIGTERM', () => process.exit(0));
}
