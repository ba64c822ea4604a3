import type { TournamentGameInfo, TournamentStanding, TournamentState, TournamentSummary } from '@escoba/protocol';
import type { Standing, TournamentRecord } from './tournament-record.js';
import { COMPUTER_LEVEL } from './tournament-config.js';

/** The newest games a tournament's state lists (a 5-minute arena of 256 makes hundreds). */
export const LISTED_GAMES = 200;

export function summaryOf(r: TournamentRecord): TournamentSummary {
  const s = r.setup;
  return {
    id: r.id,
    name: s.name,
    host: s.host.name,
    format: s.format,
    status: r.status,
    table: s.settings,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    rounds: r.rounds ?? s.rounds,
    rated: s.rated,
    ...(s.ratingRange ? { ratingRange: s.ratingRange } : {}),
    computers: s.computers,
    entrantCount: r.active().length,
    finishedAt: r.finishedAt,
  };
}

function standingOf(line: Standing, name: string): TournamentStanding {
  return {
    rank: line.rank,
    name,
    rating: line.rating,
    points: line.points,
    games: line.games,
    wins: line.wins,
    draws: line.draws,
    losses: line.losses,
    withdrawn: line.withdrawn,
    ...(line.onFire !== undefined ? { onFire: line.onFire } : {}),
    ...(line.byes !== undefined ? { byes: line.byes } : {}),
    ...(line.tieBreaks !== undefined ? { tieBreaks: { buchholz: line.tieBreaks['buchholz'] ?? 0, sonnebornBerger: line.tieBreaks['sonnebornBerger'] ?? 0 } } : {}),
  };
}

/**
 * A tournament's public state: entrants, standings, games (codes, names, results). Built from the record only, which
 * holds no card: nothing hidden can reach a tournament message or answer.
 */
export async function stateOf(r: TournamentRecord): Promise<TournamentState> {
  const nameOf = (account: string | null, seat: number) => (account === null ? (r.setup.settings.bots[seat] ?? COMPUTER_LEVEL) : (r.entrants.get(account)?.name ?? '?'));
  const playing = new Map<string, string>();
  for (const p of r.running()) for (const a of p.table.seats) if (a !== null) playing.set(a, p.table.code);
  const all = [...r.pairings.values()].reverse();
  const games: TournamentGameInfo[] = all.slice(0, LISTED_GAMES).map((p) => ({
    code: p.table.code,
    pairing: p.table.pairing,
    round: p.table.round,
    seats: p.table.seats.map(nameOf),
    status: p.results === null ? 'playing' : 'finished',
    results: p.results,
  }));
  const standings = await r.standings();
  return {
    ...summaryOf(r),
    entrants: [...r.entrants.values()].map((e) => ({ name: e.name, rating: e.rating, withdrawn: e.withdrawn, playing: playing.get(e.account) ?? null })),
    standings: standings.map((line) => standingOf(line, r.entrants.get(line.id)?.name ?? '?')),
    games,
    gamesTotal: all.length,
    round: r.round,
    byes: r.byes.map((a) => r.entrants.get(a)?.name ?? '?'),
  };
}
