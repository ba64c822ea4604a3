import { createHmac, randomBytes } from 'node:crypto';

/** The name of the tournaments' seat key in the store (`tournament_keys`). */
export const SEAT_KEY_NAME = 'seats';

/** A new seat key: 256 random bits, base64url. */
export const newSeatKey = (): string => randomBytes(32).toString('base64url');

/**
 * The token of `account`'s seat `seat` at a tournament's table `code`: an HMAC of those under the store's seat key,
 * in the form of every seat token (43 characters of base64url). The owner seats the entrant with it, and any process
 * can give it again to that entrant (and to nobody else) when they come back: the table keeps only its hash, as it
 * does of every token.
 */
export function seatToken(key: string, code: string, seat: number, account: string): string {
  return createHmac('sha256', key).update(`tournament-seat:${code}:${seat}:${account}`).digest('base64url');
}
