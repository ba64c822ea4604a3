import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyLesson } from '../src/guide/lesson.js';
import { nextStep, pickMove, startRun, wantedMove } from '../src/guide/run.js';
import { makeI18n } from '../src/i18n/translator.js';
import type { Lang } from '../src/i18n/strings.js';
import { escobaLesson } from '../src/games/escoba/guide/lesson.js';
import { briscaLesson } from '../src/games/brisca/guide/brisca-lesson.js';
import { alcaldeLesson } from '../src/games/brisca/guide/alcalde-lesson.js';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { goToHash, useSharedPage } from './e2e/shared-page.js';
import { expectHighlight, pickOnPage, picksOf, type Run } from './e2e/guide-steps.js';

// End-to-end in Chromium: each game's guided first hand opened from the home page's "Learn to play" in each
// language, played up to the player's first move: the wrong move tried there refused with why, in that language,
// or in a lesson that refuses none so (the Alcalde's) the move made and the next step shown. The same lesson runs
// beside the page in Node (the pure runner), so every prompt and every highlighted card on the page is checked
// against what the lesson says at that step; then leaving in the middle. Each lesson played to its end, every
// step's words in every language and its highlighted cards, is guide-fit.e2e's.
const app = useBuiltApp();

const LESSONS = { escoba: escobaLesson, brisca: briscaLesson, alcalde: alcaldeLesson } as Record<string, AnyLesson>;

/** The page shows the lesson's step: same step, same words in `lang`, the same cards lit. */
async function expectStep(page: Page, lesson: AnyLesson, run: Run, lang: Lang): Promise<void> {
  // The lesson's words load with it: on a loaded machine its first step can take seconds to show.
  await expect.poll(() => page.getByTestId('guide').getAttribute('data-step'), { timeout: 15_000 }).toBe(String(run.step));
  const step = lesson.steps[run.step]!;
  const text = step.text(makeI18n(lang), run.state);
  expect(await page.getByTestId('guide-text').textContent()).toBe(text);
  // Said in the page's language: another language's words for the same step differ.
  if (lang !== 'en') expect(text).not.toBe(step.text(makeI18n('en'), run.state));
  await expectHighlight(page, lesson, run);
}

/**
 * Plays the lesson on the page, checking every step, up to the player's first move: there another card of the hand
 * than the lesson's is refused, with why the lesson's is better; a lesson that refuses it without a why (the
 * Alcalde's two cards are a move of their own) takes its move instead, and the next step is checked. Resolves with
 * which it was.
 */
async function playToFirstMove(page: Page, lesson: AnyLesson, lang: Lang): Promise<'refused' | 'moved'> {
  let run: Run = startRun(lesson);
  for (let guard = 0; guard < 400; guard++) {
    await expectStep(page, lesson, run, lang);
    const step = lesson.steps[run.step]!;
    if (step.kind === 'say' || step.kind === 'them') {
      await page.getByTestId('guide-next').click();
      run = nextStep(lesson, run);
      continue;
    }
    if (step.kind !== 'you') throw new Error(`step ${run.step} (${step.kind}) came before the player's first move`);
    const want = picksOf(wantedMove(lesson, run) as never);
    const hand = lesson.scene(run.state, makeI18n(lang)).find((z) => z.mine)!.cards;
    const other = hand.find((c) => !want.includes(c))!;
    if (pickMove(lesson, run, other).refused === 'why') {
      await pickOnPage(page, other);
      await expect.poll(() => page.getByTestId('guide-refused').textContent()).toBe(step.why(makeI18n(lang), run.state));
      expect(await page.getByTestId('guide').getAttribute('data-step')).toBe(String(run.step));
      return 'refused';
    }
    for (const pick of want) {
      await pickOnPage(page, pick);
      run = pickMove(lesson, run, pick);
    }
    expect(run.refused).toBeNull();
    await expectStep(page, lesson, run, lang);
    return 'moved';
  }
  throw new Error('the lesson asked for no move');
}

describe('the guided first hand', () => {
  // Each language's three lessons share one page (e2e/shared-page.ts), each opened from the home screen.
  for (const lang of ['es', 'en', 'pt'] as const) {
    describe(`in ${lang}`, () => {
      const shared = useSharedPage(app, { lang }, { width: 1280, height: 800 });
      for (const game of ['escoba', 'brisca', 'alcalde'] as const) {
        it(`${game}: from the home page (${lang}), up to the first move`, async () => {
          const { page, errors } = shared;
          await goToHash(page, '#/');
          await page.getByTestId(`learn-${game}`).click();
          await page.getByTestId('guide').waitFor();
          expect(page.url()).toContain(`#/${game}/learn`);
          // The Alcalde's lesson is the one that refuses no move with why (the unit tests of the lessons say which).
          expect(await playToFirstMove(page, LESSONS[game]!, lang)).toBe(game === 'alcalde' ? 'moved' : 'refused');
          expect(errors).toEqual([]);
        });
      }
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
