// One page for the tests of a describe block: the app loaded once in its beforeAll, each test moving on inside it by
// the URL's hash (the app routes by hash: no new document, no new load of the app). A load of the app is most of a
// short browser test's CPU (docs/performance.md, "browser lane CPU, issue 20").
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type BuiltApp, type WebSettings } from './harness.js';

export interface SharedPage {
  readonly page: Page;
  /** Every console error and uncaught exception of the page since the block's first test. */
  readonly errors: string[];
}

/**
 * A page on the app's home screen (at `path`: `/?seed=…` deals the page's games from a seed), opened before the
 * block's first test and closed after its last.
 */
export function useSharedPage(app: BuiltApp, settings: WebSettings, viewport: { width: number; height: number }, path = '/'): SharedPage {
  const shared = {} as { page: Page; errors: string[]; close: () => Promise<void> };
  beforeAll(async () => {
    const opened = await openPage(app.browser, settings, viewport);
    await opened.page.goto(`${app.server.url}${path}`);
    Object.assign(shared, { page: opened.page, errors: opened.errors, close: () => opened.context.close() });
  });
  afterAll(async () => {
    await shared.close?.();
  });
  return shared;
}

/** Goes to `hash` (`#/online`, `#/t/CODE/watch`) in the page's current document. */
export async function goToHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}
