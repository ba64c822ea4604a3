import type { BotAccounts } from './bot-accounts.js';
import type { HandshakeToken } from './bot-token.js';

/** What a bot's handshake needs of the socket layer. */
export interface BotGate {
  /** The token proved: the connection is its account's (`Connection.botTokenHash`), and is greeted. */
  admit(tokenHash: string): void;
  /** Closed with this reason (close code 1008: a client does not reconnect by itself). */
  refuse(reason: string): void;
}

/**
 * The check of a handshake's `Authorization: Bearer TOKEN`. It is a WebSocket close with a reason rather than an
 * HTTP refusal of the upgrade, so the program reads why. A token in the URL is never read: URLs end in logs.
 */
export async function checkBotHandshake(bots: BotAccounts | null, token: Exclude<HandshakeToken, { kind: 'none' }>, gate: BotGate): Promise<void> {
  if (token.kind === 'refused') return gate.refuse(token.reason);
  if (bots === null) return gate.refuse('this server has no bot accounts');
  const account = await bots.authenticate(token.tokenHash);
  if (account === null) return gate.refuse('the bot token is unknown or revoked, or its bot account is banned');
  gate.admit(token.tokenHash);
}
