import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyLesson } from '../src/guide/lesson.js';
import { nextStep, pickMove, startRun, wantedMove } from '../src/guide/run.js';
import { makeI18n } from '../src/i18n/translator.js';
import { escobaLesson } from '../src/games/escoba/guide/lesson.js';
import { briscaLesson } from '../src/games/brisca/guide/brisca-lesson.js';
import { alcaldeLesson } from '../src/games/brisca/guide/alcalde-lesson.js';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { expectHighlight, pickOnPage, picksOf, type Run } from './e2e/guide-steps.js';

// End to end in Chromium: every game's guided hand played to its end (the lesson's moves, and in its free part the
// hand's first card), checked at every step against the same lesson run beside the page in Node (the pure runner):
// its words in each language, its highlighted cards, and the guide's prompt, its table and the player's hand all on
// screen at once, without scrolling, on a 1366×768 and a 1280×720 laptop and on a 360×740 phone (where the prompt is
// above the table, not beside it); at its end, the offer to play it again. (guide.e2e opens each lesson from the
// home page in each language, up to the first move.)
const app = useBuiltApp();

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
] as const;

const LESSONS = { escoba: escobaLesson, brisca: briscaLesson, alcalde: alcaldeLesson } as Record<string, AnyLesson>;

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

interface GuideFit {
  readonly scrollY: number;
  readonly scrollWidth: number;
  readonly width: number;
  readonly height: number;
  readonly parts: Record<string, Box | null>;
}

const LANGS = ['es', 'en', 'pt'] as const;
type Lang = (typeof LANGS)[number];

/**
 * At the page's present size, each language in turn (the header's switch, clicked in the page: the lesson stays
 * where it is) once the page shows it (the app sets `<html lang>` after rendering it, a task or less after the
 * click) and a frame has been drawn with it (the header's ResizeObserver, which sets the header's height the layout
 * reads, reports in a frame, after its animation callbacks): the step's words and the boxes of the prompt, the table
 * and the hand. One call a size instead of a few Playwright round trips a language, which were most of this test's
 * CPU (docs/performance.md, "browser lane CPU, issue 20").
 */
const MEASURE_LANGS = `(async () => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));
  const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const out = [];
  for (const lang of ${JSON.stringify(LANGS)}) {
    document.querySelector('[data-testid="lang-' + lang + '"]').click();
    for (let i = 0; i < 2000 && document.documentElement.lang !== lang; i++) await task();
    await afterFrame();
    out.push({
      lang,
      text: document.querySelector('[data-testid="guide-text"]')?.textContent ?? null,
      fit: {
        scrollY: window.scrollY,
        scrollWidth: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
        height: innerHeight,
        parts: {
          prompt: box(document.querySelector('[data-testid="guide-prompt"]')),
          table: box(document.querySelector('.guide-table')),
          hand: box(document.querySelector('[data-zone="hand"]')),
        },
      },
    });
  }
  return out;
})()`;

/** The prompt, the table and the hand inside the screen, the page not scrolled either way. */
function expectFits(fit: GuideFit, at: string): void {
  expect(fit.scrollY, `${at}: scrolled`).toBe(0);
  expect(fit.scrollWidth, `${at}: page width`).toBeLessThanOrEqual(fit.width);
  for (const [name, box] of Object.entries(fit.parts)) {
    expect(box, `${at}: ${name} shown`).not.toBeNull();
    expect(box!.top, `${at}: ${name} top`).toBeGreaterThanOrEqual(0);
    expect(box!.bottom, `${at}: ${name} bottom`).toBeLessThanOrEqual(fit.height);
    expect(box!.left, `${at}: ${name} left`).toBeGreaterThanOrEqual(0);
    expect(box!.right, `${at}: ${name} right`).toBeLessThanOrEqual(fit.width);
  }
}

/** At each size, each language's words at this step (as the pure runner says them) and the fit. */
async function expectStepEverywhere(page: Page, lesson: AnyLesson, run: Run, what: string): Promise<void> {
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    for (const { lang, text, fit } of (await page.evaluate(MEASURE_LANGS)) as { lang: Lang; text: string | null; fit: GuideFit }[]) {
      const at = `${what} (${lang}) at ${screen.width}×${screen.height}`;
      expect(text, `${at}: words`).toBe(lesson.steps[run.step]!.text(makeI18n(lang), run.state));
      expectFits(fit, at);
    }
  }
}

/** One step on: Next, the lesson's move, or in the free part the hand's first card (and its second when asked). */
async function advance(page: Page, lesson: AnyLesson, run: Run): Promise<Run> {
  const step = lesson.steps[run.step]!;
  if (step.kind === 'say' || step.kind === 'them') {
    await page.getByTestId('guide-next').click();
    return nextStep(lesson, run);
  }
  if (step.kind === 'you') {
    for (const pick of picksOf(wantedMove(lesson, run) as never)) {
      await pickOnPage(page, pick);
      run = pickMove(lesson, run, pick);
    }
  } else {
    const hand = lesson.scene(run.state, makeI18n('en')).find((z) => z.mine)!.cards;
    await pickOnPage(page, hand[0]!);
    run = pickMove(lesson, run, hand[0]!);
    if (run.picks.length > 0) {
      await page.locator('.guide-more').waitFor();
      await pickOnPage(page, hand[1]!);
      run = pickMove(lesson, run, hand[1]!);
    }
  }
  expect(run.refused).toBeNull();
  return run;
}

// The three lessons at once, each in a page of its own: a step mostly waits on its page (frames drawn, round trips),
// so three pages keep the file's worker busy where one left it idle.
describe.concurrent('the guided hand fits a laptop and a phone (Chromium)', () => {
  for (const game of ['escoba', 'brisca', 'alcalde'] as const) {
    // A whole lesson, each step in three languages at three sizes: longer than most tests.
    it(`${game}: played to its end, every step's words in each language, its highlighted cards, the prompt, the table and the hand in view`, { timeout: 300_000 }, async ({ expect }) => {
      const lesson = LESSONS[game]!;
      const { context, page, errors } = await openPage(app.browser, { lang: 'es' }, SCREENS[0]);
      await page.goto(`${app.server.url}/#/${game}/learn`);
      await page.getByTestId('guide').waitFor();
      let run: Run = startRun(lesson);
      for (let guard = 0; guard < 400; guard++) {
        await expect.poll(() => page.getByTestId('guide').getAttribute('data-step'), { timeout: 30_000 }).toBe(String(run.step));
        await expectHighlight(page, lesson, run);
        // Each language's words at this step (the header's switch keeps the lesson where it is), measured at each size.
        await expectStepEverywhere(page, lesson, run, `${game} step ${run.step + 1}`);
        // The picks of a move are made at the laptop's size.
        await page.setViewportSize(SCREENS[0]);
        if (lesson.steps[run.step]!.kind === 'end') break;
        run = await advance(page, lesson, run);
      }
      expect(lesson.steps[run.step]!.kind).toBe('end');
      await page.getByTestId('guide-again').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
