// `node apps/web/scripts/sound-screens.mjs`: screenshots of the header's sound controls on an Escoba table against
// the computer, desktop 1366×768 and phone 360×740, into docs/screenshots/sound-<size>-<state>.png (state: on, the
// desktop's volume turned to 40; muted). Needs the built app (npm run build --workspace @escoba/web).
import { launchChromium, root, startServer } from './local-app.mjs';

const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 360, height: 740 }],
];
const out = `${root}docs/screenshots`;

const { server, url } = await startServer();
const browser = await launchChromium();
try {
  for (const [size, viewport] of SIZES) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${url}/?seed=screens-sound`);
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();
    // A phone has no slider (its own volume buttons do that): only the mute button.
    if (size === 'desktop') await page.getByTestId('sound-volume').fill('40');
    await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().waitFor();
    await page.screenshot({ path: `${out}/sound-${size}-on.png` });
    await page.getByTestId('sound-mute').click();
    await page.screenshot({ path: `${out}/sound-${size}-muted.png` });
    console.log(`sound-${size}-on.png, sound-${size}-muted.png`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
