import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playToTheEnd } from './e2e/click-play.js';
import { finishedOf } from './e2e/finished-event.js';
import { PROTOCOL } from '@escoba/protocol';
import { ratingFormatById } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { displayRating, initialRating, rateGame, ranksOf } from '@escoba/ratings';
import { Browser } from '../../../packages/server/test/accounts/browser.js';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { signUpWithForm } from './e2e/sign-up.js';
import { saveShot } from './e2e/shots.js';

// Issue 22's whole story in Chromium against the real server (SQLite file): Ana signs up on a desktop; Beto signs up
// on a phone and logs in again from a second browser; both ask quick play for a rated Brisca table for two and are
// seated together; the game is played to its end by clicking; both ratings changed exactly as `rateGame` (openskill)
// computes them from the ratings before; the leaderboard and both profiles show them, and the replay opens from the
// history. Then Ana blocks Beto: Ana, Beto and Cai wait for the same casual table, and Ana is seated with Cai, never
// with Beto. (A public table appearing live in another browser's lobby and leaving it when full: lobby.e2e.test.ts.)
const dir = mkdtempSync(join(tmpdir(), 'escoba-story-e2e-'));
const app = useBuiltApp({ ESCOBA_DB: join(dir, 'escoba.sqlite'), ESCOBA_LOGINS_PER_MINUTE: '1000', ESCOBA_SIGNUPS_PER_HOUR: '1000', ESCOBA_READS_PER_MINUTE: '100000', ESCOBA_BOT_DELAY_MS: '0' });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'story password 1';
const WAIT = { timeout: 60_000 };

const signUp = (page: Page, name: string): Promise<void> => signUpWithForm(page, app.server.url, name, PASSWORD, WAIT);

async function logIn(page: Page, name: string): Promise<void> {
  await page.goto(`${app.server.url}/#/login`, { timeout: 120_000 });
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home').waitFor(WAIT);
}

/** Asks quick play for `table` (a key of the form's list), rated or casual, without computer players. */
async function quickPlay(page: Page, table: string, rated: boolean): Promise<void> {
  await page.goto(`${app.server.url}/online`, { timeout: 120_000 });
  await page.getByTestId('quick-play').waitFor(WAIT);
  await page.getByTestId('quick-table').selectOption(table);
  await page.getByTestId('quick-rated').setChecked(rated);
  await page.getByTestId('quick-computers').setChecked(false);
  await page.getByTestId('quick-start').click();
  await page.getByTestId('quick-waiting').waitFor(WAIT);
}

const tableCode = (page: Page) => /\/t\/([A-Z0-9]{6})/.exec(page.url())?.[1];

/** A state-changing request from the page, with its session's CSRF token (as the app sends it). */
async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const session = (await (await fetch('/api/session')).json()) as { csrf: string };
      return (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf }, body: JSON.stringify(body) })).status;
    },
    { path, body },
  );
}

