import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Card, Rng } from '@escoba/cards';
import { commitmentText, CODE_ALPHABET, CODE_LENGTH } from '@escoba/protocol';
import type { DecisionContext } from './decide.js';

/**
 * The operating system's random generator behind the games' `Rng` interface: the server's only chance. Each game's
 * own `randomDeck` shuffles with it (Fisher–Yates; 3-player Brisca also picks the card left out), and the draw for
 * the first dealer shuffles its pack with it.
 */
export const cryptoRng: Rng = {
  nextU32: () => randomBytes(4).readUInt32BE(0),
  int: (n) => randomInt(n),
  float: () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48,
  state: () => {
    throw new Error('the crypto generator has no state to save or replay');
  },
};

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The commitment published at the deal: the same bytes the protocol's verifyShuffle hashes with WebCrypto. */
export const commitDeck = (deck: readonly Card[], salt: string): string => sha256Hex(commitmentText(deck, salt));

/** 128 random bits as 32 hex digits. */
export const newSalt = (): string => randomBytes(16).toString('hex');

/** A seat token: 256 random bits, base64url (43 characters). Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => sha256Hex(token);

/** Compares a token with a stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newTableCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A table's invitation: 128 random bits, base64url (22 characters), the secret part of the link to share. */
export const newInvite = (): string => randomBytes(16).toString('base64url');

/** The real randomness and clock for decisions; `codeAloneMs` is the server's setting. */
export function liveContext(now: number, codeAloneMs = 30 * 60_000): DecisionContext {
  return { now, rng: cryptoRng, salt: newSalt, commit: commitDeck, codeAloneMs };
}
