import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TournamentResultInfo, TournamentState } from '@escoba/protocol';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { signUpWithForm } from './e2e/sign-up.js';
import { saveShot } from './e2e/shots.js';
import { START_SLACK_MS } from '../src/online/tournaments/tournament-form.js';
import { formatWords } from '../src/online/tournaments/words.js';
import { makeI18n } from '../src/i18n/translator.js';

// A tournament in Chromium against the real server (issue 23): four people sign up; the host creates a one-minute
// arena of Brisca at tables of three (one hand wins), starting in a minute (brought forward: LEAD_MS), from the
// lobby's "Create a tournament"; three players join before the start (two from the lobby's list, where it appeared live, one from the
// link); at the start each is taken to the table the server paired them at and plays by clicking (and to the next
// table, when the arena pairs them again before its end), while the host's page, never reloaded, shows the
// standings change; a guest watches a game from the tournament page's Watch link. At the end the host's final
// standings equal the server's, each player's table bar leads back to the tournament, each profile lists the
// player's rank of 3, and each game's record opens in the review.
// Its own server: signups and logins from one address (four accounts) over the default limits, bots without a pause,
// a tournament's least lead 5 s instead of a minute (the start the form sends is checked, then brought forward:
// LEAD_MS), and an arena's minute 20 s long (ARENA_MINUTE_SECONDS): the one-minute arena forms tables for 20 s, and
// its last game is still played to its end.
const ARENA_MINUTE_SECONDS = 20;
const app = useBuiltApp({
  ESCOBA_LOGINS_PER_MINUTE: '1000',
  ESCOBA_SIGNUPS_PER_HOUR: '1000',
  ESCOBA_BOT_DELAY_MS: '0',
  ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS: '5',
  ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS: String(ARENA_MINUTE_SECONDS),
});
/**
 * How far ahead the arena starts once the form's request is on its way: time for the three joins below, made at once
 * (a few seconds on a quiet machine), instead of the form's least, a minute and its slack, which the test would wait
 * out. Every second of it is waited out before the start.
 */
const LEAD_MS = 15_000;
const PASSWORD = 'tournament password 1';
const WAIT = { timeout: 120_000 };
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

const signUp = (page: Page, name: string): Promise<void> => signUpWithForm(page, app.server.url, name, PASSWORD, WAIT);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${app.server.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');
const atTable = (page: Page) => /#\/t\/[A-Z0-9]{6}$/.test(page.url());

/** The standings the page shows: each row's name and points, in order. */
const shownStandings = (page: Page) => page.locator('[data-testid="standing"]').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-name')}:${r.getAttribute('data-points')}`));

/**
 * Keeps, in the page, every standings it shows from now on (each row's name and points, one line), in order, each
 * change once: a MutationObserver sees each render of the rows, so no update between two reads of the test's is
 * missed. Read back by `standingsSeen`; a reload of the page would lose them.
 */
const recordStandings = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    const read = () => [...document.querySelectorAll('[data-testid="standing"]')].map((r) => `${r.getAttribute('data-name')}:${r.getAttribute('data-points')}`).join(' ');
    const note = () => {
      const now = read();
      if (now !== seen.at(-1)) seen.push(now);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-name', 'data-points'] });
    (window as unknown as { standingsSeen: string[] }).standingsSeen = seen;
  });
const standingsSeen = (page: Page) => page.evaluate(() => (window as unknown as { standingsSeen?: string[] }).standingsSeen ?? null);

/**
 * Plays the player's cards by clicking, each as soon as it is playable, until `over()`: at each table the arena seats
 * them at (the app takes them to the next). The number of cards played.
 */
