// Screenshots of every screen at phone (360×740) and desktop (1280×800) sizes, into docs/screenshots/.
// Usage (after npm ci): node apps/web/scripts/screenshots.mjs [outDir] [--only brisca|online-brisca|shell|guide]
import { mkdirSync } from 'node:fs';
import { launchChromium, root, startServer } from './local-app.mjs';
import { briscaScreens } from './brisca-screens.mjs';
import { shellScreens } from './shell-screens.mjs';
import { guideScreens } from './guide-screens.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--only') ?? `${root}docs/screenshots`;
mkdirSync(out, { recursive: true });

const { server, url } = await startServer({ ESCOBA_BOT_DELAY_MS: '150', ESCOBA_LOG_LEVEL: 'silent' });
const browser = await launchChromium();

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

/** A browser context with the app's settings saved (Spanish, values shown, no animation). */
async function settingsContext(viewport, table) {
  const context = await browser.newContext({ viewport, locale: 'es-ES' });
  const settings = { lang: 'es', deckStyle: 'spanish', showValues: true, animation: 'off', table, preset: 'classic', options: {}, levels: ['medium', 'medium', 'medium', 'medium', 'medium'] };
  await context.addInitScript(`if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
  return context;
}

/** Online play: a spectator's lobby with a free seat, the join screen of the shared link, the host's lobby with a friend seated and a chat line, the game mid-hand (phone: 2 players; desktop: 2 against 2 with two bots), its end, and home with the way back. */
async function onlineScreens(size, viewport, shot) {
  const phone = size === 'phone';
  const hostContext = await settingsContext(viewport, phone ? '2' : '4p');
  const guestContext = await settingsContext({ width: 900, height: 800 }, '2');
  const host = await hostContext.newPage();
  const guest = await guestContext.newPage();
  await host.goto(`${url}/#/online`);
  await host.getByTestId('online-name').fill('Ana');
  if (!phone) {
    await host.getByTestId('online-seat-1').selectOption('easy');
    await host.getByTestId('online-seat-3').selectOption('medium');
  }
  await host.getByTestId('create-table').click();
  await host.getByTestId('lobby').waitFor();
  const link = await host.getByTestId('share-link').inputValue();
  // Someone watching while a seat is still free: the lobby offers it.
  const watcherContext = await settingsContext(viewport, '2');
  const watcher = await watcherContext.newPage();
  // The link may carry an invitation (`?invite=…`): /watch goes on its path.
  const watchLink = new URL(link);
  watchLink.pathname += '/watch';
  await watcher.goto(watchLink.href);
  await watcher.getByTestId('spectator-seats').waitFor();
  await shot(watcher, 'online-spectator-lobby', phone);
  await watcherContext.close();
  // The invitation as a friend opens it: who invites, the game, its rules, the seats and a free one to take.
  const joinerContext = await settingsContext(viewport, '2');
  const joiner = await joinerContext.newPage();
  await joiner.goto(link);
  await joiner.getByTestId('join-name').waitFor();
  await shot(joiner, 'online-join', phone);
  await joinerContext.close();
  await guest.goto(link);
  await guest.getByTestId('join-name').fill('Bea');
  await guest.getByTestId(`take-seat-${phone ? 1 : 2}`).click();
  await guest.getByTestId('lobby').waitFor();
  const say = async (page, text) => {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-send').click();
  };
  await say(guest, '¡Hola! ¿Jugamos a 21?');
  await host.getByTestId(`presence-${phone ? 1 : 2}`).waitFor();
  await host.getByText('¡Hola! ¿Jugamos a 21?').waitFor();
  await host.evaluate('scrollTo(0, 0)');
  await shot(host, 'online-lobby', phone);
  await host.getByTestId('start-online').click();
  const guestPlays = playHand(guest);
  await playHand(host, {
    atTurn: async (turn) => {
      if (turn === 0) await say(host, 'Vamos, Bea, ¡a por la escoba!');
      if (turn === 1) {
        await host.getByText('Vamos, Bea').first().waitFor();
        await host.evaluate('scrollTo(0, 0)');
        await shot(host, 'online-game', phone);
      }
    },
  });
  await guestPlays;
  await host.getByTestId('shuffle-verified').waitFor();
  await shot(host, 'online-hand-over');
  // Home, with the way back to the table.
  await host.goto(url);
  await host.getByTestId('return-to-table').waitFor();
  await shot(host, 'home-online');
  await hostContext.close();
  await guestContext.close();
}

/** Plays the first playable card at each of the person's turns (the Alcalde's pairs aside) until the hand is over; calls `atTurn(i)` first. */
async function playBriscaHand(page, { atTurn } = {}) {
  for (let turn = 0; ; turn++) {
    const over = page.getByTestId('hand-over');
    await Promise.race([over.waitFor({ timeout: 60000 }), playable(page).first().waitFor({ timeout: 60000 })]);
    if (await over.isVisible()) return;
    await atTurn?.(turn);
    await playable(page).first().click();
  }
}

/** Online Brisca: the create form, the host's lobby of a 2 against 2 table (a friend seated, two computer seats, a chat line), the table mid-hand, a spectator's table, and the hand's end. */
async function onlineBriscaScreens(size, viewport) {
  const shot = (page, name, fullPage = false) => page.screenshot({ path: `${out}/online-brisca-${size}-${name}.png`, fullPage });
  const phone = size === 'phone';
  const hostContext = await settingsContext(viewport, '2');
  const guestContext = await settingsContext({ width: 900, height: 800 }, '2');
  const host = await hostContext.newPage();
  const guest = await guestContext.newPage();
  await host.goto(`${url}/#/online`);
  await host.getByTestId('online-name').fill('Ana');
  await host.getByTestId('online-game-brisca').check();
  await host.getByTestId('online-table-4p').check();
  await host.getByTestId('online-seat-1').selectOption('easy');
  await host.getByTestId('online-seat-3').selectOption('medium');
  await shot(host, 'create', phone);
  await host.getByTestId('create-table').click();
  await host.getByTestId('lobby').waitFor();
  const link = await host.getByTestId('share-link').inputValue();
  await guest.goto(link);
  await guest.getByTestId('join-name').fill('Bea');
  await guest.getByTestId('take-seat-2').click();
  await guest.getByTestId('lobby').waitFor();
  await guest.getByTestId('chat-input').fill('¡Hola! Yo voy contigo.');
  await guest.getByTestId('chat-send').click();
  await host.getByTestId('presence-2').waitFor();
  await host.getByText('¡Hola! Yo voy contigo.').waitFor();
  await host.evaluate('scrollTo(0, 0)');
  await shot(host, 'lobby', phone);
  await host.getByTestId('start-online').click();
  const guestPlays = playBriscaHand(guest);
  await playBriscaHand(host, {
    atTurn: async (turn) => {
      if (turn === 3) {
        await host.evaluate('scrollTo(0, 0)');
        await shot(host, 'table', phone);
        // Someone watching sees only what is face up.
        const watchLink = new URL(link);
        watchLink.pathname += '/watch';
        const watcherContext = await settingsContext(viewport, '2');
        const watcher = await watcherContext.newPage();
        await watcher.goto(watchLink.href);
        await watcher.getByTestId('watching').waitFor();
        await shot(watcher, 'spectator', phone);
        await watcherContext.close();
      }
    },
  });
  await guestPlays;
  await host.getByTestId('shuffle-verified').waitFor();
  await host.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
  await shot(host, 'hand-over');
  await hostContext.close();
  await guestContext.close();
}

if (only === 'guide') {
  await guideScreens({ browser, url, out });
  await browser.close();
  server.kill();
  console.log(`screenshots in ${out}`);
  process.exit(0);
}

if (only === 'online-brisca') {
  for (const [size, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 800 }]]) await onlineBriscaScreens(size, viewport);
  await browser.close();
  server.kill();
  console.log(`screenshots in ${out}`);
  process.exit(0);
}

