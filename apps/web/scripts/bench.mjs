// `npm run bench:web`: the web app's targets, measured on the built app in headless Chromium.
//   1. JavaScript of the first load, gzipped (entry, its preloads and the bot worker the app starts), and each
//      game's code, loaded when the game is chosen.
//   2. Click-to-paint latency on the table: Escoba (select/deselect a hand card), Brisca (a card played, until the
//      trick shows it), Alcalde (the Alcalde selecting/deselecting one of his two cards).
//   3. The expert's decision time inside the Web Worker, with the app's time budget, for every game.
// Usage: node apps/web/scripts/bench.mjs [--clicks 60] [--decisions 60]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium, root, startServer } from './local-app.mjs';
import { applyPlay, createGame, createRng, deal, seatView, shuffledDeck, unwrap } from '../../../packages/engine/dist/index.js';
import { createBot, createBriscaBot } from '../../../packages/bots/dist/index.js';
import { briscaGame, dealSeeded, seededFirstDealer } from '../../../packages/brisca/dist/index.js';

const dist = `${root}apps/web/dist`;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLICKS = arg('clicks', 60);
const DECISIONS = arg('decisions', 60);
const EXPERT_BUDGET_MS = 250; // TIME_BUDGET_MS.expert in src/worker/bot-client.ts

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const fmt = (x) => x.toFixed(1);

// 1. Bundle size.
const html = readFileSync(`${dist}/index.html`, 'utf8');
const entry = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const worker = readdirSync(`${dist}/assets`).filter((f) => f.startsWith('bot.worker')).map((f) => `assets/${f}`);
const gz = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(`${dist}/${f}`), { level: 9 }).length, 0);
const raw = (files) => files.reduce((n, f) => n + readFileSync(`${dist}/${f}`).length, 0);
const entryGz = gz(entry);
const workerGz = gz(worker);
console.log(`first-load JS: page ${entry.join(', ')}: ${raw(entry)} B raw, ${entryGz} B gzipped; worker ${worker.join(', ')}: ${raw(worker)} B raw, ${workerGz} B gzipped; total ${((entryGz + workerGz) / 1024).toFixed(1)} KiB gzipped (target 250 KB)`);
// Each game's own chunks, loaded when it is chosen (its screens, then its bots in the worker).
const assets = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const holding = (text) => assets.filter((f) => readFileSync(`${dist}/${f}`, 'utf8').includes(text));
for (const [game, marker, bots] of [['Escoba', '`show-values`', 'escoba-plugin'], ['Brisca and Alcalde', 'trick-card', 'brisca-plugin']]) {
  const screens = holding(marker).filter((f) => !entry.includes(f));
  const botFiles = assets.filter((f) => f.startsWith(`assets/${bots}`));
  console.log(`  ${game} when chosen: ${screens.join(', ')} ${gz(screens)} B + worker ${botFiles.join(', ')} ${gz(botFiles)} B gzipped`);
}

// The real server on a free port.
const { server, url } = await startServer();

const browser = await launchChromium();

