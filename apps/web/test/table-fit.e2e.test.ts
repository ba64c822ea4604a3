import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { briscaMatch } from '../src/games/brisca/match.js';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { fullestEscobaTable, type Crowding } from './e2e/fullest-table.js';
import { goToHash, useSharedPage } from './e2e/shared-page.js';
import { newSeed } from '../src/app/seed.js';

// End to end in Chromium: every table size of every game fits a 1366×768 and a 1280×720 screen without scrolling,
// offline and online (beside the chat, as a player and as someone watching): the page is no taller than the
// screen, and the score, every seat, the table (or trick) and the person's hand are inside it. On a 360 px phone
// the page may scroll, never sideways.
// The lane's server serves all the online tables of the file, its per-address limits lifted (harness.ts).
// What a deal puts on the table is measured without luck: the most crowded Escoba tables a seeded search finds
// (e2e/fullest-table.ts: the most cards on the table and the card with the most sets to take; the most escobas in
// the other seats) are resumed from a saved game and measured in every language; online, the host has a name of
// the longest the server allows, with no space in it, and each table size is shown in one of the three languages.
const app = useBuiltApp();

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
] as const;
const PHONE = { width: 360, height: 740 };
/** How long a wait on a page may take: the file's three blocks share the machine (see below). */
const WAIT = { timeout: 30_000 };
const LANGS = ['es', 'en', 'pt'] as const;
/** As long as a name may be (LIMITS.maxNameChars), with no space to break it at. */
const LONGEST_NAME = 'MaximilianoDeLaSantísima';
/** With SCREENSHOT_DIR set, the tables docs show (SHOT_NAMES) are saved there at each screen, as `NAME-WxH.png`. */
const SHOTS = process.env['SCREENSHOT_DIR'];
const SHOT_NAMES: Record<string, string> = {
  'escoba 6p, a card picked': 'fit-escoba-6p',
  'brisca 4p, a card picked': 'fit-brisca-4p',
  'alcalde alcalde, a card picked': 'fit-alcalde-two-cards',
  'brisca 4p online, the player': 'fit-online-brisca-4p-player',
  'escoba 4p online, watching': 'fit-online-escoba-4p-watching',
};

type Game = 'escoba' | 'brisca' | 'alcalde';
interface TableSize {
  readonly game: Game;
  /** The table's id in the forms (`table-…`), or for the Alcalde games the preset (`preset-…`). */
  readonly table: string;
  readonly players: number;
}

const TABLES: readonly TableSize[] = [
  { game: 'escoba', table: '2', players: 2 },
  { game: 'escoba', table: '3', players: 3 },
  { game: 'escoba', table: '4', players: 4 },
  { game: 'escoba', table: '4p', players: 4 },
  { game: 'escoba', table: '6p', players: 6 },
  { game: 'brisca', table: '2', players: 2 },
  { game: 'brisca', table: '3', players: 3 },
  { game: 'brisca', table: '4', players: 4 },
  { game: 'brisca', table: '4p', players: 4 },
  { game: 'alcalde', table: 'alcalde', players: 3 },
  { game: 'alcalde', table: 'alcalde-variation', players: 3 },
];

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

interface Fit {
  readonly scrollHeight: number;
  readonly scrollWidth: number;
  readonly width: number;
  readonly height: number;
  /** The parts that must be on screen, by name; null when missing. */
  readonly parts: Record<string, Box | null>;
  /** Lines the draw for the first dealer takes (0 when not shown). */
  readonly drawLines: number;
}

/** The page's size and the boxes of the table's parts (the seats by their test ids). */
const MEASURE = `(() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  const parts = {
    score: box(document.querySelector('.game .scoreboard')),
    table: box(document.querySelector('.game .table-area')),
    actions: box(document.querySelector('.game .actions')),
    hand: box(document.querySelector('[data-testid="hand"]') ?? document.querySelector('[data-testid="watching"]')),
  };
  const trick = document.querySelector('[data-testid="trick"]');
  if (trick) parts.trick = box(trick);
  for (const seat of document.querySelectorAll('.game [data-testid^="seat-"]')) parts[seat.dataset.testid] = box(seat);
  const chat = document.querySelector('.chat');
  if (chat) parts.chat = box(chat);
  const root = document.documentElement;
  const draw = [...document.querySelectorAll('.game .dealer-draw')].find((el) => el.getClientRects().length > 0);
  const style = draw && getComputedStyle(draw);
  const line = style ? (parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2) : 1;
  const lines = draw ? Math.round(draw.getBoundingClientRect().height / line) : 0;
  return { scrollHeight: root.scrollHeight, scrollWidth: root.scrollWidth, width: root.clientWidth, height: innerHeight, parts, drawLines: lines };
})()`;

