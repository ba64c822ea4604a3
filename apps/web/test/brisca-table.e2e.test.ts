import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { POINTS, type BriscaState, type PresetName } from '@escoba/brisca';
import { briscaMatch } from '../src/games/brisca/match.js';
import { newSeed } from '../src/app/seed.js';
import { openPage, ROOT, useBuiltApp } from './e2e/harness.js';
import { goToHash } from './e2e/shared-page.js';

// End to end in Chromium: the Brisca and Alcalde tables keep still while the Alcalde picks his two cards (a 360 px
// phone), the header's "show card values" shows Brisca's points there, and the first load leaves Brisca's engine out.
const app = useBuiltApp();

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/**
 * A `?seed=` whose deal of the page's game number `gameNumber` (as the app numbers them: newSeed) satisfies `found`;
 * the page's first game by default.
 */
function seedWhere(prefix: string, setup: { rules: PresetName; players: number }, found: (state: BriscaState) => boolean, gameNumber = 0): string {
  for (let i = 0; i < 2000; i++) {
    const seed = `${prefix}-${i}`;
    const m = briscaMatch.create({ ...setup, partnerships: false, levels: [null, ...Array<'random'>(setup.players - 1).fill('random')], seed: newSeed(`?seed=${seed}`, gameNumber) });
    if (m.ok && found(m.value.state)) return seed;
  }
  throw new Error(`no seed for ${prefix}`);
}

