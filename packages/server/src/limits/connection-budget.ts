import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

export interface ConnectionBudgetOptions {
  /**
   * Descriptors the connections on the port may use: every TCP connection is one, and every HTTP request in
   * flight one more (its answer may hold a file of the web app open).
   */
  readonly budget: number;
  /** TCP connections one address may hold, WebSockets included. */
  readonly perAddress: number;
  /** The key a peer is counted under (IPv6 by /64), or null for a trusted proxy: it carries many clients. */
  readonly keyOf: (remote: string) => string | null;
}

/** One admitted TCP connection. */
interface Tracked {
  readonly socket: Socket;
  readonly key: string | null;
  /** HTTP requests in flight on it. */
  requests: number;
  /** A WebSocket now (or a handshake under way). */
  upgraded: boolean;
  gone: boolean;
}

/** An address's connections, in the order they came (the newest last), and those that are idle HTTP keep-alives. */
interface Holder {
  readonly all: Set<Tracked>;
  readonly idle: Set<Tracked>;
  /** Its descriptors: connections and requests in flight. */
  weight: number;
}

/**
 * Keeps the connections on the server's port within the descriptors the process can spare, fairly between
 * addresses, so that a few addresses cannot fill them and lock everybody else out:
 *
 * - an address never holds more than `perAddress` connections;
 * - under pressure (seven eighths of the budget used) an address holding its fair share or more — the budget
 *   divided by the addresses holding connections, the newcomer included — gets no more;
 * - when the budget is used up, an address below its fair share is still admitted: a connection of the address
 *   furthest over its share is shed to make room, an idle HTTP keep-alive first (of any address over its share),
 *   else that address's newest connection. Addresses at or below their share (people at a table hold one or two
 *   connections) are never shed, nor is the newcomer; when nobody is over their share the newcomer is refused.
 *
 * A trusted proxy's connections are not counted per address (nginx carries every client's: it limits them
 * itself, `limit_conn`), never shed, and admitted while the budget lasts or an address over its share can be shed.
 */
export class ConnectionBudget {
  private readonly holders = new Map<string, Holder>();
  private readonly tracked = new WeakMap<Socket, Tracked>();
  private connections = 0;
  private requests = 0;
  /** Since the last report: connections refused, and shed to make room. */
  refused = 0;
  shed = 0;

  constructor(readonly o: ConnectionBudgetOptions) {}

  /** Descriptors in use by the port's connections. */
  get used(): number {
    return this.connections + this.requests;
  }

  /** Admits a new connection (true), shedding another if it must, or refuses it (false: the caller destroys it). */
  admit(socket: Socket): boolean {
    const key = this.o.keyOf(socket.remoteAddress ?? '?');
    const holder = key === null ? undefined : this.holders.get(key);
    if (key !== null && (holder?.all.size ?? 0) >= this.o.perAddress) return this.refuse();
    const budget = this.o.budget;
    if (this.used >= budget - Math.ceil(budget / 8)) {
      const share = this.fairShare(key !== null && holder === undefined ? 1 : 0);
      if (key !== null && (holder?.weight ?? 0) >= share) return this.refuse();
      if (this.used >= budget) {
        const victim = this.victim(share);
        if (!victim) return this.refuse();
        this.shed++;
        this.drop(victim);
        victim.socket.destroy();
      }
    }
    this.track(socket, key);
    return true;
  }

  /** An HTTP request began on the socket: one more descriptor while it is answered. */
  requestStarted(socket: Socket): void {
    const t = this.tracked.get(socket);
    if (!t || t.gone) return;
    t.requests++;
    this.requests++;
    this.weigh(t, 1);
    this.holder(t)?.idle.delete(t);
  }

  requestEnded(socket: Socket): void {
    const t = this.tracked.get(socket);
    if (!t || t.gone || t.requests === 0) return;
    t.requests--;
    this.requests--;
    this.weigh(t, -1);
    if (t.requests === 0 && !t.upgraded) this.holder(t)?.idle.add(t);
  }

  /** The socket asked for a WebSocket: it is no idle keep-alive any more. */
  upgraded(socket: Socket): void {
    const t = this.tracked.get(socket);
    if (!t || t.gone) return;
    t.upgraded = true;
    this.holder(t)?.idle.delete(t);
  }

