// Waiting on a page for what comes after a while (the person's turn, the hand's end, a lobby's update). A locator's
// `waitFor` polls the page from Node, backing off to one look every 500 ms (Playwright's retry steps 0, 20, 50, 100,
// 100, 500 ms): a turn that comes back after a server's bot or another browser is seen up to half a second late,
// every turn. Racing two such waits left the loser polling until its timeout, a wait for the hand's end per turn.
// Here the page itself looks every 20 ms and answers once: what is waited for is seen within a frame or two.
import type { Page } from 'playwright-core';

/** A card of the person's hand that can be played now. */
export const PLAYABLE_CARD = '[data-testid="hand"] button.card:not([aria-disabled="true"])';

/** What `turnOrOver` waits for. */
export type TableMoment = 'turn' | 'over';

/**
 * Resolves 'over' once the hand-over panel is shown, else 'turn' once the first playable card of the person's hand is shown (the
 * panel wins when both are shown, as it did when the locators were raced). Shown as Playwright's "visible": a
 * non-empty box, not `visibility: hidden`.
 */
export async function turnOrOver(page: Page, timeout = 30_000): Promise<TableMoment> {
  const moment = await page.waitForFunction(
    (playable) => {
      const shown = (e: Element | null) => {
        if (e === null) return false;
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      };
      if (shown(document.querySelector('[data-testid="hand-over"]'))) return 'over';
      return shown(document.querySelector(playable)) ? 'turn' : false;
    },
    PLAYABLE_CARD,
    { timeout, polling: 20 },
  );
  return (await moment.jsonValue()) as TableMoment;
}

/**
 * Waits until an element matching `selector` is shown (`gone`: until none is), looked for by the page itself every
 * 20 ms: for what comes from the server after a while (a lobby's next update, a presence), which a locator's
 * `waitFor` would see up to half a second late.
 */
export async function shownInPage(page: Page, selector: string, options: { gone?: boolean; timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    ({ selector, gone }) => {
      const shown = [...document.querySelectorAll(selector)].some((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      });
      return shown !== gone;
    },
    { selector, gone: options.gone ?? false },
    { timeout: options.timeout ?? 30_000, polling: 20 },
  );
}
