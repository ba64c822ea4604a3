import type { Logger } from 'pino';
import type { RedisBus, RemoteListener } from './redis-bus.js';
import { TableLeases } from './leases.js';
import { PresenceExchange } from './presence.js';

export interface ClusterOptions {
  /** How long a table's lease lasts unless renewed (default 5 s): the longest its tables wait after their owner dies. */
  readonly leaseMs?: number;
  /** How long a process's presence entries last unless refreshed (default 6 s). */
  readonly presenceMs?: number;
  readonly logger?: Logger;
}

/** What the cluster tells the game service and the socket layer. */
export interface ClusterParts {
  /** The table's lease was taken or given up here. */
  leaseChanged(code: string): void;
  /** The table's connections on other processes changed. */
  presenceElsewhereChanged(code: string): void;
}

/**
 * One server process among several on one log: the table leases (which process drives each table) and the
 * presence shared with the others, both over the bus's Redis. A process that takes a table's lease follows the
 * table's notices (new versions, presence), reads who is connected elsewhere, then drives it.
 */
export class Cluster {
  readonly leases: TableLeases;
  readonly presence: PresenceExchange;
  /** The bus subscriptions of the tables this process drives (it may have no socket of them). */
  private readonly followed = new Map<string, () => void>();
  private parts: ClusterParts | null = null;

  constructor(
    private readonly bus: RedisBus,
    o: ClusterOptions = {},
  ) {
    this.leases = new TableLeases(bus.leases(), {
      ttlMs: o.leaseMs ?? 5000,
      changed: (code, owned) => this.leaseChanged(code, owned),
      announceRelease: (codes) => bus.announce(codes, 'released'),
      ...(o.logger ? { logger: o.logger } : {}),
    });
    this.presence = new PresenceExchange(bus.presence(), {
      ttlMs: o.presenceMs ?? 6000,
      interest: () => this.leases.heldCodes(),
      announce: (codes) => bus.announce(codes, 'presence'),
      ...(o.logger ? { logger: o.logger } : {}),
    });
    this.presence.changed = (code) => this.parts?.presenceElsewhereChanged(code);
  }

  /** The bus listener's part for the cluster. */
  get listener(): Required<Pick<RemoteListener, 'presence' | 'released' | 'reconnected'>> {
    return {
      presence: (code) => this.presence.noticed(code),
      released: (code) => this.leases.released(code),
      // A Redis that restarted has lost every lease and presence entry: they are written again at once.
      reconnected: () => {
        this.leases.claimNow();
        void this.presence.refresh(true);
      },
    };
  }

  /** Redis is back after an outage: the presence entries it lost are written again and the others' read. */
  resubscribed(): void {
    void this.presence.refresh(true);
  }

  /** Starts claiming leases and sharing presence, telling `parts` from now on. */
  start(parts: ClusterParts): void {
    this.parts = parts;
    this.leases.start();
    this.presence.start();
  }

  /** Removes this process's presence entries and its subscriptions (the leases are given up by the game service's close). */
  async close(): Promise<void> {
    await this.leases.close();
    await this.presence.close();
    for (const off of this.followed.values()) off();
    this.followed.clear();
  }

  private leaseChanged(code: string, owned: boolean): void {
    if (owned) {
      if (!this.followed.has(code)) this.followed.set(code, this.bus.subscribe(code, () => undefined));
      // Who is connected elsewhere first, so the new owner does not start grace periods for players who are there.
      void this.presence.readNow(code).finally(() => this.parts?.leaseChanged(code));
      return;
    }
    this.followed.get(code)?.();
    this.followed.delete(code);
    this.parts?.leaseChanged(code);
  }
}
