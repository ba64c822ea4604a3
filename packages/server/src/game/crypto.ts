import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ALL_CARDS, type Card } from '@escoba/engine';
import { commitmentText, CODE_ALPHABET, CODE_LENGTH } from '@escoba/protocol';
import type { DecisionContext } from './decide.js';

/** Fisher–Yates with the operating system's random generator: the server's only shuffle. */
export function cryptoShuffledDeck(): Card[] {
  const deck = ALL_CARDS.slice();
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

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
  return { now, shuffledDeck: cryptoShuffledDeck, salt: newSalt, commit: commitDeck, codeAloneMs };
}
