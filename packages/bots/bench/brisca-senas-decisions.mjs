// How often reading the partner's señas changes the expert's card (run `npx tsc -b` first): on every decision of
// seeded 2-against-2 hands with señas played by the expert, where the partner has signalled and more than one card is
// legal, the expert's choice against the same search (same seed) on the view without the partner's señas (`deaf`),
// with the señas in the worlds only (`partnerTrumps` off), and, as the noise floor, the full expert with another seed.
// Usage: node packages/bots/bench/brisca-senas-decisions.mjs [--hands=40] [--seed=senasdec]
import { createGame, createRng, randomDeck, unwrap } from '@escoba/brisca';
import { BRISCA_EXPERT_SETTINGS, BriscaSearch, briscaSenaVariant, createBriscaBot, playBriscaHand } from '../dist/brisca/index.js';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const f = args.find((a) => a.startsWith(`--${name}=`));
  return f ? f.slice(f.indexOf('=') + 1) : fallback;
};
const hands = Number(flag('hands', 40));
const seed = String(flag('seed', 'senasdec'));
const config = { rules: { preset: 'brisca', senas: true }, players: 4, partnerships: true };
const game = unwrap(createGame(config));

/** A bot that plays the best estimate of a search with `settings` and `seed`. */
const searcher = (settings, botSeed) => {
  const search = new BriscaSearch(settings, { seed: botSeed });
  return { level: 'search', choose: (view) => search.estimate(view).reduce((a, b) => (b.value > a.value + 1e-9 ? b : a)).action };
};
const noRollouts = { ...BRISCA_EXPERT_SETTINGS, partnerTrumps: false };
const key = (action) => JSON.stringify(action);

const counts = { decisions: 0, deaf: 0, worldsOnly: 0, otherSeed: 0 };
const byTrick = new Map();
for (let h = 0; h < hands; h++) {
  const bots = Array.from({ length: 4 }, (_, s) => {
    const bot = createBriscaBot('expert', { seed: `${seed}:${h}:${s}` });
    return {
      level: bot.level,
      choose(view) {
        const action = bot.choose(view);
        const partnerSignalled = view.senas.some((m) => m.seat !== view.seat);
        if (action.type === 'sena' || view.legal.length < 2 || !partnerSignalled) return action;
        const s1 = `${seed}:${h}:${s}:${view.events.length}`;
        const full = key(searcher(BRISCA_EXPERT_SETTINGS, s1).choose(view));
        const trick = view.events.filter((e) => e.type === 'play').length >> 2;
        const row = byTrick.get(trick) ?? { decisions: 0, deaf: 0 };
        counts.decisions++;
        row.decisions++;
        if (key(briscaSenaVariant(searcher(BRISCA_EXPERT_SETTINGS, s1), 'deaf').choose(view)) !== full) {
          counts.deaf++;
          row.deaf++;
        }
        if (key(searcher(noRollouts, s1).choose(view)) !== full) counts.worldsOnly++;
        if (key(searcher(BRISCA_EXPERT_SETTINGS, `${s1}:other`).choose(view)) !== full) counts.otherSeed++;
        byTrick.set(trick, row);
        return action;
      },
    };
  });
  playBriscaHand(config, randomDeck(game, createRng(`${seed}:deck:${h}`)), h % 4, bots);
}
const share = (n) => +(n / counts.decisions).toFixed(3);
console.log(
  JSON.stringify({
    hands,
    seed,
    decisionsWithPartnerSenas: counts.decisions,
    changedWithoutSenas: share(counts.deaf),
    changedWithoutRolloutRule: share(counts.worldsOnly),
    changedByAnotherSeed: share(counts.otherSeed),
    byTrick: Object.fromEntries([...byTrick].sort((a, b) => a[0] - b[0]).map(([t, r]) => [t, `${r.deaf}/${r.decisions}`])),
    command: `node packages/bots/bench/brisca-senas-decisions.mjs ${args.join(' ')}`.trim(),
  }),
);
