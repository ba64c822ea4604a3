import type { SeatIdentities } from '../accounts/seat-identity.js';
import type { BotAccounts } from './bot-accounts.js';

/**
 * Who sits down, with bot accounts: a connection that proved a bot token at its handshake sits under its bot
 * account (the name sent is ignored), `botAccount` marked; any other asks `inner` (guests and sessions). The token
 * is checked again at each create and join, so a token revoked or an account banned since the handshake sits nowhere.
 */
export function withBotAccounts(inner: SeatIdentities, bots: BotAccounts): SeatIdentities {
  return {
    async seat(sessionToken, name, botTokenHash = null) {
      if (botTokenHash === null) return inner.seat(sessionToken, name);
      const account = await bots.authenticate(botTokenHash);
      if (account === null) return { ok: false, error: { code: 'Unauthorized', message: "this connection's bot token was revoked, or its account banned, after it connected: connect again with a valid token" } };
      return { ok: true, seat: { name: account.name, account: account.id, botAccount: true } };
    },
  };
}
