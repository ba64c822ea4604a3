import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionText, tableGameById } from '@escoba/games';
import type { GameView } from '@escoba/protocol';
import { SqliteRatingStore } from '@escoba/server';
import { Browser } from '../../../packages/server/test/accounts/browser.js';
import type { RawClient } from '../../../packages/server/test/helpers.js';
import { openPage, useBuiltApp } from './e2e/harness.js';

// Profiles and leaderboards in Chromium against the real server on a SQLite file: two accounts (made over HTTP)
// play a game to its end over WebSocket; Ana's profile page shows it, and Replay from the history opens the review;
// the leaderboard shows established ratings seeded through the rating store in the same file. Screenshots go to
// SCREENSHOT_DIR (docs/screenshots when making them), only when it is set.
const dir = mkdtempSync(join(tmpdir(), 'escoba-profiles-e2e-'));
const dbPath = join(dir, 'escoba.sqlite');
const app = useBuiltApp({ ESCOBA_DB: dbPath, ESCOBA_PLAYS_PER_SECOND: '1000', ESCOBA_READS_PER_MINUTE: '100000', ESCOBA_LOGINS_PER_MINUTE: '1000' });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Screenshots are taken only with SCREENSHOT_DIR set (docs/screenshots when making them). */
const SHOTS = process.env['SCREENSHOT_DIR'];
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'profile password 1';

/**
 * Plays the seat's first legal action whenever it is on turn; resolves at the game's end. A game that does not end
 * within two minutes fails with the last messages the seat received, rather than waiting out the test's timeout.
 */
function playToEnd(client: RawClient, seat: number): Promise<void> {
  let gameId = '';
  let playedAt = -1;
  let sent: object | null = null;
  const last: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`seat ${seat}: the game did not end; its last messages: ${last.join(' | ')}`)), 120_000);
    client.ws.on('message', (data: unknown) => {
      const text = String(data);
      last.push(text.slice(0, 400));
      if (last.length > 8) last.shift();
      const m = JSON.parse(text) as { type: string; v?: number; view?: GameView | null; table?: { settings: { gameId: string } }; event?: { type: string } };
      if (m.table) gameId = m.table.settings.gameId;
      if (m.event?.type === 'finished') {
        clearTimeout(timer);
        resolve();
      }
      if ((m.type === 'event' || m.type === 'sync') && m.view && m.view.turn === seat && m.view.legal.length > 0 && playedAt !== m.v) {
        playedAt = m.v!;
        sent = { type: 'play', play: actionText(tableGameById(gameId), m.view.legal[0]), v: m.v };
        client.send(sent);
      }
      // Two clients playing as fast as they can pass the server's 15 messages a second: a dropped play is sent again.
      if (m.type === 'error' && (m as { code?: string }).code === 'RateLimited' && sent) {
        const again = sent;
        setTimeout(() => client.send(again), 1100);
      }
    });
  });
}

describe('profiles and leaderboards (Chromium)', () => {
  it('shows a finished game on the profile, opens its replay from the history, and renders the leaderboard', async () => {
    const port = Number(new URL(app.server.url).port);
    const ana = new Browser(port, '127.0.4.1');
    const bea = new Browser(port, '127.0.4.2');
    const anaId = ((await ana.signIn('signup', 'Ana', PASSWORD)).body!['account'] as { id: string }).id;
    const beaId = ((await bea.signIn('signup', 'Bea', PASSWORD)).body!['account'] as { id: string }).id;

    // A casual Escoba game to 1 point between the two accounts, played to its end.
    const host = await ana.socket();
    host.send({ type: 'hello', protocol: 'escoba/2' });
    expect(await host.request({ type: 'create', config: { gameId: 'escoba', players: 2, target: 1 }, name: 'x' })).toMatchObject({ type: 'ack' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const guest = await bea.socket();
    guest.send({ type: 'hello', protocol: 'escoba/2' });
    expect(await guest.request({ type: 'join', code, seat: 1, name: 'x' })).toMatchObject({ type: 'ack' });
    const ended = Promise.all([playToEnd(host, 0), playToEnd(guest, 1)]);
    expect(await host.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await ended;

    // Established ratings in the file's rating store: 40 rated games each against a held-fixed level.
    const ratings = new SqliteRatingStore(dbPath);
    const format = { id: 'escoba', name: 'Escoba alone', tables: [{ sides: 2, perSide: 1 }] };
    for (let g = 0; g < 40; g++) {
      for (const [i, account] of [anaId, beaId].entries()) {
        await ratings.applyResult({ table: `SEED0${i}`, game: g }, { format, sides: [[{ account }], [{ fixed: { mu: 25, sigma: 1 } }]], ranks: g % (2 + i) === 0 ? [2, 1] : [1, 2], at: Date.now() - (40 - g) * 60_000 });
      }
    }
    await ratings.close();

    const desktop = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    const page = desktop.page;
    await page.goto(`${app.server.url}/#/players/Ana`);
    await page.getByTestId('player-page').waitFor({ timeout: 60_000 });
    await page.getByTestId('history-game').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('history-game').count()).toBe(1);
    expect(await page.getByTestId('player-history').textContent()).toContain('Bea');
    expect(await page.getByTestId('player-totals').textContent()).toContain('Escobas per hand');
    await page.getByTestId('rating-chart').waitFor();
    expect(await page.getByTestId('history-download').getAttribute('href')).toBe(`/api/games/${code}/0/record`);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'profile-desktop.png'), fullPage: true });
    await page.getByTestId('history-replay').click();
    await page.getByTestId('review').waitFor({ timeout: 30_000 });
    // review22: the review names the game's players (no "You": the visitor did not play), each account's a link to its profile.
    expect([await page.getByTestId('profile-link-0').first().textContent(), await page.getByTestId('profile-link-1').first().getAttribute('href')]).toEqual(['Ana', '#/players/Bea']);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'review-online-desktop.png'), fullPage: true });

    await page.goto(`${app.server.url}/#/leaderboard`);
    await page.getByTestId('leaderboard-table').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="leaderboard-table"] tbody tr').count()).toBe(2);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'leaderboard-desktop.png') });

    const phone = await openPage(app.browser, { lang: 'es' }, PHONE);
    await phone.page.goto(`${app.server.url}/#/players/Bea`);
    await phone.page.getByTestId('history-game').first().waitFor({ timeout: 60_000 });
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'profile-phone.png'), fullPage: true });
    await phone.page.goto(`${app.server.url}/#/leaderboard`);
    await phone.page.getByTestId('leaderboard-table').waitFor({ timeout: 30_000 });
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'leaderboard-phone.png') });
    expect([...desktop.errors, ...phone.errors]).toEqual([]);
    for (const c of [host, guest]) await c.close();
    await desktop.context.close();
    await phone.context.close();
  }, 240_000);
});
