import { botLabel } from '../duplicate/types.js';
import { renderTable, tableLabel } from '../format.js';
import type { Lang } from '../messages/index.js';
import type { TournamentMessages } from './messages.js';
import type { TournamentConfig } from './options.js';
import type { Standing, TournamentOutcome } from './run.js';

const isArena = (s: Standing): s is Standing & { onFire: boolean } => 'onFire' in s;

/** The standings as a table for people: rank, player, bot, points, games, won/drawn/lost, then the format's columns. */
export function standingsText(config: TournamentConfig, outcome: TournamentOutcome, t: TournamentMessages, lang: Lang): string[] {
  const h = t.headings;
  const { players, partnerships, rules } = config.game.duplicate.table(config.start);
  const arena = config.format === 'arena';
  const tieBreaks = config.format === 'swiss' || config.format === 'roundrobin';
  const head = [h.rank, h.player, h.bot, h.points, h.games, h.wins, h.draws, h.losses, ...(arena ? [h.streak] : []), ...(config.format === 'swiss' ? [h.byes] : []), ...(tieBreaks ? [h.buchholz, h.sonnebornBerger] : [])];
  const rows = outcome.standings.map((s) => [
    String(s.rank),
    s.id,
    s.bot,
    String(s.points),
    String(s.games),
    String(s.wins),
    String(s.draws),
    String(s.losses),
    ...(isArena(s) ? [s.onFire ? '*' : ''] : []),
    ...('byes' in s && config.format === 'swiss' ? [String(s.byes)] : []),
    ...('tieBreaks' in s && tieBreaks ? [String(s.tieBreaks['buchholz']), String(s.tieBreaks['sonnebornBerger'])] : []),
  ]);
  const right = head.map((_, i) => i === 0 || i >= 3);
  const label = `${config.game.plugin.definition.name} (${config.game.rules.label(rules, lang)}), ${tableLabel(players, partnerships, lang)}`;
  return [t.title(config.format, label, outcome.games.length), ...renderTable([head, ...rows], right)];
}

/** The `--json` object: the tournament, its standings, and each game's seats and results. */
export function standingsJson(config: TournamentConfig, outcome: TournamentOutcome): Record<string, unknown> {
  const { players, partnerships, rules } = config.game.duplicate.table(config.start);
  return {
    format: config.format,
    game: config.game.plugin.definition.id,
    table: { players, partnerships, rules },
    seed: config.seed,
    ...(config.format === 'swiss' ? { rounds: config.rounds } : {}),
    ...(config.format === 'arena' ? { durationSeconds: config.durationSeconds } : {}),
    players: config.entrants.map((e) => ({ player: e.number, bot: botLabel(e.bot) })),
    standings: outcome.standings.map(({ id, ...rest }) => ({ player: Number(id), ...rest })),
    games: outcome.games.map((g) => ({ game: g.number, ...(g.round === undefined ? {} : { round: g.round }), seats: g.seats, results: g.results, plays: g.plays, ...(g.forfeit ? { forfeit: g.forfeit } : {}) })),
  };
}
