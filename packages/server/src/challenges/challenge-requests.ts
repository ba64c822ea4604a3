import type { ChallengeRequest } from '@escoba/protocol';
import type { SeatIdentities } from '../accounts/seat-identity.js';
import type { Connection, Outbox } from '../socket/connection.js';
import type { ChallengeIdentity, Challenges, ChallengeSend } from './challenges.js';

/** challenge22: a connection's challenge requests (`{type: 'challenge'}`) to the server's {@link Challenges}. */
export async function challengeRequest(m: ChallengeRequest, conn: Connection, challenges: Challenges, ctx: { readonly out: Outbox; readonly identities: SeatIdentities }): Promise<void> {
  const { out } = ctx;
  const ref = m.ref;
  const who = await identityOf(conn, ctx.identities);
  if (who === null) return out.error(conn, { code: 'Unauthorized', message: 'challenges are between accounts: log in (or connect with a bot token) first' }, ref);
  const send: ChallengeSend = (message) => out.send(conn, message);
  if (m.action === 'listen') {
    out.ack(conn, ref, 0);
    return challenges.listen(conn, who, send);
  }
  const r =
    m.action === 'send'
      ? await challenges.send(conn, who, conn.address, m.to, m.config, send)
      : m.action === 'accept'
        ? await challenges.accept(conn, who, m.id, send)
        : m.action === 'decline'
          ? await challenges.decline(who, m.id)
          : await challenges.cancel(who, m.id);
  return r.ok ? out.ack(conn, ref, 0) : out.error(conn, r.error, ref);
}

/** The connection's account, read again at each request (a session ended since, a token revoked: none); null for a guest. */
async function identityOf(conn: Connection, identities: SeatIdentities): Promise<ChallengeIdentity | null> {
  if (conn.sessionToken === null && conn.botTokenHash === null) return null;
  // The name is only a guest's, and a guest is refused: any name that cannot be an account's does.
  const who = await identities.seat(conn.sessionToken, '?', conn.botTokenHash);
  if (!who.ok || who.seat.account === null) return null;
  return { account: who.seat.account, name: who.seat.name, bot: who.seat.botAccount === true };
}
