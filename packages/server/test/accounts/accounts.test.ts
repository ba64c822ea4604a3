// Accounts on a real server, through real HTTP and WebSocket clients: signup, login, logout, logout everywhere,
// password change, CSRF, session fixation, enumeration, seats under the account's name, claims. Each on a server
// process on a SQLite file and on a server on the memory stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Browser } from './browser.js';
import { memoryServer, sqliteProcess, type Backend } from './backends.js';

const PASSWORD = 'correct horse battery';
let serial = 0;
/** A fresh account name per test (names are unique per server). */
const newName = (base: string) => `${base}${String.fromCharCode(97 + (serial++ % 26))}${String.fromCharCode(97 + Math.floor(serial / 26))}`;

describe.each([{ make: () => sqliteProcess() }, { make: () => memoryServer() }])('accounts ($make)', ({ make }) => {
  let b: Backend;
  beforeAll(async () => {
    b = await make();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
  });
  /** Each test its own client address, so the limits per address of one test do not reach another. */
  let nextHost = 10;
  const browser = () => new Browser(b.port, `127.0.${Math.floor(nextHost / 200)}.${(nextHost++ % 200) + 20}`);

  it('signs up: 201 with the account, an HttpOnly SameSite=Lax session cookie, and a new CSRF token', async () => {
    const web = browser();
    const before = await web.session();
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ account: null, csrf: expect.any(String) });
    expect(web.setCookies.join('\n')).toMatch(/escoba_pre=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    const name = newName('Alicia');
    const r = await web.post('/api/account/signup', { body: { name, password: PASSWORD } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ account: { id: expect.stringMatching(/^acc_[\w-]{22}$/), name, createdAt: expect.any(Number) } });
    const cookie = web.setCookies.find((c) => c.startsWith('escoba_session='))!;
    expect(cookie).toMatch(/^escoba_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(web.cookies.has('escoba_pre')).toBe(false);
    const after = await web.session();
    expect(after.body).toEqual({ account: r.body!['account'], csrf: expect.any(String) });
    expect(after.body!['csrf']).not.toBe(before.body!['csrf']);
  });

  it('refuses bad signups with the field: a name taken (or a look-alike), a name not allowed, a password too short or too long', async () => {
    const name = newName('Bruno');
    expect((await browser().signIn('signup', name, PASSWORD)).status).toBe(201);
    const web = browser();
    for (const [n, pw, field, text] of [
      [name.toUpperCase(), PASSWORD, 'name', /taken/],
      [name.replace('B', '\u0412'), PASSWORD, 'name', /taken/],
      ['You', PASSWORD, 'name', /word the table uses/],
      ['Ana\u202e', PASSWORD, 'name', /invisible or text-direction/],
      [newName('Carla'), 'short', 'password', /shorter than 8/],
      [newName('Carla'), 'x'.repeat(257), 'password', /longer than 256/],
    ] as const) {
      const r = await web.signIn('signup', n, pw);
      expect(r.status, `${n}`).toBe(400);
      expect(r.body).toEqual({ error: expect.stringMatching(text), field });
    }
  });

  it('logs in from a second browser; logout ends that session only, logout-all every one; the CSRF token changes', async () => {
    const name = newName('Dario');
    const first = browser();
    await first.signIn('signup', name, PASSWORD);
    const second = browser();
    const login = await second.signIn('login', name.toLowerCase(), PASSWORD);
    expect(login.status).toBe(200);
    expect((login.body!['account'] as { name: string }).name).toBe(name);
    const third = browser();
    await third.signIn('login', name, PASSWORD);
    for (const web of [first, second, third]) expect((await web.session()).body!['account']).toMatchObject({ name });

    const csrf = second.csrf;
    const out = await second.post('/api/account/logout');
    expect(out.status).toBe(204);
    expect(second.setCookies.at(-1)).toMatch(/^escoba_session=; Max-Age=0;/);
    const now = await second.session();
    expect(now.body!['account']).toBeNull();
    expect(now.body!['csrf']).not.toBe(csrf);
    expect((await first.session()).body!['account']).toMatchObject({ name });

    expect((await first.post('/api/account/logout-all')).status).toBe(204);
    expect((await first.session()).body!['account']).toBeNull();
    expect((await third.session()).body!['account']).toBeNull();
  });

  it('changes the password with the current one: the other sessions end, this one goes on, the old password no longer logs in', async () => {
    const name = newName('Elena');
    const web = browser();
    await web.signIn('signup', name, PASSWORD);
    const other = browser();
    await other.signIn('login', name, PASSWORD);
    await web.session();
    expect((await web.post('/api/account/password', { body: { current: 'not the password', next: 'a new password' } })).body).toEqual({ error: 'the current password is wrong', field: 'current' });
    expect((await web.post('/api/account/password', { body: { current: PASSWORD, next: 'short' } })).body).toEqual({ error: expect.stringMatching(/shorter than 8/), field: 'next' });
    const csrf = web.csrf;
    const changed = await web.post('/api/account/password', { body: { current: PASSWORD, next: 'a new password' } });
    expect(changed.status).toBe(204);
    const session = await web.session();
    expect(session.body!['account']).toMatchObject({ name });
    expect(session.body!['csrf']).not.toBe(csrf);
    expect((await other.session()).body!['account']).toBeNull();
    expect((await browser().signIn('login', name, PASSWORD)).status).toBe(401);
    expect((await browser().signIn('login', name, 'a new password')).status).toBe(200);
  });

  it('answers a name that is no account exactly as a wrong password: 401, the same body', async () => {
    const name = newName('Fabio');
    await browser().signIn('signup', name, PASSWORD);
    const unknown = await browser().signIn('login', newName('Nobody'), PASSWORD);
    const wrong = await browser().signIn('login', name, 'not the password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.body).toEqual({ error: 'wrong name or password' });
  });

  it('refuses brute force: per account from many addresses, and per address over many names, with 429 and retry-after', async () => {
    const name = newName('Gala');
    await browser().signIn('signup', name, PASSWORD);
    // Per account: a burst of 5 attempts for one name, each from another address; the sixth is refused, even with the right password.
    for (let i = 0; i < 5; i++) expect((await browser().signIn('login', name, `guess number ${i}`)).status).toBe(401);
    const limited = await browser().signIn('login', name, PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A name that is no account is limited the same way: the limit tells nothing about which names exist.
    const ghost = newName('Ghost');
    for (let i = 0; i < 5; i++) expect((await browser().signIn('login', ghost, `guess number ${i}`)).status).toBe(401);
    expect((await browser().signIn('login', ghost, PASSWORD)).status).toBe(429);
    // Per address: a burst of 10 attempts from one address, whatever the names, then one every 6 s (a slow
    // machine's attempts may earn one more before the refusal: it must come within a few).
    const one = browser();
    for (let i = 0; i < 10; i++) expect((await one.signIn('login', newName('Many'), PASSWORD)).status).toBe(401);
    let refused = await one.signIn('login', newName('Many'), PASSWORD);
    for (let i = 0; i < 20 && refused.status === 401; i++) refused = await one.signIn('login', newName('Many'), PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 400_000);

  it('refuses every cookie-authenticated POST without the CSRF header, with a wrong one, from a foreign Origin or with none', async () => {
    const name = newName('Hugo');
    const web = browser();
    await web.signIn('signup', name, PASSWORD);
    await web.session();
    const right = web.csrf!;
    const bodies: Record<string, unknown> = { logout: {}, 'logout-all': {}, password: { current: PASSWORD, next: 'another password' }, claim: { claims: [] }, login: { name, password: PASSWORD }, signup: { name: newName('Iris'), password: PASSWORD } };
    for (const [action, body] of Object.entries(bodies)) {
      for (const attempt of [{ csrf: null }, { csrf: 'x'.repeat(43) }, { csrf: right.slice(0, -1) }, { origin: 'https://evil.example' }, { origin: null }, { origin: `http://127.0.0.1:${b.port + 1}` }]) {
        const r = await web.post(`/api/account/${action}`, { body, ...attempt });
        expect(r.status, `${action} ${JSON.stringify(attempt)}`).toBe(403);
      }
    }
    // None of them did anything: the session is the same and the password unchanged.
    expect((await web.session()).body).toEqual({ account: expect.objectContaining({ name }), csrf: right });
    // Before any session, signup and login need the pre-session's token: a page that never read it is refused.
    const fresh = browser();
    expect((await fresh.post('/api/account/login', { body: { name, password: PASSWORD }, csrf: null })).status).toBe(403);
    await fresh.session();
    const stranger = browser();
    await stranger.session();
    expect((await fresh.post('/api/account/login', { body: { name, password: PASSWORD }, csrf: stranger.csrf })).status).toBe(403);
    expect((await fresh.post('/api/account/login', { body: { name, password: PASSWORD } })).status).toBe(200);
  });

  it('never keeps a session chosen before login (no fixation): login makes a new token, and the old one is no session', async () => {
    const name = newName('Jara');
    await browser().signIn('signup', name, PASSWORD);
    const victim = browser();
    const planted = 'A'.repeat(43);
    victim.cookies.set('escoba_session', planted);
    await victim.session();
    const pre = victim.cookies.get('escoba_pre')!;
    expect(victim.cookies.has('escoba_session')).toBe(false);
    victim.cookies.set('escoba_session', planted);
    expect((await victim.post('/api/account/login', { body: { name, password: PASSWORD } })).status).toBe(200);
    const session = victim.cookies.get('escoba_session')!;
    expect(session).toMatch(/^[\w-]{43}$/);
    expect([planted, pre]).not.toContain(session);
    const attacker = browser();
    for (const value of [planted, pre]) {
      attacker.cookies.set('escoba_session', value);
      expect((await attacker.session()).body!['account']).toBeNull();
    }
    // A session the browser held before logging in again ends with that login.
    const before = victim.cookies.get('escoba_session')!;
    await victim.signIn('login', name, PASSWORD);
    attacker.cookies.set('escoba_session', before);
    expect((await attacker.session()).body!['account']).toBeNull();
  });

  it('answers 413 over 16 KB, 400 for a body that is not JSON, 405 for a wrong method, 401 without a session', async () => {
    const web = browser();
    await web.session();
    expect((await web.post('/api/account/login', { raw: JSON.stringify({ name: 'x', password: 'y'.repeat(17_000) }) })).status).toBe(413);
    expect((await web.post('/api/account/login', { raw: '{"name": ' })).body).toEqual({ error: 'the body is not JSON' });
    expect((await web.post('/api/account/login', { raw: '[1, 2]' })).status).toBe(400);
    const get = await web.send('/api/account/login', { method: 'GET' });
    expect([get.status, get.headers['allow']]).toEqual([405, 'POST']);
    const post = await web.post('/api/session');
    expect([post.status, post.headers['allow']]).toEqual([405, 'GET']);
    expect((await web.post('/api/account/logout')).status).toBe(401);
    expect((await web.post('/api/account/nothing')).status).toBe(404);
  });

  it('seats a logged-in player under the account’s name with the account marker; a guest cannot take a name like it', async () => {
    const name = newName('Kike');
    const web = browser();
    await web.signIn('signup', name, PASSWORD);
    const host = await web.socket();
    host.send({ type: 'hello', protocol: 'escoba/2' });
    host.send({ type: 'create', config: { players: 3 }, name: 'Whatever' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const sync = await host.next((m) => m.type === 'sync');
    expect(JSON.stringify(sync)).toContain(JSON.stringify(name));
    const info = (await web.send(`/api/tables/${code}`, { method: 'GET' })).body as { seats: { name: string | null; account?: true }[] };
    expect(info.seats[0]).toMatchObject({ name, account: true });

    const guest = await browser().socket();
    for (const look of [name, name.toUpperCase(), ` ${name}.`]) {
      const r = await guest.request({ type: 'join', code, seat: 1, name: look });
      expect(r, look).toMatchObject({ type: 'error', code: 'BadName', message: expect.stringMatching(/is an account's, or looks like one.*log in to use it/) });
    }
    expect(await guest.request({ type: 'join', code, seat: 1, name: 'Guesty' })).toMatchObject({ type: 'ack' });
    const seated = await host.next((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'seated');
    expect(seated['event']).toEqual({ type: 'seated', seat: 1, name: 'Guesty' });
    // A second account joins: the seated event carries the marker (escoba/1 clients ignore it).
    const other = browser();
    const otherName = newName('Lola');
    await other.signIn('signup', otherName, PASSWORD);
    const second = await other.socket();
    expect(await second.request({ type: 'join', code, seat: 2, name: 'Ignored' })).toMatchObject({ type: 'ack' });
    const event = await host.next((m) => m.type === 'event' && (m['event'] as { type: string; seat: number }).seat === 2);
    expect(event['event']).toEqual({ type: 'seated', seat: 2, name: otherName, account: true });
    const after = (await web.send(`/api/tables/${code}`, { method: 'GET' })).body as { seats: { name: string | null; account?: true }[] };
    expect(after.seats.map((s) => [s.name, s.account ?? null])).toEqual([
      [name, true],
      ['Guesty', null],
      [otherName, true],
    ]);
    // Logged out, the same connection's next table is a guest's.
    await other.session();
    expect((await other.post('/api/account/logout')).status).toBe(204);
    await second.request({ type: 'leave' });
    expect(await second.request({ type: 'create', config: { players: 2 }, name: 'Plain' })).toMatchObject({ type: 'ack' });
    const plain = (await second.next((m) => m.type === 'joined' && m['code'] !== code))['code'] as string;
    expect(((await web.send(`/api/tables/${plain}`, { method: 'GET' })).body as { seats: unknown[] }).seats[0]).toEqual({ seat: 0, name: 'Plain', bot: null, substitute: false });
    for (const c of [host, guest, second]) await c.close();
  });

  it('refuses a WebSocket from a foreign page even with a session cookie (1008)', async () => {
    const web = browser();
    await web.signIn('signup', newName('Mara'), PASSWORD);
    const ws = new WebSocket(`ws://127.0.0.1:${b.port}/ws`, { headers: { origin: 'https://evil.example', cookie: web.cookieHeader() } });
    const code = await new Promise<number>((resolve, reject) => {
      ws.once('close', (c) => resolve(c));
      ws.once('error', reject);
    });
    expect(code).toBe(1008);
  });

  it('links the seats a guest claims at signup, login and /api/account/claim; a wrong token is skipped silently', async () => {
    const guest = browser();
    const socket = await guest.socket();
    socket.send({ type: 'create', config: { players: 2 }, name: 'Nuria' });
    const joined = await socket.next((m) => m.type === 'joined');
    const claim = { code: joined['code'], seat: 0, token: joined['token'] };
    const wrong = { code: joined['code'], seat: 1, token: 'not-the-token' };
    const name = newName('Nuria');
    const signup = await guest.signIn('signup', name, PASSWORD, { claims: [claim, wrong, { code: 'nonsense' }, 'garbage'] });
    expect(signup.status).toBe(201);
    await guest.session();
    expect(await guest.post('/api/account/claim', { body: { claims: [claim, wrong] } })).toMatchObject({ status: 200, body: { claimed: 1 } });
    expect(await guest.post('/api/account/claim', { body: { claims: [wrong] } })).toMatchObject({ status: 200, body: { claimed: 0 } });
    expect((await browser().signIn('login', name, PASSWORD, { claims: [claim] })).status).toBe(200);
    await socket.close();
  });
});
