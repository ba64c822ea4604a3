import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { applyAction, createRng, legalActions, makeAction, makeCard, unwrap, type BriscaState, type BriscaView, type HandResult } from '@escoba/brisca';
import { briscaView, definitionOf } from './client-games.js';
import { createClient, type EscobaClient, type PublicEvent, type ShuffleVerdict, type SocketConstructor, type TableConfig } from '@escoba/protocol';
import type { EscobaServer } from '@escoba/server';
import { AutoPlayer, seeded } from './autoplayer.js';
import { briscaOf } from './games.js';
import { RawClient, testServer, until } from './helpers.js';
import { liveContext } from '../src/game/crypto.js';
import { startProcess } from './server-process.js';
import { backendEnv } from './services/backend.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-brisca-'));
const children: ChildProcess[] = [];
const servers: EscobaServer[] = [];
const clients: EscobaClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function server(options: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

type Message = { type: string; v?: number; event?: PublicEvent; view?: BriscaView };
const messages = (p: AutoPlayer): Message[] => p.texts.map((t) => JSON.parse(t) as Message);
const events = (p: AutoPlayer) => messages(p).flatMap((m) => (m.type === 'event' && m.event ? [m.event] : []));
const views = (p: AutoPlayer) => messages(p).flatMap((m) => (m.view ? [m.view] : []));

/** A table of AutoPlayers (a seat each for the people, and a spectator) that plays to its end. */
async function playToTheEnd(port: number, config: TableConfig, seed: number, options: ConstructorParameters<typeof AutoPlayer>[3] = {}) {
  const host = new AutoPlayer({ port }, 0, seeded(seed), options);
  await host.send({ type: 'create', config, name: 'host' });
  await until(() => host.code !== '', 10_000, 'the table');
  const players = [host];
  const bots = new Set((config.bots ?? []).map((b) => b.seat));
  for (let seat = 1; seat < config.players; seat++) {
    if (bots.has(seat)) continue;
    const p = new AutoPlayer({ port }, seat, seeded(seed + seat), options);
    await p.send({ type: 'join', code: host.code, seat, name: `p${seat}` });
    await p.waitFor('sync');
    players.push(p);
  }
  const spectator = new AutoPlayer({ port }, null, seeded(seed));
  await spectator.send({ type: 'spectate', code: host.code });
  await spectator.waitFor('sync');
  await host.send({ type: 'start' });
  await until(() => [...players, spectator].every((p) => p.finished), 100_000, 'the game to finish');
  for (const p of [...players, spectator]) p.close();
  return { players, spectator };
}

/** A spectator's view holds no hand and no card known to be in one. */
function expectNothingHidden(view: BriscaView) {
  expect(view.seat).toBeNull();
  expect(view.hand).toEqual([]);
  expect(view.known.flat()).toEqual(view.known.flat().filter((c) => c === view.firstTrump || view.events.some((e) => e.type === 'exchange' && (e.took === c || e.card === c))));
  expect(view.legal).toEqual([]);
}

/** Hands won per seat, as the server scores a table that stops after a number of hands. */
const handsWon = (results: readonly HandResult[], players: number) =>
  Array.from({ length: players }, (_, seat) => results.filter((r) => r.winner !== null && r.sides[r.winner]!.includes(seat)).length);

describe('Brisca and Alcalde against the real server process', () => {
  it('a 2-player Brisca match and an Alcalde game with two server bots are played to the end over WebSockets', async () => {
    const env = await backendEnv();
    const proc = await startProcess({ ESCOBA_DB: join(dir, 'games.sqlite'), ESCOBA_BOT_DELAY_MS: '0', ESCOBA_BOT_TIME_MS: '30', ESCOBA_LOG_LEVEL: 'warn', ...env }, children);

    // Brisca: the first side to win 2 hands wins the match.
    const brisca = await playToTheEnd(proc.port, { gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 2 } }, 11);
    const last = views(brisca.players[0]!).at(-1)!;
    const finished = events(brisca.players[0]!).find((e) => e.type === 'finished')!;
    expect(last.phase).toBe('over');
    expect(Math.max(...last.wins)).toBe(2);
    expect(finished).toMatchObject({ type: 'finished', winner: last.winner, scores: last.wins });
    // Every hand's cards were all played: 20 tricks of 2 cards, 120 points between the sides.
    for (const r of last.results) expect(r.points.reduce((a, b) => a + b)).toBe(120);
    for (const p of [...brisca.players, brisca.spectator]) expect(views(p).at(-1)!.results).toEqual(last.results);
    for (const view of views(brisca.spectator)) expectNothingHidden(view);
    expect(brisca.players.flatMap((p) => p.errors)).toEqual([]);

    // Alcalde: one person and two bot seats (one searching in the bots' worker thread), three hands.
    const alcalde = await playToTheEnd(proc.port, { gameId: 'alcalde', players: 3, hands: 3, bots: [{ seat: 1, level: 'medium' }, { seat: 2, level: 'hard' }] }, 12);
    const person = alcalde.players[0]!;
    const seen = views(person);
    const final = seen.at(-1)!;
    expect(final.results).toHaveLength(3);
    const dealt = events(person).filter((e) => e.type === 'dealt');
    const drawn = events(person).find((e) => e.type === 'drawn')!;
    expect(dealt.map((e) => e.type === 'dealt' && e.dealer)[0]).toBe(drawn.type === 'drawn' && drawn.dealer);
    // The role rotates as the rules say: the Alcalde deals again when he kept the role, else the next seat deals.
    final.results.forEach((r, h) => {
      expect(r.alcalde).toBe(r.dealer);
      expect(dealt[h]).toMatchObject({ dealer: r.dealer });
      if (h + 1 < final.results.length) expect(final.results[h + 1]!.dealer).toBe(r.alcaldeKeeps ? r.dealer : (r.dealer + 1) % 3);
    });
    const scores = handsWon(final.results, 3);
    const best = Math.max(...scores);
    expect(events(person).find((e) => e.type === 'finished')).toMatchObject({ scores, winner: scores.filter((s) => s === best).length === 1 ? scores.indexOf(best) : null });
    // The person saw a partner's hand only when the rules show it (alcalde: partners see each other).
    for (const view of seen) {
      if (view.alcalde === null || view.alcalde === 0 || view.handResult) continue;
      const partner = view.alcalde === 1 ? 2 : 1;
      expect(view.known[partner]!.length).toBe(view.handCounts[partner]);
    }
    for (const view of views(alcalde.spectator)) expectNothingHidden(view);
    expect(person.errors).toEqual([]);
    proc.child.kill('SIGTERM');
    await proc.exited();
  });
});

