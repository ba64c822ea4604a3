import { sidesOf } from '@escoba/cards';
import type { TableSettings } from '@escoba/protocol';
import type { GameResult } from '@escoba/tournament';
import type { LogEvent } from '../game/log-events.js';
import { resultsOf } from '../profiles/finished-game.js';
import type { GameStore } from '../store/store.js';
import type { GameService } from '../tables/service.js';

/** A tournament table's result: each seat's, and whether it was settled because no entrant was there (`absent`). */
export interface TableResult {
  readonly results: GameResult[];
  readonly absent: boolean;
}

/**
 * Each seat's result of a tournament table's first game, once it has finished, from the table's `finished` entry
 * (as profiles and ratings read it); or, while it is played with every entrant's seat in a stand-in's hands (each
 * entrant absent past the grace period: never came, or all left), the game settled as a loss for every entrant
 * (`absentResult`), so a table nobody plays cannot hold a tournament open. Null while it is still being played.
 */
export async function tableResult(service: GameService, log: GameStore, code: string): Promise<TableResult | null> {
  const info = await service.tableInfo(code);
  if (info === null || info.games === 0) return null;
  if (info.status === 'playing' && info.games < 2) {
    const entrants = info.seats.filter((s) => s.bot === null);
    return entrants.length > 0 && entrants.every((s) => s.substitute) ? { results: absentResult(info.seats), absent: true } : null;
  }
  if (info.status !== 'finished' && info.games < 2) return null;
  const finished = (await log.read(code)).find((e) => e.event.type === 'finished' && e.event.game === 0)?.event as Extract<LogEvent, { type: 'finished' }> | undefined;
  return finished ? finishedResult(info.settings, finished) : null;
}

/** The first game's end as the table's log has it, or as its bus message carried it (the same event). */
export type GameEnd = Pick<Extract<LogEvent, { type: 'finished' }>, 'game' | 'winner' | 'scores'>;

/**
 * Each seat's result from the table's first game's end: what {@link tableResult} reads from the log, taken straight
 * from the `finished` message the owner heard on the bus (tail23: no round trip to the store between a game's end
 * and its result). Null for a later game's end.
 */
export function finishedResult(settings: Pick<TableSettings, 'players' | 'partnerships'>, finished: GameEnd): TableResult | null {
  if (finished.game !== 0) return null;
  const bySide = resultsOf(finished);
  const { sideOf } = sidesOf(settings.players, settings.partnerships);
  return { results: sideOf.map((side) => bySide[side]!), absent: false };
}

/**
 * A table settled for absence: every entrant's seat loses; a computer's seat (a tournament that lets computers fill
 * seats) is given a win, which scores nothing since a computer is no entrant.
 */
export function absentResult(seats: readonly { readonly bot: unknown }[]): GameResult[] {
  return seats.map((s) => (s.bot === null ? 'loss' : 'win'));
}
