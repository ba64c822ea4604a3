import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { signUpWithApi } from './e2e/sign-up.js';

// Challenges in Chromium against a real server on a SQLite file: two accounts; Ana opens Beto's profile and
// challenges him to a table with rules of her own (names22: the create-table form's fields, the turn timer); the
// challenge shows on Beto's page at once (whatever screen he is on) with every rule in one line; he accepts and both
// pages open the same table with the game under way and those rules, their names at the seats linked to their
// profiles (names22: a link that opens the profile in a new tab, the table staying in its own). A second challenge
// is declined, and Ana is told. Screenshots (desktop and phone) go to SCREENSHOT_DIR, only when it is set.
const dir = mkdtempSync(join(tmpdir(), 'escoba-challenge-e2e-'));
const app = useBuiltApp({ ESCOBA_DB: join(dir, 'escoba.sqlite'), ESCOBA_LOGINS_PER_MINUTE: '1000', ESCOBA_SIGNUPS_PER_HOUR: '1000', ESCOBA_READS_PER_MINUTE: '100000', ESCOBA_BOT_DELAY_MS: '100' });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SHOTS = process.env['SCREENSHOT_DIR'];
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'a challenge password 1';
/** Hashing a password, and a loaded machine: answers are waited for this long. */
const WAIT = { timeout: 60_000 };

const signUp = (page: Page, name: string): Promise<void> => signUpWithApi(page, app.server.url, name, PASSWORD, WAIT);

const tableCode = (page: Page) => /\/t\/([A-Z0-9]{6})/.exec(page.url())?.[1];

