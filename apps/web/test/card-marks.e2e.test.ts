import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBuiltApp } from './e2e/harness.js';

// End to end in Chromium: the words on cards ("★ Trump" in a Brisca hand; "▸ Led" and "★ Takes" in a trick) cover
// no face-up card's index (its number and suit, top left) nor its badge (bottom right), on a 360 px phone where the
// trick's cards are smallest and on a laptop, at 2 and 4 players, for several tricks of a hand.
const app = useBuiltApp();

/** With SCREENSHOT_DIR set, the 2-player table is saved there at each screen the first time a trick shows its lead and taker. */
const SHOTS = process.env['SCREENSHOT_DIR'];

const SCREENS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
] as const;

interface Overlap {
  readonly mark: string;
  readonly card: string;
  readonly part: string;
  /** The nearest test id around the card (the trick's card, the hand, the stock), and the two boxes. */
  readonly where: string;
  readonly markBox: number[];
  readonly cardBox: number[];
}

/**
 * Every mark's box against every face-up card's index and badge, in the card's 60×90 drawing (CardFace.tsx):
 * the index's number and suit within x 2–20, y 3–28; the badge within x 43–58, y 73–88.
 */
const OVERLAPS = `(() => {
  const parts = { index: [2, 3, 20, 28], badge: [43, 73, 58, 88] };
  const marks = [...document.querySelectorAll('.card-mark')].map((m) => ({ text: m.textContent, kind: m.dataset.testid, r: m.getBoundingClientRect() })).filter((m) => m.r.width > 0);
  const out = [];
  for (const svg of document.querySelectorAll('[data-card] > svg.card-svg')) {
    const c = svg.getBoundingClientRect();
    if (c.width === 0) continue;
    const card = svg.parentElement.getAttribute('data-card');
    for (const [part, [x1, y1, x2, y2]] of Object.entries(parts)) {
      const box = { left: c.left + (c.width * x1) / 60, right: c.left + (c.width * x2) / 60, top: c.top + (c.height * y1) / 90, bottom: c.top + (c.height * y2) / 90 };
      for (const m of marks) {
        if (m.r.left < box.right && m.r.right > box.left && m.r.top < box.bottom && m.r.bottom > box.top) out.push({ mark: m.text, card, part, where: svg.parentElement.closest('[data-testid]')?.getAttribute('data-testid') ?? '', markBox: [m.r.left, m.r.top, m.r.right, m.r.bottom].map(Math.round), cardBox: [c.left, c.top, c.right, c.bottom].map(Math.round) });
      }
    }
  }
  return { overlaps: out, kinds: marks.map((m) => m.kind) };
})()`;

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

describe('the marks on cards cover no index (Chromium)', () => {
  for (const table of ['2', '4'] as const) {
    it(`Brisca at ${table} players: trump, lead and taker marks clear of every card's index and badge, on a phone and a laptop`, async () => {
      const { context, page, errors } = await openPage(app.browser, { lang: 'es' }, SCREENS[0]);
      await page.goto(`${app.server.url}/?seed=e2e-card-marks-${table}`);
      await page.getByTestId('new-game-button').click();
      await page.getByTestId('game-brisca').check();
      await page.getByTestId(`table-${table}`).check();
      await page.getByTestId('opponents-level').selectOption('easy');
      await page.getByTestId('start').click();
      const seen = new Set<string>();
      let shot = false;
      for (let turn = 0; turn < 8; turn++) {
        await expect.poll(async () => (await page.getByTestId('hand-over').count()) > 0 || (await playable(page).count()) > 0, { timeout: 30_000 }).toBe(true);
        if ((await page.getByTestId('hand-over').count()) > 0) break;
        let shotThisTurn = false;
        for (const screen of SCREENS) {
          await page.setViewportSize(screen);
          const { overlaps, kinds } = (await page.evaluate(OVERLAPS)) as { overlaps: Overlap[]; kinds: string[] };
          expect(overlaps, `turn ${turn + 1} at ${screen.width}×${screen.height}`).toEqual([]);
          for (const kind of kinds) seen.add(kind);
          if (SHOTS && table === '2' && !shot && kinds.includes('led-mark') && kinds.includes('wins-mark')) {
            await page.screenshot({ path: `${SHOTS}/fit-brisca-trick-marks-${screen.width}x${screen.height}.png` });
            shotThisTurn = true;
          }
        }
        if (shotThisTurn) shot = true;
        await page.setViewportSize(SCREENS[0]);
        await playable(page).first().click();
      }
      // Each kind of mark was on the table and measured: a trump in the hand, the lead, the taker.
      expect([...seen].sort()).toEqual(['card-mark', 'led-mark', 'wins-mark']);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
