import type { QuickPlayRequest, Ref } from '@escoba/protocol';
import { hashToken } from '../game/crypto.js';
import type { Limits } from '../limits/limits.js';
import type { QuickPlay, QuickPlayer } from '../quickplay/quick-play.js';
import type { SeatIdentities } from '../accounts/seat-identity.js';
import type { Connection, Outbox } from './connection.js';
import type { Following } from './dispatch.js';

/** quickplay22: a connection's quick-play requests (`{type: 'quickplay'}`) to the server's {@link QuickPlay}. */
export async function quickPlayRequest(m: QuickPlayRequest, conn: Connection, quickPlay: QuickPlay, ctx: { readonly out: Outbox; readonly following: Following; readonly limits: Limits; readonly identities: SeatIdentities }): Promise<void> {
  const { out, following } = ctx;
  const ref: Ref | undefined = m.ref;
  const answer = (r: Awaited<ReturnType<QuickPlay['leave']>>) => (r.ok ? out.ack(conn, ref, 0) : out.error(conn, r.error, ref));
  switch (m.action) {
    case 'leave':
      return answer(await quickPlay.leave(conn));
    case 'accept':
      return answer(await quickPlay.accept(conn, m.level));
    case 'join': {
      if (conn.code !== null) return out.error(conn, { code: 'AlreadyAtTable', message: `this connection follows table ${conn.code}: leave it before quick play` }, ref);
      // Entering a queue is limited per address like a public read: the queue itself holds one entry per player.
      if (!(await ctx.limits.read(conn.address))) return out.error(conn, { code: 'RateLimited', message: 'too many quick-play requests from your address; wait a little' }, ref);
      // challenge22: a bot account queues too; pairing seats it only with people who allowed computers (`botsWelcome`).
      const who = await ctx.identities.seat(conn.sessionToken, m.name, conn.botTokenHash);
      if (!who.ok) return out.error(conn, who.error, ref);
      const player: QuickPlayer = {
        send: (message) => out.send(conn, message),
        seated: (code, seat, token, waitedMs) => {
          if (conn.closed) return;
          out.send(conn, { type: 'quickplay', state: 'seated', code, seat, token, waitedMs });
          conn.queue = conn.queue.then(() => following.follow(conn, code, seat, hashToken(token), undefined, undefined));
        },
        failed: (message) => out.error(conn, { code: 'Internal', message: `quick play could not seat you: ${message}` }),
      };
      const r = await quickPlay.join(conn, who.seat, m.table, m.computers, player);
      if (!r.ok) return out.error(conn, r.error, ref);
      // The ack, then the first `waiting` (unless the player was seated meanwhile).
      out.ack(conn, ref, 0);
      if (r.waiting) out.send(conn, r.waiting);
      return undefined;
    }
  }
}
