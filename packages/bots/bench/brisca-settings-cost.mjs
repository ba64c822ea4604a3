// CPU time of the expert's search with one setting changed, on the same views (run `npx tsc -b` first): the views
// of seeded hands played by the expert, each searched by both settings in turn (interleaved, so that a loaded
// machine slows both alike). Figures are CPU milliseconds a decision (process.cpuUsage), median and p99.
// Usage: node packages/bots/bench/brisca-settings-cost.mjs [--hands=6] [--rules=...] [--players=4 --partnerships] [--set=partnerTrumps=false] [--set=screen=8,screenWorlds=40]
import { createGame, createRng, randomDeck, resolveRules, unwrap } from '@escoba/brisca';
import { BRISCA_EXPERT_SETTINGS, BriscaSearch, createBriscaBot, playBriscaHand } from '../dist/brisca/index.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const f = args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return f ? (f.includes('=') ? f.slice(f.indexOf('=') + 1) : true) : fallback;
};
const hands = Number(flag('hands', 6));
const rulesArg = String(flag('rules', '{"preset":"brisca","senas":true}'));
const rulesInput = rulesArg.startsWith('{') ? JSON.parse(rulesArg) : rulesArg;
const alcalde = unwrap(resolveRules(rulesInput)).preset !== 'brisca';
const players = alcalde ? 3 : Number(flag('players', 4));
const config = { rules: rulesInput, players, partnerships: flag('partnerships', !alcalde && players === 4) === true };
const set = String(flag('set', 'partnerTrumps=false'));
const changed = { ...BRISCA_EXPERT_SETTINGS };
for (const kv of set.split(',')) {
  const [key, raw] = kv.split('=');
  if (!(key in changed)) throw new Error(`unknown setting ${key} (settings: ${Object.keys(changed).join(', ')})`);
  changed[key] = raw === 'true' ? true : raw === 'false' ? false : Number(raw);
}
const game = unwrap(createGame(config));

// The views: every decision of expert players over seeded hands.
const views = [];
for (let h = 0; h < hands; h++) {
  const bots = Array.from({ length: players }, (_, s) => {
    const bot = createBriscaBot('expert', { seed: `cost:${h}:${s}` });
    return { level: bot.level, choose: (view) => (view.legal.length > 1 && view.legalSenas.length === 0 && views.push(view), bot.choose(view)) };
  });
  playBriscaHand(config, randomDeck(game, createRng(`cost:${h}`)), h % players, bots);
}
const cpuMs = (search, view) => {
  const t = process.cpuUsage();
  search.estimate(view);
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};
const base = [];
const other = [];
views.forEach((view, i) => {
  const a = new BriscaSearch(BRISCA_EXPERT_SETTINGS, { seed: `cost:${i}` });
  const b = new BriscaSearch(changed, { seed: `cost:${i}` });
  if (i % 2 === 0) {
    base.push(cpuMs(a, view));
    other.push(cpuMs(b, view));
  } else {
    other.push(cpuMs(b, view));
    base.push(cpuMs(a, view));
  }
});
const stats = (xs) => {
  const s = Float64Array.from(xs).sort();
  const q = (p) => +s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2);
  return { median: q(0.5), p99: q(0.99), mean: +(xs.reduce((x, y) => x + y, 0) / xs.length).toFixed(2) };
};
console.log(JSON.stringify({ rules: rulesInput, players, decisions: views.length, expert: stats(base), [set]: stats(other), command: `node packages/bots/bench/brisca-settings-cost.mjs ${args.join(' ')}`.trim() }));
