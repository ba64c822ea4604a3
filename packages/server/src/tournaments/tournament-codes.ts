import { createHash, randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@escoba/protocol';

const ID_LENGTH = 10;

/** A new tournament's id: 10 characters of the table codes' alphabet (`TOURNAMENT_ID_PATTERN`). */
export function newTournamentId(): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return id;
}

/**
 * The table code of a tournament's pairing, derived from (tournament, pairing) and, past the first, the attempt: the
 * owner writes it in the pairing's event, so whichever process creates the table (the owner, or the one that took
 * over after it died between writing the pairing and creating its table) creates it at the same code, and it can
 * never exist twice.
 */
export function pairingCode(tournament: string, pairing: number, attempt = 0): string {
  const digest = createHash('sha256').update(`tournament:${tournament}:${pairing}${attempt === 0 ? '' : `:${attempt}`}`).digest();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[digest[i]! % CODE_ALPHABET.length];
  return code;
}

/**
 * The pairing's first code (attempt 0, 1, …) that `taken` does not hold. A long arena's pairings would otherwise
 * meet one of their own earlier codes (31⁶ codes: about one arena in ten of 13,000 pairings), and that pairing's
 * table could never be made: its players would wait to the arena's end.
 */
export function freePairingCode(tournament: string, pairing: number, taken: (code: string) => boolean): string {
  for (let attempt = 0; ; attempt++) {
    const code = pairingCode(tournament, pairing, attempt);
    if (!taken(code)) return code;
  }
}
