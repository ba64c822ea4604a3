import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBot } from '@escoba/bots';
import { definitionOf, escobaView } from './client-games.js';
import { createClient, type EscobaClient, type ShuffleVerdict, type SocketConstructor } from '@escoba/protocol';
import type { EscobaServer } from '@escoba/server';
import { testServer, until } from './helpers.js';

const servers: EscobaServer[] = [];
const clients: EscobaClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

async function server(options: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

function client(s: EscobaServer): EscobaClient {
  const c = createClient(`ws://localhost:${s.port}/ws`, { WebSocket: WebSocket as unknown as SocketConstructor, reconnect: false, definitionOf });
  clients.push(c);
  return c;
}

/** Plays for the client's seat with the easy bot whenever it is on turn; counts plays and shuffle verdicts. */
function autoPlay(c: EscobaClient, seed: string) {
  const bot = createBot('easy', { seed });
  const stats = { plays: 0, shuffles: [] as ShuffleVerdict[], errors: [] as string[] };
  let playedAt = -1;
  const tick = () => {
    const view = escobaView(c.table, c.view);
    if (!view || view.turn === null || view.turn !== view.seat || view.legal.length === 0 || playedAt === c.v) return;
    playedAt = c.v;
    stats.plays++;
    c.play(bot.choose(view)).catch((e: Error) => stats.errors.push(e.message));
  };
  c.on('event', tick);
  c.on('sync', tick);
  c.on('shuffle', (v) => stats.shuffles.push(v));
  return stats;
}

describe('full games over WebSocket on loopback', () => {
  it('two players play a whole game to 21; every shuffle verifies; both end with the same scores', async () => {
    const s = await server();
    const a = client(s);
    const b = client(s);
    const seating = await a.create({ players: 2, rules: 'classic' }, 'Ana');
    expect(seating.code).toMatch(/^[2-9A-Z]{6}$/);
    await b.join(seating.code, 1, 'Bea');
    const sa = autoPlay(a, 'a');
    const sb = autoPlay(b, 'b');
    await a.start();
    await until(() => a.table?.status === 'finished' && b.table?.status === 'finished', 60_000, 'the game to finish');
    const av = () => escobaView(a.table, a.view)!;
    await until(() => sa.shuffles.length === av().results.length && sb.shuffles.length === escobaView(b.table, b.view)!.results.length);
    expect(sa.errors).toEqual([]);
    expect(sb.errors).toEqual([]);
    expect(av().winner).not.toBeNull();
    expect(Math.max(...av().scores)).toBeGreaterThanOrEqual(21);
    expect(escobaView(b.table, b.view)!.scores).toEqual(av().scores);
    expect(a.v).toBe(b.v);
    expect(sa.shuffles.every((v) => v.ok && v.seenAtDeal)).toBe(true);
    expect(sb.shuffles.every((v) => v.ok && v.seenAtDeal)).toBe(true);
    // Every hand card is played once: 36 plays a hand with 4 cards dealt to the table.
    expect(sa.plays + sb.plays).toBe(av().results.length * 36);
  });

  it('four players in partnerships play a whole game, with a spectator, chat and mute', async () => {
    const s = await server();
    const players = [client(s), client(s), client(s), client(s)];
    const { code } = await players[0]!.create({ players: 4, partnerships: true, target: 11 }, 'P0');
    for (let seat = 1; seat < 4; seat++) await players[seat]!.join(code, seat, `P${seat}`);
    const watcher = client(s);
    await watcher.spectate(code);
    const heard: string[] = [];
    players[2]!.mute(1);
    players[2]!.on('chat', (c) => heard.push(`${c.name}: ${c.text}`));
    await players[1]!.chat('hola');
    await players[3]!.chat('buena suerte');
    const stats = players.map((p, i) => autoPlay(p, `p${i}`));
    const hands = new Set<number>();
    watcher.on('event', (e) => {
      if (e.view) {
        expect(e.view.seat).toBeNull();
        expect(e.view.hand).toEqual([]);
        expect(e.view.legal).toEqual([]);
        hands.add(escobaView(watcher.table, e.view)!.handIndex);
      }
    });
    await players[0]!.start();
    await until(() => players.every((p) => p.table?.status === 'finished') && watcher.table?.status === 'finished', 60_000, 'the game to finish');
    expect(stats.flatMap((x) => x.errors)).toEqual([]);
    expect(escobaView(players[0]!.table, players[0]!.view)!.sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    for (const p of players) expect(escobaView(p.table, p.view)!.scores).toEqual(escobaView(watcher.table, watcher.view)!.scores);
    expect(heard).toEqual(['P3: buena suerte']);
    expect(hands.size).toBe(escobaView(watcher.table, watcher.view)!.results.length);
  });

  it('bot seats play by themselves, the search levels in a worker thread; rematch starts a new game at the same table', async () => {
    const s = await server({ botWorker: true, searchTimeMs: 20 });
    const a = client(s);
    const { code } = await a.create({ players: 3, target: 4, bots: [{ seat: 1, level: 'medium' }, { seat: 2, level: 'hard' }] }, 'Ana');
    const stats = autoPlay(a, 'a');
    await a.start();
    await until(() => a.table?.status === 'finished', 60_000, 'the game to finish');
    expect(stats.errors).toEqual([]);
    expect(a.table!.seats.map((x) => x.bot)).toEqual([null, 'medium', 'hard']);
    await a.rematch();
    await until(() => a.table?.status === 'playing' && a.table.games === 2);
    expect((await fetch(`${s.url}/api/tables/${code}`).then((r) => r.json())) as { games: number }).toMatchObject({ code, games: 2, status: 'playing' });
  });

  it('the lobby API answers a table code with its public info, and 404 for an unknown one', async () => {
    const s = await server();
    const a = client(s);
    const { code } = await a.create({ players: 2, turnSeconds: 30, bots: [{ seat: 1, level: 'easy' }] }, 'Ana');
    const info = (await fetch(`${s.url}/api/tables/${code.toLowerCase()}`).then((r) => r.json())) as Record<string, unknown>;
    expect(info).toMatchObject({ code, status: 'lobby', host: 0, seats: [{ seat: 0, name: 'Ana', bot: null }, { seat: 1, name: 'easy', bot: 'easy' }] });
    expect(JSON.stringify(info)).not.toMatch(/token/i);
    expect((await fetch(`${s.url}/api/tables/ZZZZZZ`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/tables/bad`)).status).toBe(400);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });
});
