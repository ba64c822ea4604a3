import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replayRecord } from '@escoba/brisca';
import { openPage, ROOT, useBuiltApp } from './e2e/harness.js';
import { saveShot } from './e2e/shots.js';

// End-to-end in Chromium: Brisca and Alcalde records written by the CLI opened and reviewed with the expert's
// analysis and its chart; a bad record; and señas in a 2 against 2 Brisca game against the computer, whose
// downloaded record reviews with its señas.
const app = useBuiltApp();

/** Records written by `escoba selfplay` (the CLI, built by `tsc -b`). */
function selfplay(...args: string[]): string[] {
  const out = spawnSync(process.execPath, [`${ROOT}apps/cli/dist/main.js`, 'selfplay', ...args], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`escoba selfplay failed: ${out.stderr}`);
  return out.stdout.trim().split('\n');
}

const stepText = (page: Page) => page.getByTestId('review-step').textContent();

describe('Brisca and Alcalde records in the review', () => {
  it('opens a JSON Lines file of Brisca games from escoba selfplay, steps through one, and analyses every play with a chart', async () => {
    const lines = selfplay('--games', '3', '--seed', '21', '--players', '4', '--partnerships', '--rules', 'brisca');
    expect(lines).toHaveLength(3);
    const second = JSON.parse(lines[1]!) as Record<string, unknown>;
    const final = replayRecord(second);
    if (!final.ok) throw new Error(final.error.message);
    const points = final.value.hand!.result!.points;
    const plays = (second.hands as { plays: string[] }[])[0]!.plays.length;

    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('open-record').setInputFiles({ name: 'brisca.jsonl', mimeType: 'application/jsonl', buffer: Buffer.from(`${lines.join('\n')}\n`) });
    await page.getByTestId('record-picker').waitFor();
    const items = page.getByTestId('record-game');
    expect(await items.count()).toBe(3);
    // The game is picked from the record's format once the registry of games is loaded: then its score shows.
    await expect.poll(() => items.nth(1).textContent()).toBe(`Game 1 · 4 players in partnerships · Brisca · card points ${points.join('–')}`);
    await items.nth(1).click();
    await page.getByTestId('review').waitFor();
    expect(await page.locator('.review h1').textContent()).toBe('Review: Brisca');
    expect(await stepText(page)).toMatch(/^Hand 1: the deal — .+ deals; the trump card is .+\.$/);
    await page.getByTestId('review-next').click();
    expect(await stepText(page)).toMatch(new RegExp(`^Hand 1, play 1 of ${plays} — .+ played .+\\.$`));
    // Every hand face up (3 cards each, one of them played); the trick shows who played its card.
    let held = 0;
    for (let seat = 0; seat < 4; seat++) held += await page.getByTestId(`review-seat-${seat}`).locator('.card').count();
    expect(held).toBe(11);
    expect(await page.getByTestId('review-trick').locator('figure').count()).toBe(1);

    await page.getByTestId('analyse').click();
    await expect.poll(() => page.getByTestId('analysis-progress').textContent(), { timeout: 120_000, interval: 500 }).toBe('Analysis done.');
    // The first play is a choice among three cards (and maybe an exchange): each with its expected points, the best
    // starred, the one played marked.
    const analysis = page.getByTestId('play-analysis');
    expect(await analysis.locator('li').count()).toBeGreaterThanOrEqual(3);
    expect(await analysis.locator('li.played').count()).toBe(1);
    expect(await analysis.textContent()).toContain('★ best');
    expect(await page.locator('.analysis figure.chart').count()).toBe(1);
    // The chart ends at the hand's real points.
    await page.getByTestId('review-last').click();
    expect(await page.getByTestId('review-result').textContent()).toContain(`${points[0]} card points`);
    const legend = await page.locator('.analysis figure.chart .legend li').allTextContents();
    expect(legend.map((l) => Number(l.split(': ').at(-1)))).toEqual([...points]);
    await saveShot(page, 'brisca-review', { fullPage: true });
    // Clear mistakes, when the expert finds any, each lead to its play.
    const mistakes = page.getByTestId('review-mistakes').locator('button');
    if ((await mistakes.count()) > 0) {
      await mistakes.first().click();
      await page.getByTestId('mistake-flag').waitFor();
    }
    await page.getByTestId('review-close').click();
    await page.getByTestId('home').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an Alcalde record (one JSON) and steps to the Alcalde’s two-card plays; a bad record says what is wrong and the app goes on', async () => {
    const [alcalde] = selfplay('--games', '1', '--seed', '4', '--rules', 'alcalde');
    const { context, page, errors } = await openPage(app.browser, { lang: 'es' });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('open-record').setInputFiles({ name: 'alcalde.json', mimeType: 'application/json', buffer: Buffer.from(alcalde!) });
    await page.getByTestId('review').waitFor();
    expect(await page.locator('.review h1').textContent()).toBe('Repaso: Alcalde');
    expect(await page.locator('.review-seat .tag').count()).toBe(1);
    // Step until the Alcalde plays: his two cards in one action.
    for (let i = 0; i < 4 && !(await stepText(page))!.includes(' + '); i++) await page.getByTestId('review-next').click();
    expect(await stepText(page)).toMatch(/^Mano 1, jugada [1-4] de \d+ — .+ jugó .+ \+ .+\.$/);

    // A record whose play is illegal: the review names the hand and the play; back home, a good file still opens.
    const bad = JSON.parse(alcalde!) as { hands: { plays: string[] }[] };
    bad.hands[0]!.plays[2] = bad.hands[0]!.plays[0]!;
    await page.getByTestId('review-close').click();
    await page.getByTestId('open-record').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect.poll(() => page.getByTestId('review-error').textContent()).toMatch(/^Este archivo no es un brisca-record\/1 válido: hand 0 play 2: /);
    await page.getByTestId('review-close').click();
    await page.getByTestId('open-record').setInputFiles({ name: 'tute.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'tute-record/1', hands: [] })) });
    await expect.poll(() => page.getByTestId('review-error').textContent()).toBe('Esta es una partida tute-record/1: ningún juego de esta aplicación la lee.');
    await page.getByTestId('review-close').click();
    await page.getByTestId('open-record').setInputFiles({ name: 'alcalde.json', mimeType: 'application/json', buffer: Buffer.from(alcalde!) });
    await page.getByTestId('review-step').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('señas in 2 against 2 Brisca', () => {
  it('the partner bot’s señas show by its seat and in the play log, never an opponent’s; the person signals with a tap; the record reviews with them', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    const prefs = { brisca: { preset: 'brisca', options: { senas: true }, table: '4p', levels: ['expert', 'expert', 'expert'] }, alcalde: { preset: 'alcalde', options: {}, table: '3', levels: ['medium', 'medium'] }, showPoints: false };
    await context.addInitScript(`localStorage.setItem('escoba.brisca.settings.v1', ${JSON.stringify(JSON.stringify(prefs))});`);
    await page.goto(`${app.server.url}/?seed=e2e-senas-3#/brisca/new`);
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();

    // Play by clicking until the partner (seat 2) has signalled and the person has made a seña, or the hand ends.
    let mine = 0;
    const hand = page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');
    for (let turn = 0; turn < 10; turn++) {
      await Promise.race([hand.first().waitFor({ timeout: 60_000 }), page.getByTestId('hand-over').waitFor({ timeout: 60_000 })]);
      if (await page.getByTestId('hand-over').isVisible()) break;
      const senas = page.getByTestId('sena-bar').locator('button.sena');
      if ((await senas.count()) > 0) {
        await senas.first().click();
        mine++;
        await page.getByTestId('senas-made').waitFor();
      }
      if (mine > 0 && (await page.getByTestId('partner-senas-2').count()) > 0) break;
      await hand.first().click();
    }
    expect(mine).toBeGreaterThan(0);
    await page.getByTestId('partner-senas-2').waitFor();
    expect(await page.getByTestId('partner-senas-2').textContent()).toMatch(/I have (the (ace|three|king|knight|jack) of trumps|no trumps)/);
    // Opponents' señas never reach the person's screen.
    expect(await page.getByTestId('partner-senas-1').count()).toBe(0);
    expect(await page.getByTestId('partner-senas-3').count()).toBe(0);
    await page.getByTestId('play-log').locator('summary').click();
    const log = (await page.getByTestId('play-log').locator('li').allTextContents()).join('\n');
    expect(log).toMatch(/You signal: I have/);
    expect(log).toMatch(/\w+ signals: I have/);
    await saveShot(page, 'brisca-senas');

    // The downloaded record holds every seña; its review shows them by each seat.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').first().click()]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'brisca-record/1', rules: { preset: 'brisca', senas: true } });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId('open-record').setInputFiles({ name: 'senas.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByTestId('review').waitFor();
    await page.getByTestId('review-last').click();
    await page.getByTestId('review-senas-2').waitFor();
    expect(await page.getByTestId('review-senas-0').textContent()).toMatch(/^Señas: I have/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
