import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { signUpWithApi } from './e2e/sign-up.js';

// Challenges in Chromium against a real server on a SQLite file: two accounts; Ana opens Beto's profile and
// challenges him; the challenge shows on Beto's page at once (whatever screen he is on); he accepts and both pages
// open the same table with the game under way, their names at the seats linked to their profiles. A second challenge
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

    // Ana opens Beto's profile and challenges him to Escoba for two, casual.
    await a.goto(`${app.server.url}/#/players/Bertoldo`);
    await a.getByTestId('challenge-open').click();
    await a.getByTestId('challenge-form').waitFor(WAIT);
    await a.getByTestId('challenge-table').selectOption('escoba/2/a');
    if (SHOTS) await a.screenshot({ path: join(SHOTS, `challenge-form-${DESKTOP.width}x${DESKTOP.height}.png`) });
    await expect.poll(() => a.getByTestId('challenge-send').isEnabled(), WAIT).toBe(true);
    await a.getByTestId('challenge-send').click();
    await a.getByTestId('challenge-outgoing').waitFor(WAIT);
    const outgoing = (await a.getByTestId('challenge-outgoing').textContent()) ?? '';
    expect(outgoing).toContain('Waiting for Bertoldo to answer: Escoba · 2 players · casual');
    // The time left counts down from the server's 120 s, never more.
    expect(Number(/(\d+) s left/.exec(outgoing)?.[1])).toBeLessThanOrEqual(120);

    // Beto, on the home page, sees it at once in Spanish, with Ana's name linked to her profile.
    const incoming = b.getByTestId('challenge-incoming');
    await incoming.waitFor(WAIT);
    expect(await incoming.textContent()).toContain('Anabela te desafía: Escoba');
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
    // The seats' account marks link to the players' profiles.
    expect(await a.getByTestId('identity-1').getAttribute('href')).toBe('#/players/Bertoldo');
    expect(await b.getByTestId('identity-0').getAttribute('href')).toBe('#/players/Anabela');
    if (SHOTS) await b.screenshot({ path: join(SHOTS, `challenge-table-${PHONE.width}x${PHONE.height}.png`) });

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
