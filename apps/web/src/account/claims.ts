import { forgetName, savedName, savedSeatings } from '../online/seatings.js';
import type { KeyValueStore } from '../settings.js';
import type { Claim } from './api.js';

/**
 * The seats this browser took at online tables as a guest (`online/seatings.ts`: code, seat, token), sent at
 * signup and login so the account keeps the games already played; a watching seating (no seat, no token) is none.
 */
export const claimsOf = (store: KeyValueStore): Claim[] =>
  savedSeatings(store).flatMap((s) => (s.seat !== null && s.token !== null ? [{ code: s.code, seat: s.seat, token: s.token }] : []));

/**
 * After logging out, the name the online forms offer a guest is no longer the account's: a guest cannot sit
 * under an account's name, so the forms would only be refused.
 */
export function forgetAccountName(store: KeyValueStore, accountName: string): void {
  if (savedName(store) === accountName) forgetName(store);
}
