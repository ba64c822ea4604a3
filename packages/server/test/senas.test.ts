import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BriscaView, SenaMade } from '@escoba/brisca';
import { actionText, PROTOCOL, type PublicEvent, type TableConfig } from '@escoba/protocol';
import type { LogEvent } from '@escoba/server';
import { AutoPlayer, seeded } from './autoplayer.js';
import { testServer, until } from './helpers.js';
import { kill9, startProcess, type ServerProcess } from './server-process.js';
import { backendEnv } from './services/backend.js';

// Señas online (docs/rules.md, "Señas"; docs/protocol.md, "Señas"): the seña is logged, its partner sees it in its
// view, and everyone else gets a `sena` event of the same version that does not say which.

const dir = mkdtempSync(join(tmpdir(), 'escoba-senas-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const SENAS_TABLE: TableConfig = { gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', senas: true } };
const SENA_IN_NOTATION = /"!(as|tres|rey|caballo|sota|sintriunfo)"/;

type Message = { type: string; v?: number; ref?: string; code?: string; token?: string; event?: PublicEvent; view?: BriscaView | null; events?: { v: number; event: PublicEvent }[] };

/** One connection (a seat's, or a spectator's when `seat` is null) that keeps every message, its last version and view. */
class Follower {
  readonly texts: string[] = [];
  v = 0;
  view: BriscaView | null = null;
  code = '';
  token = '';
  private readonly ws: WebSocket;
  private readonly opened: Promise<void>;
  private refs = 0;
  private waiters: (() => void)[] = [];

  constructor(port: number, readonly seat: number | null) {
    this.ws = new WebSocket(`ws://localhost:${port}/ws`);
    this.opened = new Promise((resolve) => this.ws.once('open', () => resolve()));
    this.ws.on('error', () => undefined);
    this.ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      const m = JSON.parse(text) as Message;
      if (m.type === 'joined') [this.code, this.token] = [m.code!, m.token!];
      if (m.type === 'event' || m.type === 'sync') {
        this.v = m.v!;
        if (m.view) this.view = m.view;
      }
      for (const w of this.waiters.splice(0)) w();
    });
  }

  get messages(): Message[] {
    return this.texts.map((t) => JSON.parse(t) as Message);
  }

  /** Sends a request and resolves with its `ack` or `error`. */
  async request(message: Record<string, unknown>): Promise<Message> {
    await this.opened;
    const ref = `r${this.refs++}`;
    const seen = this.texts.length;
    this.ws.send(JSON.stringify({ ...message, ref }));
    let answer: Message | undefined;
    await this.until(() => (answer = this.messages.slice(seen).find((m) => (m.type === 'ack' || m.type === 'error') && m.ref === ref)) !== undefined);
    return answer!;
  }

  async until(check: () => boolean): Promise<void> {
    const end = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > end) throw new Error(`${this.seat === null ? 'the spectator' : `seat ${this.seat}`}: timed out at v${this.v}`);
      await new Promise<void>((r) => (this.waiters.push(r), setTimeout(r, 20)));
    }
  }

  close(): void {
    this.ws.terminate();
  }
}

const partners = (a: number, b: number) => a % 2 === b % 2;