const measure = (page: Page) => page.evaluate(MEASURE) as Promise<Fit>;

/** The page fits its screen: no scrolling either way, and every part of the table inside the screen. */
function expectFits(fit: Fit, seats: number, what: string): void {
  expect(fit.scrollHeight, `${what}: page height`).toBeLessThanOrEqual(fit.height);
  expect(fit.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(fit.width);
  // A second line of it (long names, long card names beside the chat) made a 2 v 2 Brisca table 721 px tall.
  expect(fit.drawLines, `${what}: lines of the draw for the first dealer`).toBeLessThanOrEqual(1);
  const seatIds = Object.keys(fit.parts).filter((k) => k.startsWith('seat-'));
  expect(seatIds.length, `${what}: seats shown`).toBe(seats);
  for (const [name, box] of Object.entries(fit.parts)) {
    expect(box, `${what}: ${name} shown`).not.toBeNull();
    expect(box!.top, `${what}: ${name} top`).toBeGreaterThanOrEqual(0);
    expect(box!.bottom, `${what}: ${name} bottom`).toBeLessThanOrEqual(fit.height);
    expect(box!.left, `${what}: ${name} left`).toBeGreaterThanOrEqual(0);
    expect(box!.right, `${what}: ${name} right`).toBeLessThanOrEqual(fit.width);
  }
}

/** Measures at each of the two screens (the same table, the window resized) and at the phone (no sideways scroll). */
async function expectFitsEveryScreen(page: Page, seats: number, what: string, shot?: string): Promise<void> {
  const save = async (screen: { width: number; height: number }) => {
    if (SHOTS && shot && SHOT_NAMES[shot]) await page.screenshot({ path: `${SHOTS}/${SHOT_NAMES[shot]}-${screen.width}x${screen.height}.png` });
  };
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    expectFits(await measure(page), seats, `${what} at ${screen.width}×${screen.height}`);
    await save(screen);
  }
  await page.setViewportSize(PHONE);
  const phone = await measure(page);
  expect(phone.scrollWidth, `${what} on a phone: page width`).toBeLessThanOrEqual(phone.width);
  await save(PHONE);
}

/**
 * The `?seed=` a page's game number `gameNumber` is dealt from (the app numbers the games it starts from the page's
 * seed: newSeed): for the Alcalde games, one whose first Alcalde is the person, so that the first turn picks two cards.
 */
function seedParamOf(size: TableSize, gameNumber: number): string {
  if (size.game !== 'alcalde') return `e2e-fit-${size.game}-${size.table}`;
  const rules = size.table as 'alcalde' | 'alcalde-variation';
  for (let i = 0; i < 2000; i++) {
    const param = `e2e-fit-${rules}-${i}`;
    const m = briscaMatch.create({ rules, players: 3, partnerships: false, levels: [null, 'easy', 'easy'], seed: newSeed(`?seed=${param}`, gameNumber) });
    if (m.ok && m.value.state.hand!.alcalde === 0) return param;
  }
  throw new Error(`no seed for ${rules}`);
}

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** Picks what the person's turn offers without playing it: an Escoba card (its choices shown) or the Alcalde's two cards (Play and Swap shown). */
async function pickWithoutPlaying(page: Page, game: Game): Promise<void> {
  if (game === 'escoba') {
    await playable(page).first().click();
    await page.getByTestId('lay-option').waitFor();
  }
  // The Alcalde of the first game picks two cards (the message keeps room for the longest prompt); the variation's plays one.
  if (game === 'alcalde' && (await page.getByTestId('message').getAttribute('data-reserve')) !== null) {
    await playable(page).nth(0).click();
    await playable(page).nth(1).click();
    await page.getByTestId('play-pair').waitFor();
  }
}

