import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryStore, startServer, type EscobaServer } from '@escoba/server';
import { AccountClient, failureOf, type AccountFailure } from '../src/account/api.js';
import { claimsOf, forgetAccountName } from '../src/account/claims.js';
import { checkPasswordChange, checkSignup } from '../src/account/check-form.js';
import { failureSentence } from '../src/account/failure-words.js';
import { memberSinceDate } from '../src/account/member-since.js';
import { AccountScreen } from '../src/account/AccountScreen.js';
import { AccountMenu } from '../src/account/AccountMenu.js';
import { I18nProvider } from '../src/i18n/I18n.js';
import { LANGS, type Lang } from '../src/i18n/strings.js';
import { makeI18n } from '../src/i18n/translator.js';
import { routeFromHash, hashOf } from '../src/app/route-parse.js';
import { rememberSeating, saveName, savedName } from '../src/online/seatings.js';
import { memoryStore } from './memory-store.js';

/**
 * A browser's part of `fetch` for the client in Node: same-origin paths, the cookies the server sets sent back,
 * and the page's `Origin` on POSTs. One jar is one browser (its tabs share it).
 */
function browserFetch(base: string) {
  const cookies = new Map<string, string>();
  return (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.method === 'POST') headers.set('origin', base);
    return fetch(new URL(path, base), { ...init, headers }).then((res) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    });
  };
}

describe('the account client against the real server', () => {
  let server: EscobaServer;
  beforeAll(async () => {
    server = await startServer({ webDir: '/nonexistent', port: 0, store: new MemoryStore(), botWorker: false, logger: pino({ level: 'silent' }) });
  });
  afterAll(() => server.http.close());

  it('signs up, says which field the server refused, and reads the session with its new CSRF token', async () => {
    const client = new AccountClient(browserFetch(server.url));
    const guest = await client.session();
    expect(guest?.account).toBeNull();
    expect(guest?.csrf).toMatch(/^\S{20,}$/);
    expect(await client.signup('Server', 'long enough password', [])).toEqual({ ok: false, failure: { kind: 'field', field: 'name' } });
    expect(await client.signup('Bea', 'short', [])).toEqual({ ok: false, failure: { kind: 'field', field: 'password' } });
    const made = await client.signup('Bea', 'long enough password', []);
    expect(made.ok && made.value.name).toBe('Bea');
    const session = await client.session();
    expect(session?.account?.name).toBe('Bea');
    expect(session?.csrf).not.toBe(guest?.csrf);
    expect(await client.changePassword('wrong password!', 'another long one')).toEqual({ ok: false, failure: { kind: 'wrongPassword' } });
  });

  it('tries once more with a fresh token when another tab changed the session, and says when the session was ended elsewhere', async () => {
    const browser = browserFetch(server.url);
    const tab1 = new AccountClient(browser);
    const tab2 = new AccountClient(browser);
    await tab1.session();
    expect((await tab1.signup('Carla', 'carla password', [])).ok).toBe(true);
    await tab1.session();
    await tab2.session();
    // Tab 1 logs out and in again: the token tab 2 holds is stale; its request is refused once, then made.
    expect((await tab1.logout()).ok).toBe(true);
    await tab1.session();
    expect((await tab1.login('Carla', 'carla password', [])).ok).toBe(true);
    expect(await tab2.changePassword('carla password', 'carla new password')).toEqual({ ok: true, value: null });

    // Another browser logs in; the first ends every session: the other browser's next request says so.
    const other = new AccountClient(browserFetch(server.url));
    await other.session();
    expect(await other.login('Carla', 'carla password', [])).toEqual({ ok: false, failure: { kind: 'wrongPassword' } });
    expect((await other.login('Carla', 'carla new password', [])).ok).toBe(true);
    await other.session();
    await tab2.session();
    expect((await tab2.logoutEverywhere()).ok).toBe(true);
    expect(await other.changePassword('carla new password', 'a third password')).toEqual({ ok: false, failure: { kind: 'signedOut' } });
    expect((await other.session())?.account).toBeNull();
  });

  it('links the seats a guest held: a wrong token links nothing and is no error', async () => {
    const client = new AccountClient(browserFetch(server.url));
    await client.session();
    const made = await client.signup('Dora', 'dora password', [{ code: 'K7PM2Q', seat: 0, token: 'not a token' }]);
    expect(made.ok).toBe(true);
    await client.session();
    expect(await client.claim([{ code: 'K7PM2Q', seat: 0, token: 'not a token' }])).toEqual({ ok: true, value: 0 });
  });
});

