import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, playHandByClicking, waitForTurn, useBuiltApp } from './e2e/harness.js';
import { escobaAtLastCard } from './e2e/saved-hand.js';

// End-to-end in Chromium: Portuguese (Brazil) on every screen a player meets, and the end-of-hand panel on an
// 800 px tall screen.
const app = useBuiltApp();

/** The hand-over panel's box, after scrolling the overlay to its top. */
async function panelBox(page: Page) {
  await page.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
  const box = await page.getByTestId('hand-over').boundingBox();
  if (!box) throw new Error('no hand-over panel');
  return box;
}

describe('Portuguese (Brazil)', () => {
  it('is chosen for a pt-BR or pt-PT browser with no saved settings', async () => {
    for (const locale of ['pt-BR', 'pt-PT']) {
      const context = await app.browser.newContext({ locale, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(app.server.url);
      await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('pt');
      expect(await page.getByTestId('new-game-button').textContent()).toContain('Novo jogo');
      expect(await page.getByTestId('lang-pt').getAttribute('aria-pressed')).toBe('true');
      await context.close();
    }
  });

  it('switches to Portuguese and shows the new game form, the table, the cards and the end of the hand in it', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'en', table: '2', levels: ['random'] });
    await page.goto(`${app.server.url}/?seed=e2e-pt`);
    await page.getByTestId('lang-pt').click();
    expect(await page.evaluate('document.documentElement.lang')).toBe('pt');
    expect(await page.getByTestId('new-game-button').textContent()).toContain('Novo jogo');
    await page.getByTestId('new-game-button').click();
    expect(await page.getByTestId('start').textContent()).toContain('Dar as cartas');
    await page.getByTestId('start').click();
    await waitForTurn(page);
    expect(await page.getByTestId('message').textContent()).toBe('Sua vez: escolha uma carta da sua mão.');
    const label = await page.locator('[data-testid="hand"] button.card').first().getAttribute('aria-label');
    expect(label).toMatch(/^(ás|dois|três|quatro|cinco|seis|sete|valete|dama|rei) de (ouros|copas|espadas|paus), vale \d+, (pode ser jogada|pode levar|não pode ser jogada)/);
    expect(await page.getByTestId('stock').textContent()).toMatch(/^Monte: \d+$/);
    await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().click();
    await page.locator('[data-testid="take-option"], [data-testid="lay-option"]:not([aria-disabled="true"])').first().click();
    await expect.poll(() => page.getByTestId('live').textContent()).toMatch(/Você (baixa|joga) /);
    await playHandByClicking(page);
    expect(await page.locator('#hand-over-title').textContent()).toBe('Fim da mão 1');
    expect(await page.getByTestId('leftover').textContent()).toMatch(/^Ficou na mesa: .*, (somando|que vale) \d+, para (você|Lucía|ninguém)\./);
    expect(await page.getByTestId('next-hand').textContent()).toContain('Próxima mão');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the end of a hand on an 800 px tall screen', () => {
  // One game, each panel measured at both sizes (the window resized): the panel's layout follows the screen's size,
  // not the size the game started at.
  const SCREENS = [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 360, height: 800 }],
  ] as const;
  const expectFitsEachScreen = async (page: Page, what: string) => {
    for (const [name, viewport] of SCREENS) {
      await page.setViewportSize(viewport);
      const box = await panelBox(page);
      expect(box.y + box.height, `${what} (${name})`).toBeLessThanOrEqual(viewport.height);
    }
  };

  it('fits, with its buttons, after the first hand and with the chart after the second (desktop and phone)', async () => {
    const { context, page, errors } = await openPage(app.browser, { lang: 'es', table: '2', levels: ['random'], options: { target: 31 } }, SCREENS[0][1]);
    // Each hand's end from the person's last card of it, the game resumed from a save (e2e/saved-hand.ts): the panel
    // is what this test measures; web.e2e and table-reading's Portuguese test play whole hands by clicking.
    const rules = { preset: 'classic', target: 31 } as const;
    const first = escobaAtLastCard('e2e-fit-desktop', 1, rules);
    await context.addInitScript(`if (!localStorage.getItem(${JSON.stringify(first.key)})) localStorage.setItem(${JSON.stringify(first.key)}, ${JSON.stringify(first.record)});`);
    await page.goto(app.server.url);
    await page.getByTestId('continue').click();
    expect(await playHandByClicking(page)).toBe(1);
    expect(await page.locator('.hand-over .chart').count()).toBe(0);
    await expectFitsEachScreen(page, 'first hand');
    await page.setViewportSize(SCREENS[0][1]);
    const second = escobaAtLastCard('e2e-fit-desktop', 2, rules);
    await page.evaluate(([key, record]) => localStorage.setItem(key!, record!), [second.key, second.record]);
    await page.goto(app.server.url);
    await page.getByTestId('continue').click();
    expect(await playHandByClicking(page)).toBe(1);
    expect(await page.locator('.hand-over .chart').count()).toBe(1);
    await expectFitsEachScreen(page, 'second hand');
    expect(errors).toEqual([]);
    await context.close();
  });
});
