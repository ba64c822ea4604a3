import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parsePlay } from '@escoba/engine';
import { makeI18n } from '../src/i18n/translator.js';
import { openPage, playHandByClicking, savedRecord, waitForTurn, useBuiltApp } from './e2e/harness.js';
import { escobaAtLastCard } from './e2e/saved-hand.js';
import { goToHash } from './e2e/shared-page.js';

// End-to-end: every play stays legible after its animation, and selecting a card moves nothing.
const app = useBuiltApp();

const en = makeI18n('en');

const startGame = async (page: Page, seed: string) => {
  await page.goto(`${app.server.url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('start').click();
  await page.getByTestId('game').waitFor();
};

/** Plays the first playable card: its first capture when it has one, else lays it. */
async function playOnce(page: Page): Promise<void> {
  await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().click();
  if ((await page.getByTestId('take-option').count()) > 0) await page.getByTestId('take-option').first().click();
  else await page.getByTestId('lay-option').click();
}

const lastPlayOf = async (record: unknown) => {
  const hands = (record as { hands: { plays: string[] }[] }).hands;
  const played = parsePlay(hands.at(-1)!.plays.at(-1)!);
  if (!played.ok) throw new Error(played.error.message);
  return played.value;
};

/**
 * Layout boxes of the table's parts, in the page: each element's box without its own transform (a selected
 * card is lifted by one, which moves nothing else).
 */
const MEASURE = `(() => {
  const at = (el) => {
    const r = el.getBoundingClientRect();
    const t = getComputedStyle(el).transform;
    const m = new DOMMatrixReadOnly(t === 'none' ? undefined : t);
    return Math.round(r.left - m.m41) + ',' + Math.round(r.top - m.m42) + ',' + Math.round(r.width) + 'x' + Math.round(r.height);
  };
  const out = {};
  for (const sel of ['[data-testid="seat-1"]', '[data-testid="table"]', '[data-testid="stock"]', '[data-testid="hand"]', '[data-testid="seat-0"]', '[data-testid="play-log"]', '.toolbar']) out[sel] = at(document.querySelector(sel));
  document.querySelectorAll('[data-testid="hand"] button.card').forEach((el, i) => (out['hand ' + i] = at(el)));
  document.querySelectorAll('[data-testid="table"] button.card').forEach((el, i) => (out['table ' + i] = at(el)));
  return out;
})()`;

describe('every play stays legible (Chromium)', () => {
  it("shows the bot's last play by its seat after the animation, and the hand's play log", async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', table: '2', levels: ['easy'], animation: 'normal' });
    await startGame(page, 'e2e-legible');
    await waitForTurn(page);
    await playOnce(page);
    // The bot answers after the human's card has flown and its own pause: then it is the human's turn again.
    expect(await waitForTurn(page)).toBe('turn');
    // The cards' flight ends (no fixed wait: the poll reads as soon as it has).
    await expect.poll(() => page.locator('[data-testid="table"] .arriving').count(), { timeout: 10_000 }).toBe(0);
    const play = await lastPlayOf(await savedRecord(page));
    const shown = page.getByTestId('last-play-1');
    expect(await shown.locator('[data-card]').first().getAttribute('data-card')).toBe(String(play.card));
    const text = (await shown.locator('.sr-only').textContent()) ?? '';
    expect(text).toContain(en.card(play.card));
    if (play.take.length > 0) expect(text).toContain(`took ${en.cards(play.take)}`);
    else expect(text).toBe(`laid ${en.card(play.card)}`);
    // The person's own last play is by their seat too.
    expect(await page.getByTestId('last-play-0').locator('[data-card]').count()).toBeGreaterThan(0);

    // The log is folded away and, opened, tells the hand's plays in words, the bot's last.
    const log = page.getByTestId('play-log');
    expect(await log.locator('li').first().isVisible()).toBe(false);
    await log.locator('summary').click();
    const lines = await log.locator('li').allTextContents();
    expect(lines[0]).toMatch(/^Hand 1/);
    expect(lines.at(-1)).toMatch(/^Lucía /);
    expect(lines.at(-1)).toContain(en.card(play.card));
    if (play.take.length > 0) expect(lines.at(-1)).toContain(en.cards(play.take));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains an escoba at the deal: the banner, the dealer\'s seat and a line in the log', async () => {
    // Seed deal-escoba-23: Lucía deals and the four table cards add up to 30, two escobas for her.
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', table: '2', levels: ['easy'], animation: 'normal' });
    await startGame(page, 'deal-escoba-23');
    const banner = page.getByTestId('escoba-banner');
    await banner.waitFor({ timeout: 5000 });
    expect(await banner.textContent()).toBe('Escoba! ×2 Lucía · at the deal');
    const taken = [28, 16, 3, 19];
    const seat = page.getByTestId('last-play-1');
    expect(await seat.locator('.sr-only').textContent()).toBe(`took ${en.cards(taken)} at the deal Escoba ×2`);
    expect(await seat.locator('[data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))))).toEqual(taken);
    expect(await page.getByTestId('seat-1').textContent()).toContain('Escobas: 2');
    await page.getByTestId('play-log').locator('summary').click();
    expect(await page.getByTestId('play-log').locator('li').allTextContents()).toContain(`Lucía takes ${en.cards(taken)} at the deal: 2 escobas.`);
    // The banner goes; the explanation by the seat stays.
    await banner.waitFor({ state: 'detached', timeout: 5000 });
    expect(await seat.locator('[data-card]').count()).toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves nothing on the page when a card is selected (element positions measured)', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', table: '2', levels: ['easy'] });
    // Layout positions (offsets, which a selected card's lift by transform does not change) of the table's parts.
    const positions = () => page.evaluate(MEASURE) as Promise<Record<string, string>>;
    // Three deals in one load of the app: games 0, 1 and 2 of the page's seed (the app numbers them: newSeed).
    await page.goto(`${app.server.url}/?seed=e2e-shift`);
    for (const game of [0, 1, 2]) {
      await goToHash(page, '#/');
      await page.getByTestId('new-game-button').click();
      await page.getByTestId('start').click();
      await page.getByTestId('game').waitFor();
      expect(await waitForTurn(page)).toBe('turn');
      const before = await positions();
      const cards = page.locator('[data-testid="hand"] button.card');
      const n = await cards.count();
      for (let i = 0; i < n; i++) {
        const card = cards.nth(i);
        if ((await card.getAttribute('aria-disabled')) === 'true') continue;
        await card.click();
        expect(await card.getAttribute('aria-pressed')).toBe('true');
        expect(await positions(), `selecting hand card ${i} (game ${game} of seed e2e-shift)`).toEqual(before);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('returns to the game from a review opened at the end of a hand', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', table: '2', levels: ['easy'] });
    // The hand's end from the person's last card of it, the game resumed from a save (e2e/saved-hand.ts): the way
    // back from the review is what this test is about, not the play to the end (web.e2e plays whole hands by clicking).
    const saved = escobaAtLastCard('e2e-review-back', 1, { preset: 'classic', target: 31 });
    await context.addInitScript(`if (!localStorage.getItem(${JSON.stringify(saved.key)})) localStorage.setItem(${JSON.stringify(saved.key)}, ${JSON.stringify(saved.record)});`);
    await page.goto(app.server.url);
    await page.getByTestId('continue').click();
    expect(await playHandByClicking(page)).toBe(1);
    await page.getByTestId('hand-over').getByRole('button', { name: 'Review' }).click();
    await page.getByTestId('review').waitFor();
    expect(await page.getByTestId('review-close').textContent()).toBe('Back to the game');
    await page.getByTestId('review-close').click();
    await page.getByTestId('hand-over').waitFor();
    await page.getByTestId('next-hand').click();
    expect(await waitForTurn(page)).toBe('turn');
    expect(errors).toEqual([]);
    await context.close();
  });
});
