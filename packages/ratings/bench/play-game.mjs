// One game between bot levels, as `levels.mjs` rates it: shared by the main thread and its worker threads.
import { GameRun, sidesOf } from '@escoba/cards';
import { resolveTableConfig } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { ranksOf } from '@escoba/ratings';

/** The plugin and the resolved table settings a format is measured at. */
export function formatTable(formatId) {
  for (const plugin of PLUGINS) {
    const found = plugin.rating.formats.find((f) => f.format.id === formatId);
    if (!found) continue;
    const resolved = resolveTableConfig([plugin], found.measuredAt);
    if (!resolved.ok) throw new Error(`${formatId}: ${resolved.error.message}`);
    return { plugin, format: found.format, settings: resolved.settings };
  }
  throw new Error(`no game declares the rating format ${formatId}`);
}

/**
 * The ranks per side of game `g` of a format between the levels `seatLevels` (one per seat): by the match's outcome,
 * or, for a game of so many hands without an end of its own, by hands won (as the server's `finished` event:
 * docs/ratings.md). Every seed comes from `seed`, the format and `g` (the deals from `deal`, `g` unless the game is a
 * duplicate of another's deal): the same game whichever thread plays it.
 */
export function playGame({ plugin, format, settings }, seatLevels, seed, g, deal = g) {
  const bots = seatLevels.map((level, seat) => plugin.bots.create(level, { seed: `${seed}:${format.id}:${g}:${seat}` }));
  const definition = plugin.definition;
  const start = definition.newGame({ rules: settings.rules, players: settings.players, partnerships: settings.partnerships });
  if (!start.ok) throw new Error(start.error.message);
  const run = new GameRun(definition, start.value, { seed: `${seed}:${format.id}:${deal}`, maxHands: settings.hands ?? undefined });
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
