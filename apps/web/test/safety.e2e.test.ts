import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, ROOT, useBuiltApp } from './e2e/harness.js';
import { signUpWithApi } from './e2e/sign-up.js';

// Blocking and reporting in the web app, in Debian's Chromium, against a real server on a SQLite file (read by the
// operator's `escoba-server reports list`): two accounts at one table, the account marks by their names (and in a
// third browser's lobby), one blocks the other from the table's chat and stops seeing their lines, reports them
// through the dialog, sees the compact mark by the seats of the game in play, and finds them on the account page
// with Unblock. Screenshots go to SCREENSHOT_DIR
// (docs/screenshots when making them), only when it is set.
const dir = mkdtempSync(join(tmpdir(), 'escoba-safety-e2e-'));
const dbPath = join(dir, 'escoba.sqlite');
const app = useBuiltApp({ ESCOBA_DB: dbPath, ESCOBA_ACCOUNT_LOGINS_PER_HOUR: '100000', ESCOBA_LOGINS_PER_MINUTE: '1000', ESCOBA_SIGNUPS_PER_HOUR: '1000' });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Screenshots are taken only with SCREENSHOT_DIR set (docs/screenshots when making them). */
const SHOTS = process.env['SCREENSHOT_DIR'];
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'a long password 1';
/** Hashing a password, and a loaded machine: answers are waited for this long. */
const WAIT = { timeout: 60_000 };

const signUp = (page: Page, name: string): Promise<void> => signUpWithApi(page, app.server.url, name, PASSWORD, WAIT);

const chatText = (page: Page) => page.getByTestId('chat-lines').textContent();

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect.poll(() => chatText(page), WAIT).toContain(text);
}

const reportsList = () =>
  new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [`${ROOT}packages/server/bin/escoba-server.js`, 'reports', 'list'], { env: { ...process.env, ESCOBA_DB: dbPath } }, (error, out, err) => (error ? reject(new Error(`${error.message}: ${err}`)) : resolve(out)));
  });

