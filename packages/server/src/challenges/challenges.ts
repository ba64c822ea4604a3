import { randomBytes } from 'node:crypto';
import { defaultTableName, TABLE_GAMES } from '@escoba/games';
import type { ChallengeEnd, ChallengeInfo, ChallengeMessage, ErrorCode, TableConfig } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { AccountStore } from '../accounts/account-store.js';
import { accountSkeletons } from '../accounts/account-names.js';
import { resolveSettings } from '../game/decide.js';
import { seatTable } from '../quickplay/seating.js';
import type { Clock, ClockTimer } from '../tables/clock.js';
import type { GameService } from '../tables/service.js';
import type { ChallengeLimits } from './challenge-limits.js';
import { MAX_OPEN_SENT } from './challenge-limits.js';
import type { ChallengeNotice, ChallengeSide, ChallengeStore, StoredChallenge } from './challenge-store.js';

/** The table name of a config that names none (as a create's). */
const FIRST_GAME = defaultTableName(TABLE_GAMES);
/** How long a challenge waits for an answer (default of `challengeSeconds`). */
export const DEFAULT_CHALLENGE_MS = 120_000;
/** The challenger's seat; the challenged player sits at seat 1, always on the other side (see `sidesOf`). */
const CHALLENGER_SEAT = 0;
const CHALLENGED_SEAT = 1;

export interface ChallengesOptions {
  readonly store: ChallengeStore;
  readonly service: GameService;
  readonly accounts: AccountStore;
  readonly limits: ChallengeLimits;
  /** Whether the two accounts may meet (safety's blocks: neither blocked the other). */
  readonly mayMeet: (a: string, b: string) => Promise<boolean>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** How long a challenge waits for an answer (default {@link DEFAULT_CHALLENGE_MS}). */
  readonly expiryMs?: number;
}

/** Who asks: the account of the connection (a person's session, or a bot account's token). */
export type ChallengeIdentity = ChallengeSide;

/** Where a connection's challenge messages go. */
export type ChallengeSend = (message: ChallengeMessage) => void;

export type ChallengeResult = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: ErrorCode; readonly message: string } };

interface Listener {
  readonly id: string;
  readonly account: string;
  readonly send: ChallengeSend;
  /** The challenges this connection sent that may still be open: its close cancels them. */
  readonly sent: Set<string>;
}

const refused = (code: ErrorCode, message: string): Extract<ChallengeResult, { ok: false }> => ({ ok: false, error: { code, message } });
const gone = (id: string) => refused('WrongPhase', `no open challenge ${id} for you: it was answered, cancelled or has expired`);

export const infoOf = (c: StoredChallenge): ChallengeInfo => ({ id: c.id, from: { name: c.from.name, bot: c.from.bot }, to: { name: c.to.name, bot: c.to.bot }, config: c.config, game: c.game, expiresAt: c.expiresAt });

/**
 * Challenges (challenge22): an account challenges another account to a table; the challenged player accepts (both
 * are seated at a new table whose game starts at once) or declines, the challenger cancels, or it expires. Open
 * challenges live in a {@link ChallengeStore} (with Redis, every process's), and their messages reach the players'
 * listening connections wherever they are; this class holds this process's listening connections.
 */
export class Challenges {
  private readonly byConnection = new Map<object, Listener>();
  private readonly byAccount = new Map<string, Set<Listener>>();
  /** Expiry timers of the challenges sent from this process. */
  private readonly timers = new Map<string, ClockTimer>();
  private readonly expiryMs: number;

  constructor(private readonly o: ChallengesOptions) {
    this.expiryMs = o.expiryMs ?? DEFAULT_CHALLENGE_MS;
    o.store.onNotice((n) => this.deliver(n));
  }

  /** The connection receives the account's challenge messages from now on, starting with its open challenges. */
  async listen(connection: object, who: ChallengeIdentity, send: ChallengeSend): Promise<void> {
    this.register(connection, who, send);
    const open = await this.o.store.of(who.account, this.o.clock.now());
    send({ type: 'challenge', state: 'list', incoming: open.filter((c) => c.to.account === who.account).map(infoOf), outgoing: open.filter((c) => c.from.account === who.account).map(infoOf) });
  }

