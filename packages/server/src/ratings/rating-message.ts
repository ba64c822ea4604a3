import { sidesOf } from '@escoba/cards';
import type { GameRatingFormat } from '@escoba/games';
import type { RatingChangeInfo, RatingMessage, SeatRating, TableSettings } from '@escoba/protocol';
import { displayDeviation, displayRating, expectedResult, initialRating, isProvisional, levelRating, type Rating } from '@escoba/ratings';
import type { SeatHolder } from './rated-game.js';
import type { RatingChange } from './rating-store.js';

/** A seat's rating as players see it: an account's (a newcomer's when it has none yet), or a computer level's, held fixed. */
function seatRating(format: GameRatingFormat, holder: SeatHolder, ratings: ReadonlyMap<string, Rating>): SeatRating {
  if ('level' in holder) {
    const r = levelRating(format.levels, holder.level);
    return { rating: displayRating(r), deviation: displayDeviation(r), provisional: false, fixed: true };
  }
  const r = ratings.get(holder.account) ?? initialRating();
  return { rating: displayRating(r), deviation: displayDeviation(r), provisional: isProvisional(r) };
}

const ratingOf = (format: GameRatingFormat, holder: SeatHolder, ratings: ReadonlyMap<string, Rating>): { rating: Rating; fixed?: boolean } =>
  'level' in holder ? { rating: levelRating(format.levels, holder.level), fixed: true } : { rating: ratings.get(holder.account) ?? initialRating() };

/**
 * A rated table's {@link RatingMessage} before a game: each seat's rating (null while free) and, once every seat is
 * taken, each side's chance to win (`expectedResult` of `@escoba/ratings`: the only rating math, on the server).
 */
export function ratingsBefore(code: string, format: GameRatingFormat, settings: TableSettings, holders: readonly (SeatHolder | null)[], ratings: ReadonlyMap<string, Rating>): RatingMessage {
  const full = holders.every((h) => h !== null);
  const sides = sidesOf(settings.players, settings.partnerships).sides;
  const expected = full ? expectedResult(format.format, sides.map((side) => side.map((seat) => ratingOf(format, holders[seat]!, ratings)))) : null;
  return {
    type: 'rating',
    code,
    format: format.format.id,
    formatName: format.format.name,
    seats: holders.map((h) => (h === null ? null : seatRating(format, h, ratings))),
    expected,
    result: null,
  };
}

/** A seat's change as players see it: "1512 → 1530 (+18)". */
function changeInfo(change: RatingChange): RatingChangeInfo {
  const before = displayRating(change.before);
  const after = displayRating(change.after);
  return { before, after, delta: after - before, provisional: isProvisional(change.after) };
}

/** A rated table's {@link RatingMessage} after game `game`: each seat's rating after it, and each account's change. */
export function ratingsAfter(code: string, format: GameRatingFormat, holders: readonly SeatHolder[], game: number, changes: readonly RatingChange[], forfeits: readonly number[]): RatingMessage {
  const after = new Map(changes.map((c) => [c.account, c.after]));
  return {
    type: 'rating',
    code,
    format: format.format.id,
    formatName: format.format.name,
    seats: holders.map((h) => seatRating(format, h, after)),
    expected: null,
    result: {
      game,
      changes: holders.map((h) => {
        const change = 'account' in h ? changes.find((c) => c.account === h.account) : undefined;
        return change ? changeInfo(change) : null;
      }),
      forfeits,
    },
  };
}
