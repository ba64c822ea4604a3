import type { Ref, TournamentRequest, TournamentSeatsRequest } from '@escoba/protocol';
import type { Limits } from '../limits/limits.js';
import type { Connection, Outbox } from '../socket/connection.js';
import type { Send, TournamentWatch } from './tournament-watch.js';

/** What the socket layer needs of tournaments: the watches, and a connection's account from its session. */
export interface TournamentSockets {
  readonly watch: TournamentWatch;
  readonly accountOf: (sessionToken: string | null) => Promise<string | null>;
}

/**
 * tsrv23: a connection's `tournament` and `tournaments` watches. Each watch is a public read of the address.
 * loose23: and `tournamentSeats`, the watch of the account's own seats.
 */
export async function tournamentRequest(
  m: TournamentRequest | TournamentSeatsRequest,
  conn: Connection,
  ctx: TournamentSockets & { readonly out: Outbox; readonly limits: Limits },
): Promise<void> {
  const { out, watch } = ctx;
  const ref: Ref | undefined = m.ref;
  const send: Send = (text) => out.sendText(conn, text);
  if (m.type === 'tournamentSeats') return seatsRequest(m, conn, ctx);
  if (m.type === 'tournaments' ? !m.watch : m.watch === null) {
    if (m.type === 'tournaments') watch.unwatchList(conn);
    else watch.unwatch(conn);
    return out.ack(conn, ref, 0);
  }
  if (!(await ctx.limits.read(conn.address))) return out.error(conn, { code: 'RateLimited', message: 'too many tournament requests from your address; wait a little' }, ref);
  if (m.type === 'tournaments') {
    out.ack(conn, ref, 0);
    return watch.watchList(conn, send);
  }
  const account = await ctx.accountOf(conn.sessionToken);
  // The ack goes first, then the state: `watch` sends it as soon as it is read.
  let acked = false;
  const sendAfterAck: Send = (text) => {
    if (!acked) {
      acked = true;
      out.ack(conn, ref, 0);
    }
    send(text);
  };
  if (!(await watch.watch(conn, m.watch!, account, sendAfterAck))) return out.error(conn, { code: 'NoTable', message: `no tournament has the id ${m.watch}` }, ref);
}

/** loose23: the watch of the connection's account's own tournament seats; a guest has none to watch. */
async function seatsRequest(m: TournamentSeatsRequest, conn: Connection, ctx: TournamentSockets & { readonly out: Outbox; readonly limits: Limits }): Promise<void> {
  const { out, watch } = ctx;
  if (!m.watch) {
    watch.seatWatch.unwatch(conn);
    return out.ack(conn, m.ref, 0);
  }
  if (!(await ctx.limits.read(conn.address))) return out.error(conn, { code: 'RateLimited', message: 'too many tournament requests from your address; wait a little' }, m.ref);
  const account = await ctx.accountOf(conn.sessionToken);
  if (account === null) return out.error(conn, { code: 'Unauthorized', message: 'log in: tournament seats are an account\u2019s' }, m.ref);
  out.ack(conn, m.ref, 0);
  return watch.seatWatch.watch(conn, account, (text) => out.sendText(conn, text));
}
