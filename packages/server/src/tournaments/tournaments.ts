import { displayRating } from '@escoba/ratings';
import type { TournamentResultInfo, TournamentState, TournamentSummary } from '@escoba/protocol';
import type { RatingStore } from '../ratings/rating-store.js';
import { newTournamentId } from './tournament-codes.js';
import { setupOf } from './tournament-config.js';
import type { TournamentLog, Update } from './tournament-log.js';
import type { TournamentNotices } from './tournament-notices.js';
import type { TournamentRecord } from './tournament-record.js';
import type { TournamentStore } from './tournament-store.js';
import { stateOf, summaryOf } from './tournament-view.js';

/** A newcomer's rating, and everyone's at a table without a rating format. */
const NEWCOMER = 1500;
const DAY = 24 * 3_600_000;
export const LISTED_TOURNAMENTS = 100;

export interface TournamentsOptions {
  readonly store: TournamentStore;
  readonly log: TournamentLog;
  readonly ratings: RatingStore;
  readonly notices: TournamentNotices;
  readonly now: () => number;
  /** The most entrants a tournament takes. */
  readonly maxEntrants: number;
  /** How far ahead of now a start must be. */
  readonly minLeadMs: number;
  /** How long an arena's minute lasts: a minute unless a test shortens it (`setupOf`). */
  readonly arenaMinuteMs?: number;
}

/** Who asks: an account's id and name. */
export interface Member {
  readonly id: string;
  readonly name: string;
}

/** An HTTP answer's status and sentence for a refused request. */
export interface Refused {
  readonly ok: false;
  readonly status: 400 | 403 | 404 | 409;
  readonly error: string;
  /** The request's field a 400 is about (a create's). */
  readonly field?: string;
}

export type Answer<T> = { readonly ok: true; readonly value: T } | Refused;

const refused = (status: Refused['status'], error: string): Refused => ({ ok: false, status, error });

/**
 * Tournaments as any process serves them: created, joined and withdrawn from (each a write at the end of the
 * tournament's log, tried again when another process wrote first), and read. Pairing is the owner's
 * (`tournament-host.ts`).
 */
export class Tournaments {
  constructor(private readonly o: TournamentsOptions) {}

  async create(host: Member, body: unknown): Promise<Answer<TournamentState>> {
    const now = this.o.now();
    const checked = setupOf(body, { account: host.id, name: host.name }, now, this.o.minLeadMs, this.o.arenaMinuteMs);
    if (!checked.ok) return { ...refused(400, checked.error), field: checked.field };
    const id = newTournamentId();
    if ((await this.o.log.create(id, [{ type: 'created', at: now, setup: checked.setup }])) !== 'written') return this.create(host, body);
    this.o.notices.publish({ kind: 'changed', id });
    return { ok: true, value: await this.stateOrThrow(id) };
  }

  async state(id: string): Promise<TournamentState | null> {
    const r = await this.o.log.current(id);
    return r === null ? null : stateOf(r);
  }

  private async stateOrThrow(id: string): Promise<TournamentState> {
    const state = await this.state(id);
    if (state === null) throw new Error(`tournament ${id} is not in its log`);
    return state;
  }

  /** Upcoming and running by start time, then those finished in the last day, newest first. */
  async list(): Promise<TournamentSummary[]> {
    const now = this.o.now();
    const rows = await this.o.store.list(now - DAY);
    const summaries: TournamentSummary[] = [];
    for (const row of rows) {
      const r = await this.o.log.current(row.id);
      if (r !== null) summaries.push(summaryOf(r));
    }
    const open = summaries.filter((s) => s.status !== 'finished').sort((a, b) => a.startsAt - b.startsAt);
    const done = summaries.filter((s) => s.status === 'finished').sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0));
    return [...open, ...done].slice(0, LISTED_TOURNAMENTS);
  }

  async join(id: string, member: Member): Promise<Answer<TournamentState>> {
    let refusal: Refused | null = null;
    const rating = await this.o.log.current(id).then((r) => (r === null ? NEWCOMER : this.ratingOf(r, member.id)));
    const update = await this.retried(() =>
      this.o.log.update(id, (r) => {
        refusal = this.joinRefusal(r, member, rating);
        return refusal === null ? { events: [{ type: 'joined', at: this.o.now(), account: member.id, name: member.name, rating }] } : null;
      }),
    );
    return this.answer(id, update, refusal);
  }

  private joinRefusal(r: TournamentRecord, member: Member, rating: number): Refused | null {
    if (r.status === 'finished') return refused(409, 'this tournament has finished');
    if (r.status === 'running' && r.setup.format !== 'arena') return refused(409, `this ${r.setup.format} has started: only an arena takes players after its start`);
    if (r.status === 'running' && this.o.now() >= r.setup.endsAt!) return refused(409, 'this arena is ending');
    const entrant = r.entrants.get(member.id);
    if (entrant && !entrant.withdrawn) return refused(409, 'you are in this tournament already');
    if (entrant?.withdrawn) return refused(409, 'you withdrew from this tournament: a player who withdrew after the start does not come back');
    if (r.active().length >= this.o.maxEntrants) return refused(409, `this tournament is full (${this.o.maxEntrants} players)`);
    const range = r.setup.ratingRange;
    const formatName = r.setup.ratingFormat ?? r.setup.settings.gameId;
    if (range?.min !== undefined && rating < range.min) return refused(403, `your ${formatName} rating ${rating} is below this tournament's minimum ${range.min}`);
    if (range?.max !== undefined && rating > range.max) return refused(403, `your ${formatName} rating ${rating} is above this tournament's maximum ${range.max}`);
    return null;
  }

  async withdraw(id: string, member: Member): Promise<Answer<TournamentState>> {
    let refusal: Refused | null = null;
    const update = await this.retried(() => this.o.log.update(id, (r) => {
      const entrant = r.entrants.get(member.id);
      if (r.status === 'finished') refusal = refused(409, 'this tournament has finished');
      else if (!entrant) refusal = refused(409, 'you are not in this tournament');
      else if (entrant.withdrawn) refusal = refused(409, 'you have withdrawn already');
      return refusal === null ? { events: [{ type: 'withdrew', at: this.o.now(), account: member.id }] } : null;
    }));
    return this.answer(id, update, refusal);
  }

  /** Tries again while another process wrote first (the record is read again each time). */
  private async retried(attempt: () => Promise<Update>): Promise<Update> {
    for (let i = 0; i < 10; i++) {
      const update = await attempt();
      if (update !== 'conflict') return update;
    }
    return 'conflict';
  }

  /** A join's or withdrawal's answer: written (the new state), refused, or tried again after another process wrote first. */
  private async answer(id: string, update: Update, refusal: Refused | null): Promise<Answer<TournamentState>> {
    if (update === 'missing') return refused(404, `no tournament has the id ${id}`);
    if (refusal !== null) return refusal;
    if (update === 'conflict') throw new Error(`tournament ${id}: the write kept meeting another process's`);
    this.o.notices.publish({ kind: 'changed', id });
    return { ok: true, value: await this.stateOrThrow(id) };
  }

  results(account: string): Promise<TournamentResultInfo[]> {
    return this.o.store.results(account, 50);
  }

  /** The account's displayed rating in the tables' format (a newcomer's without one). */
  private async ratingOf(r: TournamentRecord, account: string): Promise<number> {
    if (r.setup.ratingFormat === null) return NEWCOMER;
    const stored = (await this.o.ratings.ratingsOf(account)).get(r.setup.ratingFormat);
    return stored ? displayRating(stored.rating) : NEWCOMER;
  }
}
