import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBuiltApp } from './e2e/harness.js';

// Quick play in Chromium: two browsers pick the same game and table and land at one table, the game started; a
// third waits alone, is offered computer players after the wait (3 s on this file's own server) and is seated with
// them only once it accepts. Screenshots go to SCREENSHOT_DIR (docs/screenshots when making them), else the
// temporary directory.
const app = useBuiltApp({ ESCOBA_QUICKPLAY_OFFER_SECONDS: '3', ESCOBA_BOT_DELAY_MS: '700' });
/** Screenshots are taken only with SCREENSHOT_DIR set (docs/screenshots when making them). */
const SHOTS = process.env['SCREENSHOT_DIR'];
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

async function quickPlay(page: Page, name: string, table: string, computers: boolean): Promise<void> {
  await page.goto(`${app.server.url}/online`, { timeout: 120_000 });
  await page.getByTestId('quick-play').waitFor({ timeout: 60_000 });
  await page.getByTestId('online-name').fill(name);
  await page.getByTestId('quick-table').selectOption(table);
  if (!computers) await page.getByTestId('quick-computers').uncheck();
  await page.getByTestId('quick-start').click();
}

const tableCode = (page: Page) => /\/t\/([A-Z0-9]{6})/.exec(page.url())?.[1];

describe('quick play (Chromium)', () => {
  it('seats two browsers that pick the same table at one table; offers a lone player computer players', async () => {
    const ana = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const bea = await openPage(app.browser, { lang: 'es' }, PHONE);
    await ana.page.goto(`${app.server.url}/online`, { timeout: 120_000 });
    await ana.page.getByTestId('quick-play').waitFor({ timeout: 60_000 });
    if (SHOTS) await ana.page.getByTestId('quick-play').screenshot({ path: `${SHOTS}/quickplay-form-desktop.png` });

    await quickPlay(ana.page, 'Ana', 'brisca/2/a', false);
    await ana.page.getByTestId('quick-waiting').waitFor();
    expect(await ana.page.getByTestId('quick-range').textContent()).toBe('Your rating 1500; players from 1400 to 1600');
    if (SHOTS) await ana.page.screenshot({ path: `${SHOTS}/quickplay-waiting-desktop.png` });

    await quickPlay(bea.page, 'Bea', 'brisca/2/a', false);
    await ana.page.getByTestId('game').waitFor({ timeout: 60_000 });
    await bea.page.getByTestId('game').waitFor({ timeout: 60_000 });
    const code = tableCode(ana.page);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(tableCode(bea.page)).toBe(code);
    if (SHOTS) await bea.page.screenshot({ path: `${SHOTS}/quickplay-seated-phone.png` });

    // Alone at a 2 v 2 table: the offer comes after the wait; nothing is played until it is accepted.
    const solo = await openPage(app.browser, { lang: 'es' }, PHONE);
    await quickPlay(solo.page, 'Solo', 'escoba/4/p', true);
    await solo.page.getByTestId('quick-waiting').waitFor();
    await solo.page.getByTestId('quick-offer').waitFor({ timeout: 60_000 });
    await solo.page.getByTestId('quick-offer').scrollIntoViewIfNeeded();
    if (SHOTS) await solo.page.screenshot({ path: `${SHOTS}/quickplay-offer-phone.png` });
    expect(tableCode(solo.page)).toBeUndefined();
    await solo.page.getByTestId('quick-accept').click();
    await solo.page.getByTestId('game').waitFor({ timeout: 60_000 });
    expect(tableCode(solo.page)).toMatch(/^[A-Z0-9]{6}$/);
    expect(tableCode(solo.page)).not.toBe(code);

    for (const p of [ana, bea, solo]) expect(p.errors).toEqual([]);
    for (const p of [ana, bea, solo]) await p.context.close();
  }, 300_000);
});
