import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, waitForTurn, useBuiltApp, type WebSettings } from './e2e/harness.js';
import { firstDealerDraw } from '../src/table/dealer-draw.js';
import { isLongDraw } from '../src/ui/DealerDrawNote.js';
import { newSeed } from '../src/app/seed.js';
import { goToHash, useSharedPage } from './e2e/shared-page.js';

// End-to-end: the seats sit around the table on a phone (360×740) and a desktop (1280×800): no box over
// another, over the table, the prompt or the hand; no sideways scrolling; the partner facing the person.
const app = useBuiltApp();

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

interface Layout {
  readonly seats: Record<string, Box>;
  readonly board: Box;
  readonly hand: Box;
  readonly prompt: Box;
  readonly mine: Box;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** Per other seat: what it shows. */
  readonly parts: Record<string, { backs: number; count: string; pile: boolean; lastPlay: boolean; name: string; level: string }>;
  readonly dealers: number;
  readonly onTurn: string[];
  readonly stock: { pile: boolean; text: string };
}

const MEASURE = `(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY }; };
  const seats = {}, parts = {};
  for (const el of document.querySelectorAll('.ring .seat')) {
    seats[el.dataset.testid] = box(el);
    parts[el.dataset.testid] = {
      backs: el.querySelectorAll('.backs .card.back').length,
      count: el.querySelector('.backs .count')?.textContent ?? '',
      pile: !!el.querySelector('.pile-button .pile'),
      lastPlay: !!el.querySelector('.last-play'),
      name: el.querySelector('.seat-name')?.textContent ?? '',
      level: el.querySelector('.level')?.textContent ?? '',
    };
  }
  return {
    seats, parts,
    board: box(document.querySelector('.table-area')),
    hand: box(document.querySelector('[data-testid="hand"]')),
    prompt: box(document.querySelector('.actions')),
    mine: box(document.querySelector('.my-seat')),
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    dealers: document.querySelectorAll('.game .dealer-tag').length,
    onTurn: [...document.querySelectorAll('.game .on-turn')].map((el) => el.dataset.testid),
    stock: { pile: !!document.querySelector('[data-testid="stock"] .stock-pile svg'), text: document.querySelector('[data-testid="stock"]').textContent },
  };
})()`;

/** Boxes that share more than an edge. */
const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const centre = (b: Box) => (b.left + b.right) / 2;

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;
const TABLES: { table: NonNullable<WebSettings['table']>; players: number }[] = [
  { table: '2', players: 2 },
  { table: '3', players: 3 },
  { table: '4p', players: 4 },
  { table: '6p', players: 6 },
];

/**
 * The `?seed=` of a table's game, the page's game number `gameNumber` (newSeed): one whose draw for the first dealer
 * has no tie up to four players (the whole sentence then fits a wide screen), so that the test sees both forms.
 */
function seedParamOf(table: string, players: number, gameNumber: number): string {
  for (let i = 0; i < 100; i++) {
    const param = `e2e-seats-${table}-${i}`;
    if (isLongDraw(firstDealerDraw(newSeed(`?seed=${param}`, gameNumber), players)) === players > 4) return param;
  }
  throw new Error(`no seed without a tie for ${players} players`);
}

/**
 * A new game of the table's size from the home screen of the shared page, dealt from `?seed=` (the page's game number
 * `gameNumber` of it: newSeed), measured at the person's first turn; the seed the app dealt it from.
 */
async function startAtTurn(page: Page, table: string, players: number, gameNumber: number): Promise<string> {
  const param = seedParamOf(table, players, gameNumber);
  await page.evaluate((s) => history.replaceState(history.state, '', `${location.pathname}?seed=${encodeURIComponent(s)}${location.hash}`), param);
  await goToHash(page, '#/');
  await page.getByTestId('new-game-button').click();
  await page.locator(`input[name="table"][value="${table}"]`).check();
  await page.getByTestId('start').click();
  expect(await waitForTurn(page)).toBe('turn');
  return newSeed(`?seed=${param}`, gameNumber);
}

