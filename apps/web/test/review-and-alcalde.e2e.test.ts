import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActions, legalSenas, senaOf, type BriscaAction, type BriscaState } from '@escoba/brisca';
import { briscaMatch, type BriscaMatch } from '../src/games/brisca/match.js';
import { SAVED_GAME_KEYS } from '../src/games/catalog.js';
import { openPage, ROOT, useBuiltApp } from './e2e/harness.js';
import { resumeFurther } from './e2e/advance-save.js';
import { saveShot } from './e2e/shots.js';
import { PLAYABLE_CARD, turnOrOver } from './e2e/page-waits.js';

// End to end in Chromium (issue 21, items 4, 5, 6 and 9): the review's list of legal plays ranked by the number it
// shows, each number labelled, in Escoba and in Brisca; Escoba's clear mistakes; a redeal's step; a file that is
// not a record; the offline Alcalde with the person as first Alcalde and two hands to play, played to the end; and
// the partner's señas in the order made, the latest marked. Screenshots go to SCREENSHOT_DIR (docs/screenshots
// when making them); without it none is taken (e2e/shots.ts).
const app = useBuiltApp();
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

/** Records written by `escoba selfplay` (random legal plays: the expert finds clear mistakes in them). */
function selfplay(...args: string[]): string {
  const out = spawnSync(process.execPath, [`${ROOT}apps/cli/dist/main.js`, 'selfplay', ...args], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`escoba selfplay failed: ${out.stderr}`);
  return out.stdout.trim();
}

async function openRecord(page: Page, name: string, text: string) {
  await page.goto(`${app.server.url}/`);
  await page.getByTestId('open-record').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function analyse(page: Page) {
  await page.getByTestId('analyse').click();
  await expect.poll(() => page.getByTestId('analysis-progress').textContent(), { timeout: 300_000, interval: 500 }).toBe('Analysis done.');
}

/** Steps forward until the step shows a list of estimates (a decision with more than one legal play). */
async function nextRankedStep(page: Page) {
  for (let i = 0; i < 60; i++) {
    await page.getByTestId('review-next').click();
    if ((await page.getByTestId('estimates').count()) > 0) return;
  }
  throw new Error('no step with more than one legal play');
}

/** The list as shown: each option's text and its shown value; checks the order and marks agree with the values. */
async function expectListAgrees(page: Page, label: RegExp) {
  const items = page.getByTestId('estimate');
  const n = await items.count();
  expect(n).toBeGreaterThanOrEqual(2);
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    const item = items.nth(i);
    values.push(Number(await item.getAttribute('data-value')));
    expect(await item.locator('.num').textContent()).toMatch(label);
  }
  expect(values).toEqual([...values].sort((a, b) => b - a));
  for (let i = 0; i < n; i++) expect((await items.nth(i).textContent())!.includes('★ best')).toBe(values[i] === values[0]);
  const played = page.locator('[data-testid="estimate"].played');
  expect(await played.count()).toBe(1);
  const mine = Number(await played.getAttribute('data-value'));
  const loss = /loses ([\d.]+)|gives away ([\d.]+)/.exec((await played.textContent())!);
  if (mine === values[0]) expect(loss).toBeNull();
  else expect(Number(loss![1] ?? loss![2])).toBeCloseTo(values[0]! - mine, 5);
}