  /** Challenges the account named `to` to a table of `config`; the connection listens from now on. */
  async send(connection: object, who: ChallengeIdentity, address: string, to: string, config: TableConfig, send: ChallengeSend): Promise<ChallengeResult> {
    const target = await this.o.accounts.accountBySkeletons(accountSkeletons(to.trim()));
    if (target === null || target.banned) return refused('BadName', `no account is named ${JSON.stringify(to.trim())}`);
    if (target.id === who.account) return refused('BadName', 'you cannot challenge yourself');
    const table = challengeConfig(config);
    if (!table.ok) return table;
    if (!(await this.o.mayMeet(who.account, target.id))) return refused('Unauthorized', `${target.name} does not take challenges from you`);
    const open = (await this.o.store.of(who.account, this.o.clock.now())).filter((c) => c.from.account === who.account);
    if (open.length >= MAX_OPEN_SENT) return refused('RateLimited', `you have ${MAX_OPEN_SENT} challenges waiting for an answer, the most at once: cancel one, or wait for the answers`);
    if (!(await this.o.limits.sent(who.account, address))) return refused('RateLimited', 'too many challenges sent (from your account or your address); wait a little');
    const listener = this.register(connection, who, send);
    const challenge: StoredChallenge = {
      id: `ch_${randomBytes(12).toString('base64url')}`,
      from: who,
      to: { account: target.id, name: target.name, bot: target.bot },
      config: table.config,
      game: table.game,
      expiresAt: this.o.clock.now() + this.expiryMs,
      listener: listener.id,
    };
    await this.o.store.add(challenge);
    listener.sent.add(challenge.id);
    this.timers.set(challenge.id, this.o.clock.setTimeout(() => void this.end(challenge.id, 'expired', 'the challenge expired unanswered').catch((err: unknown) => this.o.logger.error({ err }, 'could not end an expired challenge')), this.expiryMs));
    await this.o.store.publish({ accounts: [challenge.to.account], message: { type: 'challenge', state: 'incoming', challenge: infoOf(challenge) } });
    await this.o.store.publish({ accounts: [who.account], message: { type: 'challenge', state: 'sent', challenge: infoOf(challenge) } });
    return { ok: true };
  }

  /** The challenged player accepts: both are seated at a new table, and its game starts. */
  async accept(connection: object, who: ChallengeIdentity, id: string, send: ChallengeSend): Promise<ChallengeResult> {
    const open = await this.openChallenge(id);
    if (open === null || open.to.account !== who.account) return gone(id);
    if (!(await this.o.mayMeet(open.from.account, open.to.account))) {
      await this.end(id, 'failed', 'one of you blocked the other since the challenge was sent');
      return refused('Unauthorized', `${open.from.name} and you may not play together`);
    }
    const c = await this.o.store.take(id);
    if (c === null) return gone(id);
    this.stopTimer(id);
    const listener = this.register(connection, who, send);
    const bySeat = Array.from({ length: c.config.players }, (_, seat) => (seat === CHALLENGER_SEAT ? sideTaker(c.from) : seat === CHALLENGED_SEAT ? sideTaker(c.to) : null));
    const r = await seatTable(this.o.service, c.config, bySeat, 'medium');
    if (!r.ok) {
      this.o.logger.warn({ problem: r.message }, 'a challenge could not be seated');
      await this.notifyEnd(c, 'failed', `the table could not be made: ${r.message}`);
      return refused('Internal', `the table could not be made: ${r.message}`);
    }
    for (const s of r.seated) {
      const message: ChallengeMessage = { type: 'challenge', state: 'seated', id, code: r.code, seat: s.seat, token: s.token };
      if (s.entry.account === who.account) send(message);
      else await this.o.store.publish({ accounts: [c.from.account], only: c.listener, message });
    }
    await this.o.store.publish({ accounts: [c.from.account, c.to.account], except: [c.listener, listener.id], message: { type: 'challenge', state: 'ended', id, reason: 'accepted', message: `accepted: the game is at table ${r.code}` } });
    return { ok: true };
  }

  async decline(who: ChallengeIdentity, id: string): Promise<ChallengeResult> {
    const open = await this.openChallenge(id);
    if (open === null || open.to.account !== who.account) return gone(id);
    return (await this.end(id, 'declined', `${open.to.name} declined the challenge`)) ? { ok: true } : gone(id);
  }

