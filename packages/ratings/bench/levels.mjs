// `npm run rate:levels`: measures the computer's levels on the rating scale. For every rating format of every game
// (each plugin's `rating.formats`), plays the bot levels against each other at the format's `measuredAt` table,
// seats drawn at random from a seeded generator, and fits each level's rating with @escoba/ratings (every game rated
// in turn from new ratings; a level's rating is the mean of its ratings over the second half of the games, which
// evens out the order the games came in). Writes each format's result as the data file the game's plugin reads,
// `packages/games/src/<game id>/levels-<format>.ts`, and prints one JSON line per format. Run after `tsc -b`.
// Options: --games=N per format (default 2000) --formats=a,b (default all) --levels=a,b (default all) --seed=S
//          --dry (print only, write no file)
import { writeFileSync } from 'node:fs';
import { BOT_LEVELS, createRng, GameRun, sidesOf } from '@escoba/cards';
import { resolveTableConfig } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { displayDeviation, displayRating, initialRating, rateGame, ranksOf } from '@escoba/ratings';

const opt = (name, def) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : def;
};
const games = Number(opt('games', 2000));
const only = opt('formats', null)?.split(',');
const levels = opt('levels', BOT_LEVELS.join(',')).split(',');
const seed = opt('seed', 'rate-levels');
const dry = process.argv.includes('--dry');
const command = `npm run rate:levels -- ${process.argv.slice(2).filter((a) => a !== '--dry').join(' ')}`.trim();
if (!(games > 0) || levels.some((l) => !BOT_LEVELS.includes(l))) throw new Error(`--games must be positive and --levels among ${BOT_LEVELS.join(', ')}`);

/** `count` different levels in random order (a table has at most as many seats as there are levels). */
function drawLevels(rng, count) {
  if (count > levels.length) throw new Error(`a table of ${count} needs ${count} levels, and --levels names ${levels.length}`);
  const pool = [...levels];
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** The data file of one format's levels, as the game's plugin imports it. */
const levelsFile = (name, data) =>
  `import type { LevelRatings } from '@escoba/ratings';\n\n/** The computer's levels' ratings in ${data.format}, measured by \`${data.command}\` (generated: do not edit by hand). */\nexport const ${name}: LevelRatings = ${JSON.stringify(data, null, 2)};\n`;

/**
 * The ranks per side of one game between `bots` at `settings`: by the match's outcome, or, for a game of so many
 * hands without an end of its own, by hands won (as the server's `finished` event: docs/ratings.md).
 */
function playGame(definition, settings, bots, gameSeed) {
  const start = definition.newGame({ rules: settings.rules, players: settings.players, partnerships: settings.partnerships });
  if (!start.ok) throw new Error(start.error.message);
  const run = new GameRun(definition, start.value, { seed: gameSeed, maxHands: settings.hands ?? undefined });
  const { sides, sideOf } = sidesOf(settings.players, settings.partnerships);
  const wins = sides.map(() => 0);
  for (let d = run.next(); d !== null; d = run.next()) {
    const played = run.apply(bots[d.seat].choose(d.view));
    if (!played.ok) throw new Error(`a ${bots[d.seat].level} bot chose an illegal action: ${played.error.message}`);
    const hand = definition.handOutcome(run.state);
    // A hand's sides are its own (Alcalde: the Alcalde against the other two): each of its winning seats scores, as on the server.
    if (hand !== null && hand.winner !== null) for (const seat of hand.sides[hand.winner]) wins[sideOf[seat]]++;
  }
  const match = definition.matchOutcome(run.state);
  return match ? ranksOf(match.points, match.winner) : ranksOf(wins, null);
}

for (const plugin of PLUGINS) {
  for (const { format, measuredAt } of plugin.rating.formats) {
    if (only && !only.includes(format.id)) continue;
    const resolved = resolveTableConfig([plugin], measuredAt);
    if (!resolved.ok) throw new Error(`${format.id}: ${resolved.error.message}`);
    const settings = resolved.settings;
    const table = sidesOf(settings.players, settings.partnerships).sides;
    const rng = createRng(`${seed}:${format.id}`);
    const ratings = new Map(levels.map((l) => [l, initialRating()]));
    const sums = new Map(levels.map((l) => [l, { mu: 0, n: 0 }]));
    for (let g = 0; g < games; g++) {
      // Different levels at the seats, drawn at random (a level never meets itself: its rating moves once a game).
      const seatLevels = drawLevels(rng, settings.players);
      const bots = seatLevels.map((level, seat) => plugin.bots.create(level, { seed: `${seed}:${format.id}:${g}:${seat}` }));
      const gameSeed = `${seed}:${format.id}:${g}`;
      const ranks = playGame(plugin.definition, settings, bots, gameSeed);
      const sideLevels = table.map((seats) => seats.map((seat) => seatLevels[seat]));
      const after = rateGame(format, sideLevels.map((side) => side.map((l) => ({ rating: ratings.get(l) }))), ranks);
      sideLevels.forEach((side, s) => side.forEach((l, k) => ratings.set(l, after[s][k])));
      if (g >= games / 2) for (const l of seatLevels) { const m = sums.get(l); m.mu += ratings.get(l).mu; m.n++; }
    }
    const fitted = Object.fromEntries(levels.map((l) => [l, { mu: +(sums.get(l).mu / sums.get(l).n).toFixed(3), sigma: +ratings.get(l).sigma.toFixed(3) }]));
    const data = { format: format.id, date: new Date().toISOString().slice(0, 10), command, games, levels: fitted };
    console.log(JSON.stringify({ ...data, displayed: Object.fromEntries(levels.map((l) => [l, `${displayRating(fitted[l])} ± ${displayDeviation(fitted[l])}`])) }));
    const name = format.id.split('-').map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('') + 'Levels';
    // Written as soon as the format is measured: a long run that is stopped keeps the formats it finished.
    if (!dry) writeFileSync(new URL(`../../games/src/${plugin.definition.id}/levels-${format.id}.ts`, import.meta.url), levelsFile(name, data));
  }
}
