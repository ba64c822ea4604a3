// Screenshots of each game's rules page (the rules dialog), desktop 1366×768 and phone 360×740, into
// docs/screenshots/ as rules-<game>-<size>.png (the top of the page) and rules-<game>-<size>-examples.png (the turn's
// or trick's worked examples). Usage (after the web app is built): node apps/web/scripts/rules-screens.mjs [outDir] [--lang es]
import { mkdirSync } from 'node:fs';
import { launchChromium, root, startServer } from './local-app.mjs';

const args = process.argv.slice(2);
const lang = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : 'es';
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--lang') ?? `${root}docs/screenshots`;
mkdirSync(out, { recursive: true });

const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 360, height: 740 }],
];
const GAMES = [
  ['escoba', 'turn'],
  ['brisca', 'trick'],
  ['alcalde', 'trick'],
];

const { server, url } = await startServer({ ESCOBA_LOG_LEVEL: 'silent' });
const browser = await launchChromium();
try {
  for (const [size, viewport] of SIZES) {
    const context = await browser.newContext({ viewport, locale: { es: 'es-ES', en: 'en-US', pt: 'pt-BR' }[lang] });
    const settings = { lang, deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['random', 'random', 'random', 'random', 'random'] };
    await context.addInitScript(`localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
    const page = await context.newPage();
    for (const [game, examples] of GAMES) {
      await page.goto(`${url}/#/${game}/new`);
      await page.getByTestId('new-game-rules').click();
      await page.getByTestId(`rules-page-${game}`).waitFor();
      await page.screenshot({ path: `${out}/rules-${game}-${size}.png` });
      await page.locator(`#rules-${examples} .rule-example`).first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${out}/rules-${game}-${size}-examples.png` });
      await page.getByTestId('rules-close').click();
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
