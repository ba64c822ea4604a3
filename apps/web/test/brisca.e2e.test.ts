import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { briscaGame, makeCard, POINTS, replayRecord, seatView, type BriscaState, type PresetName } from '@escoba/brisca';
import { briscaMatch } from '../src/games/brisca/match.js';
import { SAVED_GAME_KEYS } from '../src/games/catalog.js';
import { focusedTestId, openPage, useBuiltApp } from './e2e/harness.js';
import { resumeFurther } from './e2e/advance-save.js';
import { turnOrOver as shownTurnOrOver, type TableMoment } from './e2e/page-waits.js';

// End to end in Chromium: Brisca and Alcalde against the computer, on the built app served by the real server.
const app = useBuiltApp();

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** Waits until it is the person's turn ('turn') or the hand is over ('over'): e2e/page-waits.ts. */
const turnOrOver = (page: Page): Promise<TableMoment> => shownTurnOrOver(page, 60_000);

/** The person on turn for the last time in the first hand: one turn's cards left (two for the Alcalde). */
function lastTurnOfFirstHand(state: BriscaState): boolean {
  const hand = state.hand;
  if (state.results.length > 0 || hand === null || hand.result !== null || hand.turn !== 0) return false;
  return hand.hands[0]!.length <= (hand.alcalde === 0 ? 2 : 1);
}

