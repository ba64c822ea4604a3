// Screenshots of every screen at phone (360×740) and desktop (1280×800) sizes, into docs/screenshots/.
// Usage (after npm ci): node apps/web/scripts/screenshots.mjs [outDir]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = process.argv[2] ?? `${root}docs/screenshots`;
mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, [`${root}packages/server/bin/escoba-server.js`], { env: { ...process.env, PORT: '0', ESCOBA_DB: ':memory:' }, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  let text = '';
  server.stdout.on('data', (c) => {
    text += c;
    const m = /Escoba: (http:\/\/\S+)/.exec(text);
    if (m) resolve(m[1]);
  });
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });

const playable = (page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** Plays the person's turns until the hand is over; calls `atTurn(i)` at each turn first and `onSets` once when a card has several sets. */
async function playHand(page, { atTurn, onSets } = {}) {
  let setsShown = !onSets;
  for (let turn = 0; ; turn++) {
    const over = page.getByTestId('hand-over');
    await Promise.race([over.waitFor({ timeout: 30000 }), playable(page).first().waitFor({ timeout: 30000 })]);
    if (await over.isVisible()) return;
    await atTurn?.(turn);
    // Selecting another card switches the selection; clicking the same card twice could play it.
    let played = false;
    for (const card of await playable(page).all()) {
      await card.click();
      const options = await page.getByTestId('take-option').count();
      if (options > 1 && !setsShown) {
        setsShown = true;
        await onSets();
      }
      if (options > 0) {
        await page.getByTestId('take-option').first().click();
        played = true;
        break;
      }
    }
    if (!played) await page.getByTestId('lay-option').click();
  }
}

for (const [size, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 800 }]]) {
  const shot = (page, name) => page.screenshot({ path: `${out}/${size}-${name}.png` });
  const context = await browser.newContext({ viewport, locale: 'es-ES' });
  const settings = { lang: 'es', deckStyle: 'spanish', showValues: true, animation: 'off', table: size === 'phone' ? '2' : '4p', preset: 'classic', options: { target: 3 }, levels: ['medium', 'easy', 'medium', 'easy', 'easy'] };
  await context.addInitScript(`if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
  const page = await context.newPage();
  await page.goto(`${url}/?seed=screens-${size}`);
  await shot(page, 'home');
  await page.getByTestId('new-game-button').click();
  await shot(page, 'new-game');
  await page.getByTestId('start').click();
  await playHand(page, {
    atTurn: async (turn) => {
      if (turn === 2) await shot(page, 'table');
    },
    onSets: () => shot(page, 'capture-sets'),
  });
  await page.getByTestId('hand-over').screenshot({ path: `${out}/${size}-hand-over.png` });
  while (!(await page.getByTestId('rematch').isVisible())) {
    await page.getByTestId('next-hand').click();
    await playHand(page);
  }
  await page.getByTestId('hand-over').screenshot({ path: `${out}/${size}-game-over.png` });
  await page.getByTestId('hand-over').getByRole('button', { name: 'Repasar' }).click();
  await page.getByTestId('analyse').click();
  for (let i = 0; i < 6; i++) await page.getByTestId('review-next').click();
  await page.waitForTimeout(5000);
  await shot(page, 'review');
  await context.close();
}
await browser.close();
server.kill();
console.log(`screenshots in ${out}`);