if (only === 'shell') {
  await shellScreens({ browser, url, out });
  await browser.close();
  server.kill();
  console.log(`screenshots in ${out}`);
  process.exit(0);
}

await briscaScreens({ browser, url, out });
await shellScreens({ browser, url, out });
if (only === null) await guideScreens({ browser, url, out });

for (const [size, viewport] of only === 'brisca' ? [] : [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 800 }]]) {
  // `fullPage` for the phone's online screens, whose chat is below the table.
  const shot = (page, name, fullPage = false) => page.screenshot({ path: `${out}/${size}-${name}.png`, fullPage });
  const context = await browser.newContext({ viewport, locale: 'es-ES' });
  const settings = { lang: 'es', deckStyle: 'spanish', showValues: true, animation: 'off', table: size === 'phone' ? '2' : '4p', preset: 'classic', options: { target: size === 'phone' ? 3 : 6 }, levels: ['medium', 'easy', 'medium', 'easy', 'easy'] };
  await context.addInitScript(`if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
  const page = await context.newPage();
  await page.goto(`${url}/?seed=screens-${size}`);
  await page.getByTestId('new-game-button').click();
  await shot(page, 'new-game');
  await page.getByTestId('start').click();
  // A card with several sets may first come up in a later hand.
  let setsShot = false;
  const onSets = async () => {
    setsShot = true;
    await shot(page, 'capture-sets');
  };
  await playHand(page, {
    atTurn: async (turn) => {
      if (turn === 2) await shot(page, 'table');
    },
    onSets,
  });
  // The whole screen, with the panel scrolled to its top (the focused button would scroll it to the bottom).
  await page.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
  await shot(page, 'hand-over');
  while (!(await page.getByTestId('rematch').isVisible())) {
    await page.getByTestId('next-hand').click();
    await playHand(page, setsShot ? {} : { onSets });
  }
  await page.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
  await shot(page, 'game-over');
  await page.getByTestId('hand-over').getByRole('button', { name: 'Repasar' }).click();
  await page.getByTestId('analyse').click();
  for (let i = 0; i < 6; i++) await page.getByTestId('review-next').click();
  await page.waitForTimeout(5000);
  await shot(page, 'review');
  // No card had several sets in that game: deal other hands until one does.
  for (let game = 0; !setsShot && game < 6; game++) {
    await page.goto(`${url}/?seed=screens-${size}-sets-${game}`);
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('start').click();
    await playHand(page, { onSets });
  }
  await context.close();
  await onlineScreens(size, viewport, shot);
  await onlineBriscaScreens(size, viewport);
}
await browser.close();
server.kill();
console.log(`screenshots in ${out}`);
