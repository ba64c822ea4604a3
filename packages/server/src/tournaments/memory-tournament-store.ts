import type { TournamentResultInfo } from '@escoba/protocol';
import type { StoredTournamentEvent, TournamentEvent } from './tournament-events.js';
import { newSeatKey } from './seat-tokens.js';
import { nextRow, type FinalResults, type TournamentRow, type TournamentStore } from './tournament-store.js';

/** Tournaments in memory: a server whose game log is in memory (tests, benchmarks). */
export class MemoryTournamentStore implements TournamentStore {
  private readonly logs = new Map<string, StoredTournamentEvent[]>();
  private readonly rows = new Map<string, TournamentRow>();
  private readonly finals: { readonly account: string; readonly info: TournamentResultInfo }[] = [];
  private readonly key = newSeatKey();

  append(id: string, seq: number, events: readonly TournamentEvent[], final?: FinalResults): Promise<'ok' | 'conflict'> {
    const log = this.logs.get(id) ?? [];
    if (seq !== log.length + 1) return Promise.resolve('conflict');
    log.push(...events.map((event, i) => ({ seq: seq + i, event })));
    this.logs.set(id, log);
    const row = nextRow(id, this.rows.get(id) ?? null, events);
    this.rows.set(id, row);
    if (final) this.finals.push(...finalRows(id, row.finishedAt ?? 0, final).map(({ account, ...info }) => ({ account, info })));
    return Promise.resolve('ok');
  }

  read(id: string, after = 0): Promise<StoredTournamentEvent[]> {
    return Promise.resolve((this.logs.get(id) ?? []).filter((e) => e.seq > after));
  }

  list(finishedSince: number): Promise<TournamentRow[]> {
    return Promise.resolve([...this.rows.values()].filter((r) => r.status !== 'finished' || (r.finishedAt ?? 0) >= finishedSince));
  }

  results(account: string, limit: number): Promise<TournamentResultInfo[]> {
    const mine = this.finals.filter((f) => f.account === account).map((f) => f.info);
    return Promise.resolve(mine.sort((a, b) => b.finishedAt - a.finishedAt).slice(0, limit));
  }

  seatKey(): Promise<string> {
    return Promise.resolve(this.key);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The profile rows of a finished tournament, one per entrant. */
export function finalRows(id: string, finishedAt: number, final: FinalResults): (TournamentResultInfo & { account: string })[] {
  return final.standings.map((s) => ({
    account: s.account,
    tournament: id,
    name: final.name,
    format: final.format as TournamentResultInfo['format'],
    gameId: final.gameId,
    finishedAt,
    rank: s.rank,
    entrants: final.entrants,
    points: s.points,
    games: s.games,
    wins: s.wins,
    draws: s.draws,
    losses: s.losses,
  }));
}