/** Opens a 2 against 2 señas table with four people and a spectator, started. */
async function openTable(port: number): Promise<Follower[]> {
  const seats = [0, 1, 2, 3].map((seat) => new Follower(port, seat));
  for (const s of seats) expect(await s.request({ type: 'hello', protocol: PROTOCOL })).toMatchObject({ type: 'ack' });
  expect(await seats[0]!.request({ type: 'create', config: SENAS_TABLE, name: 'Ana' })).toMatchObject({ type: 'ack' });
  for (const s of seats.slice(1)) {
    expect(await s.request({ type: 'join', code: seats[0]!.code, seat: s.seat, name: `p${s.seat}` })).toMatchObject({ type: 'ack' });
    s.code = seats[0]!.code;
  }
  const spectator = new Follower(port, null);
  await spectator.request({ type: 'hello', protocol: PROTOCOL });
  expect(await spectator.request({ type: 'spectate', code: seats[0]!.code })).toMatchObject({ type: 'ack' });
  expect(await seats[0]!.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  const all = [...seats, spectator];
  await Promise.all(all.map((f) => f.until(() => f.view?.phase === 'play')));
  return all;
}

/**
 * The seat on turn acts: its first seña while `senas` says so and it has one to make, else its first legal card
 * action. Waits until every follower has seen it; returns the seña made, if any, and the version.
 */
async function act(all: Follower[], senas: boolean): Promise<{ made: SenaMade | null; v: number }> {
  const turn = all[0]!.view!.turn!;
  const s = all[turn]!;
  const sena = senas ? s.view!.legalSenas[0] : undefined;
  const play = sena !== undefined ? `!${sena}` : actionText('brisca', s.view!.legal[0]!);
  const answer = await s.request({ type: 'play', play, v: s.v });
  expect(answer, `seat ${turn} ${play}`).toMatchObject({ type: 'ack' });
  await Promise.all(all.map((f) => f.until(() => f.v >= answer.v!)));
  return { made: sena === undefined ? null : { seat: turn, sena, at: s.view!.actions.length }, v: answer.v! };
}

/** What `follower` may know of the señas made: its side's, none for a spectator. */
const seenBy = (made: readonly SenaMade[], follower: Follower) => made.filter((m) => follower.seat !== null && partners(m.seat, follower.seat));

describe('señas at an online 2 against 2 Brisca table (real server process, real WebSockets)', () => {
  it('the partner gets the seña, opponents and a spectator only that one was made, and kill -9 loses none of it', async () => {
    const env = { ESCOBA_DB: join(dir, 'senas.sqlite'), ESCOBA_GRACE_SECONDS: '600', ESCOBA_CONNECTIONS_PER_ADDRESS: '1000', ESCOBA_LOG_LEVEL: 'warn', ...(await backendEnv()) };
    const first: ServerProcess = await startProcess(env, children);
    const all = await openTable(first.port);
    const made: SenaMade[] = [];
    let beforeFirst = -1;
    // Señas before cards, until three were made (a seña costs nothing and does not pass the turn), within one hand.
    for (let actions = 0; actions < 36 && (made.length < 3 || all[0]!.view!.turn === made.at(-1)!.seat); actions++) {
      const before = all[0]!.v;
      const { made: sena, v } = await act(all, made.length < 3);
      if (!sena) continue;
      if (beforeFirst < 0) beforeFirst = before;
      made.push(sena);
      for (const f of all) {
        // One event of the same version for everyone: who made a seña, not which.
        const event = f.messages.find((m) => m.type === 'event' && m.v === v)!;
        expect(event.event, `v${v} to ${f.seat}`).toEqual({ type: 'sena', seat: sena.seat, by: 'player' });
        // The turn stays with the seat that made it.
        expect(f.view!.turn).toBe(sena.seat);
        expect(f.view!.senas).toEqual(seenBy(made, f));
      }
    }
    expect(made.length).toBe(3);
    expect(made.some((m) => all.some((f) => f.seat !== null && f.seat !== m.seat && partners(f.seat, m.seat) && f.view!.senas.some((x) => x.seat === m.seat && x.sena === m.sena)))).toBe(true);
    for (const f of all) {
      for (const text of f.texts) expect(text).not.toMatch(SENA_IN_NOTATION);
      for (const m of f.messages) for (const x of m.view?.senas ?? []) expect(f.seat !== null && partners(x.seat, f.seat), `${JSON.stringify(x)} to ${f.seat}`).toBe(true);
    }
    const before = all.map((f) => ({ v: f.v, view: f.view }));

    await kill9(first);
    const second = await startProcess(env, children);
    const resumed = all.map((old) => new Follower(second.port, old.seat));
    for (const [i, f] of resumed.entries()) {
      const old = all[i]!;
      await f.request({ type: 'hello', protocol: PROTOCOL });
      const resume = old.seat === null ? { type: 'spectate', code: all[0]!.code, since: beforeFirst } : { type: 'resume', code: old.code, seat: old.seat, token: old.token, since: beforeFirst };
      expect(await f.request(resume)).toMatchObject({ type: 'ack' });
      // The log replays the señas: every view as it was, and the missed events as they were sent, without content.
      expect(f.v).toBe(before[i]!.v);
      expect(f.view).toEqual(before[i]!.view);
      expect(f.view!.senas).toEqual(seenBy(made, f));
      const sync = f.messages.find((m) => m.type === 'sync')!;
      expect(sync.events!.filter((e) => e.event.type === 'sena').map((e) => e.event)).toEqual(made.map((m) => ({ type: 'sena', seat: m.seat, by: 'player' })));
      expect(JSON.stringify(sync)).not.toMatch(SENA_IN_NOTATION);
    }
    // The game goes on from there.
    for (let i = 0; i < 4; i++) await act(resumed, false);
    for (const f of [...all, ...resumed]) f.close();
    await kill9(second);
  });

  it('server bots make señas as offline: only their partners’ views show them, and the game plays to its end', async () => {
    const server = await testServer();
    const config: TableConfig = { ...SENAS_TABLE, rules: { preset: 'brisca', senas: true, wins: 1 }, bots: [1, 2, 3].map((seat) => ({ seat, level: 'medium' as const })) };
    const person = new AutoPlayer(server, 0, seeded(5));
    await person.send({ type: 'create', config, name: 'Ana' });
    await until(() => person.code !== '', 10_000, 'the table');
    const spectator = new AutoPlayer(server, null, seeded(6));
    await spectator.send({ type: 'spectate', code: person.code });
    await spectator.waitFor('sync');
    await person.send({ type: 'start' });
    await until(() => person.finished && spectator.finished, 60_000, 'the game to finish');

    // The log holds every seña in full; the medium bots made theirs (every seña they may, before their card).
    const log = (await server.store.read(person.code)).map((e) => e.event);
    const hidden = log.filter((e): e is Extract<LogEvent, { type: 'played' }> => e.type === 'played' && e.hidden === true);
    expect(hidden.filter((e) => e.by === 'bot').length).toBeGreaterThan(0);
    expect(hidden.every((e) => e.play.startsWith('!'))).toBe(true);
    expect(log.filter((e) => e.type === 'played' && !e.hidden).every((e) => e.type === 'played' && !e.play.startsWith('!'))).toBe(true);

    // The person (seat 0) saw exactly its partner's (seat 2) señas in its views, the spectator none; both got an event per seña.
    const partnerMade = hidden.filter((e) => e.seat === 2).map((e) => e.play.slice(1));
    const views = (p: AutoPlayer) => p.texts.map((t) => JSON.parse(t) as Message).flatMap((m) => (m.view ? [m.view] : []));
    // A view's hand: the one in play, or after its end (its result already listed) the one that just ended.
    const handOf = (view: BriscaView) => (view.phase === 'play' ? view.results.length : view.results.length - 1);
    const seen = new Set(views(person).flatMap((view) => view.senas.filter((m) => m.seat === 2).map((m) => `${handOf(view)}:${m.sena}`)));
    expect([...seen].map((k) => k.split(':')[1]).sort()).toEqual([...partnerMade].sort());
    expect(views(person).every((view) => view.senas.every((m) => m.seat === 0 || m.seat === 2))).toBe(true);
    expect(views(spectator).every((view) => view.senas.length === 0)).toBe(true);
    for (const p of [person, spectator]) {
      const senaEvents = p.texts.filter((t) => t.includes('"type":"sena"'));
      expect(senaEvents.length).toBe(hidden.length);
      for (const t of p.texts) expect(t).not.toMatch(SENA_IN_NOTATION);
      p.close();
    }
    expect(person.errors).toEqual([]);
    await server.close();
  });
});
