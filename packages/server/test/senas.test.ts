import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BriscaView, SenaMade } from '@escoba/brisca';
import { actionText, tableGameById } from '@escoba/games';
import { PROTOCOL, type PrivateEvent, type PublicEvent, type TableConfig } from '@escoba/protocol';
import { createRng } from '@escoba/cards';
import { commitDeck, type DecisionContext, type LogEvent } from '@escoba/server';
import { AutoPlayer, seeded } from './autoplayer.js';
import { testServer, until } from './helpers.js';
import { kill9, startProcess, type ServerProcess } from './server-process.js';
import { backendEnv } from './services/backend.js';

// Señas online (docs/rules.md, "Señas"; docs/protocol.md, "Señas"): the seña is logged, its side gets it at once
// as a private message, and opponents and spectators learn nothing of it: no message, no version, no difference at
// all in what they receive (the same deal played with and without señas gives them the same messages).

const dir = mkdtempSync(join(tmpdir(), 'escoba-senas-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const SENAS_TABLE: TableConfig = { gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', senas: true } };
const SENA_IN_NOTATION = /"!(as|tres|rey|caballo|sota|sintriunfo)"/;

type Message = { type: string; v?: number; ref?: string; code?: string; token?: string; event?: PublicEvent | PrivateEvent; view?: BriscaView | null; events?: { v: number; event: PublicEvent }[] };

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
      if (m.type === 'event' || m.type === 'sync' || m.type === 'private') {
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
async function openTable(port: number, rules: TableConfig['rules'] = SENAS_TABLE.rules): Promise<Follower[]> {
  const seats = [0, 1, 2, 3].map((seat) => new Follower(port, seat));
  for (const s of seats) expect(await s.request({ type: 'hello', protocol: PROTOCOL })).toMatchObject({ type: 'ack' });
  expect(await seats[0]!.request({ type: 'create', config: { ...SENAS_TABLE, rules }, name: 'Ana' })).toMatchObject({ type: 'ack' });
  for (const s of seats.slice(1)) {
    expect(await s.request({ type: 'join', code: seats[0]!.code, seat: s.seat, name: `p${s.seat}` })).toMatchObject({ type: 'ack' });
    s.code = seats[0]!.code;
  }
  const spectator = new Follower(port, null);
  await spectator.request({ type: 'hello', protocol: PROTOCOL });
  expect(await spectator.request({ type: 'spectate', code: seats[0]!.code })).toMatchObject({ type: 'ack' });
  spectator.code = seats[0]!.code;
  expect(await seats[0]!.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  const all = [...seats, spectator];
  await Promise.all(all.map((f) => f.until(() => f.view?.phase === 'play')));
  return all;
}

/** The private messages (señas of its side) a follower got. */
const privatesOf = (f: Follower) => f.messages.filter((m) => m.type === 'private');

/**
 * The seat on turn acts: its first seña while `senas` says so and it has one to make, else its first legal card
 * action. Waits until every follower that should hear of it has; returns the seña made, if any, and the version.
 */
async function act(all: Follower[], senas: boolean | ((seat: number) => boolean)): Promise<{ made: SenaMade | null; v: number }> {
  const turn = all[0]!.view!.turn!;
  const s = all[turn]!;
  const wants = typeof senas === 'function' ? senas(turn) : senas;
  const sena = wants ? s.view!.legalSenas[0] : undefined;
  const play = sena !== undefined ? `!${sena}` : actionText(tableGameById('brisca'), s.view!.legal[0]!);
  const told = all.map((f) => privatesOf(f).length);
  const answer = await s.request({ type: 'play', play, v: s.v });
  expect(answer, `seat ${turn} ${play}`).toMatchObject({ type: 'ack' });
  if (sena === undefined) await Promise.all(all.map((f) => f.until(() => f.v >= answer.v!)));
  // A seña: its side hears of it; nobody else gets anything to wait for.
  else await Promise.all(all.map((f, i) => (f.seat !== null && partners(f.seat, turn) ? f.until(() => privatesOf(f).length > told[i]!) : Promise.resolve())));
  return { made: sena === undefined ? null : { seat: turn, sena, at: s.view!.actions.length }, v: answer.v! };
}

/** What `follower` may know of the señas made: its side's, none for a spectator. */
const seenBy = (made: readonly SenaMade[], follower: Follower) => made.filter((m) => follower.seat !== null && partners(m.seat, follower.seat));

/** A follower's messages with what differs between two servers by chance alone (the table's code, tokens, the invitation) taken out. */
function normalized(f: Follower): string[] {
  return f.texts.map((t) => {
    const m = JSON.parse(t.replaceAll(f.code, 'CODE')) as Record<string, unknown>;
    delete m['token'];
    delete m['invite'];
    return JSON.stringify(m);
  });
}

/** The chance of a server's decisions fixed by a seed: two servers with the same seed deal the same games. */
function fixedChance(seed: string): (now: number) => DecisionContext {
  const rng = createRng(seed);
  let salts = 0;
  return (now) => ({ now, rng, salt: () => (salts++).toString(16).padStart(32, '0'), commit: commitDeck, codeAloneMs: 1_800_000 });
}

describe('señas at an online 2 against 2 Brisca table (real server, real WebSockets)', () => {
  it('the same deal with and without señas: opponents and a spectator get the very same messages, versions and lobby info; the partner gets the señas at once', async () => {
    /** Plays a whole game (one hand won) with four people and a spectator; side 0 (seats 0 and 2) makes every seña it may when `senas`. */
    const run = async (senas: boolean) => {
      const server = await testServer({ context: fixedChance('senas-secrecy') });
      const all = await openTable(server.port, { preset: 'brisca', senas: true, wins: 1 });
      const made: SenaMade[] = [];
      let resumed: Follower[] = [];
      let lookup = '';
      for (let actions = 0; !all[0]!.messages.some((m) => m.event?.type === 'finished'); actions++) {
        if (lookup === '' && all[1]!.v >= 30) {
          // Halfway (at the same public position in both runs): an opponent and a spectator come back on new connections from an earlier version, and look the table up.
          const since = all[1]!.v - 6;
          resumed = [new Follower(server.port, 1), new Follower(server.port, null)];
          for (const f of resumed) {
            f.code = all[0]!.code;
            await f.request({ type: 'hello', protocol: PROTOCOL });
            const r = f.seat === null ? { type: 'spectate', code: f.code, since } : { type: 'resume', code: f.code, seat: 1, token: all[1]!.token, since };
            expect(await f.request(r)).toMatchObject({ type: 'ack' });
          }
          lookup = (await (await fetch(`${server.url}/api/tables/${all[0]!.code}`)).text()).replaceAll(all[0]!.code, 'CODE');
        }
        const { made: sena } = await act(all, (seat) => senas && seat % 2 === 0);
        if (sena) made.push(sena);
        expect(actions).toBeLessThan(200);
      }
      await Promise.all(all.map((f) => f.until(() => f.messages.some((m) => m.event?.type === 'finished'))));
      const log = (await server.store.read(all[0]!.code)).map((e) => e.event);
      for (const f of [...all, ...resumed]) f.close();
      await server.close();
      return { all, resumed, lookup, made, log };
    };
    const withSenas = await run(true);
    const withoutSenas = await run(false);

    // Side 0 made señas in the first run (logged in full), none in the second.
    expect(withSenas.made.length).toBeGreaterThan(0);
    expect(withSenas.log.filter((e) => e.type === 'played' && e.hidden).map((e) => e.type === 'played' && `${e.seat}${e.play}`)).toEqual(withSenas.made.map((m) => `${m.seat}!${m.sena}`));
    expect(withoutSenas.log.some((e) => e.type === 'played' && e.hidden)).toBe(false);
    // The same game otherwise: the same public log.
    expect(withSenas.log.filter((e) => !(e.type === 'played' && e.hidden)).map((e) => (e.type === 'created' || e.type === 'seated' ? e.type : e))).toEqual(withoutSenas.log.map((e) => (e.type === 'created' || e.type === 'seated' ? e.type : e)));

    // Opponents (seats 1 and 3) and the spectator: every message the same, in the same order, versions included;
    // their resynchronisations and the lobby's info too.
    for (const i of [1, 3, 4]) expect(normalized(withSenas.all[i]!), `follower ${i}`).toEqual(normalized(withoutSenas.all[i]!));
    expect(withSenas.resumed.map(normalized)).toEqual(withoutSenas.resumed.map(normalized));
    expect(withSenas.resumed.map((f) => f.messages.find((m) => m.type === 'sync')?.events?.length)).toEqual([6, 6]);
    expect(withSenas.lookup).toContain('"status":"playing"');
    expect(withSenas.lookup).toEqual(withoutSenas.lookup);
    for (const i of [1, 3, 4]) expect(withSenas.all[i]!.texts.join('\n')).not.toMatch(/"private"|"sena"|"!(as|tres|rey|caballo|sota|sintriunfo)"/);

    // The side that signalled: each seña at once, as a private message of the current version, to both partners.
    for (const seat of [0, 2]) {
      const f = withSenas.all[seat]!;
      const privates = privatesOf(f);
      expect(privates.map((m) => m.event)).toEqual(withSenas.made.map((m) => ({ type: 'sena', seat: m.seat, play: `!${m.sena}`, by: 'player' })));
      for (const m of privates) expect(m.view!.senas.at(-1)).toMatchObject({ seat: (m.event as PrivateEvent).seat });
      // Versions: the public ones only, without a gap; a private message repeats the last one.
      let v = 0;
      for (const m of f.messages) {
        if (m.type === 'event') expect(m.v).toBe(++v);
        if (m.type === 'private') expect(m.v).toBe(v);
        if (m.type === 'sync') v = m.v!;
      }
      // Without the private messages and the answers to its own requests (its señas were requests too), a
      // partner's messages are what the other run sent it, but for the views (which list its side's señas and the
      // trumps they name).
      const publicOnly = (f: Follower) => normalized(f).filter((t) => !/^\{"type":"(private|ack)"/.test(t)).map((t) => t.replace(/,"view":\{.*\}(?=,"table"|\}$)/, ''));
      expect(publicOnly(f)).toEqual(publicOnly(withoutSenas.all[seat]!));
    }
  });

  it('a seña survives kill -9: recovery replays it, partners find it in their views, opponents and a spectator resume exactly as if none was made', async () => {
    const env = { ESCOBA_DB: join(dir, 'senas.sqlite'), ESCOBA_GRACE_SECONDS: '600', ESCOBA_CONNECTIONS_PER_ADDRESS: '1000', ESCOBA_LOG_LEVEL: 'warn', ...(await backendEnv()) };
    const first: ServerProcess = await startProcess(env, children);
    const all = await openTable(first.port);
    const made: SenaMade[] = [];
    let beforeFirst = -1;
    // Señas before cards, until three were made (a seña costs nothing and does not pass the turn), within one hand.
    for (let actions = 0; actions < 36 && (made.length < 3 || all[0]!.view!.turn === made.at(-1)!.seat); actions++) {
      const before = all.map((f) => f.texts.length);
      const { made: sena, v } = await act(all, made.length < 3);
      if (!sena) continue;
      if (beforeFirst < 0) beforeFirst = v;
      made.push(sena);
      for (const [i, f] of all.entries()) {
        const got = f.messages.slice(before[i]);
        if (f.seat !== null && partners(f.seat, sena.seat)) {
          // Its side: one private message of the current version, with the seña.
          expect(got.filter((m) => m.type === 'private').map((m) => [m.v, m.event])).toEqual([[v, { type: 'sena', seat: sena.seat, play: `!${sena.sena}`, by: 'player' }]]);
          expect(f.view!.senas).toEqual(seenBy(made, f));
        } else expect(got.filter((m) => m.type !== 'ack'), `to ${f.seat}`).toEqual([]);
        // The turn stays with the seat that made it.
        expect(f.view!.turn).toBe(sena.seat);
        expect(f.v).toBe(v);
      }
    }
    expect(made.length).toBe(3);
    for (const f of all) {
      if (f.seat === null || made.every((m) => !partners(m.seat, f.seat!))) expect(f.texts.join('\n')).not.toMatch(SENA_IN_NOTATION);
      for (const m of f.messages) for (const x of m.view?.senas ?? []) expect(f.seat !== null && partners(x.seat, f.seat), `${JSON.stringify(x)} to ${f.seat}`).toBe(true);
    }
    const before = all.map((f) => ({ v: f.v, view: f.view }));

    await kill9(first);
    const second = await startProcess(env, children);
    const resumed = all.map((old) => new Follower(second.port, old.seat));
    for (const [i, f] of resumed.entries()) {
      const old = all[i]!;
      await f.request({ type: 'hello', protocol: PROTOCOL });
      const resume = old.seat === null ? { type: 'spectate', code: all[0]!.code, since: beforeFirst - 1 } : { type: 'resume', code: old.code, seat: old.seat, token: old.token, since: beforeFirst - 1 };
      expect(await f.request(resume)).toMatchObject({ type: 'ack' });
      // The log replays the señas: every view as it was (partners' with their side's señas, in order), the same version.
      expect(f.v).toBe(before[i]!.v);
      expect(f.view).toEqual(before[i]!.view);
      expect(f.view!.senas).toEqual(seenBy(made, f));
      // The missed events are the public ones: nothing of a seña in them, for anyone.
      const sync = f.messages.find((m) => m.type === 'sync')!;
      expect(sync.events!.map((e) => e.event.type)).not.toContain('sena');
      expect(sync.events!.map((e) => e.v)).toEqual(Array.from({ length: sync.v! - beforeFirst + 1 }, (_, k) => beforeFirst + k));
      expect(JSON.stringify(sync.events)).not.toMatch(SENA_IN_NOTATION);
    }
    // The game goes on from there.
    for (let i = 0; i < 4; i++) await act(resumed, false);
    for (const f of [...all, ...resumed]) f.close();
    await kill9(second);
  });

  it('server bots make señas as offline: only their side hears of them, the others get no message and no version for them, and the game plays to its end', async () => {
    // A fixed deal in which both sides' bots hold señas to make (a random one may leave seat 2 only low trumps).
    const server = await testServer({ context: fixedChance('bots-make-senas') });
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
    expect(hidden.filter((e) => e.by === 'bot' && e.seat % 2 === 1).length).toBeGreaterThan(0);
    expect(hidden.filter((e) => e.by === 'bot' && e.seat === 2).length).toBeGreaterThan(0);
    expect(hidden.every((e) => e.play.startsWith('!'))).toBe(true);
    expect(log.filter((e) => e.type === 'played' && !e.hidden).every((e) => e.type === 'played' && !e.play.startsWith('!'))).toBe(true);

    const messages = (p: AutoPlayer) => p.texts.map((t) => JSON.parse(t) as Message);
    // The person (seat 0): a private message for each seña of its side (its own, its partner's at seat 2), in order;
    // nothing of the opponents' (seats 1 and 3). The spectator: none at all.
    expect(messages(person).filter((m) => m.type === 'private').map((m) => m.event)).toEqual(hidden.filter((e) => e.seat % 2 === 0).map((e) => ({ type: 'sena', seat: e.seat, play: e.play, by: e.by })));
    expect(messages(spectator).some((m) => m.type === 'private')).toBe(false);
    expect(messages(person).every((m) => (m.view?.senas ?? []).every((x) => x.seat % 2 === 0))).toBe(true);
    expect(messages(spectator).every((m) => (m.view?.senas ?? []).length === 0)).toBe(true);
    // Both saw every public entry of the log once, numbered 1, 2, 3, … without a gap: the señas took no version.
    const publicEntries = log.filter((e) => !(e.type === 'played' && e.hidden)).length;
    for (const p of [person, spectator]) {
      const events = messages(p).filter((m) => m.type === 'event');
      const synced = messages(p).find((m) => m.type === 'sync')!.v!;
      expect(events.map((m) => m.v)).toEqual(Array.from({ length: publicEntries - synced }, (_, k) => synced + 1 + k));
      expect(p.texts.filter((t) => /"type":"sena"/.test(t)).length).toBe(p === person ? hidden.filter((e) => e.seat % 2 === 0).length : 0);
      p.close();
    }
    for (const t of spectator.texts) expect(t).not.toMatch(SENA_IN_NOTATION);
    expect(person.errors).toEqual([]);
    await server.close();
  });
});
