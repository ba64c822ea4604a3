import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyLesson, Pick } from '../src/guide/lesson.js';
import { nextStep, pickMove, startRun, wantedMove, type GuideRun } from '../src/guide/run.js';
import { makeI18n } from '../src/i18n/translator.js';
import type { Lang } from '../src/i18n/strings.js';
import { escobaLesson } from '../src/games/escoba/guide/lesson.js';
import { briscaLesson } from '../src/games/brisca/guide/brisca-lesson.js';
import { alcaldeLesson } from '../src/games/brisca/guide/alcalde-lesson.js';
import { openPage, useBuiltApp } from './e2e/harness.js';

// End-to-end in Chromium: each game's guided first hand from the home page's "Learn to play" in each language, played
// to its end in English and, in Spanish and Portuguese, up to the wrong move it refuses with why, or to its end in a
// lesson that refuses none so (the Alcalde's) (every step's
// words in every language, at every screen, are guide-fit.e2e's: it plays each lesson through switching language at
// each step). The same lesson runs beside the page in Node (the pure runner), so every prompt and every highlighted
// card on the page is checked against what the lesson says at that step; then leaving in the middle.
const app = useBuiltApp();

const LESSONS = { escoba: escobaLesson, brisca: briscaLesson, alcalde: alcaldeLesson } as Record<string, AnyLesson>;

type Run = GuideRun<unknown, unknown>;

/** The highlighted cards on the page (in the table's rows), sorted. */
const shownHighlight = async (page: Page): Promise<number[]> =>
  (await page.locator('[data-testid="guide"] .guide-highlight').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))))).sort((a, b) => a - b);

/** The page shows the lesson's step: same step, same words in `lang`, the same cards lit. */
async function expectStep(page: Page, lesson: AnyLesson, run: Run, lang: Lang): Promise<void> {
  // The lesson's words load with it: on a loaded machine its first step can take seconds to show.
  await expect.poll(() => page.getByTestId('guide').getAttribute('data-step'), { timeout: 15_000 }).toBe(String(run.step));
  const step = lesson.steps[run.step]!;
  const text = step.text(makeI18n(lang), run.state);
  expect(await page.getByTestId('guide-text').textContent()).toBe(text);
  // Said in the page's language: another language's words for the same step differ.
  if (lang !== 'en') expect(text).not.toBe(step.text(makeI18n('en'), run.state));
  const shownCards = new Set((await page.locator('[data-testid="guide"] [data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))))));
  const lit = step.kind === 'free' ? [] : [...new Set(step.highlight?.(run.state) ?? [])].filter((c) => shownCards.has(c));
  expect(await shownHighlight(page)).toEqual(lit.sort((a, b) => a - b));
}

/** A pick made on the page: a card of the hand, or a button. */
async function pickOnPage(page: Page, pick: Pick): Promise<void> {
  if (typeof pick === 'number') await page.locator(`[data-zone="hand"] button[data-card="${pick}"]`).click();
  else await page.getByTestId(`guide-button-${pick}`).click();
}

const picksOf = (action: { type?: string; card?: number; cards?: readonly number[] }): Pick[] =>
  action.type === 'exchange' ? ['exchange'] : action.cards ? [...action.cards] : [action.card!];

/**
 * Plays the lesson on the page, checking every step, to its end or (`until: 'refused'`) until the wrong move tried on
 * the way has been refused (a lesson that refuses no move with why plays to its end); resolves with where it stopped.
 */
async function playLesson(page: Page, lesson: AnyLesson, lang: Lang, until: 'end' | 'refused'): Promise<'end' | 'refused'> {
  let run: Run = startRun(lesson);
  let triedWrong = false;
  for (let guard = 0; guard < 400; guard++) {
    await expectStep(page, lesson, run, lang);
    const step = lesson.steps[run.step]!;
    if (step.kind === 'end') return 'end';
    if (step.kind === 'say' || step.kind === 'them') {
      await page.getByTestId('guide-next').click();
      run = nextStep(lesson, run);
    } else if (step.kind === 'you') {
      const want = picksOf(wantedMove(lesson, run) as never);
      if (!triedWrong) {
        // Another card of the hand than the lesson's: refused, with why the suggested one is better.
        const hand = lesson.scene(run.state, makeI18n(lang)).find((z) => z.mine)!.cards;
        const other = hand.find((c) => !want.includes(c));
        const refused = pickMove(lesson, run, other!);
        if (refused.refused === 'why') {
          triedWrong = true;
          await pickOnPage(page, other!);
          await expect.poll(() => page.getByTestId('guide-refused').textContent()).toBe(step.why(makeI18n(lang), run.state));
          expect(await page.getByTestId('guide').getAttribute('data-step')).toBe(String(run.step));
          if (until === 'refused') return 'refused';
        }
      }
      for (const pick of want) {
        await pickOnPage(page, pick);
        run = pickMove(lesson, run, pick);
      }
    } else {
      // The free part: the first card of the hand, and the next one when a second card is asked for.
      const hand = lesson.scene(run.state, makeI18n(lang)).find((z) => z.mine)!.cards;
      await pickOnPage(page, hand[0]!);
      run = pickMove(lesson, run, hand[0]!);
      if (run.picks.length > 0) {
        await page.locator('.guide-more').waitFor();
        await pickOnPage(page, hand[1]!);
        run = pickMove(lesson, run, hand[1]!);
      }
    }
    expect(run.refused).toBeNull();
  }
  throw new Error('the lesson did not end');
}

describe('the guided first hand', () => {
  for (const game of ['escoba', 'brisca', 'alcalde'] as const) {
    it.each([
      ['es', 'refused'],
      ['en', 'end'],
      ['pt', 'refused'],
    ] as const)(`${game}: from the home page (%s), played until %s`, async (lang, until) => {
      const { context, page, errors } = await openPage(app.browser, { lang });
      await page.goto(`${app.server.url}/`);
      await page.getByTestId(`learn-${game}`).click();
      await page.getByTestId('guide').waitFor();
      expect(page.url()).toContain(`#/${game}/learn`);
      if ((await playLesson(page, LESSONS[game]!, lang, until)) === 'end') await page.getByTestId('guide-again').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('can be left in the middle: home, or a real game of the same game from its new-game form', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' }, { width: 360, height: 740 });
    await page.goto(`${app.server.url}/#/brisca/new`);
    await page.getByTestId('learn-brisca').click();
    await page.getByTestId('guide').waitFor();
    await page.getByTestId('guide-next').click();
    await expect.poll(() => page.getByTestId('guide').getAttribute('data-step')).toBe('1');
    await page.getByTestId('guide-home').click();
    await page.getByTestId('home').waitFor();
    expect(page.url()).not.toContain('learn');
    // A reload of the lesson's link opens it at its start; "Play a real game" opens the game's form.
    await page.goto(`${app.server.url}/#/alcalde/learn`);
    await page.getByTestId('guide').waitFor();
    expect(await page.getByTestId('guide').getAttribute('data-step')).toBe('0');
    await page.getByTestId('guide-next').click();
    await page.getByTestId('guide-play').click();
    await page.getByTestId('new-game').waitFor();
    expect(page.url()).toContain('#/alcalde/new');
    expect(await page.getByTestId('game-alcalde').isChecked()).toBe(true);
    // No sideways scroll on the phone.
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