/** From the home page, the new-game form of `game`, then Deal. */
async function deal(page: Page, game: 'brisca' | 'alcalde', seed: string, table?: string, level = 'random') {
  await page.goto(`${app.server.url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId(`game-${game}`).check();
  if (table) await page.getByTestId(`table-${table}`).check();
  await page.getByTestId('opponents-level').selectOption(level);
  await page.getByTestId('start').click();
  await page.getByTestId('game').waitFor();
}

/** The record the hand-over panel downloads. */
async function downloadedRecord(page: Page): Promise<Record<string, unknown>> {
  const download = page.waitForEvent('download');
  await page.getByTestId('hand-over').getByRole('button', { name: /Download/ }).click();
  return JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as Record<string, unknown>;
}

/** The panel's points per side, card by card, agree with the engine's replay of the record. */
async function expectPanelMatchesEngine(page: Page, state: BriscaState) {
  const result = state.results.at(-1)!;
  const won = state.hand!.won;
  for (let side = 0; side < result.sides.length; side++) {
    expect(Number(await page.getByTestId(`brisca-points-${side}`).getAttribute('data-points')), `points of side ${side}`).toBe(result.points[side]);
    const cards = result.sides[side]!.flatMap((s) => won[s]!);
    for (const [key, rank] of [['ases', 0], ['treses', 2], ['reyes', 9], ['caballos', 8], ['sotas', 7]] as const) {
      const count = cards.filter((c) => c % 10 === rank).length;
      const cell = page.getByTestId(`brisca-${key}-${side}`);
      expect(Number(await cell.getAttribute('data-count')), `${key} of side ${side}`).toBe(count);
      expect(Number(await cell.getAttribute('data-points')), `${key} points of side ${side}`).toBe(count * POINTS[rank]!);
    }
  }
}

/** A seed whose first deal (as the app deals it) satisfies `found`. */
function seedWhere(prefix: string, setup: { rules: PresetName; players: number }, found: (state: BriscaState) => boolean): string {
  for (let i = 0; i < 2000; i++) {
    const seed = `${prefix}-${i}`;
    const m = briscaMatch.create({ ...setup, partnerships: false, levels: [null, ...Array<'random'>(setup.players - 1).fill('random')], seed });
    if (m.ok && found(m.value.state)) return seed;
  }
  throw new Error(`no seed for ${prefix}`);
}

describe('Brisca in the browser (Chromium)', () => {
  it('plays a whole 2-player hand by clicking; the end-of-hand points match the engine’s replay of the downloaded record; a reload mid-hand resumes it', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', levels: ['easy'] });
    await deal(page, 'brisca', 'e2e-brisca-two', '2', 'easy');
    expect(new URL(page.url()).hash).toBe('#/brisca/play');
    // The trump card lies face up under the stock, with the stock's count.
    expect(await page.getByTestId('stock').getAttribute('data-count')).toBe('34');
    expect(await page.getByTestId('trump-card').count()).toBe(1);
    expect(await page.getByTestId('trump-suit').textContent()).toMatch(/^Trumps: (coins|cups|swords|clubs)$/);

    let plays = 0;
    while ((await turnOrOver(page)) === 'turn') {
      if (plays === 5) {
        // A reload mid-hand opens the same game at the same point.
        const hand = await page.locator('[data-testid="hand"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
        await page.reload();
        await turnOrOver(page);
        expect(await page.locator('[data-testid="hand"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(hand);
      }
      if (plays === 8) {
        // The last trick can be looked at.
        await page.getByTestId('last-trick').click();
        await expect.poll(() => page.getByTestId('last-trick-winner').textContent()).toMatch(/^(You take|(Lucía) takes) the trick$/);
        await page.getByTestId('last-trick-dialog').getByRole('button', { name: 'Close' }).click();
      }
      // The exchange is offered exactly when the engine's legal actions include one.
      const saved = replayRecord(JSON.parse((await page.evaluate('localStorage.getItem("escoba.game.brisca.v1")')) as string));
      expect(saved.ok).toBe(true);
      if (saved.ok) expect(await page.getByTestId('exchange').count()).toBe(briscaGame.legalActions(saved.value).some((a) => a.type === 'exchange') ? 1 : 0);
      await playable(page).first().click();
      plays++;
    }
    expect(plays).toBe(20);
    const record = await downloadedRecord(page);
    expect(record).toMatchObject({ format: 'brisca-record/1', players: 2, seed: 'e2e-brisca-two', levels: [null, 'easy'] });
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    await expectPanelMatchesEngine(page, replay.value);
    expect(await page.getByTestId('match-score').textContent()).toContain('Hands won');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the exchange of the trump card when the engine allows it and makes it; undo takes it back; the hint names a legal action', async () => {
    // Seat 0 holds the 2 of trumps and the trump card is not a 2: the 2 may take it on seat 0's first turn.
    const seed = seedWhere('e2e-exchange', { rules: 'brisca', players: 2 }, (s) => {
      const h = s.hand!;
      const two = h.trumpSuit * 10 + 1;
      return h.hands[0]!.includes(two) && h.trumpCard! % 10 !== 1;
    });
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', levels: ['random'] });
    await deal(page, 'brisca', seed, '2');
    await turnOrOver(page);
    const trump = Number(await page.getByTestId('trump-card').getAttribute('data-card'));
    const two = Math.floor(trump / 10) * 10 + 1;
    const exchange = page.getByTestId('exchange');
    await exchange.waitFor();
    expect(await exchange.textContent()).toContain('Exchange two of');
    await exchange.click();
    await expect.poll(() => page.getByTestId('trump-card').getAttribute('data-card')).toBe(String(two));
    expect(await page.locator(`[data-testid="hand"] button.card[data-card="${trump}"]`).count()).toBe(1);
    // Once made, no exchange is left (the 2 is under the stock now); the turn is still the person's.
    expect(await page.getByTestId('exchange').count()).toBe(0);
    await playable(page).first().waitFor();
    const record = JSON.parse((await page.evaluate('localStorage.getItem("escoba.game.brisca.v1")')) as string) as { hands: { plays: string[] }[] };
    expect(record.hands[0]!.plays).toContain(`~${makeCard(two)}`);
    // The engine agrees the exchange was legal and that none is legal now.
    const replay = replayRecord(record);
    expect(replay.ok && briscaGame.legalActions(replay.value).every((a) => a.type !== 'exchange')).toBe(true);
    // Undo takes the exchange back: the old trump card is under the stock again and the exchange is offered again.
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('trump-card').getAttribute('data-card')).toBe(String(trump));
    await page.getByTestId('exchange').waitFor();
    // The expert's hint names an action of the engine's legal ones and marks its card.
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('hint-text').textContent()).toMatch(/^The expert suggests (playing .+|exchanging .+ for the trump card \(.+\))\.$/);
    expect(await page.locator('[data-testid="hand"] button.card.hinted').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays an Alcalde hand as the Alcalde, two cards a turn in the chosen order; the tally follows', async () => {
    // The first Alcalde is chosen at random from the seed: one where it is the person.
    const seed = seedWhere('e2e-alcalde', { rules: 'alcalde', players: 3 }, (s) => s.hand!.alcalde === 0);
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', levels: ['random', 'random'] });
    await deal(page, 'alcalde', seed);
    expect(new URL(page.url()).hash).toBe('#/alcalde/play');
    await expect.poll(() => page.getByTestId('dealer-draw').textContent()).toBe('Chosen at random: you are the first Alcalde.');
    await expect.poll(() => page.getByTestId('seat-0').textContent()).toContain('Alcalde');
    let turns = 0;
    while ((await turnOrOver(page)) === 'turn') {
      expect(await page.getByTestId('message').textContent()).toContain('pick two cards');
      const cards = playable(page);
      const first = await cards.nth(0).getAttribute('data-card');
      const second = await cards.nth(1).getAttribute('data-card');
      await cards.nth(0).click();
      await cards.nth(1).click();
      // The order can be swapped before playing: the second card becomes the first.
      if (turns === 0) {
        await page.getByTestId('swap-pair').click();
        expect(await page.getByTestId('play-pair').textContent()).toMatch(/^Play .+, then .+$/);
      }
      await page.getByTestId('play-pair').click();
      const played = turns === 0 ? [second, first] : [first, second];
      await expect.poll(async () => (await page.locator(`[data-testid="hand"] button.card[data-card="${played[0]}"]`).count()) + (await page.locator(`[data-testid="hand"] button.card[data-card="${played[1]}"]`).count())).toBe(0);
      turns++;
    }
    expect(turns).toBe(10);
    const record = await downloadedRecord(page);
    const plays = (record as { hands: { plays: string[] }[] }).hands[0]!.plays;
    const mine = plays.filter((p) => p.includes('+'));
    expect(mine).toHaveLength(10);
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    await expectPanelMatchesEngine(page, replay.value);
    const keeps = replay.value.results[0]!.alcaldeKeeps;
    expect(await page.getByTestId('hand-verdict').textContent()).toMatch(keeps ? /^You keep the role of Alcalde/ : /^You lose the role of Alcalde/);
    const tally = async (row: string, seat: number) => Number(await page.getByTestId(`tally-${row}-${seat}`).textContent());
    expect([await tally('alcalde', 0), await tally('kept', 0), await tally('partner', 0), await tally('won', 0)]).toEqual([1, keeps ? 1 : 0, 0, keeps ? 1 : 0]);
    expect([await tally('partner', 1), await tally('partner', 2)]).toEqual(keeps ? [0, 0] : [1, 1]);
    expect(await page.getByTestId('next-alcalde').textContent()).toBe(keeps ? 'Alcalde of the next hand: You.' : 'Alcalde of the next hand: Lucía.');
    // The review opened from the end of the hand comes back to it.
    await page.getByTestId('review-game').click();
    await page.getByTestId('review').waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    // The next hand is dealt by the next Alcalde; the game goes on.
    await page.getByTestId('next-hand').click();
    await expect.poll(() => page.getByTestId(keeps ? 'seat-0' : 'seat-1').textContent()).toContain('Alcalde');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an Alcalde partner the other partner’s hand when the rules say so', async () => {
    const seed = seedWhere('e2e-partner', { rules: 'alcalde', players: 3 }, (s) => s.hand!.alcalde === 1);
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', levels: ['random', 'random'] });
    await deal(page, 'alcalde', seed);
    await turnOrOver(page);
    const shown = await page.getByTestId('hand-of-2').locator('[data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));
    const record = JSON.parse((await page.evaluate('localStorage.getItem("escoba.game.alcalde.v1")')) as string) as unknown;
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(shown.sort((a, b) => a - b)).toEqual([...seatView(replay.value, 0).known[2]!].sort((a, b) => a - b));
    expect(shown).toHaveLength(replay.value.hand!.hands[2]!.length);
    // The Alcalde's hand stays hidden.
    expect(await page.getByTestId('hand-of-1').locator('[data-card]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be played with the keyboard alone', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', levels: ['random'] });
    await page.goto(`${app.server.url}/?seed=e2e-brisca-keys`);
    const tabTo = async (testId: string, limit = 80) => {
      for (let i = 0; i < limit; i++) {
        if ((await focusedTestId(page)) === testId) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await tabTo('new-game-button');
    await page.keyboard.press('Enter');
    await tabTo('game-escoba');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('game-brisca').isChecked()).toBe(true);
    await tabTo('start');
    await page.keyboard.press('Enter');
    let plays = 0;
    while ((await turnOrOver(page)) === 'turn' && plays < 6) {
      // Focus comes back to the hand on the person's turn; Enter plays the focused card.
      await expect.poll(() => focusedTestId(page)).toBe('hand-card');
      const label = await page.evaluate('document.activeElement.getAttribute("aria-label")');
      expect(label).toMatch(/, playable$/);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      plays++;
    }
    expect(plays).toBe(6);
    const record = JSON.parse((await page.evaluate('localStorage.getItem("escoba.game.brisca.v1")')) as string) as { hands: { plays: string[] }[] };
    expect(record.hands[0]!.plays.length).toBeGreaterThanOrEqual(11);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone without sideways scrolling: the form, the Brisca and Alcalde tables and the end of a hand', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'es', levels: ['random', 'random', 'random'] }, { width: 360, height: 740 });
    // On failure, names the elements that stick out, so a layout that overflows only now and then can be found.
    const sticksOut = `[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 360.5).slice(0, 6).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ')`;
    const noSideways = async (what: string) => {
      const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      expect(width, `${what}: ${width > 360 ? String(await page.evaluate(sticksOut)) : ''}`).toBeLessThanOrEqual(360);
    };
    await page.goto(`${app.server.url}/?seed=e2e-phone`);
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('game-brisca').check();
    await page.getByTestId('start').waitFor();
    await noSideways('the form');
    await page.getByTestId('table-4p').check();
    await page.getByTestId('start').click();
    await turnOrOver(page);
    await noSideways('Brisca 2 against 2');
    await page.goto(`${app.server.url}/#/alcalde/new`);
    await page.getByTestId('start').click();
    let turns = 0;
    while ((await turnOrOver(page)) === 'turn') {
      if (turns === 1) {
        await noSideways('Alcalde');
        // The end of the hand is what is measured next: the page's save is played on in Node to the person's
        // last turn of the hand, resumed, and that turn played here (the tests above play whole hands by clicking).
        await resumeFurther(page, `${app.server.url}/`, { matches: briscaMatch, key: SAVED_GAME_KEYS.alcalde, continueButton: 'continue-alcalde' }, 'e2e-phone-on', lastTurnOfFirstHand);
        expect(await turnOrOver(page)).toBe('turn');
      }
      if ((await page.getByTestId('message').textContent())?.includes('dos cartas')) {
        await playable(page).nth(0).click();
        await playable(page).nth(1).click();
        await page.getByTestId('play-pair').click();
      } else await playable(page).first().click();
      turns++;
    }
    // The turn before the save was played on, and the last.
    expect(turns).toBe(2);
    await noSideways('the end of the hand');
    expect(errors).toEqual([]);
    await context.close();
  });
});