/** The seats' layout at the page's present size, as the person's first turn shows it. */
async function expectSeatsLaidOut(page: Page, size: keyof typeof SIZES, players: number, seed: string): Promise<void> {
  const viewport = SIZES[size];
  await page.setViewportSize(viewport);
  const at = (await page.evaluate(MEASURE)) as Layout;
  const ids = Object.keys(at.seats).sort();
  expect(ids).toEqual(Array.from({ length: players - 1 }, (_, i) => `seat-${i + 1}`));

  expect(at.scrollWidth, `page width on a ${size}`).toBeLessThanOrEqual(at.clientWidth);
  for (const id of ids) {
    const seat = at.seats[id]!;
    expect(seat.left, `${id} on a ${size}`).toBeGreaterThanOrEqual(0);
    expect(seat.right, `${id} on a ${size}`).toBeLessThanOrEqual(viewport.width);
    for (const [what, box] of Object.entries({ board: at.board, prompt: at.prompt, hand: at.hand, mine: at.mine })) expect(overlap(seat, box), `${id} over the ${what} on a ${size}`).toBe(false);
    for (const other of ids) if (other !== id) expect(overlap(seat, at.seats[other]!), `${id} over ${other} on a ${size}`).toBe(false);
    // Each seat: name, level, its hand as backs with the count, its won pile, the line of its last play.
    const part = at.parts[id]!;
    expect(part.name.length, `${id} on a ${size}`).toBeGreaterThan(0);
    expect(part.level, `${id} on a ${size}`).toBe('Easy');
    expect(part.backs, `${id} on a ${size}`).toBeGreaterThan(0);
    expect(part.count, `${id} on a ${size}`).toBe(String(part.backs));
    expect(part.pile, `${id} on a ${size}`).toBe(true);
    expect(part.lastPlay, `${id} on a ${size}`).toBe(true);
  }
  // The prompt and the hand come after the table, the person's seat below it.
  expect(at.prompt.top).toBeGreaterThanOrEqual(at.board.bottom);
  expect(at.mine.top).toBeGreaterThanOrEqual(at.prompt.bottom);
  // Up to 4 players the phone shows the whole table down to the person's hand; with 6 the hand's first row
  // is on screen (the rest a short scroll) even through the first hand, with its note on the draw.
  if (size === 'phone' && players <= 4) expect(at.hand.bottom).toBeLessThanOrEqual(viewport.height);
  if (size === 'phone') expect(at.hand.top + 60).toBeLessThanOrEqual(viewport.height);
  // The person's turn shows on their seat only; one dealer, in words for screen readers even where a
  // phone's small seat shows only its mark; the stock a face-down pile with its count.
  expect(at.onTurn).toEqual(['seat-0']);
  expect(at.dealers).toBe(1);
  for (const tag of await page.locator('.ring .dealer-tag').allTextContents()) expect(tag).toBe('◆ dealer');
  expect(at.stock.pile).toBe(true);
  expect(at.stock.text).toMatch(/^Stock: \d+$/);

  const board = centre(at.board);
  const mine = centre(at.mine);
  const above = (id: string) => at.seats[id]!.bottom <= at.board.top + 0.5;
  if (players === 2) {
    // The opponent opposite: above the table, on the person's line.
    expect(above('seat-1')).toBe(true);
    expect(Math.abs(centre(at.seats['seat-1']!) - mine)).toBeLessThan(40);
  }
  if (players === 3) {
    // The next player (seat 1) on the person's right, the one before (seat 2) on the left.
    expect(centre(at.seats['seat-2']!)).toBeLessThan(board);
    expect(centre(at.seats['seat-1']!)).toBeGreaterThan(board);
  }
  if (players === 4) {
    // Partners facing: seat 2 above the table on the person's line, the opponents either side.
    expect(above('seat-2')).toBe(true);
    expect(Math.abs(centre(at.seats['seat-2']!) - mine)).toBeLessThan(40);
    expect(at.seats['seat-3']!.right).toBeLessThanOrEqual(centre(at.seats['seat-2']!));
    expect(at.seats['seat-1']!.left).toBeGreaterThanOrEqual(centre(at.seats['seat-2']!));
  }
  if (players === 6) {
    // Partners (seats 2 and 4) at the far corners, one each side, as far from the person's line as each other;
    // the opponent opposite (seat 3) above the table on the person's line.
    expect(above('seat-2') && above('seat-4')).toBe(true);
    expect(centre(at.seats['seat-4']!)).toBeLessThan(mine);
    expect(centre(at.seats['seat-2']!)).toBeGreaterThan(mine);
    expect(Math.abs(centre(at.seats['seat-4']!) + centre(at.seats['seat-2']!) - 2 * mine)).toBeLessThan(40);
    expect(above('seat-3')).toBe(true);
    expect(Math.abs(centre(at.seats['seat-3']!) - mine)).toBeLessThan(40);
    expect(at.seats['seat-5']!.right).toBeLessThanOrEqual(at.board.left + 0.5);
    expect(at.seats['seat-1']!.left).toBeGreaterThanOrEqual(at.board.right - 0.5);
  }
  // The draw for the first dealer: the whole sentence on a wide screen; on a phone who deals, the draw a tap
  // away. A draw with ties, or of more than four players, is the short form on every screen.
  const full = page.getByTestId('dealer-draw');
  const short = page.getByTestId('dealer-draw-short');
  const tied = isLongDraw(firstDealerDraw(seed, players));
  expect(tied).toBe(players > 4);
  expect(await full.isVisible()).toBe(size === 'desktop' && !tied);
  expect(await short.isVisible()).toBe(size === 'phone' || tied);
  if (size === 'phone' || tied) {
    expect(await short.locator('summary').textContent()).toMatch(/^(You deal|.+ deals) \(draw for the deal\)\.$/);
    await short.locator('summary').click();
    expect(await short.textContent()).toContain(await full.textContent());
    // Closed again, as the next size's measure expects the table.
    await short.locator('summary').click();
  }
}