describe("issue 22's story (Chromium, real server)", () => {
  it('sign up, log in elsewhere, quick-paired into a rated game to the end, ratings as openskill computes, leaderboard, profiles, replay; a blocked player is not paired', { timeout: 600_000 }, async () => {
    const suffix = Date.now().toString(36).slice(-4);
    const [anaName, betoName, caiName] = [`Ana${suffix}`, `Beto${suffix}`, `Cai${suffix}`];
    const ana = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const betoFirst = await openPage(app.browser, { lang: 'es' }, PHONE);
    await signUp(ana.page, anaName);
    await signUp(betoFirst.page, betoName);
    await betoFirst.context.close();
    // Beto again, from a second browser: logging in is enough to play as his account.
    const beto = await openPage(app.browser, { lang: 'es' }, PHONE);
    await logIn(beto.page, betoName);

    // Both ask for a rated Brisca table for two: quick play seats them together and the game starts.
    await quickPlay(ana.page, 'brisca/2/a', true);
    await quickPlay(beto.page, 'brisca/2/a', true);
    for (const { page } of [ana, beto]) await page.getByTestId('game').waitFor(WAIT);
    const code = tableCode(ana.page)!;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(tableCode(beto.page)).toBe(code);
    const finished = await finishedOf(app.server.url, code);
    await saveShot(beto.page, 'story-rated-phone.png');

    // The game to its end, by clicking.
    await playToTheEnd([ana.page, beto.page]);
    await expect.poll(finished, WAIT).not.toBeNull();
    const end = finished()!;

    // Which seat Ana took (quick play seats by rating): her history says it.
    const seatIn = async () => ((await (await fetch(`${app.server.url}/api/players/${anaName}/games`)).json()) as { games: { table: string; seat: number }[] }).games.find((g) => g.table === code)?.seat;
    await expect.poll(seatIn, WAIT).toBeDefined();
    const anaSeat = (await seatIn())!;
    // Both were newcomers (the ratings before: new); openskill through rateGame gives the ratings after.
    const format = ratingFormatById(PLUGINS, 'brisca')!;
    const after = rateGame(format.format, [[{ rating: initialRating() }], [{ rating: initialRating() }]], ranksOf(end.scores, end.winner)).map((side) => displayRating(side[0]!));
    const expected = { [anaName]: after[anaSeat]!, [betoName]: after[1 - anaSeat]! };

    // Each end screen says its change.
    for (const [page, name] of [[ana.page, anaName], [beto.page, betoName]] as const) {
      await page.getByTestId('rating-change').waitFor(WAIT);
      expect(await page.getByTestId('rating-change').textContent()).toContain(`1500 → ${expected[name]}`);
    }

    // The leaderboard (provisional ratings listed: one game each) and both profiles show the new ratings.
    const board = (await (await fetch(`${app.server.url}/api/leaderboard/brisca?provisional=1`)).json()) as { entries: { name: string | null; rating: number }[] };
    for (const name of [anaName, betoName]) expect(board.entries.find((e) => e.name === name)?.rating).toBe(expected[name]);
    for (const [page, name] of [[ana.page, anaName], [beto.page, betoName]] as const) {
      await page.goto(`${app.server.url}/#/players/${name}`);
      await page.getByTestId('player-page').waitFor(WAIT);
      await expect.poll(() => page.getByTestId('player-ratings').textContent(), WAIT).toContain(String(expected[name]));
      await page.getByTestId('history-game').first().waitFor(WAIT);
      expect(await page.getByTestId('history-game').count()).toBe(1);
      expect(await page.getByTestId('player-history').textContent()).toContain(name === anaName ? betoName : anaName);
    }
    await saveShot(ana.page, 'story-profile-desktop.png');
    // The replay opens from the history.
    await ana.page.getByTestId('history-replay').click();
    await ana.page.getByTestId('review').waitFor(WAIT);

    // Ana blocks Beto. Ana, then Beto, then Cai wait for the same casual Escoba table (all three new to Escoba: the
    // same rating). Ana waits longest and Beto came before Cai: only the block keeps Ana and Beto apart.
    expect(await postFromPage(ana.page, '/api/safety/block', { name: betoName })).toBe(200);
    await quickPlay(ana.page, 'escoba/2/a', false);
    await quickPlay(beto.page, 'escoba/2/a', false);
    const cai = new Browser(Number(new URL(app.server.url).port), '127.0.6.1');
    expect((await cai.signIn('signup', caiName, PASSWORD)).status).toBe(201);
    await cai.session();
    const caiSocket = await cai.socket();
    expect((await caiSocket.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    expect(await caiSocket.request({ type: 'quickplay', action: 'join', table: { gameId: 'escoba', players: 2, rated: false }, name: 'x', computers: false })).toMatchObject({ type: 'ack' });
    const caiSeated = await caiSocket.next((m) => m.type === 'quickplay' && m['state'] === 'seated', 60_000);
    await ana.page.getByTestId('game').waitFor(WAIT);
    expect(tableCode(ana.page)).toBe(caiSeated['code']);
    // Beto still waits (never taken), and leaves.
    expect(tableCode(beto.page)).toBeUndefined();
    await beto.page.getByTestId('quick-cancel').click();
    await beto.page.getByTestId('quick-start').waitFor(WAIT);
    expect(tableCode(beto.page)).toBeUndefined();

    expect([...ana.errors, ...beto.errors, ...betoFirst.errors]).toEqual([]);
    await caiSocket.close();
    await ana.context.close();
    await beto.context.close();
  });
});
