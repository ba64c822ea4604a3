import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalPlays } from '@escoba/engine';
import { escobaMatch } from '../src/games/escoba/match.js';
import { openPage, useBuiltApp } from './e2e/harness.js';

// End to end in Chromium, the shell around the games (issue 21, items 1, 3, 7 and 9): the product's name and the
// game's in the header and the tab's title, the home page's three games, the end of a game against the computer
// (its dialog's buttons, Escape, the header above it), señas never blocking Deal, "tap" on a touch screen, and
// "Leave the table" asking first during a game, offline and online.
const app = useBuiltApp();

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** Plays the person's turns (the first playable card) until the hand-over dialog shows; returns the plays made. */
async function playBriscaHand(page: Page): Promise<number> {
  let plays = 0;
  for (;;) {
    const over = page.getByTestId('hand-over');
    await Promise.race([over.waitFor({ timeout: 60_000 }), playable(page).first().waitFor({ timeout: 60_000 })]);
    if (await over.isVisible()) return plays;
    await playable(page).first().click();
    plays++;
  }
}

/** Whether the header's home button is what the page shows at its centre (nothing lies over it). */
const brandIsOnTop = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const brand = document.querySelector('.brand')!;
    const r = brand.getBoundingClientRect();
    return brand.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });

describe('the product and its three games', () => {
  it.each([
    ['en', 'Escoba', 'Brisca', 'Alcalde'],
    ['es', 'Escoba', 'Brisca', 'Alcalde'],
    ['pt', 'Escova', 'Bisca', 'Alcalde'],
  ] as const)('home names the product and the three games as equals; the title and header name the game (%s)', async (lang, escoba, brisca, alcalde) => {
    const { context, page, errors } = await openPage(app.browser, { lang });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('game-tiles').waitFor();
    expect(await page.title()).toBe('Naipes');
    expect(await page.locator('.home h1').textContent()).toBe('Naipes');
    expect(await page.getByTestId('header-game').count()).toBe(0);
    const tiles = page.locator('[data-testid="game-tiles"] > li');
    expect(await tiles.locator('h2').allTextContents()).toEqual([escoba, brisca, alcalde]);
    // Each tile: its card, a line saying what it is, New game, and that it plays online too.
    for (let i = 0; i < 3; i++) {
      const tile = tiles.nth(i);
      expect(await tile.locator('.card svg').count()).toBe(1);
      expect((await tile.locator('.tile-line').textContent())!.length).toBeGreaterThan(20);
      expect(await tile.getByRole('button').count()).toBe(1);
      expect(await tile.locator('.tile-online').isVisible()).toBe(true);
    }
    expect(await page.locator('.home').textContent()).not.toMatch(/Escoba (online|en línea)/);

    // A tile's New game opens that game's form; the tab and the header name it. Home again by the header's name of
    // the product (one load of the app for the test).
    for (const [id, name] of [['brisca', brisca], ['alcalde', alcalde], ['escoba', escoba]] as const) {
      if ((await page.getByTestId('game-tiles').count()) === 0) await page.locator('.brand').click();
      await page.getByTestId(`new-game-${id}`).click();
      await page.getByTestId('start').waitFor();
      expect(new URL(page.url()).hash).toBe(`#/${id}/new`);
      expect(await page.getByTestId(`game-${id}`).isChecked()).toBe(true);
      await expect.poll(() => page.title()).toBe(`${name} — Naipes`);
      expect(await page.getByTestId('header-game').textContent()).toBe(name);
    }
    // At the table too, and home again says the product alone.
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();
    expect(await page.title()).toBe(`${escoba} — Naipes`);
    await page.locator('.brand').click();
    await page.getByTestId('home').waitFor();
    await expect.poll(() => page.title()).toBe('Naipes');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the end of a game against the computer', () => {
  it('offers Rematch, Review, Download, New game and Home; Escape puts it away and the result comes back; the header stays usable', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/?seed=shell-over`);
    await page.getByTestId('new-game-brisca').click();
    await page.getByTestId('table-3').check();
    await page.getByTestId('opponents-level').selectOption('random');
    await page.getByTestId('start').click();
    expect(await playBriscaHand(page)).toBe(13);

    // Brisca plays to one hand won: this hand ended the game.
    const dialog = page.getByTestId('hand-over');
    expect(await dialog.locator('h2').textContent()).toBe('Game over');
    const buttons = await dialog.locator('.buttons button').allTextContents();
    expect(buttons).toEqual(['Rematch', 'Review', '⬇ Download record', 'New game', 'Home']);
    expect(await dialog.getAttribute('aria-modal')).toBe('false');

    // The header is not under the overlay: its language switch works with the dialog up.
    expect(await brandIsOnTop(page)).toBe(true);
    await page.getByTestId('lang-es').click();
    await expect.poll(() => dialog.locator('h2').textContent()).toBe('Fin de la partida');
    await page.getByTestId('lang-en').click();

    // Escape puts the result away: the finished table is in view, with a way to show the result again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('game').isVisible()).toBe(true);
    await page.getByTestId('show-result').click();
    await dialog.waitFor();
    // So does its Close button.
    await page.getByTestId('close-result').click();
    await page.getByTestId('result-bar').waitFor();
    await page.getByTestId('show-result').click();

    // New game: Brisca's form, with this table's choices (3 players).
    await page.getByTestId('over-new-game').click();
    await page.getByTestId('start').waitFor();
    expect(new URL(page.url()).hash).toBe('#/brisca/new');
    expect(await page.getByTestId('table-3').isChecked()).toBe(true);
    expect(await page.getByTestId('start').isEnabled()).toBe(true);

    // Back to the finished table; Home leads home.
    await page.goBack();
    await dialog.waitFor();
    await page.getByTestId('over-home').click();
    await page.getByTestId('home').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an option a table size cannot have never blocks the table', () => {
  it('señas chosen at a 2 against 2 table leave Deal enabled at a 2-player table; the card left out shows only for 3 players', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/#/brisca/new`);
    await page.getByTestId('table-4p').check();
    await page.getByTestId('more-rules').locator('summary').click();
    await page.getByTestId('option-senas').check();
    expect(await page.getByTestId('option-leaveOut').count()).toBe(0);
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();

    // A later 2-player table: señas are not offered there and do not block Deal, also after a reload.
    await page.goto(`${app.server.url}/#/brisca/new`);
    await page.reload();
    await page.getByTestId('table-2').check();
    expect(await page.getByTestId('start').isEnabled()).toBe(true);
    expect(await page.getByTestId('deal-blocked').count()).toBe(0);
    await page.getByTestId('more-rules').locator('summary').click();
    expect(await page.getByTestId('option-senas').count()).toBe(0);
    expect(await page.getByTestId('option-leaveOut').count()).toBe(0);
    await page.getByTestId('table-3').check();
    expect(await page.getByTestId('option-leaveOut').isVisible()).toBe(true);
    await page.getByTestId('table-2').check();
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();
    const record = JSON.parse((await page.evaluate('localStorage.getItem("escoba.game.brisca.v1")')) as string) as { players: number; rules: unknown };
    expect(record.players).toBe(2);
    expect(JSON.stringify(record.rules)).not.toContain('senas');

    // The online create form starts from the same choices: señas are left out of a 2-player table there too.
    await page.goto(`${app.server.url}/#/online`);
    await page.getByTestId('online-name').fill('Ana');
    await page.getByTestId('online-game-brisca').check();
    await page.getByTestId('online-table-4p').check();
    expect(await page.getByTestId('online-option-senas').isChecked()).toBe(true);
    await page.getByTestId('online-table-2').check();
    expect(await page.getByTestId('online-option-senas').count()).toBe(0);
    expect(await page.getByTestId('create-blocked').count()).toBe(0);
    expect(await page.getByTestId('create-table').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A seed whose first Escoba deal (2 players, as the app deals it) lets the person play first a card that takes one set. */
function seedWithOneTake(): { seed: string; card: number } {
  for (let i = 0; i < 500; i++) {
    const seed = `shell-tap-${i}`;
    const m = escobaMatch.create({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'random'], seed });
    if (!m.ok || escobaMatch.actor(m.value).kind !== 'human') continue;
    const plays = legalPlays(m.value.state);
    const card = plays.find((p) => p.take.length > 0 && plays.filter((q) => q.card === p.card).length === 1)?.card;
    if (card !== undefined) return { seed, card };
  }
  throw new Error('no seed');
}

describe('"tap" on a touch screen, "click" with a mouse', () => {
  it.each([
    [true, /Tap the card again/],
    [false, /Click the card again/],
  ] as const)('touch %s', async (touch, words) => {
    const { seed, card } = seedWithOneTake();
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    // A phone (a coarse pointer) or a desktop with a mouse.
    const device = touch ? await app.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-US', serviceWorkers: 'block' }) : context;
    const tab = touch ? await device.newPage() : page;
    if (touch) {
      await device.addInitScript(`localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify({ lang: 'en', animation: 'off', levels: ['random'] }))});`);
      tab.on('pageerror', (e) => errors.push(e.message));
    }
    await tab.goto(`${app.server.url}/?seed=${seed}`);
    expect(await tab.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(touch);
    await tab.getByTestId('new-game-escoba').click();
    await tab.getByTestId('start').click();
    const mine = tab.locator(`[data-testid="hand"] button.card[data-card="${card}"]`);
    await mine.waitFor();
    await (touch ? mine.tap() : mine.click());
    await expect.poll(() => tab.getByTestId('message').textContent()).toMatch(words);
    expect(errors).toEqual([]);
    if (touch) await device.close();
    await context.close();
  });
});

describe('"Leave the table" asks before leaving a game in progress', () => {
  it('against the computer: Stay keeps the game, Leave goes home and the game can be continued', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('new-game-escoba').click();
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();
    await page.getByTestId('leave-table').click();
    expect(await page.getByTestId('leave-ask').textContent()).toContain('Leave this game? It stays saved');
    await page.getByTestId('leave-stay').click();
    expect(await page.getByTestId('leave-ask').count()).toBe(0);
    expect(await page.getByTestId('game').isVisible()).toBe(true);
    await page.getByTestId('leave-table').click();
    await page.getByTestId('leave-confirm').click();
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('continue').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('online: the seat selects have labels; the table is named in the title; leaving asks, then leaves', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/#/online`);
    await page.getByTestId('online-name').fill('Ana');
    await page.getByTestId('online-game-brisca').check();
    await page.getByTestId('online-table-2').check();
    const seat = page.getByLabel('Seat 2', { exact: true });
    expect(await seat.evaluate((el) => el.tagName)).toBe('SELECT');
    await seat.selectOption('random');
    await page.getByTestId('create-table').click();
    await page.getByTestId('lobby').waitFor();
    await expect.poll(() => page.title()).toBe('Brisca — Naipes');
    expect(await page.getByTestId('header-game').textContent()).toBe('Brisca');
    await expect.poll(() => page.getByTestId('start-online').isEnabled()).toBe(true);
    await page.getByTestId('start-online').click();
    await page.getByTestId('game').waitFor();
    await page.getByTestId('leave-table').click();
    expect(await page.getByTestId('leave-ask').textContent()).toContain('The computer plays your seat');
    await page.getByTestId('leave-stay').click();
    expect(await page.getByTestId('game').isVisible()).toBe(true);
    await page.getByTestId('leave-table').click();
    await page.getByTestId('leave-confirm').click();
    await page.getByTestId('home').waitFor();
    await expect.poll(() => page.title()).toBe('Naipes');
    expect(errors).toEqual([]);
    await context.close();
  });
});