/** A page with the app's settings (English, no animation); Brisca's forms keep their own choices. */
async function benchPage(game, seed) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const settings = { lang: 'en', deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['random', 'random', 'random', 'random', 'random'] };
  await context.addInitScript(`localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
  const page = await context.newPage();
  await page.goto(`${url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId(`game-${game}`).check();
  if (game !== 'escoba') await page.getByTestId('opponents-level').selectOption('random');
  if (game === 'brisca') await page.getByTestId('table-2').check();
  await page.getByTestId('start').click();
  await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().waitFor();
  return { context, page };
}

/** Clicks on the person's first playable card, each from the click event to the second animation frame after it. */
const clickToPaint = (page, n) =>
  page.evaluate(async (n) => {
    const out = [];
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const playable = () => document.querySelector('[data-testid="hand"] button.card:not([aria-disabled="true"])');
    for (let i = 0; i < n; i++) {
      const card = playable();
      await frame();
      const start = performance.now();
      card.click();
      await frame();
      await frame();
      out.push(performance.now() - start);
    }
    return out;
  }, n);

/** Brisca: each click plays a card; measured until the frame that shows it in the trick, then the bot's reply is awaited. */
const playToPaint = (page, n) =>
  page.evaluate(async (n) => {
    const out = [];
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const playable = () => document.querySelector('[data-testid="hand"] button.card:not([aria-disabled="true"])');
    const until = async (ok) => {
      while (!ok()) await frame();
    };
    for (let i = 0; i < n; i++) {
      await until(() => playable() || document.querySelector('[data-testid="next-hand"], [data-testid="rematch"]'));
      const again = document.querySelector('[data-testid="next-hand"], [data-testid="rematch"]');
      if (again) {
        again.click();
        await until(() => playable());
      }
      const card = playable();
      const id = card.dataset.card;
      await frame();
      const start = performance.now();
      card.click();
      await frame();
      await frame();
      out.push(performance.now() - start);
      if (!document.querySelector(`[data-testid="trick-card"] [data-card="${id}"]`) && document.querySelector(`[data-testid="hand"] [data-card="${id}"]`)) throw new Error('the play was not painted');
    }
    return out;
  }, n);

const report = (what, xs) => console.log(`click to paint (${what}, ${xs.length} clicks): median ${fmt(quantile(xs, 0.5))} ms, p99 ${fmt(quantile(xs, 0.99))} ms, max ${fmt(Math.max(...xs))} ms (target 100 ms)`);

/** Expert decisions in the app's worker: `views` sent as `choose` requests at level expert with the app's budget. */
async function expertInWorker(page, game, views) {
  const times = await page.evaluate(
    async ({ views, workerFile, budget, game }) => {
      const w = new Worker(`/${workerFile}`, { type: 'module' });
      const out = [];
      for (let i = 0; i < views.length; i++) {
        const start = performance.now();
        const reply = await new Promise((resolve) => {
          w.onmessage = (e) => resolve(e.data);
          w.postMessage({ id: i, kind: 'choose', game, level: 'expert', config: { seed: 'bench', timeMs: budget }, view: views[i] });
        });
        if (!reply.ok) throw new Error(reply.error);
        out.push({ inWorker: reply.ms, roundTrip: performance.now() - start });
      }
      w.terminate();
      return out;
    },
    { views, workerFile: worker[0], budget: EXPERT_BUDGET_MS, game },
  );
  // The first request also loads the game's bots into the worker: the round trip leaves it out.
  const inWorker = times.map((t) => t.inWorker);
  const roundTrip = times.slice(1).map((t) => t.roundTrip);
  return `median ${fmt(quantile(inWorker, 0.5))} ms, p99 ${fmt(quantile(inWorker, 0.99))} ms; round trip from the page median ${fmt(quantile(roundTrip, 0.5))} ms, p99 ${fmt(quantile(roundTrip, 0.99))} ms`;
}

/** Decisions with more than one legal action from seeded Escoba games (2 players and 2 against 2), played by the medium bot. */
function escobaViews(n) {
  const views = [];
  const medium = createBot('medium', { seed: 1 });
  for (let g = 0; views.length < n; g++) {
    const players = g % 2 === 0 ? 2 : 4;
    const rng = createRng(`bench-web:${g}`);
    let state = unwrap(deal(unwrap(createGame({ players, partnerships: players === 4 })), shuffledDeck(rng), 0));
    while (state.phase === 'play' && views.length < n) {
      const view = seatView(state, state.hand.turn);
      if (view.legal.length > 1 && rng.int(3) === 0) views.push(view);
      state = unwrap(applyPlay(state, medium.choose(view)));
    }
  }
  return views;
}

/** The same from seeded games of `rules` (a third of the decisions, at random), played by the medium Brisca bot. */
function briscaViews(n, rules, players, partnerships = false, only = () => true) {
  const views = [];
  const medium = createBriscaBot('medium', { seed: 1 });
  for (let g = 0; views.length < n; g++) {
    const rng = createRng(`bench-web:${rules}:${g}`);
    let state = unwrap(dealSeeded(briscaGame, unwrap(briscaGame.newGame({ rules, players, partnerships })), `bench-web:${rules}:${g}`, 0));
    while (briscaGame.turn(state) !== null && views.length < n) {
      const view = briscaGame.view(state, briscaGame.turn(state));
      if (view.legal.length > 1 && only(view) && rng.int(3) === 0) views.push(view);
      state = unwrap(briscaGame.apply(state, medium.choose(view)));
    }
  }
  return views;
}

try {
  // 2. Click to paint.
  const escoba = await benchPage('escoba', 'bench');
  report('Escoba: select/deselect a hand card', await clickToPaint(escoba.page, CLICKS));
  const brisca = await benchPage('brisca', 'bench');
  report('Brisca: a card played, until the trick shows it', await playToPaint(brisca.page, CLICKS));
  await brisca.context.close();
  // A seed whose first Alcalde (chosen at random from it) is the person.
  let alcaldeSeed = 0;
  while (seededFirstDealer(`bench-${alcaldeSeed}`, 3) !== 0) alcaldeSeed++;
  const alcalde = await benchPage('alcalde', `bench-${alcaldeSeed}`);
  report('Alcalde: the Alcalde selects/deselects a card', await clickToPaint(alcalde.page, CLICKS));
  await alcalde.context.close();

  // 3. Expert decisions in the worker, per game.
  const page = escoba.page;
  console.log(`expert move in the worker, budget ${EXPERT_BUDGET_MS} ms (${DECISIONS} decisions each; target 300 ms p99):`);
  console.log(`  Escoba (2 players, 2 against 2): ${await expertInWorker(page, 'escoba', escobaViews(DECISIONS))}`);
  const half = Math.ceil(DECISIONS / 2);
  console.log(`  Brisca (2 players, 2 against 2): ${await expertInWorker(page, 'brisca', [...briscaViews(half, 'brisca', 2), ...briscaViews(DECISIONS - half, 'brisca', 4, true)])}`);
  console.log(`  Alcalde (the Alcalde's two cards, his partners): ${await expertInWorker(page, 'brisca', [...briscaViews(half, 'alcalde', 3, false, (v) => v.seat === v.alcalde), ...briscaViews(DECISIONS - half, 'alcalde', 3, false, (v) => v.seat !== v.alcalde)])}`);
  console.log(`  Alcalde variation: ${await expertInWorker(page, 'brisca', briscaViews(DECISIONS, 'alcalde-variation', 3))}`);
  await escoba.context.close();
} finally {
  await browser.close();
  server.kill();
}
