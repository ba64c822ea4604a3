import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recordFromState } from '@escoba/engine';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { randomGame } from './random-game.js';

// End-to-end in Chromium: the new-game form on a phone, opening record files (JSON, JSON Lines, other games), and
// the seats around the table.
const app = useBuiltApp();

/** The Deal button lies wholly inside the viewport, and the page is not scrolled. */
async function dealIsInView(page: Page): Promise<void> {
  expect(await page.evaluate('window.scrollY')).toBe(0);
  const box = await page.getByTestId('start').boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

describe('the new-game form on a 360×740 phone', () => {
  it.each(['es', 'en', 'pt'] as const)('shows Deal without scrolling (%s), with every rule option under "More rules"', async (lang) => {
    const { context, page, errors } = await openPage(app.browser, { lang, table: '6p' }, { width: 360, height: 740 });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('new-game').waitFor();
    await dealIsInView(page);
    // The options under "More rules" are hidden until it is opened, and all there once it is.
    expect(await page.getByTestId('option-renuncio').isVisible()).toBe(false);
    await page.getByTestId('more-rules').locator('summary').click();
    await page.getByTestId('option-renuncio').waitFor();
    expect(await page.getByTestId('preset-classic').isVisible()).toBe(true);
    expect(await page.getByTestId('level-5').isVisible()).toBe(true);
    // The level up front sets every opponent's.
    await page.getByTestId('opponents-level').selectOption('hard');
    for (let seat = 1; seat <= 5; seat++) expect(await page.getByTestId(`level-${seat}`).inputValue()).toBe('hard');
    await page.getByTestId('level-3').selectOption('easy');
    expect(await page.getByTestId('opponents-level').inputValue()).toBe('mixed');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('opening a record', () => {
  it('lists the games of a JSON Lines file to pick one, of any game (brisca-record/1 too: brisca-review.e2e.test.ts)', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/`);
    const states = [1, 2, 3].map((n) => randomGame(`e2e-lines-${n}`));
    const lines = states.map((s, i) => JSON.stringify(recordFromState(s, { seed: 9, game: i + 1 }))).join('\n') + '\n';
    await page.getByTestId('open-record').setInputFiles({ name: 'selfplay.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(lines) });
    await page.getByTestId('record-picker').waitFor();
    const items = page.getByTestId('record-game');
    expect(await items.count()).toBe(3);
    // Escoba's code says the score once it is loaded.
    await expect.poll(() => items.nth(1).textContent()).toBe(`Game 2 · 2 players · final score ${states[1]!.scores.join('–')}`);
    await items.nth(1).click();
    await page.getByTestId('review').waitFor();

    // A single record still opens directly.
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('open-record').setInputFiles({ name: 'one.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(recordFromState(states[0]!))) });
    await page.getByTestId('review').waitFor();

    // Records of another game are listed too; these name no rules, so their game cannot replay them.
    await page.goto(`${app.server.url}/`);
    const brisca = JSON.stringify({ format: 'brisca-record/1', players: 2, partnerships: false, hands: [] });
    await page.getByTestId('open-record').setInputFiles({ name: 'brisca.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(`${brisca}\n${brisca}\n`) });
    await page.getByTestId('record-picker').waitFor();
    await expect.poll(() => page.getByTestId('record-game').nth(1).textContent()).toBe('Game 2 · 2 players · cannot be replayed');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('seats around the table (1280×800)', () => {
  const boxOf = async (page: Page, testId: string) => {
    const box = await page.getByTestId(testId).boundingBox();
    if (!box) throw new Error(`${testId} is not shown`);
    return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height, centre: box.x + box.width / 2 };
  };

  it('puts the partner opposite, the next player on the right and the previous one on the left; one opponent opposite', async () => {
    for (const table of ['4p', '2'] as const) {
      const { context, page, errors } = await openPage(app.browser, { lang: 'en', table });
      await page.goto(`${app.server.url}/?seed=e2e-ring-${table}`);
      await page.getByTestId('new-game-button').click();
      await page.getByTestId('start').click();
      await page.getByTestId('game').waitFor();
      const felt = await boxOf(page, 'table');
      const area = await page.locator('.table-area').boundingBox();
      const middle = area!.x + area!.width / 2;
      const top = await boxOf(page, table === '4p' ? 'seat-2' : 'seat-1');
      // Opposite: above the table, centred on it.
      expect(top.bottom).toBeLessThanOrEqual(felt.top);
      expect(Math.abs(top.centre - middle)).toBeLessThan(40);
      if (table === '4p') {
        const left = await boxOf(page, 'seat-3');
        const right = await boxOf(page, 'seat-1');
        expect(left.right).toBeLessThanOrEqual(area!.x);
        expect(right.left).toBeGreaterThanOrEqual(area!.x + area!.width);
        // Beside the table, not above it.
        expect(left.bottom).toBeGreaterThan(area!.y);
        expect(right.bottom).toBeGreaterThan(area!.y);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
