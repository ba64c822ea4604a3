import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playToTheEnd } from './e2e/click-play.js';
import { finishedOf } from './e2e/finished-event.js';
import { ratingFormatById } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { displayRating, initialRating, rateGame, ranksOf } from '@escoba/ratings';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { signUpWithForm } from './e2e/sign-up.js';

// A rated game in Chromium against the real server (issue 22): two people sign up in two browser contexts (a desktop
// and a phone), one creates a rated Brisca table, both see each side's chance before the deal, play the game to its
// end by clicking, and both end screens show the rating change the server applied, equal to openskill's through
// `rateGame`; the leaderboard API names both (provisional after one game). Screenshots (with SCREENSHOT_DIR=docs/screenshots): rated-*.png.
const app = useBuiltApp({ ESCOBA_LOGINS_PER_MINUTE: '1000', ESCOBA_SIGNUPS_PER_HOUR: '1000', ESCOBA_BOT_DELAY_MS: '0' });
/** Screenshots are taken only with SCREENSHOT_DIR set (docs/screenshots when making them). */
const SHOTS = process.env['SCREENSHOT_DIR'];
const PASSWORD = 'rated password 1';
const WAIT = { timeout: 30_000 };

const signUp = (page: Page, name: string): Promise<void> => signUpWithForm(page, app.server.url, name, PASSWORD, WAIT);


describe('a rated table (Chromium, real server)', () => {
  it('two accounts: the chances before the deal, a game to the end, both rating changes as rateGame computes them, the leaderboard API', { timeout: 600_000 }, async () => {
    const host = await openPage(app.browser, { lang: 'en' }, { width: 1366, height: 768 });
    const guest = await openPage(app.browser, { lang: 'es' }, { width: 360, height: 740 });
    const suffix = Date.now().toString(36).slice(-4);
    const names = [`Rita${suffix}`, `Raul${suffix}`];
    await signUp(host.page, names[0]!);
    await signUp(guest.page, names[1]!);

    // The host creates a rated Brisca table for two (one hand wins): "Rated" is offered to a logged-in player.
    await host.page.goto(`${app.server.url}/#/online`, { timeout: 120_000 });
    await host.page.getByTestId('online-game-brisca').check();
    await host.page.getByTestId('online-rated').check();
    await host.page.getByTestId('create-table').click();
    await host.page.getByTestId('lobby').waitFor(WAIT);
    const link = await host.page.getByTestId('share-link').inputValue();
    const code = (await host.page.getByTestId('table-code').textContent())!.trim();
    const finished = await finishedOf(app.server.url, code);

    await guest.page.goto(link, { timeout: 120_000 });
    await guest.page.getByTestId('take-seat-1').click();
    await guest.page.getByTestId('lobby').waitFor(WAIT);

    // Before the first deal both see each side's chance (equal newcomers: the same, what openskill's chance of a draw
    // leaves shared out) and the provisional 1500s.
    for (const { page } of [host, guest]) {
      await page.getByTestId('rating-chance-1').waitFor(WAIT);
      expect(await page.getByTestId('rating-chance-0').textContent()).toMatch(/\d+ %/);
      expect(await page.getByTestId('rating-chance-0').textContent()).toBe(await page.getByTestId('rating-chance-1').textContent());
      expect(await page.getByTestId('rating-side-0').textContent()).toContain('1500?');
    }
    if (SHOTS) await host.page.screenshot({ path: join(SHOTS, 'rated-before-desktop.png') });
    if (SHOTS) await guest.page.screenshot({ path: join(SHOTS, 'rated-before-phone.png'), fullPage: true });

    await expect.poll(() => host.page.getByTestId('start-online').isEnabled(), WAIT).toBe(true);
    await host.page.getByTestId('start-online').click();
    for (const { page } of [host, guest]) await page.getByTestId('game').waitFor(WAIT);
    // In the game too, the header's panel keeps the chances.
    expect(await host.page.getByTestId('rating-panel').textContent()).toContain('%');

    await playToTheEnd([host.page, guest.page]);
    await expect.poll(finished, WAIT).not.toBeNull();
    const end = finished()!;
    const format = ratingFormatById(PLUGINS, 'brisca')!;
    const after = rateGame(format.format, [[{ rating: initialRating() }], [{ rating: initialRating() }]], ranksOf(end.scores, end.winner)).map((side) => displayRating(side[0]!));

    // Both end screens say the change, "1500 → after (±delta)".
    for (const [seat, { page }] of [host, guest].entries()) {
      await page.getByTestId('rating-change').waitFor(WAIT);
      expect(await page.getByTestId('rating-change').textContent()).toContain(`1500 → ${after[seat]}`);
      // And in the end-of-game dialog, over the table.
      await page.getByTestId('hand-over').getByTestId('rating-result').waitFor(WAIT);
      expect(await page.getByTestId('rating-result').textContent()).toContain(`1500 → ${after[seat]}`);
    }
    if (SHOTS) await host.page.screenshot({ path: join(SHOTS, 'rated-end-desktop.png') });
    if (SHOTS) await guest.page.screenshot({ path: join(SHOTS, 'rated-end-phone.png'), fullPage: true });

    // The leaderboard API names both, with the new ratings; after one game they are provisional (not on the board itself).
    const board = (await (await fetch(`${app.server.url}/api/leaderboard/brisca?provisional=1`)).json()) as { entries: { name: string | null; rating: number; provisional: boolean }[] };
    for (const [seat, name] of names.entries()) expect(board.entries.find((e) => e.name === name)).toMatchObject({ rating: after[seat], provisional: true });
    const established = (await (await fetch(`${app.server.url}/api/leaderboard/brisca`)).json()) as { entries: { name: string | null }[] };
    expect(established.entries.filter((e) => names.includes(e.name ?? ''))).toEqual([]);
    expect([...host.errors, ...guest.errors]).toEqual([]);
    await host.context.close();
    await guest.context.close();
  });
});
