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
 * The table code of a tournament's pairing, derived from (tournament, pairing): whichever process creates the
 * table (the owner, or the one that took over after it died between writing the pairing and creating its table)
 * creates it at the same code, so it can never exist twice.
 */
export function pairingCode(tournament: string, pairing: number): string {
  const digest = createHash('sha256').update(`tournament:${tournament}:${pairing}`).digest();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[digest[i]! % CODE_ALPHABET.length];
  return code;
}