/**
 * Measures the page as it is in each language (the header's switch) at 1280×720, the shorter and narrower of the two
 * screens (1366×768 shows the same table with more room: the same card sizes, table-fit.css), and on the phone.
 * With SCREENSHOT_DIR set, the Portuguese page is saved there as `SHOT-WxH.png`.
 */
async function expectFitsEveryLanguage(page: Page, seats: number, what: string, shot: string): Promise<void> {
  for (const screen of [SCREENS[1], PHONE]) {
    await page.setViewportSize(screen);
    for (const lang of LANGS) {
      await page.getByTestId(`lang-${lang}`).click();
      const fit = await measure(page);
      const at = `${what} in ${lang} at ${screen.width}×${screen.height}`;
      if (screen === PHONE) expect(fit.scrollWidth, `${at}: page width`).toBeLessThanOrEqual(fit.width);
      else expectFits(fit, seats, at);
      if (SHOTS && lang === 'pt') await page.screenshot({ path: `${SHOTS}/${shot}-${screen.width}x${screen.height}.png` });
    }
  }
}

/**
 * The most crowded tables of each size, by the seed a search of seeds 0 to 1999 found (e2e/fullest-table.ts): the
 * most cards on the table (12 or 13, a card that can take 25 to 55 sets picked), and six players with an escoba in
 * each of the other five seats' piles (the words "Escobas: 1" widened a phone's narrow seats: fit25's CI failure).
 */
const CROWDED: readonly { players: number; partnerships: boolean; aim: Crowding; seed: number; least: number }[] = [
  { players: 2, partnerships: false, aim: 'table', seed: 619, least: 12 },
  { players: 3, partnerships: false, aim: 'table', seed: 1068, least: 12 },
  { players: 4, partnerships: false, aim: 'table', seed: 703, least: 12 },
  { players: 4, partnerships: true, aim: 'table', seed: 1229, least: 13 },
  { players: 6, partnerships: true, aim: 'table', seed: 1693, least: 12 },
  { players: 6, partnerships: true, aim: 'escobas', seed: 1154, least: 5 },
];

