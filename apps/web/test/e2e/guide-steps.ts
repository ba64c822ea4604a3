// What the guided-hand tests (guide.e2e, guide-fit.e2e) read and do on the lesson's page, beside the pure runner.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnyLesson, Pick } from '../../src/guide/lesson.js';
import type { GuideRun } from '../../src/guide/run.js';

export type Run = GuideRun<unknown, unknown>;

/** The picks that make a lesson's move: a card, two cards, or the exchange button. */
export const picksOf = (action: { type?: string; card?: number; cards?: readonly number[] }): Pick[] =>
  action.type === 'exchange' ? ['exchange'] : action.cards ? [...action.cards] : [action.card!];

/** A pick made on the page: a card of the hand, or a button. */
export async function pickOnPage(page: Page, pick: Pick): Promise<void> {
  if (typeof pick === 'number') await page.locator(`[data-zone="hand"] button[data-card="${pick}"]`).click();
  else await page.getByTestId(`guide-button-${pick}`).click();
}

/** The page lights the cards the lesson's step lights, among those it shows (in any language: no words). */
export async function expectHighlight(page: Page, lesson: AnyLesson, run: Run): Promise<void> {
  const step = lesson.steps[run.step]!;
  const shownCards = new Set(await page.locator('[data-testid="guide"] [data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card')))));
  const lit = step.kind === 'free' ? [] : [...new Set(step.highlight?.(run.state) ?? [])].filter((c) => shownCards.has(c));
  const shown = await page.locator('[data-testid="guide"] .guide-highlight').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));
  expect(shown.sort((a, b) => a - b)).toEqual(lit.sort((a, b) => a - b));
}
