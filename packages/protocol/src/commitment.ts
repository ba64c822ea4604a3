import { makeCard, parseCardList, type Card } from '@escoba/cards';
import { sha256Bytes } from './sha256.js';

/** Prefix of the committed text; names the format so it can change without ambiguity. */
export const COMMITMENT_FORMAT = 'escoba-shuffle/1';

/**
 * The exact text whose SHA-256 is the commitment, UTF-8 encoded:
 * `escoba-shuffle/1:` + the deck's cards in notation (40, or 39 for 3-player Brisca), top card first, joined by
 * `,` + `:` + the salt (32 lowercase hex digits). Example: `escoba-shuffle/1:5c,6o,…,12b:0f1e2d3c4b5a69788796a5b4c3d2e1f0`.
 */
export function commitmentText(deck: readonly (Card | string)[], salt: string): string {
  const cards = deck.map((c) => (typeof c === 'number' ? makeCard(c) : c.toLowerCase()));
  return `${COMMITMENT_FORMAT}:${cards.join(',')}:${salt}`;
}

const hex = (bytes: ArrayBuffer | Uint8Array): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 of a text's UTF-8 bytes, as lowercase hex: with WebCrypto where it exists (Node 20+, browsers in a
 * secure context), otherwise in plain JavaScript (a page served over http from a LAN address has no `crypto.subtle`).
 */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  return hex(subtle ? await subtle.digest('SHA-256', bytes) : sha256Bytes(bytes));
}

export const commitTo = (deck: readonly (Card | string)[], salt: string): Promise<string> => sha256Hex(commitmentText(deck, salt));

export const SALT_PATTERN = /^[0-9a-f]{32}$/;

export interface ShuffleCheck {
  readonly ok: boolean;
  /** Why the check failed; absent when it passed. */
  readonly reason?: string;
}

/**
 * Checks a revealed deal against the commitment published when the hand was dealt: the deck is `size` distinct
 * cards (the table's deck: 40, or 39 for 3-player Brisca), the salt has the published format, and
 * sha256(commitmentText(deck, salt)) equals the commitment. `published` is the commitment from the `dealt` event,
 * which the client kept; the reveal repeats it, but only the copy received before the hand is evidence.
 */
export async function verifyShuffle(reveal: { readonly deck: readonly string[]; readonly salt: string }, published: string, size = 40): Promise<ShuffleCheck> {
  const deck = parseCardList(reveal.deck, size);
  if (!deck.ok) return { ok: false, reason: `the revealed deck is not ${size} distinct cards: ${deck.error.message}` };
  if (!SALT_PATTERN.test(reveal.salt)) return { ok: false, reason: 'the salt is not 32 lowercase hex digits' };
  const digest = await commitTo(deck.value, reveal.salt);
  return digest === published ? { ok: true } : { ok: false, reason: `sha256 of the revealed deck and salt is ${digest}, but ${published} was published` };
}
