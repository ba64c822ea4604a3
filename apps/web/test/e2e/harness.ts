import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
// The type of inject('escobaServer').
import type {} from './lane-setup.js';

import { ensureBuilt, launchBrowser, SHARED_SERVER_ENV, startServer } from './processes.js';
import { openPooledPage, type OpenedPage, type PageOptions } from './page-pool.js';
import { turnOrOver } from './page-waits.js';

export { CHROMIUM, CHROMIUM_ARGS, ensureBuilt, launchBrowser, ROOT, SHARED_SERVER_ENV, startServer } from './processes.js';

export interface WebSettings {
  lang?: 'es' | 'en' | 'pt';
  deckStyle?: 'spanish' | 'italian' | 'french';
  showValues?: boolean;
  animation?: 'normal' | 'fast' | 'off';
  table?: '2' | '3' | '4' | '4p' | '6p';
  preset?: string;
  options?: Record<string, unknown>;
  levels?: string[];
}

/** How a test's page is opened, beyond its settings and screen (page-pool.ts). */
export type OpenOptions = Pick<PageOptions, 'fresh' | 'serviceWorker'>;

/**
 * A page with the given saved settings, recording every console error and uncaught exception. The page may be one
 * an earlier test of the file closed (its storage cleared: page-pool.ts); `options.fresh` asks for a new one.
 */
export function openPage(browser: Browser, settings: WebSettings, viewport = { width: 1280, height: 800 }, options: OpenOptions = {}): Promise<OpenedPage> {
  const full = { lang: 'en', deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['random', 'random', 'random', 'random', 'random'], ...settings };
  const setup = `if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(full))});`;
  const locale = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' }[settings.lang ?? 'en'];
  return openPooledPage(browser, setup, { viewport, locale, ...options });
}

/** The data-testid of the focused element. */
export const focusedTestId = (page: Page): Promise<unknown> => page.evaluate('document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.testid : null');

/** Waits until it is the person's turn (resolves 'turn') or the hand is over ('over'): page-waits.ts says how. */
export function waitForTurn(page: Page): Promise<'turn' | 'over'> {
  return turnOrOver(page, 30_000);
}

/**
 * Plays one card of the person's with the mouse: a card that can take takes by clicking the lit table cards (one
 * after another until the app plays the set), otherwise it is laid.
 */
export async function playOneCard(page: Page): Promise<void> {
  await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().click();
  if ((await page.locator('[data-testid="table"] button.card.lit').count()) > 0) {
    for (let i = 0; i < 10 && (await page.getByTestId('take-option').count()) > 0; i++) {
      const next = page.locator('[data-testid="table"] button.card.lit:not(.chosen)').first();
      if ((await next.count()) === 0) break;
      await next.click();
    }
    if ((await page.getByTestId('take-option').count()) > 0) await page.getByTestId('take-option').first().click();
  } else {
    await page.getByTestId('lay-option').click();
  }
}

/**
 * Plays the person's turns with the mouse until the hand is over: a card that can take takes by clicking
 * the lit table cards (one after another until the app plays the set), otherwise it is laid.
 */
export async function playHandByClicking(page: Page): Promise<number> {
  let plays = 0;
  while ((await waitForTurn(page)) === 'turn') {
    await playOneCard(page);
    plays++;
  }
  return plays;
}

/** Hand points per side as the breakdown shows them. */
export async function shownHandPoints(page: Page, sides: number): Promise<number[]> {
  const out: number[] = [];
  for (let s = 0; s < sides; s++) out.push(Number(await page.getByTestId(`cat-hand-${s}`).getAttribute('data-points')));
  return out;
}

/** The saved game (an escoba-record/1) from the page's localStorage. */
export async function savedRecord(page: Page): Promise<unknown> {
  return JSON.parse((await page.evaluate('localStorage.getItem("escoba.game.v1")')) as string);
}

/** The real server serving the built app, and a Chromium, for the tests of one file. */
export interface BuiltApp {
  server: { url: string };
  browser: Browser;
}

/**
 * The server and Chromium for a file's tests. In the browser lane the server is the lane's (lane-setup.ts starts it
 * once) unless `env` asks for settings of the file's own; run another way (no lane setup), the file starts its own.
 * Chromium is the file's own. What the file started stops after its tests.
 */
export function useBuiltApp(env: Record<string, string> = {}): BuiltApp {
  const app = {} as BuiltApp;
  let own: ChildProcess | null = null;
  beforeAll(async () => {
    const shared = inject('escobaServer');
    if (shared && Object.keys(env).length === 0) app.server = { url: shared.url };
    else {
      ensureBuilt();
      const started = await startServer({ ...SHARED_SERVER_ENV, ...env });
      own = started.process;
      app.server = { url: started.url };
    }
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    own?.kill();
  });
  return app;
}
