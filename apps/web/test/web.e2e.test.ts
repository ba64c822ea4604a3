import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { replayRecord, SCORE_KEYS } from '@escoba/engine';
import { ensureBuilt, focusedTestId, launchBrowser, openPage, playHandByClicking, savedRecord, shownHandPoints, startServer, waitForTurn } from './e2e/harness.js';

// End-to-end: the built app served by the real server, driven in Debian's Chromium.
let server: { url: string; process: ChildProcess };
let browser: Browser;

beforeAll(async () => {
  ensureBuilt();
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.process.kill();
});

const startGame = async (page: Page, seed: string) => {
  await page.goto(`${server.url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('start').click();
  await page.getByTestId('game').waitFor();
};

/** The breakdown shown on the page agrees with the engine's replay of the downloaded record. */
async function expectBreakdownMatchesEngine(page: Page, record: unknown) {
  const replay = replayRecord(record);
  expect(replay.ok).toBe(true);
  if (!replay.ok) return;
  const result = replay.value.results[0]!;
  const sides = replay.value.setup.sides.length;
  expect(await shownHandPoints(page, sides)).toEqual(result.points);
  for (let side = 0; side < sides; side++) {
    for (const key of SCORE_KEYS) {
      const cell = page.getByTestId(`cat-${key}-${side}`);
      if ((await cell.count()) === 0) continue;
      expect(Number(await cell.getAttribute('data-points')), `${key} of side ${side}`).toBe(result.breakdown[side]![key] ?? 0);
    }
    expect(Number(await page.getByTestId(`cat-total-${side}`).getAttribute('data-points'))).toBe(replay.value.scores[side]);
  }
  const leftover = Number(await page.getByTestId('leftover').getAttribute('data-sum'));
  expect([10, 25, 40, 55]).toContain(leftover);
}

describe('web app (Chromium)', () => {
  it('plays a whole 2-player hand by clicking cards; the breakdown matches the engine; the game resumes after a reload', async () => {
    const { context, page, errors } = await openPage(browser, { lang: 'en', table: '2', levels: ['easy'] });
    await startGame(page, 'e2e-two');
    // Resume: a reload mid-hand offers to continue the same game.
    await waitForTurn(page);
    const handBefore = await page.locator('[data-testid="hand"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    await page.goto(`${server.url}/`);
    await page.getByTestId('continue').click();
    await waitForTurn(page);
    expect(await page.locator('[data-testid="hand"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(handBefore);

    const plays = await playHandByClicking(page);
    expect(plays).toBeGreaterThanOrEqual(17);
    await expect.poll(() => page.getByTestId('breakdown').isVisible()).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByTestId('hand-over').getByRole('button', { name: /Download record/ }).click();
    const record: unknown = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
    expect(record).toMatchObject({ format: 'escoba-record/1', players: 2, seed: 'e2e-two' });
    await expectBreakdownMatchesEngine(page, record);
    await page.getByTestId('next-hand').click();
    await waitForTurn(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a hand of a 4-player partnership game: partner marked, sides scored together', async () => {
    const { context, page, errors } = await openPage(browser, { lang: 'es', table: '4p', levels: ['random', 'easy', 'random'] });
    await startGame(page, 'e2e-four');
    await expect.poll(() => page.getByTestId('seat-2').getAttribute('class')).toContain('partner');
    await expect.poll(() => page.getByTestId('seat-2').textContent()).toContain('compañero');
    expect(await page.getByTestId('seat-1').getAttribute('class')).not.toContain('partner');
    await playHandByClicking(page);
    await expect.poll(() => page.getByTestId('breakdown').locator('thead th').allTextContents()).toEqual(['Tanteo', 'Tú y Mateo', 'Lucía y Carmen']);
    await expectBreakdownMatchesEngine(page, await savedRecord(page));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be played with the keyboard alone', async () => {
    const { context, page, errors } = await openPage(browser, { lang: 'en', table: '2', levels: ['random'] });
    await page.goto(`${server.url}/?seed=e2e-keys`);
    const tabTo = async (testId: string, limit = 80) => {
      for (let i = 0; i < limit; i++) {
        if ((await focusedTestId(page)) === testId) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await tabTo('new-game-button');
    await page.keyboard.press('Enter');
    await tabTo('start');
    await page.keyboard.press('Enter');
    let plays = 0;
    while ((await waitForTurn(page)) === 'turn' && plays < 6) {
      // Focus comes back to the hand on the person's turn.
      await expect.poll(() => focusedTestId(page)).toBe('hand-card');
      await page.keyboard.press('Enter');
      // The choices for the selected card: a set to take or the lay.
      for (let i = 0; i < 30; i++) {
        const id = await focusedTestId(page);
        const disabled = await page.evaluate('document.activeElement.getAttribute("aria-disabled")');
        if ((id === 'take-option' || id === 'lay-option') && disabled !== 'true') break;
        await page.keyboard.press('Shift+Tab');
      }
      await page.keyboard.press('Enter');
      plays++;
      await page.waitForTimeout(50);
    }
    expect(plays).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language and deck on the table, and remembers them', async () => {
    const { context, page, errors } = await openPage(browser, { lang: 'es', table: '2', levels: ['random'] });
    await startGame(page, 'e2e-switch');
    await waitForTurn(page);
    const firstCard = page.locator('[data-testid="hand"] button.card').first();
    expect(await firstCard.getAttribute('aria-label')).toMatch(/^(\d|sota|caballo|rey) de (oros|copas|espadas|bastos), vale \d+, (se puede jugar|puede llevarse|no se puede jugar)/);
    await page.getByTestId('lang-en').click();
    expect(await firstCard.getAttribute('aria-label')).toMatch(/^(ace|two|three|four|five|six|seven|jack|knight|king) of (coins|cups|swords|clubs), worth \d+, (playable|can take|not playable)/);
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    const cornerText = async () => (await page.locator('[data-testid="hand"] button.card svg text').allTextContents()).join(' ');
    await page.getByTestId('deck-switch').selectOption('french');
    expect(await cornerText()).not.toMatch(/\b1[012]\b/);
    await page.getByTestId('deck-switch').selectOption('spanish');
    await page.getByTestId('deck-switch').selectOption('italian');
    expect(await cornerText()).not.toMatch(/\b1[12]\b/);
    await page.reload();
    expect(await page.getByTestId('deck-switch').inputValue()).toBe('italian');
    expect(await page.getByTestId('lang-en').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names every card for assistive technology and announces each play', async () => {
    const { context, page, errors } = await openPage(browser, { lang: 'en', table: '3', levels: ['random', 'random'] });
    await startGame(page, 'e2e-a11y');
    await waitForTurn(page);
    const labels = await page.locator('[data-testid="hand"] button.card, [data-testid="table"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const label of labels) expect(label).toMatch(/^(ace|two|three|four|five|six|seven|jack|knight|king) of (coins|cups|swords|clubs), worth (\d|10)\b/);
    // Every button has a name.
    const unnamed = await page.locator('button').evaluateAll((els) => els.filter((e) => !(e.getAttribute('aria-label') || e.textContent || '').trim()).length);
    expect(unnamed).toBe(0);
    await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().click();
    const option = page.locator('[data-testid="take-option"], [data-testid="lay-option"]:not([aria-disabled="true"])').first();
    await option.click();
    await expect.poll(() => page.getByTestId('live').textContent()).toMatch(/You (lay|play) /);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads and starts a game offline once it has been loaded (service worker)', async () => {
    const { context, page, errors } = await openPage(browser, { lang: 'en', table: '2', levels: ['medium'] });
    await page.goto(`${server.url}/`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('start').click();
    expect(await waitForTurn(page)).toBe('turn');
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
