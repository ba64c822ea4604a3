import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBuiltApp } from './e2e/harness.js';

// The built app under the server's security headers, in Debian's Chromium: nothing is blocked, online play works.
// The code alone never lets anyone join here: only the link with its invitation does.
const app = useBuiltApp({ ESCOBA_CODE_MINUTES: '0' });

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  // Scripts as text: they run in the page (where window and document exist), not in this Node test.
  await page.addInitScript({
    content: "window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));",
  });
  return () => page.evaluate<string[]>('window.violations');
}

describe('security headers (Chromium)', () => {
  it('serves the app with a CSP without inline script; the app runs, plays online and shows the draw for the first dealer', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en' });
    const violations = await watchViolations(page);
    const response = await page.goto(`${app.server.url}/`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');

    await page.getByTestId('online-button').click();
    await page.getByTestId('online-name').fill('Ana');
    await page.getByTestId('online-table-2').check();
    await page.getByTestId('online-seat-1').selectOption('easy');
    await page.getByTestId('create-table').click();
    await page.getByTestId('lobby').waitFor();
    await page.getByTestId('start-online').click();
    await page.getByTestId('game').waitFor();
    // Its whole text is in the page; when it would take two lines (a tie drawn again) the short form is shown instead.
    const draw = page.getByTestId('online-dealer-draw');
    await draw.waitFor({ state: 'attached' });
    expect(await draw.textContent()).toMatch(/^Draw for the deal: .+ — (you deal|.+ deals)\.$/);
    // An inline script is refused by the policy, so the page reports it.
    await page.evaluate("const s = document.createElement('script'); s.textContent = 'window.inlineRan = true'; document.body.appendChild(s);");
    expect(await page.evaluate<boolean>('window.inlineRan === true')).toBe(false);
    const seen = await violations();
    expect(seen.filter((v) => !v.startsWith('script-src-elem inline') && !v.startsWith('script-src inline'))).toEqual([]);
    expect(seen.length).toBe(1);
    expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
    await context.close();
  });

  it('joins with the shared link’s invitation (the code alone is refused); the host removes a player, whose browser goes on watching', async () => {
    const host = await openPage(app.browser, { lang: 'en' });
    const guest = await openPage(app.browser, { lang: 'en' });
    await host.page.goto(`${app.server.url}/`);
    await host.page.getByTestId('online-button').click();
    await host.page.getByTestId('online-name').fill('Ana');
    await host.page.getByTestId('online-table-2').check();
    await host.page.getByTestId('create-table').click();
    await host.page.getByTestId('lobby').waitFor();
    const link = await host.page.getByTestId('share-link').inputValue();
    const code = (await host.page.getByTestId('table-code').textContent())!.trim();
    expect(link).toContain(`/t/${code}?invite=`);
    // With the code alone the seat is refused, with a message.
    await guest.page.goto(`${app.server.url}/t/${code}`);
    await guest.page.getByTestId('join-name').fill('Bea');
    await guest.page.getByTestId('take-seat-1').click();
    const refusal = guest.page.getByTestId('join-table').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^The server refused: /);
    await guest.page.goto('about:blank');
    await guest.page.goto(link);
    await guest.page.getByTestId('join-name').fill('Bea');
    await guest.page.getByTestId('take-seat-1').click();
    await guest.page.getByTestId('lobby').waitFor();
    await expect.poll(() => host.page.getByTestId('lobby-seat-1').textContent()).toContain('Bea');
    expect(await guest.page.getByTestId('kick-0').count()).toBe(0);
    await host.page.getByTestId('kick-1').click();
    await expect.poll(() => host.page.getByTestId('lobby-seat-1').textContent()).not.toContain('Bea');
    // Bea's browser now watches: it offers the free seat again.
    await guest.page.getByTestId('spectator-seats').waitFor();
    expect(await guest.page.getByTestId('server-notice').getAttribute('data-code')).toBe('Unauthorized');
    expect(host.errors).toEqual([]);
    await Promise.all([host.context.close(), guest.context.close()]);
  });
});