// One page for every table and both sizes (e2e/shared-page.ts): each table's game is dealt once and measured at the
// desktop size, then the window narrowed to the phone's (the layout is the stylesheet's, which follows the window).
// Each test was two before, one a size, each loading the app and dealing the same game.
describe('seats around the table (Chromium, 360×740 and 1280×800)', () => {
  const shared = useSharedPage(app, { lang: 'en', levels: ['easy', 'easy', 'easy', 'easy', 'easy'] }, SIZES.desktop);
  /** Games started in the shared page: the app deals its game number n from `?seed=` (newSeed). */
  let started = 0;
  for (const { table, players } of TABLES) {
    it(`${players} players (${table}) on a desktop and on a phone: seats apart, clear of the table, the prompt and the hand; no sideways scroll`, async () => {
      const { page, errors } = shared;
      await page.setViewportSize(SIZES.desktop);
      const seed = await startAtTurn(page, table, players, started++);
      for (const size of ['desktop', 'phone'] as const) await expectSeatsLaidOut(page, size, players, seed);
      expect(errors).toEqual([]);
    });
  }
});

describe('the seats of a shared link (Chromium)', () => {
  it("says each seat's team, and why a free seat cannot be taken before a name it can use is typed", async () => {
    const host = await openPage(app.browser, { lang: 'en', table: '4p' });
    await host.page.goto(`${app.server.url}/#/online`);
    await host.page.getByTestId('online-name').fill('Ana');
    await host.page.getByTestId('online-seat-1').selectOption('easy');
    await host.page.getByTestId('online-seat-3').selectOption('easy');
    await host.page.getByTestId('create-table').click();
    await host.page.getByTestId('lobby').waitFor();
    const link = await host.page.getByTestId('share-link').inputValue();

    const guest = await openPage(app.browser, { lang: 'en' }, SIZES.phone);
    await guest.page.goto(link);
    const take = guest.page.getByTestId('take-seat-2');
    await take.waitFor();
    // Seats 1 and 3 (0 and 2) play together against seats 2 and 4, as in the engine's 2 against 2.
    expect(await guest.page.locator('[data-testid^="team-"]').allTextContents()).toEqual(['Team 1', 'Team 2', 'Team 1', 'Team 2']);
    expect(await take.textContent()).toBe('Sit in seat 3 · Team 1');
    expect(await take.isDisabled()).toBe(true);
    expect(await take.getAttribute('aria-describedby')).toBe('join-need-name');
    expect(await guest.page.getByTestId('join-need-name').textContent()).toBe('Type your name first.');
    // A name with nothing visible is stopped in the form, by the protocol's own rules.
    await guest.page.getByTestId('join-name').fill('\u2800');
    expect(await take.isDisabled()).toBe(true);
    expect(await guest.page.getByTestId('join-need-name').textContent()).toBe('A name needs at least one letter or digit.');
    // A look-alike of the host's name (a Cyrillic А) is the server's to refuse; the form says why.
    await guest.page.getByTestId('join-name').fill('\u0410na');
    await take.click();
    await guest.page.getByRole('alert').filter({ hasText: 'choose another name' }).waitFor();
    expect(await guest.page.getByRole('alert').textContent()).toContain('look like the name of a player already at the table');
    await guest.page.getByTestId('join-name').fill('Bea');
    expect(await take.isDisabled()).toBe(false);
    expect(await guest.page.getByTestId('join-need-name').count()).toBe(0);
    expect(await guest.page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
    expect([...host.errors, ...guest.errors]).toEqual([]);
    await host.context.close();
    await guest.context.close();
  });
});
