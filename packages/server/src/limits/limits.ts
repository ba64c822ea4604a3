import { limitKey } from './limit-key.js';
import type { Limiter, LookupCheck, LookupRules, Rule } from './limiter.js';

/** The rates of the limits that hold across connections (the socket hub's options carry them; see `HubOptions`). */
export interface LimitRates {
  readonly tablesBurst: number;
  readonly tablesEverySeconds: number;
  readonly chatBurst: number;
  readonly chatEverySeconds: number;
  readonly lookupsBurst: number;
  readonly lookupsPerSecond: number;
  readonly failedLookupsBurst: number;
  readonly failedLookupsPerSecond: number;
  readonly lookupShareWindowSeconds: number;
  readonly tableChatBurst: number;
  readonly tableChatEverySeconds: number;
  readonly seatChatBurst: number;
  readonly seatChatEverySeconds: number;
  readonly playsBurst: number;
  readonly playsPerSecond: number;
  readonly readsBurst: number;
  readonly readsPerSecond: number;
}

/**
 * What the server limits, and under which key: per client address (its {@link limitKey}: an IPv6 client by its /64),
 * per table and per seat, whatever the addresses. The counting is the {@link Limiter}'s: in this process, or in Redis
 * for every process together. The socket hub and the HTTP API share one.
 */
export class Limits {
  private readonly tables: Rule;
  private readonly chatPerAddress: Rule;
  private readonly chatPerTable: Rule;
  private readonly chatPerSeat: Rule;
  private readonly plays: Rule;
  private readonly reads: Rule;
  private readonly lookups: LookupRules;

  constructor(
    readonly rates: LimitRates,
    private readonly limiter: Limiter,
  ) {
    const r = rates;
    this.tables = { name: 'tables', burst: r.tablesBurst, perSecond: 1 / r.tablesEverySeconds };
    this.chatPerAddress = { name: 'chat', burst: r.chatBurst, perSecond: 1 / r.chatEverySeconds };
    this.chatPerTable = { name: 'chat-table', burst: r.tableChatBurst, perSecond: 1 / r.tableChatEverySeconds };
    this.chatPerSeat = { name: 'chat-seat', burst: r.seatChatBurst, perSecond: 1 / r.seatChatEverySeconds };
    this.plays = { name: 'plays', burst: r.playsBurst, perSecond: r.playsPerSecond };
    this.reads = { name: 'reads', burst: r.readsBurst, perSecond: r.readsPerSecond };
    this.lookups = {
      perAddress: { name: 'lookups', burst: r.lookupsBurst, perSecond: r.lookupsPerSecond },
      global: { name: 'failed-lookups', burst: r.failedLookupsBurst, perSecond: r.failedLookupsPerSecond },
      windowMs: r.lookupShareWindowSeconds * 1000,
    };
  }

  /** A table created from `address`. */
  tableCreated(address: string): Promise<boolean> {
    return this.limiter.take([{ rule: this.tables, key: limitKey(address) }]);
  }

  /** A chat line: from the address, the seat and the table, each within its limit (however many addresses hold the seat). */
  chat(address: string, code: string, seat: number): Promise<boolean> {
    return this.limiter.take([
      { rule: this.chatPerAddress, key: limitKey(address) },
      { rule: this.chatPerSeat, key: `${code}:${seat}` },
      { rule: this.chatPerTable, key: code },
    ]);
  }

  /** A player's play (or start, rematch, kick) from a seat. Bots and substitutes play through the game service, never through here. */
  seatCommand(code: string, seat: number): Promise<boolean> {
    return this.limiter.take([{ rule: this.plays, key: `${code}:${seat}` }]);
  }

  /** A public read (`GET /api/tables/CODE`, `/readyz`) from the address. */
  read(address: string): Promise<boolean> {
    return this.limiter.take([{ rule: this.reads, key: limitKey(address) }]);
  }

  /** Whether the address may look a code up now (its own limit; the common budget of failed lookups). */
  lookup(address: string): Promise<LookupCheck> {
    return this.limiter.lookup(this.lookups, limitKey(address));
  }

  /** A lookup that failed: no such code, a wrong invitation or a wrong seat token. */
  lookupFailed(address: string): Promise<void> {
    return this.limiter.failed(this.lookups, limitKey(address));
  }

  /** Seconds until a refused lookup is worth trying again (for Retry-After). */
  get lookupRetryAfterSeconds(): number {
    return Math.max(1, Math.ceil(1 / Math.min(this.lookups.perAddress.perSecond, this.lookups.global.perSecond)));
  }

  get readRetryAfterSeconds(): number {
    return Math.max(1, Math.ceil(1 / this.reads.perSecond));
  }
}