describe('blocking and reporting (Chromium)', () => {
  it('marks accounts at the table and in the lobby; a player blocks another from the table, reports them, and unblocks them from the account page', async () => {
    const ana = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const beto = await openPage(app.browser, { lang: 'es' }, DESKTOP);
    const guest = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    await signUp(ana.page, 'Anabel');
    await signUp(beto.page, 'Betoven');
    const a = ana.page;
    const b = beto.page;

    // Ana creates a public two-player table; a guest's lobby lists it with the account mark by her name.
    await guest.page.goto(`${app.server.url}/online`);
    await guest.page.getByTestId('public-lobby').waitFor(WAIT);
    await a.getByTestId('online-button').click();
    await a.getByTestId('online-table-2').check();
    await a.getByTestId('online-public').check();
    await a.getByTestId('create-table').click();
    await a.getByTestId('lobby').waitFor(WAIT);
    const code = /\/t\/([A-Z0-9]{6})/.exec(a.url())![1]!;
    const row = guest.page.getByTestId(`lobby-table-${code}`);
    await row.waitFor(WAIT);
    expect(await row.locator('[data-identity]').getAttribute('data-identity')).toBe('account');
    expect(await row.locator('a.account-tag').getAttribute('href')).toBe('#/players/Anabel');
    if (SHOTS) await guest.page.screenshot({ path: join(SHOTS, `report-lobby-marks-${DESKTOP.width}x${DESKTOP.height}.png`) });

    // Beto sits; each sees the other's account mark, linked to the profile.
    await b.goto(`${app.server.url}/t/${code}`);
    await b.getByTestId('take-seat-1').click();
    await b.getByTestId('lobby').waitFor(WAIT);
    await a.getByTestId('identity-1').waitFor(WAIT);
    expect(await a.getByTestId('identity-1').getAttribute('data-identity')).toBe('account');
    expect(await a.getByTestId('identity-1').getAttribute('href')).toBe('#/players/Betoven');
    expect(await b.getByTestId('identity-0').getAttribute('data-identity')).toBe('account');

    // Beto writes; Ana reads it. Then Ana blocks him from the chat's player menu: his line goes, his next ones never come.
    await say(b, 'hola antes');
    await expect.poll(() => chatText(a), WAIT).toContain('hola antes');
    await a.getByTestId('player-safety').locator('summary').click();
    await a.getByTestId('block-1').click();
    await a.getByTestId('unblock-1').waitFor(WAIT);
    expect(await chatText(a)).not.toContain('hola antes');
    await say(b, 'after the block');
    // Ana's own line comes after Beto's on the table's one ordered stream: once it shows, his was handled.
    await say(a, 'from Ana');
    expect(await chatText(a)).not.toContain('after the block');
    await expect.poll(() => chatText(b), WAIT).toContain('from Ana');

    // The report dialog: a reason and a few words, sent with the table's code.
    await a.getByTestId('report-1').click();
    const dialog = a.getByTestId('report-dialog');
    await dialog.waitFor();
    await a.getByTestId('report-reason-chat-abuse').check();
    await a.getByTestId('report-text').fill('Insults in the chat before I blocked him.');
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-dialog-${DESKTOP.width}x${DESKTOP.height}.png`) });
    await a.setViewportSize(PHONE);
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-dialog-${PHONE.width}x${PHONE.height}.png`) });
    await a.setViewportSize(DESKTOP);
    await a.getByTestId('report-send').click();
    await expect.poll(() => a.getByTestId('safety-note').textContent(), WAIT).toBe('Report sent. Thank you.');
    expect(await dialog.count()).toBe(0);
    const listed = await reportsList();
    expect(listed).toMatch(new RegExp(`\\topen\\t"Anabel" \\(acc_[\\w-]+\\)\\t"Betoven" \\(acc_[\\w-]+\\)\\t${code}\\tchat-abuse\\t"Insults in the chat before I blocked him\\."`));
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-table-${DESKTOP.width}x${DESKTOP.height}.png`) });
    await a.setViewportSize(PHONE);
    await a.getByTestId('chat').scrollIntoViewIfNeeded();
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-table-${PHONE.width}x${PHONE.height}.png`) });
    await a.setViewportSize(DESKTOP);

    // The game in play: the seats around the table carry the compact mark (the tick, its words in its label).
    await a.getByTestId('start-online').click();
    await a.getByTestId('hand').waitFor(WAIT);
    const mark = a.getByTestId('identity-1');
    await mark.waitFor(WAIT);
    expect(await mark.getAttribute('data-identity')).toBe('account');
    expect(await mark.getAttribute('aria-label')).toBe('Betoven plays with an account: open the profile');
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-ingame-${DESKTOP.width}x${DESKTOP.height}.png`) });
    await a.setViewportSize(PHONE);
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-ingame-${PHONE.width}x${PHONE.height}.png`) });
    await a.setViewportSize(DESKTOP);

    // The account page lists Beto as blocked, with Unblock; unblocked, his next line reaches Ana again.
    await a.goto(`${app.server.url}/#/account`);
    await a.getByTestId('blocked-player').waitFor(WAIT);
    expect(await a.getByTestId('blocked-player').textContent()).toContain('Betoven');
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-blocked-${DESKTOP.width}x${DESKTOP.height}.png`), fullPage: true });
    await a.setViewportSize(PHONE);
    await a.getByTestId('blocked-list').scrollIntoViewIfNeeded();
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `report-blocked-${PHONE.width}x${PHONE.height}.png`) });
    await a.setViewportSize(DESKTOP);
    await a.getByTestId('unblock-account-Betoven').click();
    await expect.poll(() => a.getByTestId('blocked-player').count(), WAIT).toBe(0);
    expect(await a.getByTestId('blocked-list').textContent()).toContain('You have not blocked anyone.');

    for (const p of [ana, beto, guest]) expect(p.errors).toEqual([]);
    for (const p of [ana, beto, guest]) await p.context.close();
  }, 600_000);
});