describe('the review’s list of legal plays', () => {
  it('Escoba: ranked by expected margin, every number labelled, a redeal said, and clear mistakes listed', { timeout: 600_000 }, async () => {
    const record = selfplay('--games', '1', '--seed', '21', '--rules', '{"preset":"classic","target":1}');
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    await openRecord(page, 'escoba.json', record);
    await page.getByTestId('review').waitFor();
    await analyse(page);
    await nextRankedStep(page);
    expect(await page.getByTestId('ranked-by').textContent()).toMatch(/^Each legal play of .+, best first by its expected margin: the hand points .+ expects to make minus the other side’s/);
    await expectListAgrees(page, /^expected margin [+−-]?\d+\.\d\d · expected points \d+\.\d\d$/);
    // Play 6 of a 2-player hand is the first deal's last: its step says the new deal, and only its own play.
    for (let i = 0; i < 40 && !(await page.getByTestId('review-step').textContent())!.startsWith('Hand 1, play 6 of'); i++) await page.getByTestId('review-next').click();
    expect(await page.getByTestId('review-step').textContent()).toMatch(/^Hand 1, play 6 of \d+ — .+\. Then a new deal of three cards each; \d+ cards left in the stock\.$/);
    if ((await page.getByTestId('estimates').count()) === 0) expect(await page.getByTestId('play-analysis').textContent()).toMatch(/^.+ had only one legal play: .+\.$/);
    // Random plays give the expert clear mistakes to list; each leads to its step, flagged.
    const mistakes = page.getByTestId('review-mistake');
    expect(await mistakes.count()).toBeGreaterThan(0);
    expect(await mistakes.first().textContent()).toMatch(/^Hand \d+, play \d+ of \d+: .+, .+ \(loses \d+\.\d\d of margin against the best\)$/);
    await mistakes.first().click();
    await page.getByTestId('mistake-flag').waitFor();
    await expectListAgrees(page, /^expected margin [+−-]?\d+\.\d\d · expected points \d+\.\d\d$/);
    await saveShot(page, 'review-escoba-desktop', { fullPage: true });
    await page.setViewportSize(PHONE);
    await saveShot(page, 'review-escoba-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Brisca: ranked by expected card points, each labelled; the deal agrees with the person', { timeout: 600_000 }, async () => {
    const record = selfplay('--games', '1', '--seed', '5', '--game', 'brisca', '--players', '2', '--hands', '1');
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    await openRecord(page, 'brisca.json', record);
    await page.getByTestId('review').waitFor();
    expect(await page.getByTestId('review-step').textContent()).toMatch(/^Hand 1: the deal — (You deal|\p{L}+ deals); the trump card is .+\.$/u);
    await analyse(page);
    await nextRankedStep(page);
    expect(await page.getByTestId('ranked-by').textContent()).toMatch(/^Expected card points of .+ at the end of the hand, after each legal action:$/);
    await expectListAgrees(page, /^expected card points \d+\.\d$/);
    await saveShot(page, 'review-brisca-desktop', { fullPage: true });
    await page.setViewportSize(PHONE);
    await saveShot(page, 'review-brisca-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a file that is not a record', () => {
  it('says so in a sentence, in each language', async () => {
    const cases = [
      ['en', 'This file is not a game record: it is not JSON. The app opens the .json records it downloads and the .jsonl files of “escoba selfplay”.'],
      ['es', 'Este fichero no es una partida guardada: no es JSON. La aplicación abre las partidas .json que descarga y los ficheros .jsonl de «escoba selfplay».'],
      ['pt', 'Este arquivo não é uma partida gravada: não é JSON. O aplicativo abre as partidas .json que baixa e os arquivos .jsonl do “escoba selfplay”.'],
    ] as const;
    // One page for the three languages, each chosen with the header's button as a person would (the language is
    // the app's setting, kept across the loads of the page), the Portuguese on a phone's screen.
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, DESKTOP);
    for (const [lang, sentence] of cases) {
      await page.goto(`${app.server.url}/`);
      await page.getByTestId(`lang-${lang}`).click();
      await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe(lang);
      if (lang === 'pt') await page.setViewportSize(PHONE);
      await openRecord(page, 'notes.txt', 'Shopping: bread, milk\nand eggs');
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(sentence);
      if (lang !== 'es') await saveShot(page, `not-a-record-${lang === 'en' ? 'desktop' : 'phone'}`);
      // JSON that names no format is not a record either.
      if (lang === 'en') {
        await openRecord(page, 'settings.json', '{"volume": 3}');
        await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('This file is not a game record: it names no record format (a record has, for example, "format": "escoba-record/1").');
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

const playable = (page: Page) => page.locator(PLAYABLE_CARD);

/** Plays the person's turns (the Alcalde's two cards at once) until the hand is over; resolves with their number. */
async function playAlcaldeHand(page: Page): Promise<number> {
  for (let turns = 0; ; turns++) {
    if ((await turnOrOver(page, 60_000)) === 'over') return turns;
    if ((await page.getByTestId('message').textContent())?.includes('two cards')) {
      await playable(page).nth(0).click();
      await playable(page).nth(1).click();
      await page.getByTestId('play-pair').click();
    } else await playable(page).first().click();
  }
}

/** The person on turn for the last time in hand `n` (1 for the first): one turn's cards left, two for the Alcalde. */
const lastTurnOfHand =
  (n: number) =>
  (state: BriscaState): boolean => {
    const hand = state.hand;
    if (state.results.length !== n - 1 || hand === null || hand.result !== null || hand.turn !== 0) return false;
    return hand.hands[0]!.length <= (hand.alcalde === 0 ? 2 : 1);
  };

describe('the Alcalde against the computer', () => {
  it('the person chooses to be the first Alcalde and 2 hands to play; the game ends after the second hand', { timeout: 300_000 }, async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, viewport);
      await page.goto(`${app.server.url}/?seed=e2e-first-alcalde#/alcalde/new`);
      await page.getByTestId('first-alcalde-me').check();
      await page.getByTestId('alcalde-hands').fill('2');
      await page.getByTestId('opponents-level').selectOption('random');
      await saveShot(page, `alcalde-start-${name}`, { fullPage: true });
      await page.getByTestId('start').click();
      await page.getByTestId('game').waitFor();
      expect(await page.getByTestId('dealer-draw').textContent()).toBe('You chose to be the first Alcalde.');
      await expect.poll(() => page.getByTestId('seat-0').textContent()).toContain('Alcalde');
      if (name === 'desktop') {
        // The ends of the hands are what this test checks (brisca.e2e plays a whole Alcalde hand by clicking): before
        // each, the page's save is played on in Node to the person's last turn of the hand and resumed, and that
        // turn is played here.
        for (const hand of [1, 2]) {
          expect(await turnOrOver(page, 60_000)).toBe('turn');
          await resumeFurther(page, `${app.server.url}/`, { matches: briscaMatch, key: SAVED_GAME_KEYS.alcalde, continueButton: 'continue-alcalde' }, `e2e-first-alcalde-on-${hand}`, lastTurnOfHand(hand));
          expect(await playAlcaldeHand(page)).toBe(1);
          if (hand === 1) {
            expect(await page.locator('#hand-over-title').textContent()).toBe('Hand 1 is over');
            await page.getByTestId('next-hand').click();
          }
        }
        expect(await page.locator('#hand-over-title').textContent()).toBe('Game over');
        expect(await page.getByTestId('table-winner').textContent()).toMatch(/^(Most hands won of 2: .+, [12]\.|After 2 hands, a tie for the most hands won\.)$/);
        expect(await page.getByTestId('next-hand').count()).toBe(0);
        await page.getByTestId('rematch').waitFor();
        await saveShot(page, `alcalde-end-${name}`);
        // A finished game is not offered to continue.
        expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(SAVED_GAME_KEYS.alcalde)})`)).toBeNull();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** A 2 against 2 Brisca game with señas, played at random from `seed` until the partner (seat 2) has made two señas and it is the person's turn. */
function gameWithPartnerSenas(): { match: BriscaMatch; said: string[] } {
  for (let n = 0; n < 200; n++) {
    const created = briscaMatch.create({ rules: { preset: 'brisca', senas: true }, players: 4, partnerships: true, levels: [null, 'easy', 'easy', 'easy'], seed: `e2e-senas-order-${n}` });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.value;
    const said: string[] = [];
    const apply = (action: BriscaAction) => {
      const next = briscaMatch.play(match, action);
      if (!next.ok) throw new Error(next.error.message);
      match = next.value;
    };
    for (let i = 0; i < 12 && match.state.hand!.result === null; i++) {
      const turn = match.state.hand!.turn;
      if (turn === 0 && said.length >= 2) return { match, said };
      if (turn === 2 && said.length === 0) {
        const senas = legalSenas(match.state);
        if (senas.length < 2) break;
        for (const sena of senas.slice(0, 2)) {
          apply(senaOf(sena));
          said.push(sena);
        }
      }
      apply(legalActions(match.state)[0]!);
    }
  }
  throw new Error('no seed where the partner can make two señas at once');
}

describe('the partner’s señas', () => {
  it('are listed in the order made, the latest marked, in English card words', async () => {
    const { match, said } = gameWithPartnerSenas();
    const words: Record<string, string> = { as: 'I have the ace of trumps', tres: 'I have the three of trumps', rey: 'I have the king of trumps', caballo: 'I have the knight of trumps', sota: 'I have the jack of trumps', sintriunfo: 'I have no trumps' };
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, viewport);
      await context.addInitScript(`localStorage.setItem(${JSON.stringify(SAVED_GAME_KEYS.brisca)}, ${JSON.stringify(JSON.stringify(briscaMatch.record(match)))});`);
      await page.goto(`${app.server.url}/`);
      await page.getByTestId('continue-brisca').click();
      const list = page.getByTestId('partner-senas-2');
      await list.waitFor();
      expect(await list.locator('.partner-senas-title').textContent()).toMatch(/^\p{L}+ signalled, in order:$/u);
      const items = list.getByTestId('partner-sena');
      expect(await items.count()).toBe(said.length);
      for (let i = 0; i < said.length; i++) {
        const latest = i === said.length - 1;
        expect(await items.nth(i).textContent()).toBe(`${words[said[i]!]}${latest ? 'latest' : ''}`);
        expect(await items.nth(i).getAttribute('class')).toBe(latest ? 'latest' : 'older');
      }
      await saveShot(page, `senas-list-${name}`, { fullPage: name === 'phone' });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
