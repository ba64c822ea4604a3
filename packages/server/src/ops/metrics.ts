import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventBus, TableMessage } from '../cluster/bus.js';
import type { GameStore } from '../store/store.js';

/**
 * The Prometheus metrics of one server (`prom-client`), in a registry of its own: tables in memory, open sockets,
 * table events by type (`played`: the moves), append latency, and the lag of messages from other processes.
 * Process metrics (CPU, memory, event-loop lag) come with them.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly appendSeconds = new Histogram({
    name: 'escoba_store_append_seconds',
    help: 'Time to append a command’s events to the game log (durable on return)',
    labelNames: ['result'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly events = new Counter({ name: 'escoba_table_events_total', help: 'Table events appended by this process, by type (played: moves)', labelNames: ['type'], registers: [this.registry] });
  readonly busLag = new Histogram({
    name: 'escoba_bus_lag_seconds',
    help: 'Time from publishing a table event in another process to receiving it here (through Redis)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  constructor(counts: { readonly tables: () => number; readonly sockets: () => number; readonly leases?: () => number }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'escoba_' });
    new Gauge({ name: 'escoba_tables_loaded', help: 'Tables in this process’s memory', registers: [this.registry], collect() { this.set(counts.tables()); } });
    new Gauge({ name: 'escoba_sockets', help: 'Open WebSocket connections of this process', registers: [this.registry], collect() { this.set(counts.sockets()); } });
    const inFlight = this.inFlight;
    new Gauge({ name: 'escoba_store_appends_in_flight', help: 'Appends sent to the game log and not yet answered', registers: [this.registry], collect() { this.set(inFlight.appends); } });
    new Gauge({ name: 'escoba_table_leases', help: 'Tables this process drives (holds the lease of), with several processes', registers: [this.registry], collect() { this.set(counts.leases?.() ?? 0); } });
  }

  /** Appends sent to the log and not yet answered: a number the gauge reads when scraped, not a gauge set at every append. */
  private readonly inFlight = { appends: 0 };

  /** The store, timing every append. */
  timeStore(store: GameStore): GameStore {
    return new TimedStore(store, this.appendSeconds, this.inFlight);
  }

  /** The bus, counting what this process publishes. */
  countBus(bus: EventBus): EventBus {
    const events = this.events;
    // One child per event type, looked up once: prom-client hashes a label set at every `inc` otherwise (cpu20).
    const byType = new Map<string, Counter.Internal>();
    return {
      publish(message: TableMessage) {
        if (!message.relayed) {
          const type = message.event?.type ?? 'private';
          let child = byType.get(type);
          if (child === undefined) byType.set(type, (child = events.labels({ type })));
          child.inc();
        }
        bus.publish(message);
      },
      subscribe: (code, handler) => bus.subscribe(code, handler),
      ping: () => bus.ping?.() ?? Promise.resolve(),
      close: () => bus.close?.() ?? Promise.resolve(),
    };
  }
}

/** A store whose appends are timed; everything else goes straight through. */
class TimedStore implements GameStore {
  private readonly ok: Histogram.Internal<'result'>;
  private readonly refused: Histogram.Internal<'result'>;

  constructor(
    private readonly store: GameStore,
    seconds: Histogram<'result'>,
    private readonly inFlight: { appends: number },
  ) {
    this.ok = seconds.labels({ result: 'ok' });
    this.refused = seconds.labels({ result: 'refused' });
  }

  append(...args: Parameters<GameStore['append']>): Promise<void> {
    const start = performance.now();
    this.inFlight.appends++;
    return this.store.append(...args).then(
      () => {
        this.inFlight.appends--;
        this.ok.observe((performance.now() - start) / 1000);
      },
      (e: unknown) => {
        this.inFlight.appends--;
        this.refused.observe((performance.now() - start) / 1000);
        throw e;
      },
    );
  }

  read = (code: string, after?: number) => this.store.read(code, after);
  exists = (code: string) => this.store.exists(code);
  unfinished = () => this.store.unfinished();
  inPlay = () => this.store.inPlay();
  quarantine = (code: string, reason: string) => this.store.quarantine(code, reason);
  purge = (cutoffs: Parameters<GameStore['purge']>[0]) => this.store.purge(cutoffs);
  ping = () => this.store.ping?.() ?? Promise.resolve();
  close = () => this.store.close();
}
