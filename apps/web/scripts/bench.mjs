// `npm run bench:web`: the web app's targets, measured on the built app in headless Chromium.
//   1. JavaScript of the first load, gzipped (entry, its preloads and the bot worker the app starts).
//   2. Click-to-paint latency on the table (select/deselect a hand card).
//   3. The expert's decision time inside the Web Worker, with the app's time budget.
// Usage: node apps/web/scripts/bench.mjs [--clicks 60] [--decisions 60]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium, root, startServer } from './local-app.mjs';
import { applyPlay, createGame, createRng, deal, seatView, shuffledDeck, unwrap } from '../../../packages/engine/dist/index.js';
import { createBot } from '../../../packages/bots/dist/index.js';

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

// The real server on a free port.
const { server, url } = await startServer();

const browser = await launchChromium();
try {
  // 2. Click to paint: from the click event to the second animation frame after it (the frame that shows it).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const settings = { lang: 'en', deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['random', 'random', 'random', 'random', 'random'] };
  await context.addInitScript(`localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
  const page = await context.newPage();
  await page.goto(`${url}/?seed=bench`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId('start').click();
  await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().waitFor();
  const latencies = await page.evaluate(async (n) => {
    const out = [];
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let i = 0; i < n; i++) {
      const card = document.querySelector('[data-testid="hand"] button.card:not([aria-disabled="true"])');
      await frame();
      const start = performance.now();
      card.click();
      await frame();
      await frame();
      out.push(performance.now() - start);
    }
    return out;
  }, CLICKS);
  console.log(`click to paint (select/deselect a hand card, ${CLICKS} clicks): median ${fmt(quantile(latencies, 0.5))} ms, p99 ${fmt(quantile(latencies, 0.99))} ms, max ${fmt(Math.max(...latencies))} ms (target 100 ms)`);

  // 3. Expert decisions in the worker: views from seeded games (2 players and 2 against 2), sent to the app's worker.
  const views = [];
  const medium = createBot('medium', { seed: 1 });
  for (let g = 0; views.length < DECISIONS; g++) {
    const players = g % 2 === 0 ? 2 : 4;
    const rng = createRng(`bench-web:${g}`);
    let state = unwrap(deal(unwrap(createGame({ players, partnerships: players === 4 })), shuffledDeck(rng), 0));
    while (state.phase === 'play' && views.length < DECISIONS) {
      const view = seatView(state, state.hand.turn);
      if (view.legal.length > 1 && rng.int(3) === 0) views.push(view);
      state = unwrap(applyPlay(state, medium.choose(view)));
    }
  }
  const workerFile = worker[0];
  const times = await page.evaluate(
    async ({ views, workerFile, budget }) => {
      const w = new Worker(`/${workerFile}`, { type: 'module' });
      const out = [];
      for (let i = 0; i < views.length; i++) {
        const start = performance.now();
        const reply = await new Promise((resolve) => {
          w.onmessage = (e) => resolve(e.data);
          w.postMessage({ id: i, kind: 'choose', level: 'expert', config: { seed: 'bench', timeMs: budget }, view: views[i] });
        });
        if (!reply.ok) throw new Error(reply.error);
        out.push({ inWorker: reply.ms, roundTrip: performance.now() - start });
      }
      w.terminate();
      return out;
    },
    { views, workerFile, budget: EXPERT_BUDGET_MS },
  );
  const inWorker = times.map((t) => t.inWorker);
  const roundTrip = times.map((t) => t.roundTrip);
  console.log(`expert move in the worker (${times.length} decisions, budget ${EXPERT_BUDGET_MS} ms): median ${fmt(quantile(inWorker, 0.5))} ms, p99 ${fmt(quantile(inWorker, 0.99))} ms; round trip from the page median ${fmt(quantile(roundTrip, 0.5))} ms, p99 ${fmt(quantile(roundTrip, 0.99))} ms (target 300 ms p99)`);
  await context.close();
} finally {
  await browser.close();
  server.kill();
}