async function playUntil(page: Page, over: () => boolean): Promise<number> {
  let plays = 0;
  while (!over()) {
    const card = playable(page).first();
    const ready = await card.waitFor({ timeout: 1000 }).then(
      () => true,
      () => false,
    );
    if (!ready || over()) continue;
    // The turn may have passed (the table's timer) or the table ended between the wait and the click.
    if (await card.click({ timeout: 2000 }).then(() => true, () => false)) plays++;
  }
  return plays;
}
describe('an arena in the web app (Chromium, real server)', () => {
  it('created from the lobby, joined by three, played to the end with live standings in a fourth browser, final standings on the profiles', { timeout: 900_000 }, async () => {
    const host = await openPage(app.browser, { lang: 'en', animation: 'off' }, DESKTOP);
    const players = [await openPage(app.browser, { lang: 'en', animation: 'off' }, DESKTOP), await openPage(app.browser, { lang: 'es', animation: 'off' }, PHONE), await openPage(app.browser, { lang: 'pt', animation: 'off' }, DESKTOP)];
    const suffix = Date.now().toString(36).slice(-4);
    const hostName = `Host${suffix}`;
    const names = [`Ana${suffix}`, `Bea${suffix}`, `Cai${suffix}`];
    // The four sign up at once (each page waits on its own form).
    await Promise.all([signUp(host.page, hostName), ...players.map((p, i) => signUp(p.page, names[i]!))]);

    // A guest and two of the players have "Play online" open before the tournament exists: their lists show it as
    // soon as it is created (live).
    const spectator = await openPage(app.browser, { lang: 'en', animation: 'off' }, DESKTOP);
    await Promise.all(
      [spectator.page, players[0]!.page, players[1]!.page].map(async (page) => {
        await page.goto(`${app.server.url}/#/online`);
        await page.getByTestId('tournament-list').waitFor(WAIT);
      }),
    );
    expect(await spectator.page.getByTestId('create-tournament').count()).toBe(0);

    // The host opens "Play online": the lobby's tournaments section offers "Create a tournament" to a logged-in player.
    await host.page.goto(`${app.server.url}/#/online`);
    await host.page.getByTestId('tournament-list').waitFor(WAIT);
    await host.page.getByTestId('create-tournament').click();
    await host.page.getByTestId('tournament-create').waitFor(WAIT);

    // The form checks before sending: no name, and an arena longer than the server takes, each said by its field.
    await host.page.getByTestId('tournament-game-brisca').check();
    await host.page.getByTestId('online-table-3').check();
    expect(await host.page.getByTestId('online-option-wins').inputValue()).toBe('1');
    // A table of three is no duel: only the arena is offered.
    expect(await host.page.getByTestId('tournament-format-swiss').isDisabled()).toBe(true);
    await host.page.getByTestId('tournament-minutes').fill('601');
    await host.page.getByTestId('tournament-submit').click();
    await host.page.getByTestId('tournament-name-error').waitFor(WAIT);
    expect(await host.page.getByTestId('tournament-minutes-error').textContent()).toBe('An arena lasts 1 to 600 minutes.');
    expect(await host.page.getByTestId('tournament-name').getAttribute('aria-invalid')).toBe('true');
    await saveShot(host.page, 'tournament-create-errors-desktop', { fullPage: true });

    await host.page.getByTestId('tournament-name').fill(`Arena ${suffix}`);
    await host.page.getByTestId('tournament-minutes').fill('1');
    // The least the form allows, one minute: the form sends a start a minute and its slack (START_SLACK_MS) ahead.
    // The three below join in seconds, and every second of the lead would be waited out before the start: once the
    // form's start is checked, the request goes on with the start LEAD_MS ahead (the server takes 5 s here).
    await host.page.getByTestId('tournament-start-minutes').fill('1');
    let sentStart = 0;
    let sentMinutes = 0;
    const clicked = Date.now();
    await host.page.route(`${app.server.url}/api/tournaments`, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = request.postDataJSON() as { startsAt: number; minutes: number };
      sentStart = body.startsAt - clicked;
      sentMinutes = body.minutes;
      await route.continue({ postData: JSON.stringify({ ...body, startsAt: Date.now() + LEAD_MS }) });
    });
    await host.page.getByTestId('tournament-submit').click();
    await host.page.getByTestId('tournament-page').waitFor(WAIT);
    await host.page.unroute(`${app.server.url}/api/tournaments`);
    expect(sentStart, 'the start the form sent, from the click').toBeGreaterThanOrEqual(60_000 + START_SLACK_MS);
    expect(sentStart, 'the start the form sent, from the click').toBeLessThan(60_000 + START_SLACK_MS + WAIT.timeout);
    const id = /#\/tournaments\/([A-Z0-9]{10})$/.exec(host.page.url())![1]!;
    expect(await host.page.getByTestId('tournament-page').getAttribute('data-status')).toBe('upcoming');
    // The form's one minute reached the server (which counts ARENA_MINUTE_SECONDS to it); the page says the arena's
    // length as the server's start and end give it (a minute of this server's rounds to "0 min").
    expect(sentMinutes).toBe(1);
    const created = (await api<{ tournament: TournamentState }>(`/api/tournaments/${id}`)).tournament;
    expect(created.endsAt! - created.startsAt, "the arena's one minute, as this server counts it").toBe(ARENA_MINUTE_SECONDS * 1000);
    expect(await host.page.getByTestId('tournament-what').textContent()).toContain(formatWords(makeI18n('en'), created));
    expect(await host.page.getByTestId('countdown-time').textContent()).toMatch(/^[01]:\d\d$/);

    // The guest's list shows it, and counts entrants as they join; two players find it in their list, one opens the link.
    const row = spectator.page.getByTestId(`tournament-${id}`);
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain('Players: 0');
    for (const p of players.slice(0, 2)) await p.page.getByTestId(`tournament-${id}`).waitFor(WAIT);
    for (const p of players.slice(0, 2)) await p.page.getByTestId(`tournament-${id}`).scrollIntoViewIfNeeded();
    await saveShot(players[0]!.page, 'tournament-lobby-desktop');
    await saveShot(players[1]!.page, 'tournament-lobby-phone');
    // The three join at once, before the start (LEAD_MS).
    await Promise.all(
      players.map(async (p, i) => {
        if (i < 2) await p.page.getByTestId(`tournament-${id}`).getByRole('link').click();
        else await p.page.goto(`${app.server.url}/#/tournaments/${id}`);
        await p.page.getByTestId('tournament-join').click();
        await p.page.getByTestId('tournament-withdraw').waitFor(WAIT);
      }),
    );
    await expect.poll(() => row.textContent(), WAIT).toContain('Players: 3');
    // The host's page lists the three entrants as they joined, without a reload.
    await expect.poll(async () => (await host.page.getByTestId('tournament-entrants').textContent())!.split(', ').sort(), WAIT).toEqual([...names].sort());
    await saveShot(host.page, 'tournament-upcoming-desktop');
    await saveShot(players[1]!.page, 'tournament-upcoming-phone', { fullPage: true });
    // From here the host's page keeps each standings it shows (the page is never reloaded).
    await recordStandings(host.page);

    // The start: each player is taken to the table the server paired them at.
    for (const p of players) await expect.poll(() => atTable(p.page), { timeout: 180_000 }).toBe(true);
    await host.page.locator('[data-testid="tournament-page"][data-status="running"]').waitFor(WAIT);
    const codes = players.map((p) => /#\/t\/([A-Z0-9]{6})$/.exec(p.page.url())![1]!);
    expect(new Set(codes).size).toBe(1);
    for (const p of players) await p.page.getByTestId('tournament-bar').waitFor(WAIT);

    // The guest watches the game from the tournament page's Watch link.
    await spectator.page.goto(`${app.server.url}/#/tournaments/${id}`);
    await spectator.page.getByTestId(`tournament-game-${codes[0]}`).getByTestId('tournament-watch').click();
    await spectator.page.getByTestId('watching').waitFor(WAIT);
    expect(await spectator.page.locator('[data-testid="hand-card"]').count()).toBe(0);
    await spectator.context.close();

    // The players play by clicking until the arena is over, each as soon as their turn comes; the host's page shows
    // the standings as they change (recorded in the page).
    const finished = host.page.locator('[data-testid="tournament-page"][data-status="finished"]');
    let over = false;
    const ended = finished
      .waitFor({ timeout: 600_000 })
      .then(
        () => null,
        (e: unknown) => e,
      )
      .finally(() => {
        over = true;
      });
    const shot = (async () => {
      await playable(players[0]!.page).first().waitFor(WAIT);
      await saveShot(players[0]!.page, 'tournament-table-bar-desktop');
    })();
    const played = await Promise.all(players.map((p) => playUntil(p.page, () => over)));
    const notEnded = await ended;
    if (notEnded !== null) throw notEnded;
    await shot;
    const plays = played.reduce((a, b) => a + b, 0);
    expect(plays).toBeGreaterThan(10);

    // The host's page changed its standings live: from nothing won to the final points.
    const final = (await api<{ tournament: TournamentState }>(`/api/tournaments/${id}`)).tournament;
    expect(final.status).toBe('finished');
    const expected = final.standings.map((s) => `${s.name}:${s.points}`);
    await expect.poll(() => shownStandings(host.page), WAIT).toEqual(expected);
    const seen = await standingsSeen(host.page);
    if (seen === null) throw new Error('the host\'s page was reloaded: the standings it showed were lost');
    expect(seen.at(-1)).toBe(expected.join(' '));
    expect(final.standings.reduce((sum, s) => sum + s.points, 0)).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.some((s) => s.split(' ').every((line) => line === '' || line.endsWith(':0')))).toBe(true);
    expect(await host.page.getByRole('heading', { name: 'Final standings' }).count()).toBe(1);
    expect(await host.page.getByTestId('tournament-finished-game').count()).toBe(final.gamesTotal);
    await saveShot(host.page, 'tournament-final-desktop', { fullPage: true });

    // Each player's table bar leads back to the tournament, which shows the same final standings.
    const back = players[1]!.page.getByTestId('tournament-back');
    await back.waitFor(WAIT);
    await saveShot(players[1]!.page, 'tournament-game-over-phone');
    await back.click();
    await players[1]!.page.locator('[data-testid="tournament-page"][data-status="finished"]').waitFor(WAIT);
    await expect.poll(() => shownStandings(players[1]!.page), WAIT).toEqual(expected);
    await saveShot(players[1]!.page, 'tournament-final-phone', { fullPage: true });

    // The profiles list the tournament with each player's final rank of 3, as the server keeps it.
    await Promise.all(
      players.map(async (p, i) => {
        const kept = (await api<{ tournaments: TournamentResultInfo[] }>(`/api/players/${names[i]}/tournaments`)).tournaments;
        expect(kept.map((r) => r.tournament)).toEqual([id]);
        const rank = final.standings.find((s) => s.name === names[i])!.rank;
        expect(kept[0]!.rank).toBe(rank);
        await p.page.goto(`${app.server.url}/#/players/${names[i]}`);
        const line = p.page.getByTestId('player-tournament');
        await line.waitFor(WAIT);
        expect(await line.getAttribute('data-rank')).toBe(String(rank));
        expect(await line.textContent()).toContain(`Arena ${suffix}`);
      }),
    );
    expect(await players[0]!.page.getByTestId('player-tournament').textContent()).toContain('of 3');
    await saveShot(players[1]!.page, 'tournament-profile-phone', { fullPage: true });
    await saveShot(players[0]!.page, 'tournament-profile-desktop', { fullPage: true });

    // Every game of the tournament is in the history with its record; the page's Replay opens one in the review.
    for (const g of final.games) expect((await fetch(`${app.server.url}/api/games/${g.code}/0/record`)).status, g.code).toBe(200);
    await host.page.getByTestId('tournament-replay').first().click();
    await host.page.getByTestId('review').waitFor(WAIT);
    expect(await host.page.getByTestId('review-error').count()).toBe(0);

    for (const p of [host, ...players]) expect(p.errors, 'page errors').toEqual([]);
  });
});