/** From the home page, the new-game form of `game`, then Deal. */
async function deal(page: Page, game: 'brisca' | 'alcalde', seed: string) {
  await page.goto(`${app.server.url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId(`game-${game}`).check();
  await page.getByTestId('opponents-level').selectOption('random');
  await page.getByTestId('start').click();
  await page.getByTestId('game').waitFor();
}

/**
 * Layout boxes of the table's parts: each element's box without its own transform (a selected card is lifted by
 * one, which moves nothing else).
 */
const MEASURE = `(() => {
  const at = (el) => {
    const r = el.getBoundingClientRect();
    const t = getComputedStyle(el).transform;
    const m = new DOMMatrixReadOnly(t === 'none' ? undefined : t);
    return Math.round(r.left - m.m41) + ',' + Math.round(r.top - m.m42) + ',' + Math.round(r.width) + 'x' + Math.round(r.height);
  };
  const out = {};
  for (const sel of ['[data-testid="seat-1"]', '[data-testid="seat-2"]', '[data-testid="trick"]', '[data-testid="stock"]', '.actions', '[data-testid="message"]', '.actions .options', '[data-testid="hand"]', '[data-testid="seat-0"]', '.toolbar', '[data-testid="play-log"]']) out[sel] = at(document.querySelector(sel));
  document.querySelectorAll('[data-testid="hand"] button.card').forEach((el, i) => (out['hand ' + i] = at(el)));
  return out;
})()`;

/** The value badge each hand card shows, by card id ('' for none). */
const handBadges = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(`Object.fromEntries([...document.querySelectorAll('[data-testid="hand"] button.card')].map((b) => [b.dataset.card, b.querySelector('.value-badge')?.getAttribute('data-value') ?? '']))`);

describe('the Brisca and Alcalde tables (Chromium)', () => {
  it('moves nothing on a 360 px phone while the Alcalde picks, swaps and plays his two cards (positions measured)', async () => {
    // One load of the app for the three languages (the header's switch): each language's game is the page's next
    // one (game n of the page's `?seed=`, set in place), dealt from a seed that makes the person its first Alcalde.
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', levels: ['random', 'random'] }, { width: 360, height: 740 });
    await page.goto(app.server.url);
    const positions = () => page.evaluate(MEASURE) as Promise<Record<string, string>>;
    for (const [gameNumber, lang] of (['en', 'es', 'pt'] as const).entries()) {
      const seed = seedWhere('e2e-alcalde-still', { rules: 'alcalde', players: 3 }, (s) => s.hand!.alcalde === 0, gameNumber);
      await page.evaluate((s) => history.replaceState(history.state, '', `${location.pathname}?seed=${encodeURIComponent(s)}${location.hash}`), seed);
      await goToHash(page, '#/');
      await page.getByTestId(`lang-${lang}`).click();
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      await page.getByTestId('new-game-button').click();
      await page.getByTestId('game-alcalde').check();
      await page.getByTestId('opponents-level').selectOption('random');
      await page.getByTestId('start').click();
      await page.getByTestId('game').waitFor();
      // Turns of the hand (the hand shrinks by two a turn, which may move things between turns, never within one).
      for (let turn = 0; turn < 3; turn++) {
        await playable(page).nth(1).waitFor();
        const before = await positions();
        const cards = playable(page);
        const pair = [await cards.nth(0).getAttribute('data-card'), await cards.nth(1).getAttribute('data-card')];
        await cards.nth(0).click();
        expect(await cards.nth(0).getAttribute('aria-pressed'), `${lang} turn ${turn}`).toBe('true');
        expect(await positions(), `${lang} turn ${turn}: the first card picked`).toEqual(before);
        await cards.nth(1).click();
        await page.getByTestId('play-pair').waitFor();
        expect(await positions(), `${lang} turn ${turn}: the second card picked (Play and Swap shown)`).toEqual(before);
        await page.getByTestId('swap-pair').click();
        expect(await positions(), `${lang} turn ${turn}: the order swapped`).toEqual(before);
        await cards.nth(1).click();
        expect(await page.getByTestId('play-pair').count(), `${lang} turn ${turn}: a card unpicked`).toBe(0);
        expect(await positions(), `${lang} turn ${turn}: a card unpicked (Play and Swap gone)`).toEqual(before);
        await cards.nth(1).click();
        await page.getByTestId('play-pair').click();
        // The pair has left the hand.
        await expect.poll(() => page.locator(pair.map((c) => `[data-testid="hand"] button.card[data-card="${c}"]`).join(', ')).count(), { timeout: 30_000 }).toBe(0);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Brisca’s points on the cards’ badges with "show card values", and none without', async () => {
    // A deal where the person holds a card that counts and one that does not, and the trump card counts.
    const counts = (c: number) => POINTS[c % 10]! > 0;
    const seed = seedWhere('e2e-brisca-badges', { rules: 'brisca', players: 2 }, (s) => s.hand!.hands[0]!.some(counts) && !s.hand!.hands[0]!.every(counts) && counts(s.hand!.trumpCard!));
    /** As 11, tres 10, rey 4, caballo 3, sota 2 (seed 001b); the cards that count nothing carry no badge. */
    const expected = (cards: number[], on: boolean) => Object.fromEntries(cards.map((c) => [String(c), on && counts(c) ? String(POINTS[c % 10]) : '']));
    for (const showValues of [true, false]) {
      const { context, page, errors } = await openPage(app.browser, { lang: 'en', showValues, levels: ['random'] });
      await deal(page, 'brisca', seed);
      await playable(page).first().waitFor();
      const cards = Object.keys(await handBadges(page)).map(Number);
      expect(cards).toHaveLength(3);
      expect(await handBadges(page)).toEqual(expected(cards, showValues));
      const trump = Number(await page.getByTestId('trump-card').getAttribute('data-card'));
      const trumpBadge = page.locator('[data-testid="trump-card"] .value-badge');
      if (showValues) expect(await trumpBadge.getAttribute('data-value')).toBe(String(POINTS[trump % 10]));
      else expect(await trumpBadge.count()).toBe(0);
      // The header's switch turns them off (or on) at once, on the Brisca table too.
      await page.locator('.values-switch input').click();
      expect(await handBadges(page)).toEqual(expected(cards, !showValues));
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('leaves Brisca’s engine out of the first load: it comes with the Brisca screens or an online table', () => {
    const dist = `${ROOT}apps/web/dist`;
    const html = readFileSync(`${dist}/index.html`, 'utf8');
    const firstLoad = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(firstLoad.length).toBeGreaterThan(0);
    // A sentence of the Brisca engine's own (packages/brisca/src/state.ts): in one chunk of the page, and in the
    // worker's Brisca plugin (its bots carry the rules too), neither of them loaded first.
    const marker = 'the trump card has already been drawn';
    const holding = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js') && readFileSync(`${dist}/assets/${f}`, 'utf8').includes(marker));
    expect(holding.filter((f) => !f.startsWith('brisca-plugin-'))).toHaveLength(1);
    for (const chunk of holding) expect(firstLoad).not.toContain(`assets/${chunk}`);
  });
});
