/** What the heartbeat needs of a connection. */
export interface Pingable {
  ping(): void;
  terminate(): void;
}

/**
 * Drops connections that stop answering pings (a vanished network), which starts their grace period. Each
 * connection is pinged once a period and cut at its next beat if it has not answered. The connections are spread
 * over `slices` beats a period: pinging thousands of sockets in one go held a process's event loop for tens of
 * milliseconds every period, and every play waiting behind it was that much later.
 */
export class Heartbeat<C extends Pingable> {
  private readonly slices: Set<C>[];
  private readonly sliceOf = new Map<C, Set<C>>();
  private readonly answered = new WeakSet<C>();
  private beats = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(periodMs = 30_000, slices = 30) {
    this.slices = Array.from({ length: slices }, () => new Set<C>());
    this.timer = setInterval(() => this.beat(), periodMs / slices);
    this.timer.unref();
  }

  /** A new connection: it joins the emptiest slice, counting as having answered. */
  add(conn: C): void {
    let slice = this.slices[0]!;
    for (const s of this.slices) if (s.size < slice.size) slice = s;
    slice.add(conn);
    this.sliceOf.set(conn, slice);
    this.answered.add(conn);
  }

  /** The connection answered a ping. */
  pong(conn: C): void {
    this.answered.add(conn);
  }

  /** The connection closed. */
  remove(conn: C): void {
    this.sliceOf.get(conn)?.delete(conn);
    this.sliceOf.delete(conn);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private beat(): void {
    const slice = this.slices[this.beats++ % this.slices.length]!;
    for (const conn of slice) {
      if (!this.answered.has(conn)) {
        this.remove(conn);
        conn.terminate();
      } else {
        this.answered.delete(conn);
        conn.ping();
      }
    }
  }
}
