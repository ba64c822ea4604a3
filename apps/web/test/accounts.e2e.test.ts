import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SqliteAccountStore } from '@escoba/server';
import { ONLINE_KEY } from '../src/online/seatings.js';
import { openPage, ROOT, useBuiltApp } from './e2e/harness.js';

// Accounts in the web app against the real server (its accounts in a SQLite file, read back to check claims), in
// Debian's Chromium: each browser context is a browser of its own, with its own cookies.
const dir = mkdtempSync(join(tmpdir(), 'escoba-accounts-e2e-'));
const dbPath = join(dir, 'escoba.sqlite');
// The login limits (per name: a burst of 5) are the server's to test; here they only must not refuse this test's logins.
const app = useBuiltApp({ ESCOBA_DB: dbPath, ESCOBA_ACCOUNT_LOGINS_PER_HOUR: '100000', ESCOBA_LOGINS_PER_MINUTE: '1000' });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NAME = 'Ana';
const PASSWORD = 'first password 1';
const NEW_PASSWORD = 'second password 2';

/** The account the page's session belongs to, as the server says (null for a guest). */
const sessionAccount = (page: Page) => page.evaluate<{ id: string; name: string } | null>("fetch('/api/session').then((r) => r.json()).then((s) => s.account)");

async function logIn(page: Page, name: string, password: string): Promise<void> {
  await page.getByTestId('sign-in').click();
  await page.getByTestId('login-page').waitFor();
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Hashing a password takes a while on a loaded machine: answers are waited for this long. */
const WAIT = { timeout: 30_000 };

const headerName = (page: Page) => page.getByTestId('account-menu-name');

describe('accounts in the web app (Chromium)', () => {
  // Two browsers, used by the tests below in turn (one long story, told in three parts).
  let first: Awaited<ReturnType<typeof openPage>>;
  let second: Awaited<ReturnType<typeof openPage>>;
  afterAll(async () => {
    await first?.context.close();
    await second?.context.close();
  });

  it('a guest who sat at a table signs up, and the server links that seat to the account; the same name is refused', async () => {
    first = await openPage(app.browser, { lang: 'en' });
    const a = first.page;
    await a.goto(`${app.server.url}/`);

    // A guest creates a table (a seat and its token saved in this browser).
    await a.getByTestId('sign-in').waitFor();
    await a.getByTestId('online-button').click();
    await a.getByTestId('online-name').fill(NAME);
    await a.getByTestId('online-seat-1').selectOption('easy');
    await a.getByTestId('create-table').click();
    await a.getByTestId('lobby').waitFor();
    const seating = JSON.parse((await a.evaluate<string>(`localStorage.getItem(${JSON.stringify(ONLINE_KEY)})`)) ?? 'null') as { seatings: { code: string; seat: number; token: string }[] };
    const held = seating.seatings.at(-1)!;
    expect(held.seat).toBe(0);

    // Sign up: the page's own checks first, said by the field, then the account.
    await a.getByTestId('sign-in').click();
    await a.getByTestId('login-page').waitFor();
    await a.locator('a[href="#/signup"]').click();
    await a.getByTestId('signup-page').waitFor();
    expect(await a.evaluate<string | null>("document.activeElement && document.activeElement.id")).toBe('signup-name');
    await a.getByTestId('signup-name').fill(NAME);
    await a.getByTestId('signup-password').fill('short');
    await a.getByTestId('signup-submit').click();
    expect(await a.getByTestId('signup-password-error').textContent()).toBe('The password must have from 8 to 256 characters.');
    expect(await a.getByTestId('signup-password').getAttribute('aria-invalid')).toBe('true');
    expect(await a.getByTestId('signup-password').getAttribute('aria-describedby')).toContain('signup-password-error');
    await a.getByTestId('signup-password').fill(PASSWORD);
    await a.getByTestId('signup-again').fill(`${PASSWORD}x`);
    await a.getByTestId('signup-submit').click();
    expect(await a.getByTestId('signup-again-error').textContent()).toBe('The two passwords are not the same.');
    await a.getByTestId('signup-again').fill(PASSWORD);
    await a.getByTestId('signup-submit').click();
    await a.getByTestId('home').waitFor();
    expect(await headerName(a).textContent()).toBe(NAME);
    const account = await sessionAccount(a);
    expect(account?.name).toBe(NAME);

    // The seat the guest held is the account's now, as the server keeps it.
    const store = new SqliteAccountStore(dbPath);
    try {
      expect(await store.linkedSeats(account!.id)).toEqual([expect.objectContaining({ code: held.code, seat: 0 })]);
    } finally {
      await store.close();
    }

    // The same name again is refused by the server, in the page's words.
    const other = await openPage(app.browser, { lang: 'es' });
    await other.page.goto(`${app.server.url}/#/signup`);
    await other.page.getByTestId('signup-name').fill(NAME.toUpperCase());
    await other.page.getByTestId('signup-password').fill(PASSWORD);
    await other.page.getByTestId('signup-again').fill(PASSWORD);
    await other.page.getByTestId('signup-submit').click();
    await other.page.getByTestId('signup-name-error').waitFor();
    expect(await other.page.getByTestId('signup-name-error').textContent()).toBe('Este nombre no se puede usar: ya está cogido, se parece demasiado a otro o se lee como una palabra de la mesa (Tú, un asiento, un nivel del ordenador). Elige otro.');
    await other.context.close();

  });

  it('a second browser: a wrong password is one sentence; logged in, the online form and the table’s seat are the account’s; log out from the header’s menu', async () => {
    // A wrong password is one sentence (which of the two was wrong is not said), then the right one.
    second = await openPage(app.browser, { lang: 'en' });
    const b = second.page;
    await b.goto(`${app.server.url}/`);
    await logIn(b, NAME, 'not the password');
    await expect.poll(() => b.getByTestId('login-error').textContent(), WAIT).toBe('Wrong name or password.');
    expect(await b.getByTestId('login-error').getAttribute('role')).toBe('alert');
    expect(await b.getByTestId('login-password').inputValue()).toBe('');
    await b.getByTestId('login-password').fill(PASSWORD);
    await b.getByTestId('login-submit').click();
    await b.getByTestId('home').waitFor();
    expect(await headerName(b).textContent()).toBe(NAME);

    // Logged in, the online forms show the account's name and it cannot be edited.
    await b.getByTestId('online-button').click();
    const nameField = b.getByTestId('online-name');
    expect(await nameField.inputValue()).toBe(NAME);
    expect(await nameField.getAttribute('readonly')).not.toBeNull();
    // The table's seat is the account's: the socket carried the session cookie (the server's table info says so).
    await b.getByTestId('online-seat-1').selectOption('easy');
    await b.getByTestId('create-table').click();
    await b.getByTestId('lobby').waitFor();
    const made = JSON.parse((await b.evaluate<string>(`localStorage.getItem(${JSON.stringify(ONLINE_KEY)})`)) ?? 'null') as { seatings: { code: string }[] };
    const table = (await (await fetch(`${app.server.url}/api/tables/${made.seatings.at(-1)!.code}`)).json()) as { seats: { name: string | null; account?: true }[] };
    expect(table.seats[0]).toMatchObject({ name: NAME, account: true });
    expect(table.seats[1]!.account).toBeUndefined();

    // Log out from the header's menu (opened and closed by keyboard too), then in again.
    await b.getByTestId('account-menu').focus();
    await b.keyboard.press('Enter');
    expect(await b.getByTestId('account-menu').getAttribute('aria-expanded')).toBe('true');
    await b.keyboard.press('Escape');
    expect(await b.getByTestId('account-menu').getAttribute('aria-expanded')).toBe('false');
    expect(await b.evaluate<string | null>('document.activeElement && document.activeElement.dataset.testid')).toBe('account-menu');
    await b.getByTestId('account-menu').click();
    await b.getByTestId('menu-logout').click();
    await b.getByTestId('sign-in').waitFor();
    expect(await sessionAccount(b)).toBeNull();
    await logIn(b, NAME, PASSWORD);
    await headerName(b).waitFor();
  });

  it('log out everywhere ends the other browser’s session; a new password ends the other sessions and replaces the old one', async () => {
    const a = first.page;
    const b = second.page;
    // Log out everywhere from the first browser's account page ends the second browser's session too.
    await a.getByTestId('account-menu').click();
    await a.getByTestId('menu-account').click();
    await a.getByTestId('account-page').waitFor();
    expect(await a.getByTestId('account-name').textContent()).toBe(NAME);
    expect(await a.getByTestId('member-since').textContent()).toMatch(/^Member since \w+ \d{1,2}, \d{4}$/);
    await a.getByTestId('account-logout-all').click();
    await a.getByTestId('sign-in').waitFor();
    expect(await sessionAccount(a)).toBeNull();
    expect(await sessionAccount(b)).toBeNull();
    await b.reload();
    await b.getByTestId('sign-in').waitFor();

    // A new password: the wrong current one is said by its field; the right one ends the other browser's session.
    await logIn(a, NAME, PASSWORD);
    await headerName(a).waitFor();
    await logIn(b, NAME, PASSWORD);
    await headerName(b).waitFor();
    await b.goto(`${app.server.url}/#/account`);
    await b.getByTestId('account-page').waitFor();
    await b.getByTestId('password-current').fill('not the password');
    await b.getByTestId('password-next').fill(NEW_PASSWORD);
    await b.getByTestId('password-again').fill(NEW_PASSWORD);
    await b.getByTestId('password-submit').click();
    await b.getByTestId('password-current-error').waitFor();
    expect(await b.getByTestId('password-current-error').textContent()).toBe('The current password is wrong.');
    await b.getByTestId('password-current').fill(PASSWORD);
    await b.getByTestId('password-submit').click();
    await expect.poll(() => b.getByTestId('password-changed').textContent(), WAIT).toBe('Password changed. Your other sessions were logged out.');
    expect((await sessionAccount(b))?.name).toBe(NAME);
    expect(await sessionAccount(a)).toBeNull();
    // The old password no longer opens the account; the new one does.
    await a.reload();
    await logIn(a, NAME, PASSWORD);
    await expect.poll(() => a.getByTestId('login-error').textContent(), WAIT).toBe('Wrong name or password.');
    await a.getByTestId('login-password').fill(NEW_PASSWORD);
    await a.getByTestId('login-submit').click();
    await headerName(a).waitFor();

    // The only console errors are the refused requests' statuses, which Chromium logs.
    expect(first.errors.filter((e) => !/40[013]/.test(e))).toEqual([]);
    expect(second.errors.filter((e) => !/40[013]/.test(e))).toEqual([]);
  });

  it('on a static host (no account server) shows no account part, and the log-in URL says accounts need the server', async () => {
    // The built app from a plain file server, as a static host serves it: every unknown path is the app's page.
    const dist = join(ROOT, 'apps/web/dist');
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png' };
    const site = createServer((req, res) => {
      const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
      let file = join(dist, path);
      try {
        if (!statSync(file).isFile()) file = join(dist, 'index.html');
      } catch {
        file = join(dist, 'index.html');
      }
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
      await page.goto(`${url}/`);
      await page.getByTestId('home').waitFor();
      await page.getByTestId('online-button').click();
      await page.getByTestId('online-name').fill('Ana');
      expect(await page.getByTestId('online-name').getAttribute('readonly')).toBeNull();
      expect(await page.getByTestId('sign-in').count()).toBe(0);
      expect(await page.getByTestId('account-menu').count()).toBe(0);
      await page.goto(`${url}/#/login`);
      await page.getByTestId('account-unavailable').waitFor();
      expect(await page.getByTestId('account-unavailable').textContent()).toContain('Accounts need the game server');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      site.close();
    }
  });
});
