import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { trickWinnerIndex, type PresetName } from '@escoba/brisca';
import { briscaMatch } from '../src/games/brisca/match.js';
import { openPage, useBuiltApp } from './e2e/harness.js';

// End to end in Chromium: the marks on a Brisca table's cards. Trumps in the hand carry a visible "★ Trump" (and the
// word in their accessible name); the trick shows which card led and, once decided, which takes it, each with its
// own word; the Alcalde's Play button is never cut on a 360 px phone and keeps the whole sentence as its name.
const app = useBuiltApp();

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** A seed whose first deal (as the app deals it) satisfies `found`. */
function seedWhere(prefix: string, rules: PresetName, players: number, found: (hand: { alcalde: number | null; hands: readonly (readonly number[])[]; trumpSuit: number }) => boolean): string {
  for (let i = 0; i < 2000; i++) {
    const seed = `${prefix}-${i}`;
    const m = briscaMatch.create({ rules, players, partnerships: false, levels: [null, ...Array<'easy'>(players - 1).fill('easy')], seed });
    if (m.ok && found(m.value.state.hand!)) return seed;
  }
  throw new Error(`no seed for ${prefix}`);
}

async function deal(page: Page, game: 'brisca' | 'alcalde', seed: string) {
  await page.goto(`${app.server.url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId(`game-${game}`).check();
  if (game === 'brisca') await page.getByTestId('table-2').check();
  await page.getByTestId('opponents-level').selectOption('easy');
  await page.getByTestId('start').click();
  await page.getByTestId('game').waitFor();
}

describe('marks on the Brisca table (Chromium)', () => {
  it('marks each trump in the hand with "★ Trump" (and says it), and no other card', async () => {
    // A first hand with trumps and other cards.
    const seed = seedWhere('e2e-marks-trump', 'brisca', 2, (h) => h.hands[0]!.some((c) => ((c / 10) | 0) === h.trumpSuit) && !h.hands[0]!.every((c) => ((c / 10) | 0) === h.trumpSuit));
    // One deal, read in each language in turn (the header's switch: the same cards, their words changed).
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await deal(page, 'brisca', seed);
    await page.locator('[data-testid="hand"] button.card').first().waitFor();
    const trumpSuit = Math.floor(Number(await page.getByTestId('trump-card').getAttribute('data-card')) / 10);
    const cards = page.locator('[data-testid="hand"] button.card');
    for (const [lang, word, spoken] of [
      ['en', '★ Trump', 'trump'],
      ['es', '★ Triunfo', 'triunfo'],
      ['pt', '★ Trunfo', 'trunfo'],
    ] as const) {
      await page.getByTestId(`lang-${lang}`).click();
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      let trumps = 0;
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        const isTrump = Math.floor(Number(await card.getAttribute('data-card')) / 10) === trumpSuit;
        const mark = card.getByTestId('card-mark');
        expect(await mark.count(), `${lang} card ${i}`).toBe(isTrump ? 1 : 0);
        expect((await card.getAttribute('aria-label'))!.includes(spoken), `${lang} card ${i} says trump`).toBe(isTrump);
        if (isTrump) {
          trumps++;
          expect(await mark.isVisible()).toBe(true);
          expect(await mark.textContent()).toBe(word);
        }
      }
      expect(trumps).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows which card led the trick and, once it is decided, which takes it, apart', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await deal(page, 'brisca', 'e2e-marks-trick');
    const trumpSuit = Math.floor(Number(await page.getByTestId('trump-card').getAttribute('data-card')) / 10);
    let decided = 0;
    let ledByLoser = 0;
    while ((decided < 3 || ledByLoser === 0) && (await page.getByTestId('hand-over').count()) === 0) {
      await playable(page).first().waitFor({ timeout: 30_000 });
      const shown = page.getByTestId('trick-card');
      const n = await shown.count();
      if (n > 0) {
        // One card led, with its own mark and word; its name says so.
        const led = page.locator('[data-testid="trick-card"][data-led]');
        expect(await led.count()).toBe(1);
        expect(await led.getByTestId('led-mark').textContent()).toBe('▸ Led');
        expect(await led.locator('.card[data-card]').getAttribute('aria-label')).toMatch(/, led/);
        expect(await page.getByTestId('led-mark').count()).toBe(1);
      }
      if ((await page.getByTestId('trick-winner').count()) > 0) {
        // A decided trick (two cards, each player's): the card that takes it by the rules carries "★ Takes".
        expect(n).toBe(2);
        const ledCard = Number(await page.locator('[data-testid="trick-card"][data-led] [data-card]').getAttribute('data-card'));
        const other = Number(await page.locator('[data-testid="trick-card"]:not([data-led]) [data-card]').getAttribute('data-card'));
        const winner = [ledCard, other][trickWinnerIndex([ledCard, other], 2, trumpSuit)]!;
        const wins = page.locator('[data-testid="trick-card"][data-wins]');
        expect(await wins.count()).toBe(1);
        expect(Number(await wins.locator('[data-card]').getAttribute('data-card'))).toBe(winner);
        expect(await wins.getByTestId('wins-mark').textContent()).toBe('★ Takes');
        expect(await wins.getByTestId('wins-mark').isVisible()).toBe(true);
        expect(await wins.locator('.card[data-card]').getAttribute('aria-label')).toMatch(/, Takes$/);
        if (winner !== ledCard) {
          // The lead lost: the two marks are on two different cards, and the led card does not say it takes.
          ledByLoser++;
          expect(await page.locator('[data-testid="trick-card"][data-led] [data-testid="wins-mark"]').count()).toBe(0);
        }
        decided++;
      } else {
        expect(await page.getByTestId('wins-mark').count()).toBe(0);
      }
      await playable(page).first().click();
      await expect.poll(async () => (await page.getByTestId('hand-over').count()) > 0 || (await playable(page).count()) > 0, { timeout: 30_000 }).toBe(true);
    }
    expect(decided).toBeGreaterThan(0);
    expect(ledByLoser).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits the Alcalde's Play button on a 360 px phone, its whole sentence kept as its name", async () => {
    const seed = seedWhere('e2e-marks-alcalde', 'alcalde', 3, (h) => h.alcalde === 0);
    // One deal on a phone, the two cards picked; then the same table on a laptop's screen (the window widened).
    const { context, page, errors } = await openPage(app.browser, { lang: 'pt' }, { width: 360, height: 740 });
    await deal(page, 'alcalde', seed);
    await playable(page).nth(1).waitFor();
    await playable(page).nth(0).click();
    await playable(page).nth(1).click();
    const button = page.getByTestId('play-pair');
    await button.waitFor();
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      const name = await button.getAttribute('aria-label');
      expect(name).toMatch(/^Jogar .+ e depois .+$/);
      // Nothing cut: the text the button shows fits inside it, and the button inside the screen.
      const fit = await button.evaluate((b) => ({ scroll: b.scrollWidth, client: b.clientWidth, right: b.getBoundingClientRect().right, text: (b as HTMLElement).innerText }));
      expect(fit.scroll, `${viewport.width}: the label fits`).toBeLessThanOrEqual(fit.client);
      expect(fit.right).toBeLessThanOrEqual(viewport.width);
      // On the phone the picked cards' numbers; on a wide screen their names.
      expect(fit.text).toBe(viewport.width === 360 ? 'Jogar 1 e depois 2' : name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
