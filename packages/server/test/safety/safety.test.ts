// Blocks and reports on a real server process (SQLite file), through real HTTP and WebSocket clients as browsers:
// a blocked player's chat never reaches the blocker (it still reaches the others, and comes back after unblock),
// reports are kept and listed by `escoba-server reports`, their limits per account and per address, CSRF and
// Origin refused on every new cookie-authenticated request, and a banned account's session and login end.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/browser.js';
import { sqliteProcess, type Backend } from '../accounts/backends.js';
import type { RawClient } from '../helpers.js';

const BIN = fileURLToPath(new URL('../../bin/escoba-server.js', import.meta.url));
const PASSWORD = 'correct horse battery';
/** Each operator command is a Node process started afresh: on a loaded machine, several seconds each. */
const COMMANDS_TIMEOUT = 400_000;

type Chat = { type: 'chat'; seat: number; name: string; text: string; at: number; blocked?: true };
const isChat = (m: Record<string, unknown>): boolean => m['type'] === 'event' && (m['event'] as { type: string }).type === 'chat';
const chatOf = (m: Record<string, unknown>): Chat => m['event'] as Chat;

describe('blocks and reports on a server process', () => {
  let b: Backend;
  beforeAll(async () => {
    b = await sqliteProcess();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
  });

  /** Each browser its own client address, so that the limits per address of one test do not reach another. */
  let host = 20;
  const browser = () => new Browser(b.port, `127.0.2.${host++}`);
  const run = (...args: string[]) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ESCOBA_DB: b.file! } }, (error, out, err) => resolve({ code: error ? Number(error.code) : 0, out, err }));
    });
  let serial = 0;
  /** A logged-in browser with a fresh account. */
  async function player(base: string): Promise<{ web: Browser; name: string }> {
    const name = `${base}${String.fromCharCode(97 + (serial++ % 26))}`;
    const web = browser();
    expect((await web.signIn('signup', name, PASSWORD)).status).toBe(201);
    await web.session();
    return { web, name };
  }

  it('withholds a blocked player’s chat from the blocker alone (also in a resync), and restores it after unblock', async () => {
    const [ana, beto, cris] = [await player('Ana'), await player('Beto'), await player('Cris')];
    const a = await ana.web.socket();
    a.send({ type: 'hello', protocol: 'escoba/2' });
    a.send({ type: 'create', config: { players: 3 }, name: 'x' });
    const code = (await a.next((m) => m.type === 'joined'))['code'] as string;
    const sockets: Record<string, RawClient> = { a };
    for (const [key, who, seat] of [['b', beto, 1], ['c', cris, 2]] as const) {
      const s = await who.web.socket();
      s.send({ type: 'hello', protocol: 'escoba/2' });
      expect(await s.request({ type: 'join', code, seat, name: 'ignored' })).toMatchObject({ type: 'ack' });
      sockets[key] = s;
    }
    const { b: bs, c: cs } = sockets as { b: RawClient; c: RawClient };

    const blocked = await ana.web.post('/api/safety/block', { body: { name: beto.name.toUpperCase() } });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ blocked: { account: expect.stringMatching(/^acc_/), name: beto.name, since: expect.any(Number) } });
    expect((await ana.web.send('/api/safety/blocks', { method: 'GET' })).body).toEqual({ blocks: [blocked.body!['blocked']] });

    expect(await bs.request({ type: 'chat', text: 'secret words' })).toMatchObject({ type: 'ack' });
    const toCris = chatOf(await cs.next(isChat));
    expect(toCris).toMatchObject({ seat: 1, name: beto.name, text: 'secret words' });
    expect(toCris.blocked).toBeUndefined();
    const toAna = await a.next(isChat);
    expect(chatOf(toAna)).toEqual({ type: 'chat', seat: 1, name: beto.name, text: '', at: expect.any(Number), blocked: true });
    // Cris's line reaches Ana: only Beto is blocked.
    expect(await cs.request({ type: 'chat', text: 'from cris' })).toMatchObject({ type: 'ack' });
    expect(chatOf(await a.next(isChat))).toMatchObject({ seat: 2, text: 'from cris' });
    expect(JSON.stringify(a.received)).not.toContain('secret words');

    // A second connection of Ana's, resynchronised from before the line: the missed events withhold it too.
    const again = await ana.web.socket();
    again.send({ type: 'hello', protocol: 'escoba/2' });
    again.send({ type: 'spectate', code, since: (toAna['v'] as number) - 1 });
    const sync = await again.next((m) => m.type === 'sync');
    const missed = (sync['events'] as { event: Chat }[]).map((e) => e.event).filter((e) => e.type === 'chat');
    expect(missed).toEqual([expect.objectContaining({ seat: 1, text: '', blocked: true }), expect.objectContaining({ seat: 2, text: 'from cris' })]);
    expect(JSON.stringify(sync)).not.toContain('secret words');

    const account = (blocked.body!['blocked'] as { account: string }).account;
    expect((await ana.web.post('/api/safety/unblock', { body: { account } })).body).toEqual({ unblocked: true });
    expect((await ana.web.send('/api/safety/blocks', { method: 'GET' })).body).toEqual({ blocks: [] });
    expect(await bs.request({ type: 'chat', text: 'heard again' })).toMatchObject({ type: 'ack' });
    expect(chatOf(await a.next(isChat))).toMatchObject({ seat: 1, text: 'heard again' });
    expect(chatOf(await again.next(isChat))).toMatchObject({ seat: 1, text: 'heard again' });
    for (const s of [a, bs, cs, again]) await s.close();
  });

  it('marks account seats in the lobby; a guest cannot block, and nobody can block a guest or themselves', async () => {
    const host = await player('Dora');
    const s = await host.web.socket();
    s.send({ type: 'hello', protocol: 'escoba/2' });
    s.send({ type: 'create', config: { players: 2, public: true }, name: 'x' });
    const code = (await s.next((m) => m.type === 'joined'))['code'] as string;
    const watcher = await browser().socket();
    watcher.send({ type: 'hello', protocol: 'escoba/2' });
    watcher.send({ type: 'lobby', watch: true });
    const lobby = await watcher.next((m) => m.type === 'lobby' && (m['tables'] as readonly { code: string }[]).some((t) => t.code === code), 10_000);
    const entry = (lobby['tables'] as readonly { code: string; seats: unknown[] }[]).find((t) => t.code === code)!;
    expect(entry.seats).toEqual([{ name: host.name, bot: null, account: true }, { name: null, bot: null }]);

    const guest = browser();
    await guest.session();
    expect((await guest.post('/api/safety/block', { body: { name: host.name } })).status).toBe(401);
    expect((await guest.send('/api/safety/blocks', { method: 'GET' })).status).toBe(401);
    expect((await host.web.post('/api/safety/block', { body: { name: 'SomeGuest' } })).body).toMatchObject({ field: 'name', error: expect.stringMatching(/no account is named "SomeGuest"/) });
    expect((await host.web.post('/api/safety/block', { body: { name: host.name } })).body).toEqual({ error: 'you cannot block yourself', field: 'name' });
    for (const c of [s, watcher]) await c.close();
  });

  it('refuses every new cookie-authenticated request without the CSRF token, with a wrong one, or from a foreign page', async () => {
    const [me, other] = [await player('Elsa'), await player('Fito')];
    const bodies = { block: { name: other.name }, unblock: { account: 'acc_x' }, report: { name: other.name, reason: 'cheating' } };
    for (const [action, body] of Object.entries(bodies)) {
      const path = `/api/safety/${action}`;
      expect((await me.web.post(path, { body, csrf: null })).status, `${action} without a token`).toBe(403);
      expect((await me.web.post(path, { body, csrf: 'x'.repeat(43) })).status, `${action} with a wrong token`).toBe(403);
      expect((await me.web.post(path, { body, origin: 'https://evil.example' })).status, `${action} from another site`).toBe(403);
      expect((await me.web.post(path, { body, origin: null })).status, `${action} without an Origin`).toBe(403);
    }
    expect((await me.web.send('/api/safety/blocks', { method: 'GET' })).body).toEqual({ blocks: [] });
    expect((await run('reports', 'list')).out).not.toContain(me.name);
    expect((await me.web.send('/api/safety/block', { method: 'GET' })).status).toBe(405);
    expect((await me.web.post('/api/safety/blocks')).status).toBe(405);
    expect((await me.web.post('/api/safety/nothing')).status).toBe(404);
  }, COMMANDS_TIMEOUT);

  it('keeps a report for the operator: listed by `reports list`, closed by `reports close`', async () => {
    const [me, other] = [await player('Gala'), await player('Hugo')];
    const text = 'wrote insults\u2014"again" <b>';
    const r = await me.web.post('/api/safety/report', { body: { name: other.name, reason: 'chat-abuse', text: `  ${text} `, code: 'ABCDEF' } });
    expect(r.status).toBe(201);
    const id = r.body!['report'] as number;
    const list = await run('reports', 'list', '--open');
    expect(list.code).toBe(0);
    const line = list.out.split('\n').find((l) => l.startsWith(`${id}\t`));
    expect(line, list.out).toMatch(new RegExp(`^${id}\\t\\d{4}-\\S+Z\\topen\\t"${me.name}" \\(acc_[\\w-]{22}\\)\\t"${other.name}" \\(acc_[\\w-]{22}\\)\\tABCDEF\\tchat-abuse\\t"wrote insults\u2014\\\\"again\\\\" <b>"$`));
    expect(await run('reports', 'close', String(id))).toMatchObject({ code: 0, out: `closed report ${id}\n` });
    expect(await run('reports', 'close', String(id))).toMatchObject({ code: 0, out: `report ${id} was closed already\n` });
    expect((await run('reports', 'list', '--open')).out).not.toMatch(new RegExp(`^${id}\\t`, 'm'));
    expect((await run('reports', 'list')).out).toMatch(new RegExp(`^${id}\\t\\S+\\tclosed \\d{4}-`, 'm'));
    expect(await run('reports', 'close', '99999')).toMatchObject({ code: 1, err: 'no report has the id 99999\n' });
    expect((await run('reports', 'close', 'x')).code).toBe(2);
    expect((await run('reports', 'frobnicate')).code).toBe(2);
  }, COMMANDS_TIMEOUT);

  it('checks a report: a reason from the list, words for "other", no line breaks, a length limit, not oneself, not a guest', async () => {
    const [me, other] = [await player('Ines'), await player('Juan')];
    const report = (body: Record<string, unknown>) => me.web.post('/api/safety/report', { body: { name: other.name, ...body } });
    expect((await report({ reason: 'rude' })).body).toMatchObject({ field: 'reason' });
    expect((await report({ reason: 'other' })).body).toMatchObject({ field: 'text', error: expect.stringMatching(/say in a few words/) });
    expect((await report({ reason: 'other', text: 'x'.repeat(501) })).body).toMatchObject({ field: 'text', error: 'the text is longer than 500 characters' });
    expect((await report({ reason: 'other', text: 'one\nfake line' })).body).toMatchObject({ field: 'text' });
    expect((await report({ reason: 'cheating', code: 'nope' })).body).toMatchObject({ field: 'code' });
    expect((await me.web.post('/api/safety/report', { body: { name: me.name, reason: 'cheating' } })).body).toEqual({ error: 'you cannot report yourself', field: 'name' });
    expect((await me.web.post('/api/safety/report', { body: { name: 'NoSuchPlayer', reason: 'cheating' } })).status).toBe(404);
    const guest = browser();
    await guest.session();
    expect((await guest.post('/api/safety/report', { body: { name: other.name, reason: 'cheating' } })).status).toBe(401);
  });

  it('limits reports per account (5 at once) and per address (10 at once, whatever the account)', async () => {
    const target = await player('Kiko');
    const from = `127.0.3.${host++}`;
    const at = (web: Browser) => {
      const w = new Browser(b.port, from);
      for (const [k, v] of web.cookies) w.cookies.set(k, v);
      w.csrf = web.csrf;
      return w;
    };
    const reporters = [await player('Lara'), await player('Mario'), await player('Nora')].map((p) => at(p.web));
    const report = (web: Browser) => web.post('/api/safety/report', { body: { name: target.name, reason: 'leaving-games' } });
    for (let i = 0; i < 5; i++) expect((await report(reporters[0]!)).status).toBe(201);
    const over = await report(reporters[0]!);
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('360');
    for (let i = 0; i < 5; i++) expect((await report(reporters[1]!)).status).toBe(201);
    // A third account from the same address: the address's ten are spent.
    expect((await report(reporters[2]!)).status).toBe(429);
    // The same account from another address: its own limit still holds.
    const elsewhere = new Browser(b.port, `127.0.3.${host++}`);
    for (const [k, v] of reporters[0]!.cookies) elsewhere.cookies.set(k, v);
    elsewhere.csrf = reporters[0]!.csrf;
    expect((await report(elsewhere)).status).toBe(429);
  });

  it('a banned account’s session stops working at once, it cannot log in, and it cannot sit under its name', async () => {
    const [bad, other] = [await player('Olga'), await player('Pepe')];
    const s = await bad.web.socket();
    s.send({ type: 'hello', protocol: 'escoba/2' });
    expect((await run('accounts', 'ban', bad.name)).code).toBe(0);
    expect((await bad.web.session()).body!['account']).toBeNull();
    expect((await bad.web.send('/api/safety/blocks', { method: 'GET' })).status).toBe(401);
    expect((await bad.web.post('/api/safety/report', { body: { name: other.name, reason: 'cheating' } })).status).toBe(401);
    expect((await browser().signIn('login', bad.name, PASSWORD))).toMatchObject({ status: 403, body: { error: 'this account is banned' } });
    // The socket opened with the old cookie sits as a guest now, and a guest cannot take the account's name.
    expect(await s.request({ type: 'create', config: { players: 2 }, name: bad.name })).toMatchObject({ type: 'error', code: 'BadName' });
    await s.close();
  }, COMMANDS_TIMEOUT);
});