  /** The most an address may hold under pressure: the budget shared by the addresses holding connections (`extra` newcomers too), at least 1. */
  private fairShare(extra: number): number {
    return Math.max(1, Math.floor(this.o.budget / Math.max(1, this.holders.size + extra)));
  }

  /** The connection to shed for a newcomer: an idle keep-alive of an address over `share`, else the newest of the address furthest over it. */
  private victim(share: number): Tracked | null {
    let idle: Holder | null = null;
    let heaviest: Holder | null = null;
    for (const h of this.holders.values()) {
      if (h.weight <= share) continue;
      if (h.idle.size > 0 && (!idle || h.weight > idle.weight)) idle = h;
      if (!heaviest || h.weight > heaviest.weight) heaviest = h;
    }
    if (idle) return idle.idle.values().next().value!;
    if (!heaviest) return null;
    let newest: Tracked | null = null;
    for (const t of heaviest.all) newest = t;
    return newest;
  }

  private track(socket: Socket, key: string | null): void {
    const t: Tracked = { socket, key, requests: 0, upgraded: false, gone: false };
    this.tracked.set(socket, t);
    this.connections++;
    if (key !== null) {
      let h = this.holders.get(key);
      if (!h) this.holders.set(key, (h = { all: new Set(), idle: new Set(), weight: 0 }));
      h.all.add(t);
      h.idle.add(t);
      h.weight++;
    }
    socket.once('close', () => this.drop(t));
  }

  /** Forgets a connection (closed, or shed): its descriptors are free. */
  private drop(t: Tracked): void {
    if (t.gone) return;
    t.gone = true;
    this.connections--;
    this.requests -= t.requests;
    const h = this.holder(t);
    if (!h) return;
    h.all.delete(t);
    h.idle.delete(t);
    h.weight -= 1 + t.requests;
    if (h.all.size === 0) this.holders.delete(t.key!);
  }

  private weigh(t: Tracked, by: number): void {
    const h = this.holder(t);
    if (h) h.weight += by;
  }

  private holder(t: Tracked): Holder | undefined {
    return t.key === null ? undefined : this.holders.get(t.key);
  }

  private refuse(): false {
    this.refused++;
    return false;
  }
}

const REPORT_EVERY_MS = 10_000;

/**
 * Puts every connection of `http` through `budget`, and keeps the process up when accepting fails. Out of
 * descriptors (EMFILE), libuv accepts and closes the waiting connections itself with a descriptor it keeps for
 * that, so nothing spins, and usually reports nothing; the errors it does report reach the server's 'error' event,
 * which would end the process without a listener. Refusals, sheddings and accept errors are logged at most every
 * 10 s.
 */
export function guardConnections(http: Server, budget: ConnectionBudget, logger: Logger): void {
  const acceptErrors = new Map<string, number>();
  const flush = () => {
    if (budget.refused > 0 || budget.shed > 0) logger.warn({ refused: budget.refused, shed: budget.shed, used: budget.used, budget: budget.o.budget }, 'connections refused or shed: the connection budget is used up, or addresses are over their share');
    for (const [code, count] of acceptErrors) logger.error({ code, count }, code === 'EMFILE' || code === 'ENFILE' ? 'out of file descriptors: connections were dropped while accepting them (raise the open-files limit, or lower ESCOBA_MAX_CONNECTIONS)' : 'accepting connections failed');
    budget.refused = 0;
    budget.shed = 0;
    acceptErrors.clear();
  };
  // The first event is logged at once, the next ones together 10 s later.
  let quiet: NodeJS.Timeout | null = null;
  const note = () => {
    if (quiet) return;
    flush();
    quiet = setTimeout(() => {
      quiet = null;
      if (budget.refused > 0 || budget.shed > 0 || acceptErrors.size > 0) note();
    }, REPORT_EVERY_MS);
    quiet.unref();
  };
  http.on('connection', (socket: Socket) => {
    if (!budget.admit(socket)) socket.destroy();
    if (budget.refused > 0 || budget.shed > 0) note();
  });
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    budget.requestStarted(req.socket);
    res.once('close', () => budget.requestEnded(req.socket));
  });
  http.on('upgrade', (req: IncomingMessage) => budget.upgraded(req.socket));
  http.on('error', (e: NodeJS.ErrnoException) => {
    const code = e.code ?? 'unknown';
    acceptErrors.set(code, (acceptErrors.get(code) ?? 0) + 1);
    note();
  });
}
