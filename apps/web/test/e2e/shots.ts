// Screenshots of the browser tests, for people to look at (docs, reviews): taken only when SCREENSHOT_DIR names a
// folder to save them in. A run of the lane without it takes none: nothing is asserted on them.
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = process.env['SCREENSHOT_DIR'];

/** Saves `page` as SCREENSHOT_DIR/`name`.png when SCREENSHOT_DIR is set. */
export async function saveShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, ...options });
}
