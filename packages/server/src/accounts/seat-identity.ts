import type { CommandError } from '../game/decide.js';
import type { Accounts } from './accounts.js';

/** Who sits down: the name the seat shows, and the account the player is logged in to (null for a guest). */
export interface SeatIdentity {
  readonly name: string;
  readonly account: string | null;
  /** The account is a bot account (botacct22, `bot-accounts/`). */
  readonly botAccount?: boolean;
}

/** What the socket layer asks when a connection creates or joins a table. */
export interface SeatIdentities {
  /**
   * The identity of a player who asks to sit as `name`, holding the session token of its handshake's cookie (or
   * none). A logged-in player sits under the account's name (the name sent is ignored); a guest keeps the name
   * sent, unless it looks like an account's. `botTokenHash`: the bot token the connection proved at its handshake
   * (`bot-accounts/bot-identities.ts` seats it under its bot account).
   */
  seat(sessionToken: string | null, name: string, botTokenHash?: string | null): Promise<{ ok: true; seat: SeatIdentity } | { ok: false; error: CommandError }>;
}

/** Without accounts: everyone is a guest under the name sent. */
export const GUESTS_ONLY: SeatIdentities = { seat: (_token, name) => Promise.resolve({ ok: true, seat: { name, account: null } }) };

/**
 * The identities of a server with accounts. The session is read again at each create and join (not kept from the
 * handshake), so a connection whose session has ended since sits as a guest.
 */
export function accountIdentities(accounts: Accounts): SeatIdentities {
  return {
    async seat(sessionToken, name) {
      const current = sessionToken === null ? null : await accounts.sessionAccount(sessionToken);
      if (current !== null) return { ok: true, seat: { name: current.account.name, account: current.account.id } };
      const owner = await accounts.accountNamed(name);
      if (owner !== null) return { ok: false, error: { code: 'BadName', message: `the name ${JSON.stringify(name)} is an account's, or looks like one (${JSON.stringify(owner.name)}): log in to use it, or choose another name` } };
      return { ok: true, seat: { name, account: null } };
    },
  };
}