describe('Brisca and Alcalde tables', () => {
  it('3-player Brisca deals 39 cards: every revealed shuffle verifies for every seat with the protocol client', async () => {
    const s = await server();
    const seats = [0, 1, 2].map(() => createClient(`ws://localhost:${s.port}/ws`, { WebSocket: WebSocket as unknown as SocketConstructor, reconnect: false, definitionOf }));
    clients.push(...seats);
    const { code } = await seats[0]!.create({ gameId: 'brisca', players: 3, rules: { preset: 'brisca', wins: 2 } }, 'Ana');
    await seats[1]!.join(code, 1, 'Bea');
    await seats[2]!.join(code, 2, 'Carla');
    const verdicts: ShuffleVerdict[][] = [[], [], []];
    const errors: string[] = [];
    seats.forEach((c, i) => {
      c.on('shuffle', (v) => verdicts[i]!.push(v));
      let playedAt = -1;
      const tick = () => {
        const view = briscaView(c.table, c.view);
        if (!view || view.turn !== view.seat || view.legal.length === 0 || playedAt === c.v) return;
        playedAt = c.v;
        c.play(view.legal.at(-1)!).catch((e: Error) => errors.push(e.message));
      };
      c.on('event', tick);
      c.on('sync', tick);
    });
    await seats[0]!.start();
    await until(() => seats.every((c) => c.table?.status === 'finished'), 60_000, 'the match to finish');
    const hands = briscaView(seats[0]!.table, seats[0]!.view)!.results.length;
    await until(() => verdicts.every((v) => v.length === hands), 10_000, 'every verdict');
    expect(errors).toEqual([]);
    expect(hands).toBeGreaterThanOrEqual(2);
    for (const v of verdicts.flat()) expect(v, v.reason).toMatchObject({ ok: true, seenAtDeal: true });
    const log = await s.store.read(code);
    for (const e of log) if (e.event.type === 'dealt') expect(e.event.deck).toHaveLength(39);
  });

  it('a player exchanges the trump card online: everyone sees the new trump card, and the player holds the old one', async () => {
    const s = await server();
    const exchange = (legal: readonly string[]) => legal.find((a) => a.startsWith('~'));
    // An exchange needs the 7 or the 2 of trumps in the right hand at the right time: most matches have one.
    for (let game = 0; game < 30; game++) {
      const { players, spectator } = await playToTheEnd(s.port, { gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 3 } }, 100 + game, { prefer: exchange });
      const exchanger = players.find((p) => p.sent.some((a) => a.startsWith('~')));
      if (!exchanger) continue;
      const other = players.find((p) => p !== exchanger)!;
      for (const p of [...players, spectator]) {
        const ms = messages(p);
        const at = ms.findIndex((m) => m.event?.type === 'played' && m.event.seat === exchanger.seat && m.event.play.startsWith('~'));
        const event = ms[at]!.event as Extract<PublicEvent, { type: 'played' }>;
        const before = ms.slice(0, at).flatMap((m) => (m.view ? [m.view] : [])).at(-1)!;
        const after = ms[at]!.view!;
        expect(makeCard(after.trumpCard!)).toBe(event.play.slice(1));
        expect(after.trumpSuit).toBe(before.trumpSuit);
        // The trump card given up is known to be in the exchanger's hand, by every seat and spectator.
        expect(after.known[exchanger.seat!]).toContain(before.trumpCard);
        if (p === exchanger) expect(after.hand).toContain(before.trumpCard);
        expect(after.turn).toBe(exchanger.seat);
      }
      expect(other.errors).toEqual([]);
      expect(exchanger.errors).toEqual([]);
      return;
    }
    throw new Error('no exchange in 30 matches');
  });

  it('a drawn one-hand Brisca game (60-60) finishes with no winner: the finished event, the table, the stored log and a late sync say so', async () => {
    // Every game of this server starts with the same draw and deck, so the drawn play below is found once and replays.
    const s = await server({ context: (now) => ({ ...liveContext(now), rng: createRng('drawn-table') }) });
    const cs = [await RawClient.open(s), await RawClient.open(s)];
    for (const c of cs) expect(await c.request({ type: 'hello', protocol: 'escoba/2' })).toMatchObject({ type: 'ack' });
    cs[0]!.send({ type: 'create', config: { gameId: 'brisca', players: 2 }, name: 'Ana' });
    const code = (await cs[0]!.next((m) => m.type === 'joined'))['code'] as string;
    expect(await cs[1]!.request({ type: 'join', code, seat: 1, name: 'Bea' })).toMatchObject({ type: 'ack' });
    expect(await cs[0]!.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const state = () => s.service.peek(code)!;
    await until(() => briscaOf(state())?.phase === 'play');
    // Plays that end the dealt hand 60-60 (seed 001: "draws are possible"), found by random play on the engine.
    const dealt = briscaOf(state())!;
    const rng = createRng('a draw');
    let plays: string[] | null = null;
    for (let i = 0; i < 20_000 && plays === null; i++) {
      let g: BriscaState = dealt;
      const tried: string[] = [];
      while (g.phase === 'play') {
        const legal = legalActions(g);
        const action = legal[rng.int(legal.length)]!;
        tried.push(makeAction(action));
        g = unwrap(applyAction(g, action));
      }
      if (g.hand!.result!.winner === null) plays = tried;
    }
    expect(plays, 'a 60-60 play of the dealt hand').not.toBeNull();
    for (const play of plays!) {
      const seat = briscaOf(state())!.hand!.turn;
      expect(await cs[seat]!.request({ type: 'play', play, v: state().v }), play).toMatchObject({ type: 'ack' });
    }
    const finished = { type: 'finished', game: 0, winner: null, scores: [0, 0] };
    for (const c of cs) expect((await c.next((m) => m.type === 'event' && (m['event'] as PublicEvent).type === 'finished'))['event']).toEqual(finished);
    expect(state().status).toBe('finished');
    const game = briscaOf(state())!;
    expect(game.phase).toBe('over');
    expect(game.winner).toBeNull();
    expect(game.hand!.result!.points).toEqual([60, 60]);
    const log = await s.store.read(code);
    expect(log.at(-1)!.event).toEqual(finished);
    // Someone who comes later sees a finished table whose game is over with no winner.
    const late = await RawClient.open(s);
    expect(await late.request({ type: 'hello', protocol: 'escoba/2' })).toMatchObject({ type: 'ack' });
    late.send({ type: 'spectate', code });
    const sync = await late.next((m) => m.type === 'sync');
    expect(sync['table']).toMatchObject({ status: 'finished' });
    expect(sync['view']).toMatchObject({ phase: 'over', winner: null, wins: [0, 0] });
    for (const c of [...cs, late]) await c.close();
  });

  it('bad plays at Brisca and Alcalde tables get typed errors and change nothing', async () => {
    const s = await server();
    const expectError = async (c: RawClient, message: Record<string, unknown>, code: string, detail?: string) => {
      const answer = await c.request(message);
      expect(answer, JSON.stringify(message)).toMatchObject({ type: 'error', code, ...(detail ? { detail } : {}) });
    };
    const open = async (config: TableConfig) => {
      const cs = await Promise.all(Array.from({ length: config.players }, () => RawClient.open(s)));
      for (const c of cs) expect(await c.request({ type: 'hello', protocol: 'escoba/2' })).toMatchObject({ type: 'ack' });
      cs[0]!.send({ type: 'create', config, name: 'Ana' });
      const code = (await cs[0]!.next((m) => m.type === 'joined'))['code'] as string;
      for (let seat = 1; seat < cs.length; seat++) expect(await cs[seat]!.request({ type: 'join', code, seat, name: `p${seat}` })).toMatchObject({ type: 'ack' });
      expect(await cs[0]!.request({ type: 'start' })).toMatchObject({ type: 'ack' });
      const state = () => s.service.peek(code)!;
      await until(() => briscaOf(state())?.phase === 'play');
      return { cs, state };
    };

    // Settings the game does not allow are refused before a table exists.
    const host = await RawClient.open(s);
    expect(await host.request({ type: 'hello', protocol: 'escoba/2' })).toMatchObject({ type: 'ack' });
    for (const [config, message] of [
      [{ gameId: 'brisca', players: 6 }, /brisca is played by 2, 3, 4 players/],
      [{ gameId: 'alcalde', players: 2 }, /alcalde is played by 3 players/],
      [{ gameId: 'brisca', players: 2, rules: 'classic' }, /unknown preset "classic"/],
      [{ gameId: 'brisca', players: 2, target: 21 }, /only Escoba plays to a target/],
    ] as const) {
      expect(await host.request({ type: 'create', config, name: 'Ana' }), JSON.stringify(config)).toMatchObject({ type: 'error', code: 'BadConfig', message: expect.stringMatching(message) });
    }
    expect(await host.request({ type: 'create', config: { gameId: 'mus', players: 4 }, name: 'Ana' })).toMatchObject({ type: 'error', code: 'Malformed', message: expect.stringMatching(/gameId/) });
    await host.close();

    const brisca = await open({ gameId: 'brisca', players: 2 });
    const game = briscaOf(brisca.state())!;
    const h = game.hand!;
    const onTurn = brisca.cs[h.turn]!;
    const waiting = brisca.cs[1 - h.turn]!;
    const v = brisca.state().v;
    await expectError(waiting, { type: 'play', play: makeCard(h.hands[1 - h.turn]![0]!), v }, 'NotYourTurn');
    await expectError(onTurn, { type: 'play', play: makeCard(h.hands[1 - h.turn]![0]!), v }, 'IllegalPlay', 'NotInHand');
    await expectError(onTurn, { type: 'play', play: `${makeCard(h.hands[h.turn]![0]!)}+${makeCard(h.hands[h.turn]![1]!)}`, v }, 'IllegalPlay', 'WrongCount');
    await expectError(onTurn, { type: 'play', play: `${makeCard(h.hands[h.turn]![0]!)}:${makeCard(h.hands[h.turn]![1]!)}`, v }, 'IllegalPlay', 'BadPlay');
    await expectError(onTurn, { type: 'play', play: { card: h.hands[h.turn]![0]! }, v }, 'IllegalPlay', 'BadPlay');
    const notTheExchangeCard = h.hands[h.turn]!.find((c) => c !== h.trumpSuit * 10 + 1)!;
    await expectError(onTurn, { type: 'play', play: `~${makeCard(notTheExchangeCard)}`, v }, 'IllegalPlay', 'NoExchange');
    await expectError(onTurn, { type: 'play', play: makeCard(h.hands[h.turn]![0]!), v: v - 2 }, 'Stale');
    expect(brisca.state().v).toBe(v);
    expect(briscaOf(brisca.state())).toBe(game);
    expect(await onTurn.request({ type: 'play', play: makeCard(h.hands[h.turn]![0]!), v })).toMatchObject({ type: 'ack', v: v + 1 });

    const alcalde = await open({ gameId: 'alcalde', players: 3 });
    const a = briscaOf(alcalde.state())!.hand!;
    const first = alcalde.cs[a.turn]!;
    // The partner on turn plays one card; the Alcalde two.
    await expectError(first, { type: 'play', play: `${makeCard(a.hands[a.turn]![0]!)}+${makeCard(a.hands[a.turn]![1]!)}`, v: alcalde.state().v }, 'IllegalPlay', 'WrongCount');
    for (let i = 0; a.alcalde !== null && i < 3; i++) {
      const st = briscaOf(alcalde.state())!.hand!;
      if (st.turn === st.alcalde) {
        await expectError(alcalde.cs[st.turn]!, { type: 'play', play: makeCard(st.hands[st.turn]![0]!), v: alcalde.state().v }, 'IllegalPlay', 'WrongCount');
        expect(await alcalde.cs[st.turn]!.request({ type: 'play', play: `${makeCard(st.hands[st.turn]![0]!)}+${makeCard(st.hands[st.turn]![1]!)}`, v: alcalde.state().v })).toMatchObject({ type: 'ack' });
        break;
      }
      expect(await alcalde.cs[st.turn]!.request({ type: 'play', play: makeCard(st.hands[st.turn]![0]!), v: alcalde.state().v })).toMatchObject({ type: 'ack' });
    }
    for (const c of [...brisca.cs, ...alcalde.cs]) await c.close();
  });
});
