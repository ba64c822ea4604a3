// Screenshots of the account pages and the header's account menu, desktop 1366×768 and phone 360×740, into
// docs/screenshots/ as account-<screen>-<size>.png: sign up (with the page's own errors), log in (a wrong
// password), the account's page, the header's menu open, the online form's name for an account.
// Usage (after the web app is built): node apps/web/scripts/account-screens.mjs [outDir] [--lang es]
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
const PASSWORD = 'una contraseña larga';

const { server, url } = await startServer({ ESCOBA_LOG_LEVEL: 'silent' });
const browser = await launchChromium();
try {
  for (const [size, viewport] of SIZES) {
    const name = size === 'desktop' ? 'Lucía' : 'Marta';
    const context = await browser.newContext({ viewport, locale: { es: 'es-ES', en: 'en-US', pt: 'pt-BR' }[lang] });
    const settings = { lang, deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['random', 'random', 'random', 'random', 'random'] };
    await context.addInitScript(`localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
    const page = await context.newPage();
    const shot = (screen) => page.screenshot({ path: `${out}/account-${screen}-${size}.png` });

    await page.goto(`${url}/`);
    await page.getByTestId('sign-in').waitFor();
    await shot('guest-header');
    await page.goto(`${url}/#/signup`);
    await page.getByTestId('signup-name').fill(name);
    await page.getByTestId('signup-password').fill(PASSWORD);
    await page.getByTestId('signup-again').fill(`${PASSWORD}!`);
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-again-error').waitFor();
    await shot('signup');
    await page.getByTestId('signup-again').fill(PASSWORD);
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('account-menu').waitFor();
    await page.getByTestId('account-menu').click();
    await shot('menu');
    await page.getByTestId('menu-account').click();
    await page.getByTestId('account-page').waitFor();
    await shot('page');
    await page.goto(`${url}/#/online`);
    await page.getByTestId('online-name').waitFor();
    await shot('online-name');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('sign-in').click();
    await page.getByTestId('login-name').fill(name);
    await page.getByTestId('login-password').fill('no es la contraseña');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').filter({ hasText: /\S/ }).waitFor();
    await shot('login');
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
