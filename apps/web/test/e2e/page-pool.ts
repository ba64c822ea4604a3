// The browser pages a test file opens, kept for its next test: a page closed by a test (its context's `close()`)
// is parked with its storage cleared, and the next page asked for with the same locale gets it back instead of a
// new browser context. Loading the app again in a page that has loaded it reuses the context's HTTP and compiled
// code caches: about half the CPU of a load in a new context (docs/performance.md, "The browser lane").
import type { Browser, BrowserContext, Disposable, Page } from 'playwright-core';

export interface PageOptions {
  readonly viewport: { width: number; height: number };
  readonly locale: string;
  /**
   * A page of its own, never parked nor reused: for what a tab carries from one document to the next (Chromium's
   * "had a user gesture before this navigation", which unlocks audio) or a test that changes the context itself.
   */
  readonly fresh?: boolean;
  /** Let the app register its service worker (blocked otherwise: every new context would precache the whole app). */
  readonly serviceWorker?: boolean;
}

export interface OpenedPage {
  /** The page's context; its `close()` parks the page for the file's next test, unless the page is fresh. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every console error and uncaught exception of the page while it is the test's. */
  readonly errors: string[];
}

interface Parked {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly locale: string;
  /** The origins the page has shown, whose storage is cleared when it is parked. */
  readonly origins: Set<string>;
}

const parked = new WeakMap<Browser, Parked[]>();

/** A page on `browser` (a parked one when one fits) with `setup` run before every document's own scripts. */
export async function openPooledPage(browser: Browser, setup: string, options: PageOptions): Promise<OpenedPage> {
  const pool = parked.get(browser) ?? [];
  parked.set(browser, pool);
  const index = options.fresh || options.serviceWorker ? -1 : pool.findIndex((p) => p.locale === options.locale);
  const entry = index >= 0 ? pool.splice(index, 1)[0]! : await newEntry(browser, options);
  await entry.page.setViewportSize(options.viewport);
  const scripts: Disposable[] = [await entry.context.addInitScript(setup)];
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') errors.push(m.text());
  };
  const onError = (e: Error) => errors.push(e.message);
  const onNavigated = (frame: { url(): string; parentFrame(): unknown }) => {
    if (frame.parentFrame() === null && frame.url().startsWith('http')) entry.origins.add(new URL(frame.url()).origin);
  };
  entry.page.on('console', onConsole);
  entry.page.on('pageerror', onError);
  entry.page.on('framenavigated', onNavigated);
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    entry.page.off('console', onConsole);
    entry.page.off('pageerror', onError);
    entry.page.off('framenavigated', onNavigated);
    if (options.fresh || options.serviceWorker) return entry.context.close();
    for (const script of scripts) await script.dispose();
    if (await park(entry)) pool.push(entry);
    else await entry.context.close().catch(() => {});
  };
  const context = new Proxy(entry.context, {
    get(target, prop) {
      if (prop === 'close') return close;
      // A test's own init scripts end with its use of the page, as they would with its own context.
      if (prop === 'addInitScript')
        return async (...args: Parameters<BrowserContext['addInitScript']>) => {
          const script = await target.addInitScript(...args);
          scripts.push(script);
          return script;
        };
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { context, page: entry.page, errors };
}

async function newEntry(browser: Browser, options: PageOptions): Promise<Parked> {
  const context = await browser.newContext({
    viewport: options.viewport,
    locale: options.locale,
    acceptDownloads: true,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  return { context, page: await context.newPage(), locale: options.locale, origins: new Set() };
}

/**
 * Leaves the page as a new context's would be for the next test: on about:blank (its sockets closed), online, no
 * other page open, no cookies, and nothing stored for any origin it showed. False when the page cannot be reused.
 */
async function park(entry: Parked): Promise<boolean> {
  try {
    for (const other of entry.context.pages()) if (other !== entry.page) await other.close();
    if (entry.page.isClosed()) return false;
    await entry.context.setOffline(false);
    await entry.page.goto('about:blank');
    await entry.context.clearCookies();
    const cdp = await entry.context.newCDPSession(entry.page);
    for (const origin of entry.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    entry.origins.clear();
    return true;
  } catch {
    return false;
  }
}
