import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, type Lang } from '../src/i18n/strings.js';
import { MESSAGES } from '../src/games/messages.js';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { goToHash, useSharedPage } from './e2e/shared-page.js';

// The rules pages in Chromium, on the built app served by the real server: opened from the home page (every game's
// page) and from each game's new-game form, in every language; from a table in play (coming back to the same game),
// each game in one of the languages (the page's words in every language are the home page test's; what a table
// adds is which game's page opens and the game left as it was, the same in any language).
const app = useBuiltApp();

const GAMES = ['escoba', 'brisca', 'alcalde'] as const;
const GAME_NAMES = { escoba: 'game.escoba', brisca: 'game.brisca', alcalde: 'game.alcalde' } as const;

/** The open dialog shows `game`'s page in `lang`: its title, its sections with their sources, cards drawn by the app. */
async function expectRulesPage(page: Page, lang: Lang, game: (typeof GAMES)[number]) {
  const dialog = page.getByTestId('rules-dialog');
  await page.getByTestId(`rules-page-${game}`).waitFor();
  await expect(dialog.locator('h2').textContent()).resolves.toBe(`${MESSAGES[lang]['rules.title']}: ${MESSAGES[lang][GAME_NAMES[game]]}`);
  const body = page.getByTestId(`rules-page-${game}`);
  expect(await body.locator('[data-section]').count()).toBeGreaterThan(5);
  expect(await body.locator('[data-source]').count()).toBeGreaterThan(0);
  expect(await body.locator('.rule-card svg.card-svg').count()).toBeGreaterThan(5);
  await expect(body.locator('.rules-sources').first().textContent()).resolves.toContain(MESSAGES[lang]['rules.source']);
  expect(await page.locator(`[data-game-rules="${game}"]`).getAttribute('data-game-rules')).toBe(game);
}

async function closeRules(page: Page) {
  await page.getByTestId('rules-close').click();
  await page.getByTestId('rules-dialog').waitFor({ state: 'detached' });
}

/** The home screen of the shared page, from wherever its last test left it. */
async function home(page: Page): Promise<void> {
  await goToHash(page, '#/');
  await page.getByTestId('home').waitFor();
}

describe('the rules pages', () => {
  // Each language's three tests share one page (e2e/shared-page.ts), each starting from the home screen: the home
  // page's test first, on the page as it was loaded.
  for (const lang of LANGS) {
    describe(`in ${lang}`, () => {
      const shared = useSharedPage(app, { lang }, { width: 1280, height: 800 }, `/?seed=rules-${lang}`);

      it(`from the home page, every game's tab, in ${lang}`, async () => {
        const { page, errors } = shared;
        await home(page);
        await page.getByTestId('home-rules').click();
        await expectRulesPage(page, lang, 'escoba');
        for (const game of GAMES) {
          await page.getByTestId(`rules-tab-${game}`).click();
          await expectRulesPage(page, lang, game);
        }
        await expect(page.getByTestId('rules-page-brisca').count()).resolves.toBe(0);
        await closeRules(page);
        await page.getByTestId('home').waitFor();
        expect(errors).toEqual([]);
      });

      it(`from each game's new-game form, coming back to the form, in ${lang}`, async () => {
        const { page, errors } = shared;
        await home(page);
        await page.getByTestId('new-game-button').click();
        for (const game of GAMES) {
          await page.getByTestId(`game-${game}`).check();
          await page.getByTestId('start').waitFor();
          await page.getByTestId('new-game-rules').click();
          await expectRulesPage(page, lang, game);
          await closeRules(page);
          expect(await page.getByTestId(`game-${game}`).isChecked()).toBe(true);
          expect(await page.evaluate('location.hash')).toBe(`#/${game}/new`);
        }
        expect(errors).toEqual([]);
      });

      const game = GAMES[LANGS.indexOf(lang)]!;
      it(`from a table of ${game} in play, coming back to the same game, in ${lang}`, async () => {
        const { page, errors } = shared;
        await home(page);
        await page.getByTestId('new-game-button').click();
        await page.getByTestId(`game-${game}`).check();
        await page.getByTestId('start').click();
        await page.getByTestId('game').waitFor();
        const hand = page.locator('[data-testid="hand"] [data-card]');
        await hand.first().waitFor();
        const cards = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
        const hash = await page.evaluate('location.hash');
        expect(hash).toBe(`#/${game}/play`);

        await page.getByTestId('rules-button').click();
        await expectRulesPage(page, lang, game);
        await closeRules(page);

        await page.getByTestId('game').waitFor();
        expect(await page.evaluate('location.hash')).toBe(hash);
        expect(await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(cards);
        expect(errors).toEqual([]);
      });
    });
  }

  it('from an online table in play, on the table\'s game, coming back to the same table', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/#/online`);
    await page.getByTestId('online-name').fill('Ana');
    await page.getByTestId('online-game-brisca').check();
    await page.getByTestId('online-seat-1').selectOption('random');
    await page.getByTestId('create-table').click();
    await page.getByTestId('lobby').waitFor();
    await page.getByTestId('start-online').click();
    await page.getByTestId('game').waitFor();
    const hand = page.locator('[data-testid="hand"] [data-card]');
    await hand.first().waitFor();
    const cards = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    const hash = await page.evaluate('location.hash');

    // No game was chosen in this browser (the header would fall back to Escoba): the table's game opens.
    await page.getByTestId('rules-button').click();
    await expectRulesPage(page, 'en', 'brisca');
    await closeRules(page);

    await page.getByTestId('game').waitFor();
    expect(await page.evaluate('location.hash')).toBe(hash);
    expect(await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(cards);
    expect(errors).toEqual([]);
    await context.close();
  });
});
