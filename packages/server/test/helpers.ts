import { pino } from 'pino';
import { WebSocket } from 'ws';
import type { ServerMessage } from '@escoba/protocol';
import { MemoryStore, PostgresStore, RedisBus, startServer, type EscobaServer, type StartOptions } from '@escoba/server';
import { currentServices, postgresActive } from './services/backend.js';

/** Limits per address high enough for tests that make many tables and lines from one address. */
export const GENEROUS = {
  maxConnectionsPerAddress: 10_000,
  tablesBurst: 10_000,
  chatBurst: 10_000,
  lookupsBurst: 10_000,
  lookupsPerSecond: 10_000,
  failedLookupsBurst: 10_000,
  failedLookupsPerSecond: 10_000,
  tableChatBurst: 10_000,
  seatChatBurst: 10_000,
  playsBurst: 10_000,
  playsPerSecond: 10_000,
  readsBurst: 10_000,
  readsPerSecond: 10_000,
};

/**
 * An in-process server on a free port with an in-memory log, quick bots and no logs. In the suites under
 * test/postgres/, the log is a fresh PostgreSQL database and the bus is Redis instead (unless the test brings its own).
 */
export async function testServer(options: Partial<StartOptions> = {}): Promise<EscobaServer> {
  const backend = postgresActive() ? await postgresBackend(options) : { store: new MemoryStore() };
  return startServer({ webDir: '/nonexistent', port: 0, botDelayMs: 0, botWorker: false, logger: pino({ level: 'silent' }), ...backend, ...options, hub: { rateCapacity: 10_000, ratePerSecond: 10_000, ...GENEROUS, ...options.hub } });
}

async function postgresBackend(options: Partial<StartOptions>): Promise<Partial<StartOptions>> {
  const services = currentServices();
  return {
    ...(options.store ? {} : { store: await PostgresStore.open(await services.createDatabase()) }),
    ...(options.bus ? {} : { bus: await RedisBus.open(services.redisUrl) }),
  };
}

type Message = ServerMessage & Record<string, unknown>;

/** A bare WebSocket client that records every message, for tests that check exact messages. */
export class RawClient {
  readonly received: Message[] = [];
  private readonly waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  closeCode: number | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Message;
      this.received.push(m);
      for (const w of [...this.waiters]) {
        if (w.match(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    ws.on('close', (code) => (this.closeCode = code));
  }

  /** `from`: a loopback source address (all of 127.0.0.0/8 is loopback on Linux), to stand for another client. */
  static async open(server: { readonly port: number }, from?: string): Promise<RawClient> {
    return RawClient.wrap(from ? new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { localAddress: from }) : new WebSocket(`ws://localhost:${server.port}/ws`));
  }

  /** A client on a socket being opened (with whatever headers it was given), once the server has welcomed it. */
  static async wrap(ws: WebSocket): Promise<RawClient> {
    const client = new RawClient(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await client.next((m) => m.type === 'welcome');
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message matching `match` among those received so far or still to come. */
  next(match: (m: Message) => boolean, timeoutMs = 5000): Promise<Message> {
    const seen = this.received.find(match);
    if (seen) {
      this.received.splice(this.received.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message within ${timeoutMs} ms; last: ${JSON.stringify(this.received.slice(-3)).slice(0, 500)}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          this.received.splice(this.received.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  /** Sends a request with a ref and waits for its ack or error. */
  async request(message: Record<string, unknown>): Promise<Message> {
    const ref = `r${Math.random().toString(36).slice(2)}`;
    this.send({ ...message, ref });
    return this.next((m) => (m.type === 'ack' || m.type === 'error') && m.ref === ref);
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` is true. */
export async function until(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}
