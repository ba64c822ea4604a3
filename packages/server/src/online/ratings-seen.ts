import { ratingFormatOf, type AnyGamePlugin } from '@escoba/games';
import type { OnlinePerson, TableSettings } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { RatingStore, StoredRating } from '../ratings/rating-store.js';
import { shownRating } from './people.js';

/** How long an account's ratings read for the people list are used before they are read again. */
const KEPT_MS = 60_000;

/**
 * The ratings the people list shows, read in the background: `rating` answers at once with what was read (null
 * until then) and starts a read when there is none or it is older than a minute. One read per account at a time.
 */
export class RatingsSeen {
  private readonly held = new Map<string, { readonly at: number; readonly ratings: ReadonlyMap<string, StoredRating> }>();

  constructor(
    private readonly store: Pick<RatingStore, 'ratingsOf'>,
    private readonly plugins: readonly AnyGamePlugin[],
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  rating(account: string, settings: TableSettings): OnlinePerson['rating'] | null {
    const format = ratingFormatOf(this.plugins, settings);
    if (format === null) return null;
    const held = this.held.get(account);
    const now = this.now();
    if (!held || now - held.at > KEPT_MS) this.read(account, now, held?.ratings ?? new Map());
    const stored = held?.ratings.get(format.format.id);
    return stored ? shownRating(format.format.id, stored.rating) : null;
  }

  /** Forgets the accounts not seen for a while (called with the accounts online). */
  keepOnly(accounts: ReadonlySet<string>): void {
    for (const id of this.held.keys()) if (!accounts.has(id)) this.held.delete(id);
  }

  private read(account: string, now: number, before: ReadonlyMap<string, StoredRating>): void {
    // Marked as read now, so the ticks until the answer start no other read; the old ratings show meanwhile.
    this.held.set(account, { at: now, ratings: before });
    this.store.ratingsOf(account).then(
      (ratings) => this.held.set(account, { at: this.now(), ratings }),
      (err: unknown) => {
        this.held.delete(account);
        this.logger.warn({ err }, 'the people list could not read a rating; tried again at the next tick');
      },
    );
  }
}
