import { freePairingCode } from './tournament-codes.js';
import type { Decision } from './tournament-log.js';
import type { TournamentRecord } from './tournament-record.js';
import type { FinalResults } from './tournament-store.js';

/**
 * What a running tournament does next, once the results in hand are taken: an arena's pairings or its end, a duel
 * format's next round, the replays of its drawn knock-out games, or its end; null when nothing is due at `now`.
 * Pairs on `r` (the caller writes the decision, or rebuilds the record from the log if it cannot).
 */
export async function nextDecision(r: TournamentRecord, now: number): Promise<Decision | null> {
  const finish = async (): Promise<Decision> => ({ events: [{ type: 'finished', at: now }], final: await finalOf(r) });
  // A code none of the tournament's pairings has, those of this decision included.
  const given = new Set<string>();
  const codeOf = (n: number) => {
    const code = freePairingCode(r.id, n, (c) => given.has(c) || r.usesCode(c));
    given.add(code);
    return code;
  };
  if (r.arena === null && r.duel === null) return finish();
  if (r.arena) {
    if (now >= r.setup.endsAt!) return r.running().length === 0 ? finish() : null;
    const tables = r.pairArena(now, codeOf);
    return tables.length > 0 ? { events: [{ type: 'paired', at: now, tables }], mutated: true } : null;
  }
  if (!r.readyToPair()) return null;
  const round = await r.nextRound(now, codeOf);
  if (round === null) return finish();
  return { events: [{ type: 'paired', at: now, tables: round.tables, ...(round.byes.length > 0 ? { byes: round.byes } : {}) }], mutated: true };
}

/** The final standings as the profiles keep them. */
export async function finalOf(r: TournamentRecord): Promise<FinalResults> {
  const standings = await r.standings();
  return {
    name: r.setup.name,
    format: r.setup.format,
    gameId: r.setup.settings.gameId,
    entrants: r.entrants.size,
    standings: standings.map((s) => ({ account: s.id, rank: s.rank, points: s.points, games: s.games, wins: s.wins, draws: s.draws, losses: s.losses })),
  };
}
