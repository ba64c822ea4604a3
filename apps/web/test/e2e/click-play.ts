// Playing a game to its end by clicking, as a person would, in the browser tests of online Brisca games.
import type { Page } from 'playwright-core';
import { PLAYABLE_CARD } from './page-waits.js';

/** The cards of the person's hand that can be played now. */
export const playable = (page: Page) => page.locator(PLAYABLE_CARD);

/** Whether the hand-over panel is shown. */
export const isOver = async (page: Page): Promise<boolean> => (await page.getByTestId('hand-over').count()) > 0;

/**
 * Plays on every page until each shows the hand's end: on its turn a page exchanges the trump card the first time it
 * is offered, else plays its first playable card; when no page could play, waits 50 ms for the server.
 */
export async function playToTheEnd(pages: readonly Page[]): Promise<void> {
  const exchanged = new Set<Page>();
  for (;;) {
    let over = true;
    for (const page of pages) over = (await isOver(page)) && over;
    if (over) return;
    let played = false;
    for (const page of pages) {
      if ((await playable(page).count()) === 0) continue;
      if ((await page.getByTestId('exchange').count()) > 0 && !exchanged.has(page)) {
        exchanged.add(page);
        await page.getByTestId('exchange').click();
      } else await playable(page).first().click();
      played = true;
    }
    if (!played) await pages[0]!.waitForTimeout(50);
  }
}