  async cancel(who: ChallengeIdentity, id: string): Promise<ChallengeResult> {
    const open = await this.openChallenge(id);
    if (open === null || open.from.account !== who.account) return gone(id);
    return (await this.end(id, 'cancelled', `${open.from.name} cancelled the challenge`)) ? { ok: true } : gone(id);
  }

  /** The connection closed: it stops listening, and the challenges it sent are cancelled (the challenger is gone). */
  disconnected(connection: object): void {
    const listener = this.byConnection.get(connection);
    if (!listener) return;
    this.byConnection.delete(connection);
    const same = this.byAccount.get(listener.account);
    same?.delete(listener);
    if (same?.size === 0) this.byAccount.delete(listener.account);
    for (const id of listener.sent) void this.end(id, 'cancelled', 'the challenger left').catch((err: unknown) => this.o.logger.error({ err }, 'could not cancel the challenges of a closed connection; they expire'));
  }

  async close(): Promise<void> {
    for (const timer of this.timers.values()) this.o.clock.clearTimeout(timer);
    this.timers.clear();
    this.byConnection.clear();
    this.byAccount.clear();
    await this.o.store.close();
  }

  /** The challenge if it is still open: one past its expiry is gone, even while its expiry's own `take` is on its way. */
  private async openChallenge(id: string): Promise<StoredChallenge | null> {
    const c = await this.o.store.get(id);
    return c !== null && c.expiresAt > this.o.clock.now() ? c : null;
  }

  /** Takes the challenge and tells both players why it ended; false when it was gone already. */
  private async end(id: string, reason: ChallengeEnd, message: string): Promise<boolean> {
    const c = await this.o.store.take(id);
    this.stopTimer(id);
    if (c === null) return false;
    await this.notifyEnd(c, reason, message);
    return true;
  }

  private notifyEnd(c: StoredChallenge, reason: ChallengeEnd, message: string): Promise<void> {
    return this.o.store.publish({ accounts: [c.from.account, c.to.account], message: { type: 'challenge', state: 'ended', id: c.id, reason, message } });
  }

  private stopTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) this.o.clock.clearTimeout(timer);
    this.timers.delete(id);
    for (const l of this.byConnection.values()) l.sent.delete(id);
  }

  private register(connection: object, who: ChallengeIdentity, send: ChallengeSend): Listener {
    const known = this.byConnection.get(connection);
    if (known) return known;
    const listener: Listener = { id: randomBytes(9).toString('base64url'), account: who.account, send, sent: new Set() };
    this.byConnection.set(connection, listener);
    let same = this.byAccount.get(who.account);
    if (!same) this.byAccount.set(who.account, (same = new Set()));
    same.add(listener);
    return listener;
  }

  private deliver(n: ChallengeNotice): void {
    for (const account of n.accounts) {
      for (const l of this.byAccount.get(account) ?? []) {
        if ((n.only !== undefined && l.id !== n.only) || n.except?.includes(l.id)) continue;
        l.send(n.message);
      }
    }
  }
}

const sideTaker = (side: ChallengeSide) => ({ name: side.name, account: side.account, botAccount: side.bot });

/**
 * The table a challenge is for: the config as sent, unlisted and without a rating range (the two players chose each
 * other); computer players only in the seats beyond the two players'. Checked now, so a bad config is refused at the
 * send rather than at the accept.
 */
function challengeConfig(config: TableConfig): { readonly ok: true; readonly config: TableConfig; readonly game: string } | Extract<ChallengeResult, { ok: false }> {
  const rest: { -readonly [K in keyof TableConfig]: TableConfig[K] } = { ...config };
  delete rest.public;
  delete rest.ratingRange;
  delete rest.bots;
  const bots = config.bots;
  if (bots?.some((b) => b.seat === CHALLENGER_SEAT || b.seat === CHALLENGED_SEAT)) return refused('BadConfig', 'seats 0 and 1 are the two players\' at a challenge: computer players sit only in the others');
  const table: TableConfig = { ...rest, gameId: rest.gameId ?? FIRST_GAME, ...(bots && bots.length > 0 ? { bots } : {}) };
  const resolved = resolveSettings(table);
  if (!resolved.ok) return { ok: false, error: resolved.error };
  return { ok: true, config: table, game: resolved.settings.gameId };
}
