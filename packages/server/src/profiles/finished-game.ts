import { sidesOf } from '@escoba/cards';
import type { AnyGamePlugin } from '@escoba/games';
import { ranksOf } from '@escoba/ratings';
import type { LogEvent } from '../game/log-events.js';
import type { TableState } from '../game/table-state.js';
import type { FinishedGame, SeatResult } from './profile-store.js';

type Finished = Extract<LogEvent, { type: 'finished' }>;

/** Each side's result from its rank (`ranksOf`): first alone a win, first with another side a draw, else a loss. */
export function resultsOf(finished: Pick<Finished, 'winner' | 'scores'>): SeatResult[] {
  const ranks = ranksOf(finished.scores, finished.winner);
  return ranks.map((rank) => (rank !== 1 ? 'loss' : ranks.filter((r) => r === 1).length > 1 ? 'draw' : 'win'));
}

/**
 * A table's game as profiles keep it, from the table right after its `finished` entry (log version `v`): who sat
 * where (accounts, guests, computer levels), each seat's result, its counters (the plugin's `profile.countsOf` of
 * the final state) and the game's record (`definition.record.make`, with the seats' names and players as metadata: `names`, `seats`).
 * Only for a finished game: the record holds every hand's deck.
 */
export function finishedGameOf(plugin: AnyGamePlugin, state: TableState, finished: Finished, v: number, at: number): FinishedGame {
  if (state.status !== 'finished') throw new Error(`table ${state.code} is ${state.status}: only a finished game is kept for profiles`);
  const { settings } = state;
  const { sideOf } = sidesOf(settings.players, settings.partnerships);
  const results = resultsOf(finished);
  // An account counts once per game: at its first seat (a table that let one account sit twice counts the others as guests).
  const firstSeat = (account: string | null, i: number) => account !== null && state.seats.findIndex((s) => s.account === account) === i;
  const seats = state.seats.map((seat, i) => ({
    name: settings.bots[i] !== null ? null : seat.name,
    account: settings.bots[i] === null && firstSeat(seat.account, i) ? seat.account : null,
    level: settings.bots[i] ?? null,
    side: sideOf[i]!,
    result: results[sideOf[i]!]!,
  }));
  const record = plugin.definition.record.make(state.game, { names: seats.map((s) => s.name), seats: recordSeatsOf(state, seats), table: state.code, game: finished.game });
  return {
    key: { table: state.code, game: finished.game },
    v,
    gameId: settings.gameId,
    group: plugin.rating.formatOf(settings) ?? settings.gameId,
    at,
    seats,
    counts: plugin.profile.countsOf(state.game),
    record: JSON.stringify(record),
    tournament: settings.tournament ? { id: settings.tournament.id, name: settings.tournament.name ?? null } : null,
  };
}

/**
 * review22: the record's `seats` metadata (docs/record-format.md; `players` is the record's number of seats): per seat its name as it was, whether an account
 * (`account`) or a bot account (`bot`) sat there — the review links those names to their profiles —, or the computer
 * level of a server bot seat. No account id: a record is public.
 */
function recordSeatsOf(state: TableState, seats: readonly { readonly name: string | null; readonly level: string | null }[]) {
  return seats.map((seat, i) => {
    if (seat.level !== null) return { name: null, level: seat.level };
    const held = state.seats[i]!;
    return { name: seat.name, account: held.account !== null, ...(held.botAccount ? { bot: true } : {}) };
  });
}
