// `npm run rate:levels`: measures the computer's levels on the rating scale. For every rating format of every game
// (each plugin's `rating.formats`), plays the bot levels against each other at the format's `measuredAt` table,
// seats drawn at random from a seeded generator, and fits each level's rating with @escoba/ratings (every game rated
// in turn from new ratings; a level's rating is the mean of its ratings over the second half of the games, which
// evens out the order the games came in). Writes each format's result as the data file the game's plugin reads,
// `packages/games/src/<game id>/levels-<format>.ts`, and prints one JSON line per format. Run after `tsc -b`.
// The games are played by worker threads (the search levels take seconds a game); the levels at the seats and every
// seed are drawn here, in order, and the games rated here in order, so the result does not depend on the number of
// workers or on which finishes first.
// Options: --games=N per format (default 2000) --formats=a,b (default all) --levels=a,b (default all) --seed=S
//          --workers=N (default: the machine's available parallelism) --dry (print only, write no file)
//          --draw=random|duplicate (default random: any different levels at the seats, a deal each game;
//          duplicate: consecutive levels, each deal played once per side with the levels moved one seat on each time)
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BOT_LEVELS, createRng, sidesOf } from '@escoba/cards';
import { PLUGINS } from '@escoba/games/all-plugins';
import { formatTable } from './play-game.mjs';
import { drawLevels, duplicateJobs } from './level-draws.mjs';
import { displayDeviation, displayRating, initialRating, rateGame } from '@escoba/ratings';

const opt = (name, def) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : def;
};
const games = Number(opt('games', 2000));
const only = opt('formats', null)?.split(',');
const levels = opt('levels', BOT_LEVELS.join(',')).split(',');
const seed = opt('seed', 'rate-levels');
const workers = Number(opt('workers', availableParallelism()));
const dry = process.argv.includes('--dry');
const draw = opt('draw', 'random');
// The command written into the data files: the worker count changes how fast, not what is measured.
const command = `npm run rate:levels -- ${process.argv.slice(2).filter((a) => a !== '--dry' && !a.startsWith('--workers=')).join(' ')}`.trim();
if (!(games > 0) || levels.some((l) => !BOT_LEVELS.includes(l))) throw new Error(`--games must be positive and --levels among ${BOT_LEVELS.join(', ')}`);
if (!(Number.isInteger(workers) && workers > 0)) throw new Error('--workers must be a positive whole number');
if (draw !== 'random' && draw !== 'duplicate') throw new Error('--draw must be random or duplicate');

/** The data file of one format's levels, as the game's plugin imports it. */
const levelsFile = (name, data) =>
  `import type { LevelRatings } from '@escoba/ratings';\n\n/** The computer's levels' ratings in ${data.format}, measured by \`${data.command}\` (generated: do not edit by hand). */\nexport const ${name}: LevelRatings = ${JSON.stringify(data, null, 2)};\n`;

/** Plays every game of `jobs` ({ g, seatLevels }) of a format on the worker threads; resolves with each game's ranks by game number. */
function playAll(formatId, jobs) {
  return new Promise((resolve, reject) => {
    const ranks = new Array(jobs.length);
    let next = 0;
    let done = 0;
    const pool = Array.from({ length: Math.min(workers, jobs.length) }, () => new Worker(new URL('./levels-worker.mjs', import.meta.url)));
    const stop = () => Promise.all(pool.map((w) => w.terminate()));
    const feed = (worker) => {
      if (next < jobs.length) worker.postMessage({ formatId, seed, ...jobs[next++] });
    };
    for (const worker of pool) {
      worker.on('error', (e) => void stop().then(() => reject(e)));
      worker.on('message', (m) => {
        if (m.error) return void stop().then(() => reject(new Error(`${formatId} game ${m.g}: ${m.error}`)));
        ranks[m.g] = m.ranks;
        if (++done === jobs.length) return void stop().then(() => resolve(ranks));
        feed(worker);
      });
      feed(worker);
    }
  });
}

for (const plugin of PLUGINS) {
  for (const { format } of plugin.rating.formats) {
    if (only && !only.includes(format.id)) continue;
    const { settings } = formatTable(format.id);
    const table = sidesOf(settings.players, settings.partnerships).sides;
    const rng = createRng(`${seed}:${format.id}`);
    // Different levels at the seats, drawn at random (a level never meets itself: its rating moves once a game).
    const jobs =
      draw === 'duplicate'
        ? duplicateJobs(rng, levels, settings.players, table.length, games)
        : Array.from({ length: games }, (_, g) => ({ g, seatLevels: drawLevels(rng, levels, settings.players) }));
    const played = await playAll(format.id, jobs);
    const ratings = new Map(levels.map((l) => [l, initialRating()]));
    const sums = new Map(levels.map((l) => [l, { mu: 0, n: 0 }]));
    for (const { g, seatLevels } of jobs) {
      const sideLevels = table.map((seats) => seats.map((seat) => seatLevels[seat]));
      const after = rateGame(format, sideLevels.map((side) => side.map((l) => ({ rating: ratings.get(l) }))), played[g]);
      sideLevels.forEach((side, s) => side.forEach((l, k) => ratings.set(l, after[s][k])));
      if (g >= games / 2) for (const l of seatLevels) { const m = sums.get(l); m.mu += ratings.get(l).mu; m.n++; }
    }
    const fitted = Object.fromEntries(levels.map((l) => [l, { mu: +(sums.get(l).n > 0 ? sums.get(l).mu / sums.get(l).n : ratings.get(l).mu).toFixed(3), sigma: +ratings.get(l).sigma.toFixed(3) }]));
    const data = { format: format.id, date: new Date().toISOString().slice(0, 10), command, games, levels: fitted };
    console.log(JSON.stringify({ ...data, displayed: Object.fromEntries(levels.map((l) => [l, `${displayRating(fitted[l])} ± ${displayDeviation(fitted[l])}`])) }));
    const name = format.id.split('-').map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('') + 'Levels';
    // Written as soon as the format is measured: a long run that is stopped keeps the formats it finished.
    if (!dry) writeFileSync(new URL(`../../games/src/${plugin.definition.id}/levels-${format.id}.ts`, import.meta.url), levelsFile(name, data));
  }
}
