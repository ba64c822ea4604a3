import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sha256Hex } from '../game/crypto.js';

/** What every bot token starts with, so a leaked one is recognisable (secret scanners, a careful reader). */
export const BOT_TOKEN_PREFIX = 'escoba_bot_';
/** The prefix and 32 random bytes in base64url (256 bits). */
const BOT_TOKEN = /^escoba_bot_[\w-]{43}$/;

/** A new bot token: shown once to whoever asked for it; only {@link hashBotToken} of it is stored. */
export const newBotToken = (): string => `${BOT_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The stored form of a token: sha256 is enough for 256 random bits (nothing to guess, unlike a password). */
export const hashBotToken = (token: string): string => sha256Hex(token);

/** The token a WebSocket handshake carries in `Authorization: Bearer TOKEN`: none, a well-formed one, or why the header is refused. */
export type HandshakeToken = { readonly kind: 'none' } | { readonly kind: 'token'; readonly tokenHash: string } | { readonly kind: 'refused'; readonly reason: string };

export function handshakeToken(req: IncomingMessage): HandshakeToken {
  const header = req.headers.authorization;
  if (header === undefined) return { kind: 'none' };
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (m === null) return { kind: 'refused', reason: 'the Authorization header must be "Bearer TOKEN" with a bot token' };
  if (!BOT_TOKEN.test(m[1]!)) return { kind: 'refused', reason: `the bot token is not one this server issues (${BOT_TOKEN_PREFIX} and 43 characters)` };
  return { kind: 'token', tokenHash: hashBotToken(m[1]!) };
}