describe('the account client without an account server', () => {
  let site: Server;
  let url: string;
  beforeAll(async () => {
    // A static host: every path is the app's page (the fallback of a single-page app).
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><div id="root"></div>'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => site.close());

  it('finds no session on a static host or with the server down, and a POST then says the server cannot be reached', async () => {
    expect(await new AccountClient(browserFetch(url)).session()).toBeNull();
    const down = new AccountClient(browserFetch('http://127.0.0.1:9'));
    expect(await down.session()).toBeNull();
    expect(await down.login('Ana', 'whatever password', [])).toEqual({ ok: false, failure: { kind: 'unreachable' } });
  });
});

describe('account failures in words', () => {
  it('reads each answer by its status and field, never its sentence', () => {
    expect(failureOf(429, { error: 'x' }, '7', true)).toEqual({ kind: 'tooMany', retryAfter: 7 });
    expect(failureOf(429, null, null, true)).toEqual({ kind: 'tooMany', retryAfter: null });
    expect(failureOf(401, { error: 'wrong name or password' }, null, true)).toEqual({ kind: 'wrongPassword' });
    expect(failureOf(401, { error: 'the current password is wrong', field: 'current' }, null, false)).toEqual({ kind: 'wrongPassword' });
    expect(failureOf(401, { error: 'not logged in' }, null, false)).toEqual({ kind: 'signedOut' });
    expect(failureOf(403, { error: 'csrf' }, null, true)).toEqual({ kind: 'refused' });
    expect(failureOf(400, { error: 'taken', field: 'name' }, null, true)).toEqual({ kind: 'field', field: 'name' });
    expect(failureOf(400, { error: 'bad json' }, null, true)).toEqual({ kind: 'server', status: 400 });
    expect(failureOf(500, 'oops', null, false)).toEqual({ kind: 'server', status: 500 });
  });

  const failures: AccountFailure[] = [
    { kind: 'field', field: 'name' },
    { kind: 'field', field: 'password' },
    { kind: 'wrongPassword' },
    { kind: 'signedOut' },
    { kind: 'tooMany', retryAfter: 12 },
    { kind: 'tooMany', retryAfter: null },
    { kind: 'refused' },
    { kind: 'unreachable' },
    { kind: 'server', status: 500 },
  ];

  it('words every failure in every language, each differently, with its numbers', () => {
    for (const lang of LANGS) {
      const i18n = makeI18n(lang);
      const sentences = failures.map((f) => failureSentence(i18n, f, 'login'));
      expect(new Set(sentences).size, lang).toBe(failures.length);
      for (const s of sentences) expect(s, lang).not.toMatch(/\{\w+\}/);
      expect(failureSentence(i18n, { kind: 'tooMany', retryAfter: 12 }, 'login')).toContain('12');
      expect(failureSentence(i18n, { kind: 'field', field: 'password' }, 'signup')).toContain('256');
    }
    const en = makeI18n('en');
    expect(failureSentence(en, { kind: 'wrongPassword' }, 'login')).toBe('Wrong name or password.');
    expect(failureSentence(en, { kind: 'wrongPassword' }, 'password')).toBe('The current password is wrong.');
  });

  it('checks a signup and a new password before sending: the name rules, the length, the same password twice', () => {
    const en = makeI18n('en');
    expect(checkSignup(en, { name: 'Ana', password: 'long enough', again: 'long enough' })).toEqual({});
    expect(checkSignup(en, { name: ' ', password: 'long enough', again: 'long enough' })).toEqual({ name: 'Type your name first.' });
    expect(checkSignup(en, { name: 'A\u200bna', password: 'short', again: 'short' })).toEqual({ name: expect.any(String), password: 'The password must have from 8 to 256 characters.' });
    expect(checkSignup(en, { name: 'Ana', password: 'long enough', again: 'long enougH' })).toEqual({ again: 'The two passwords are not the same.' });
    expect(checkPasswordChange(en, { current: '', next: 'x'.repeat(257), again: '' })).toEqual({ current: 'The current password is wrong.', next: 'The password must have from 8 to 256 characters.' });
  });

  it('says since when in each language’s way', () => {
    const day = Date.UTC(2026, 10, 26, 12);
    expect(memberSinceDate('en', day)).toBe('November 26, 2026');
    expect(memberSinceDate('es', day)).toBe('26 de noviembre de 2026');
    expect(memberSinceDate('pt', new Date(day).toISOString())).toBe('26 de novembro de 2026');
  });
});

describe('the seats a guest holds', () => {
  it('claims the seats taken (not the tables only watched) and forgets the account’s name after logging out', () => {
    const store = memoryStore();
    rememberSeating(store, { code: 'K7PM2Q', seat: 1, token: 'tok-1' });
    rememberSeating(store, { code: 'ABCDEF', seat: null, token: null });
    rememberSeating(store, { code: 'HJKMNP', seat: 0, token: 'tok-2' });
    expect(claimsOf(store)).toEqual([
      { code: 'K7PM2Q', seat: 1, token: 'tok-1' },
      { code: 'HJKMNP', seat: 0, token: 'tok-2' },
    ]);
    saveName(store, 'Ana');
    forgetAccountName(store, 'Bea');
    expect(savedName(store)).toBe('Ana');
    forgetAccountName(store, 'Ana');
    expect(savedName(store)).toBe('');
    expect(claimsOf(store)).toHaveLength(2);
  });
});

describe('the account screens', () => {
  const render = (lang: Lang, node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: node }));

  it('has a URL for each: #/login, #/signup, #/account', () => {
    for (const screen of ['login', 'signup', 'account'] as const) {
      expect(routeFromHash(`#/${screen}`)).toEqual({ screen });
      expect(hashOf({ screen })).toBe(`/${screen}`);
    }
  });

  it('without an account server, says accounts need it, and the header has no account part', () => {
    expect(render('es', createElement(AccountScreen, { screen: 'login', onDone: () => undefined }))).toContain('Las cuentas necesitan el servidor del juego');
    expect(render('en', createElement(AccountMenu, { onLoggedOut: () => undefined }))).toBe('');
  });
});
