import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { entryOf } from '../src/games/catalog.js';
import { makeI18n } from '../src/i18n/translator.js';
import { useBuiltApp } from './e2e/harness.js';
import { goToHash, useSharedPage } from './e2e/shared-page.js';

// End to end in Chromium: on a 360 px phone the header takes at most two rows in every language and with every
// deck, at home (the product's name) and at each game (its name): its controls are grouped by the rows they sit
// on, and the header is no taller than those two rows and its padding.
// One page loaded once for the three languages (the header's switch) and the decks (its deck switch), each screen
// reached by the app's hash routes.
const app = useBuiltApp();

const PHONE = { width: 360, height: 740 };

interface HeaderShape {
  readonly height: number;
  /** The height of each row of controls, top to bottom. */
  readonly rows: number[];
  readonly scrollWidth: number;
}

/** The header's height and its rows: the visible controls (and the name) grouped by the vertical band they share. */
const SHAPE = `(() => {
  const header = document.querySelector('.app-header');
  const parts = [...header.querySelectorAll('.brand, button, select, label, input')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .sort((a, b) => a.top - b.top);
  const rows = [];
  for (const r of parts) {
    const row = rows.find((x) => r.top < x.bottom && r.bottom > x.top);
    if (row) { row.top = Math.min(row.top, r.top); row.bottom = Math.max(row.bottom, r.bottom); }
    else rows.push({ top: r.top, bottom: r.bottom });
  }
  return { height: header.getBoundingClientRect().height, rows: rows.map((x) => x.bottom - x.top), scrollWidth: document.documentElement.scrollWidth };
})()`;

async function expectTwoRows(page: Page, what: string): Promise<void> {
  const shape = (await page.evaluate(SHAPE)) as HeaderShape;
  expect(shape.rows.length, `${what}: the header's rows (${shape.rows.join(', ')} px)`).toBeLessThanOrEqual(2);
  // Two rows and the header's padding and gap (12 px); three rows of 32 px controls would not fit.
  expect(shape.height, `${what}: the header's height`).toBeLessThanOrEqual(shape.rows.reduce((a, b) => a + b, 0) + 12);
  expect(shape.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(PHONE.width);
}

describe('the header on a 360 px phone (Chromium)', () => {
  const shared = useSharedPage(app, { lang: 'es' }, PHONE);

  it.each(['es', 'en', 'pt'] as const)('takes at most two rows, at home and at each game, with each deck (%s)', async (lang) => {
    const { page, errors } = shared;
    await goToHash(page, '#/');
    await page.getByTestId('home').waitFor();
    await page.getByTestId(`lang-${lang}`).click();
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
    for (const deck of ['spanish', 'italian', 'french'] as const) {
      await goToHash(page, '#/');
      await page.getByTestId('home').waitFor();
      await page.getByTestId('deck-switch').selectOption(deck);
      await expectTwoRows(page, `home, ${deck} deck (${lang})`);
      for (const game of ['escoba', 'brisca', 'alcalde'] as const) {
        await goToHash(page, `#/${game}/new`);
        // The header names this game (the previous screen's name gone).
        await expect.poll(() => page.getByTestId('header-game').textContent(), { timeout: 30_000 }).toBe(makeI18n(lang).t(entryOf(game).name));
        await expectTwoRows(page, `${game}'s form, ${deck} deck (${lang})`);
      }
    }
    expect(errors).toEqual([]);
  });
});