describe('challenges (Chromium)', () => {
  it('challenges a player from the profile page; the other accepts and both are at the table; a declined challenge is told', async () => {
    const ana = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const beto = await openPage(app.browser, { lang: 'es' }, PHONE);
    await signUp(ana.page, 'Anabela');
    await signUp(beto.page, 'Bertoldo');
    const a = ana.page;
    const b = beto.page;

    // Ana opens Beto's profile and challenges him to Escoba for two, casual, with the "Sevens" rules to 15 points,
    // the last play's sweep counting as an escoba, and 45 s a turn: the create-table form's own fields.
    await a.goto(`${app.server.url}/#/players/Bertoldo`);
    await a.getByTestId('challenge-open').click();
    const form = a.getByTestId('challenge-form');
    await form.waitFor(WAIT);
    await form.getByTestId('challenge-game-escoba').check();
    await form.getByTestId('online-table-2').check(WAIT);
    await form.getByTestId('online-preset-sevens').check();
    await form.getByTestId('online-target').fill('15');
    const more = form.locator('details.all-options');
    if ((await more.count()) > 0) await more.locator('summary').click();
    await form.getByTestId('online-option-lastPlayEscoba').check();
    await form.getByTestId('challenge-timer').check();
    await form.getByTestId('challenge-timer-seconds').fill('45');
    if (SHOTS) {
      await a.screenshot({ path: join(SHOTS, `challenge-form-${DESKTOP.width}x${DESKTOP.height}.png`) });
      await a.setViewportSize(PHONE);
      await form.getByTestId('challenge-timer').scrollIntoViewIfNeeded();
      await a.screenshot({ path: join(SHOTS, `challenge-form-${PHONE.width}x${PHONE.height}.png`) });
      await a.setViewportSize(DESKTOP);
    }
    await expect.poll(() => a.getByTestId('challenge-send').isEnabled(), WAIT).toBe(true);
    await a.getByTestId('challenge-send').click();
    await a.getByTestId('challenge-outgoing').waitFor(WAIT);
    const outgoing = (await a.getByTestId('challenge-outgoing').textContent()) ?? '';
    expect(outgoing).toContain('Waiting for Bertoldo to answer: Escoba de 15, 2 players · Sevens, changed: ');
    expect(outgoing).toContain('Sevens, changed: A sweep on the last play counts: Yes · Points to win: 15 · Seconds per turn: 45 · casual');
    // The time left counts down from the server's 120 s, never more.
    expect(Number(/(\d+) s left/.exec(outgoing)?.[1])).toBeLessThanOrEqual(120);

    // Beto, on the home page, sees it at once in Spanish, with Ana's name linked to her profile.
    const incoming = b.getByTestId('challenge-incoming');
    await incoming.waitFor(WAIT);
    // Every rule in one line, before accepting (once the game's words are loaded: the game and table until then).
    const line = incoming.getByTestId('challenge-table');
    await expect.poll(async () => (await line.textContent()) ?? '', WAIT).toContain('Sietes, con cambios: ');
    const rulesLine = (await line.textContent()) ?? '';
    expect(rulesLine).toContain('Anabela te desafía: Escoba');
    expect(rulesLine).toContain(': 15 · ');
    expect(rulesLine).toContain('45');
    expect(await incoming.locator('a.player-link').getAttribute('href')).toBe('#/players/Anabela');
    if (SHOTS) await b.screenshot({ path: join(SHOTS, `challenge-incoming-${PHONE.width}x${PHONE.height}.png`) });
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `challenge-sent-${DESKTOP.width}x${DESKTOP.height}.png`) });
    await b.getByTestId('challenge-accept').click();

    // Both pages open the same table, with the game under way.
    await a.getByTestId('game').waitFor(WAIT);
    await b.getByTestId('game').waitFor(WAIT);
    expect(tableCode(a)).toMatch(/^[A-Z0-9]{6}$/);
    expect(tableCode(b)).toBe(tableCode(a));
    expect(await a.getByTestId('challenge-center').count()).toBe(0);
    // The table has the challenge's rules and timer, as the server keeps them.
    const table = (await (await fetch(`${app.server.url}/api/tables/${tableCode(a)}`)).json()) as { settings: { rules: Record<string, unknown>; turnSeconds: number | null } };
    expect(table.settings.turnSeconds).toBe(45);
    expect(table.settings.rules).toMatchObject({ preset: 'sevens', target: 15, lastPlayEscoba: true });
    expect(await a.locator('.scoreboard .target').textContent()).toContain('15');
    // The seats' account marks link to the players' profiles.
    expect(await a.getByTestId('identity-1').getAttribute('href')).toBe('#/players/Bertoldo');
    expect(await b.getByTestId('identity-0').getAttribute('href')).toBe('#/players/Anabela');
    // So do the seats' names: a real link named by the name, that opens the profile in a new tab.
    const name = a.getByTestId('seat-1').getByTestId('profile-link-1');
    expect(await name.textContent()).toBe('Bertoldo');
    expect(await name.getAttribute('href')).toBe('#/players/Bertoldo');
    expect(await a.getByRole('link', { name: 'Bertoldo — profile (opens in a new tab)' }).count()).toBeGreaterThan(0);
    expect(await b.getByTestId('seat-0').getByTestId('profile-link-0').getAttribute('aria-label')).toBe('Anabela — perfil (se abre en otra pestaña)');
    if (SHOTS) await b.screenshot({ path: join(SHOTS, `challenge-table-${PHONE.width}x${PHONE.height}.png`) });
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `challenge-table-${DESKTOP.width}x${DESKTOP.height}.png`) });
    // Opened from the keyboard: the profile in a new tab, the game still in Ana's.
    const opened = a.context().waitForEvent('page');
    await name.focus();
    await a.keyboard.press('Enter');
    const profile = await opened;
    await profile.getByTestId('player-page').waitFor(WAIT);
    expect(await profile.locator('h1').textContent()).toContain('Bertoldo');
    expect(tableCode(a)).toBe(tableCode(b));
    expect(await a.getByTestId('game').isVisible()).toBe(true);
    await profile.close();

    // A second challenge, declined: Ana is told.
    await a.goto(`${app.server.url}/#/players/Bertoldo`);
    await a.getByTestId('challenge-open').click();
    await expect.poll(() => a.getByTestId('challenge-send').isEnabled(), WAIT).toBe(true);
    await a.getByTestId('challenge-rated').check();
    await a.getByTestId('challenge-send').click();
    await b.getByTestId('challenge-incoming').waitFor(WAIT);
    expect(await b.getByTestId('challenge-incoming').textContent()).toContain('puntuada');
    await b.getByTestId('challenge-decline').click();
    const ended = a.getByTestId('challenge-ended');
    await ended.waitFor(WAIT);
    expect(await ended.getAttribute('data-reason')).toBe('declined');
    expect(await ended.textContent()).toContain('Your challenge was declined.');
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `challenge-declined-${DESKTOP.width}x${DESKTOP.height}.png`) });
    // The one who declined is not told of their own answer: the panel is gone from Beto's page.
    await expect.poll(() => b.getByTestId('challenge-center').count(), WAIT).toBe(0);

    for (const p of [ana, beto]) expect(p.errors).toEqual([]);
    for (const p of [ana, beto]) await p.context.close();
  }, 300_000);
});