// The file's three blocks run at the same time (each its own pages; a block's tests one after another): a table's
// test mostly waits on its pages (a game started, the server's bots, frames drawn), so three chains keep the file's
// worker busy where one left it idle.
describe.concurrent('the most crowded Escoba tables fit, in every language (Chromium)', () => {
  for (const { players, partnerships, aim, seed, least } of CROWDED) {
    it.sequential(`${players} players${partnerships ? ' in pairs' : ''}: ${aim === 'table' ? 'the most cards on the table, a card with the most sets picked' : 'escobas: one in every other seat\'s pile'}`, async ({ expect }) => {
      const crowded = fullestEscobaTable(players, partnerships, aim, [seed]);
      expect(aim === 'table' ? crowded.tableCards : crowded.seatsWithEscobas, aim === 'table' ? 'cards on the table' : 'other seats with an escoba').toBeGreaterThanOrEqual(least);
      const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, SCREENS[0]);
      await context.addInitScript(`if (!localStorage.getItem(${JSON.stringify(crowded.key)})) localStorage.setItem(${JSON.stringify(crowded.key)}, ${JSON.stringify(crowded.record)});`);
      await page.goto(app.server.url);
      await page.getByTestId('continue').click();
      await playable(page).first().waitFor(WAIT);
      expect(await page.getByTestId('table-card').count()).toBe(crowded.tableCards);
      if (crowded.takes > 0) {
        await page.locator(`[data-testid="hand"] button.card[data-card="${crowded.card}"]`).click();
        await expect.poll(() => page.getByTestId('take-option').count(), WAIT).toBe(crowded.takes);
      }
      await expectFitsEveryLanguage(page, players, `escoba ${players} players, the most ${aim}`, `fit-crowded-escoba-${players}-${aim}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

// Each block's tests share their pages (e2e/shared-page.ts): one load of the app for all the tables against the
// computer, one each for the online host and watcher, every table reached by the app's own links and hashes.
describe.concurrent('every table fits 1366×768 and 1280×720 (Chromium): against the computer', () => {
  const shared = useSharedPage(app, { lang: 'en', levels: ['easy', 'easy', 'easy', 'easy', 'easy'] }, SCREENS[0]);
  /** Games started in the shared page: the app deals its game number n from `?seed=` (newSeed). */
  let started = 0;

  for (const size of TABLES) {
    const name = `${size.game} ${size.table} (${size.players} players)`;
    it.sequential(`${name} against the computer`, async ({ expect }) => {
      const { page, errors } = shared;
      await page.setViewportSize(SCREENS[0]);
      const seed = seedParamOf(size, started);
      await page.evaluate((s) => history.replaceState(history.state, '', `${location.pathname}?seed=${encodeURIComponent(s)}${location.hash}`), seed);
      await goToHash(page, '#/');
      await page.getByTestId('new-game-button').click();
      await page.getByTestId(`game-${size.game}`).check();
      if (size.game === 'escoba') await page.locator(`input[name="table"][value="${size.table}"]`).check();
      if (size.game === 'brisca') await page.getByTestId(`table-${size.table}`).check();
      if (size.game === 'alcalde') await page.getByTestId(`preset-${size.table}`).check();
      await page.getByTestId('start').click();
      started++;
      await playable(page).first().waitFor(WAIT);
      // The first turn, with the note on the draw for the deal under the prompt: the tallest the table gets.
      await expectFitsEveryScreen(page, size.players, `${name}, the first turn`);
      await page.setViewportSize(SCREENS[0]);
      await pickWithoutPlaying(page, size.game);
      // The seed made the person the first Alcalde: two cards picked, Play and Swap shown.
      if (size.table === 'alcalde') expect(await page.getByTestId('play-pair').count(), 'the Alcalde\'s two cards picked').toBe(1);
      await expectFitsEveryScreen(page, size.players, `${name}, a card picked`, `${size.game} ${size.table}, a card picked`);
      expect(errors).toEqual([]);
    });
  }
});

describe.concurrent('every table fits 1366×768 and 1280×720 (Chromium): online', () => {
  const host = useSharedPage(app, { lang: 'en' }, SCREENS[0]);
  const watcher = useSharedPage(app, { lang: 'en' }, SCREENS[0]);

  for (const [index, size] of TABLES.entries()) {
    const name = `${size.game} ${size.table} (${size.players} players)`;
    const lang = LANGS[index % LANGS.length]!;
    it.sequential(`${name} online, beside the chat, as a player and as someone watching (the longest name, in ${lang})`, async ({ expect }) => {
      for (const { page } of [host, watcher]) {
        await page.setViewportSize(SCREENS[0]);
        await page.getByTestId(`lang-${lang}`).click();
      }
      await goToHash(host.page, '#/online');
      await host.page.getByTestId('online-name').fill(LONGEST_NAME);
      await host.page.getByTestId(`online-game-${size.game}`).check();
      if (size.game === 'alcalde') await host.page.getByTestId(`online-preset-${size.table}`).check();
      else await host.page.getByTestId(`online-table-${size.table}`).check();
      for (let seat = 1; seat < size.players; seat++) await host.page.getByTestId(`online-seat-${seat}`).selectOption('easy');
      await host.page.getByTestId('create-table').click();
      await host.page.getByTestId('lobby').waitFor();
      const code = (await host.page.getByTestId('table-code').textContent())!.trim();
      await goToHash(watcher.page, `#/t/${code}/watch`);
      await watcher.page.getByTestId('lobby').waitFor();
      await expect.poll(() => host.page.getByTestId('start-online').isEnabled(), WAIT).toBe(true);
      await host.page.getByTestId('start-online').click();
      await host.page.locator('[data-testid="hand"] button.card').first().waitFor(WAIT);
      await watcher.page.getByTestId('game').waitFor();
      await host.page.locator('.chat').waitFor();
      await expectFitsEveryScreen(host.page, size.players, `${name} online, the player`, `${size.game} ${size.table} online, the player`);
      // Someone watching sees every seat (Brisca's draws seat 1's hand face down where a player's is).
      await expectFitsEveryScreen(watcher.page, size.players, `${name} online, watching`, `${size.game} ${size.table} online, watching`);
      expect([...host.errors, ...watcher.errors]).toEqual([]);
    });
  }
});
