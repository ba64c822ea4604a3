import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { saveShot } from './e2e/shots.js';
import { signUpWithApi } from './e2e/sign-up.js';
import { shownInPage } from './e2e/page-waits.js';

// The lobby of public tables in Chromium, three browsers on one server: a public table created in one appears live
// in the others' lobbies, a second sits with one click, and the table leaves a third's lobby when full, then comes
// back under "Games in play", where Watch opens it. A private table is never listed. Screenshots go to
// SCREENSHOT_DIR (docs/screenshots when making them); without it none is taken (e2e/shots.ts).
const app = useBuiltApp();
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

async function playOnline(page: Page, name: string): Promise<void> {
  await page.goto(`${app.server.url}/online`);
  await page.getByTestId('public-lobby').waitFor({ timeout: 60_000 });
  await page.getByTestId('online-name').fill(name);
}

/** Creates a two-player table (public or not) and returns its code, from the table's address. */
async function createTable(page: Page, publicTable: boolean): Promise<string> {
  await page.getByTestId('online-table-2').check();
  if (publicTable) await page.getByTestId('online-public').check();
  await page.getByTestId('create-table').click();
  await page.getByTestId('lobby').waitFor();
  const code = /\/t\/([A-Z0-9]{6})/.exec(page.url())?.[1];
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return code!;
}

describe('the lobby of public tables (Chromium)', () => {
  it('lists a public table live, seats a second person with one click, and drops it from a third lobby when full', async () => {
    const host = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const guest = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const third = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const phone = await openPage(app.browser, { lang: 'es' }, PHONE);
    await playOnline(guest.page, 'Bea');
    await playOnline(third.page, 'Cris');
    await playOnline(phone.page, 'Dani');

    // The host makes a private table first (no browser of its own for it: who made it does not matter), then the
    // public one.
    await playOnline(host.page, 'Ana');
    const privateCode = await createTable(host.page, false);

    await playOnline(host.page, 'Ana');
    await host.page.getByTestId('online-game-brisca').check();
    const code = await createTable(host.page, true);

    // Live: nobody reloads; the table comes to the lobbies already open.
    // The lobby's updates come once a second: each is looked for in the page (e2e/page-waits.ts), not by Playwright's polls.
    const row = third.page.getByTestId(`lobby-table-${code}`);
    await shownInPage(third.page, `[data-testid="lobby-table-${code}"]`);
    expect(await row.textContent()).toContain('Ana');
    expect(await row.textContent()).toContain('1 free seat');
    await shownInPage(phone.page, `[data-testid="lobby-table-${code}"]`);
    // The private table was made first: had it been listed, it would be there by now.
    expect(await third.page.getByTestId(`lobby-table-${privateCode}`).count()).toBe(0);
    expect(await third.page.getByTestId('lobby-online').textContent()).toMatch(/connected · At public tables: Ana$/);
    await saveShot(third.page, 'lobby-desktop');
    await saveShot(phone.page, 'lobby-phone');

    // One click: the name typed in "Play online" takes the free seat.
    await guest.page.getByTestId(`lobby-sit-${code}`).click();
    await guest.page.getByTestId('lobby').waitFor();
    expect(guest.page.url()).toContain(`/t/${code}`);
    await shownInPage(third.page, `[data-testid="lobby-table-${code}"]`, { gone: true });
    expect(await row.count()).toBe(0);

    await host.page.getByTestId('start-online').click();
    const watch = third.page.getByTestId(`lobby-watch-${code}`);
    await shownInPage(third.page, `[data-testid="lobby-watch-${code}"]`);
    expect(await third.page.getByTestId(`lobby-score-${code}`).textContent()).toBe('0–0 of 120 card points'); // review22: the match's score (one hand of Brisca)
    await shownInPage(phone.page, `[data-testid="lobby-watch-${code}"]`);
    await phone.page.getByTestId('lobby-playing').scrollIntoViewIfNeeded();
    await saveShot(phone.page, 'lobby-phone-in-play');
    await watch.click();
    await third.page.getByTestId('game').waitFor();
    expect(third.page.url()).toContain(`/t/${code}/watch`);

    for (const p of [host, guest, third, phone]) expect(p.errors).toEqual([]);
    for (const p of [host, guest, third, phone]) await p.context.close();
    // Four browsers on a loaded machine: opening the pages alone can take a minute.
  }, 300_000);

  // online22: who is online. Two signed-in browsers: the second appears in the first's list live, linked to its
  // profile with a Challenge, and leaves it when its page closes.
  it('lists a signed-in person who arrives, live, and drops them when they leave', async () => {
    const me = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const other = await openPage(app.browser, { lang: 'pt' }, PHONE);
    const [mine, theirs] = [`Olmo${process.pid % 1000}`, `Pina${process.pid % 1000}`];
    await signUpWithApi(me.page, app.server.url, mine, 'correct horse battery', { timeout: 60_000 });
    await signUpWithApi(other.page, app.server.url, theirs, 'correct horse battery', { timeout: 60_000 });
    await me.page.goto(`${app.server.url}/online`);
    await shownInPage(me.page, `[data-testid="online-${mine}"]`, { timeout: 60_000 });
    await other.page.goto(`${app.server.url}/online`);
    const row = me.page.getByTestId(`online-${theirs}`);
    await shownInPage(me.page, `[data-testid="online-${theirs}"]`, { timeout: 60_000 });
    expect(await row.getByRole('link', { name: theirs, exact: true }).getAttribute('href')).toBe(`#/players/${theirs}`);
    await row.getByRole('link', { name: `Challenge ${theirs}`, exact: true }).waitFor({ timeout: 10_000 }).catch(async (e: unknown) => {
      throw new Error(`no Challenge in ${await row.innerHTML()}`, { cause: e });
    });
    // Nobody challenges themselves.
    expect(await me.page.getByTestId(`online-${mine}`).getByRole('link', { name: /^Challenge/ }).count()).toBe(0);
    await shownInPage(other.page, `[data-testid="online-${mine}"]`, { timeout: 60_000 });
    await me.page.getByTestId('online-people').scrollIntoViewIfNeeded();
    await saveShot(me.page, 'online-desktop');
    await other.page.getByTestId('online-people').scrollIntoViewIfNeeded();
    await saveShot(other.page, 'online-phone');
    await other.context.close();
    await shownInPage(me.page, `[data-testid="online-${theirs}"]`, { gone: true, timeout: 60_000 });
    expect(await row.count()).toBe(0);
    expect(me.errors).toEqual([]);
    await me.context.close();
  }, 180_000);
});
