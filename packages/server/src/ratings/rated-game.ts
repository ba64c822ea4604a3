import { sidesOf, type BotLevel } from '@escoba/cards';
import type { GameRatingFormat } from '@escoba/games';
import type { TableSettings } from '@escoba/protocol';
import { levelRating, ranksOf } from '@escoba/ratings';
import type { Participant, RatedGame } from './rating-store.js';

/** Who sat at a seat of a rated table: an account, or a computer level. */
export type SeatHolder = { readonly account: string } | { readonly level: BotLevel };

/**
 * A finished game of a rated table as the store rates it: the table's sides (`sidesOf` its settings), each seat's
 * account or computer level (held fixed at the level's measured rating in `format`), and the ranks per side from the
 * table's `finished` event (`winner`, `scores` per side, or per seat without partnerships).
 */
export function ratedGameOf(format: GameRatingFormat, settings: TableSettings, seats: readonly SeatHolder[], finished: { readonly winner: number | null; readonly scores: readonly number[] }, at: number): RatedGame {
  if (seats.length !== settings.players) throw new RangeError(`a table of ${settings.players} has ${settings.players} seats, not ${seats.length}`);
  const { sides } = sidesOf(settings.players, settings.partnerships);
  if (finished.scores.length !== sides.length) throw new RangeError(`a table of ${sides.length} sides has ${sides.length} scores, not ${finished.scores.length}`);
  const participant = (holder: SeatHolder): Participant => ('account' in holder ? { account: holder.account } : { fixed: levelRating(format.levels, holder.level) });
  return { format: format.format, sides: sides.map((side) => side.map((seat) => participant(seats[seat]!))), ranks: ranksOf(finished.scores, finished.winner), at };
}
