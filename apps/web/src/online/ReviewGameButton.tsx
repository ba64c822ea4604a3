import { useState } from 'react';
import type { TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { readRecord } from '../players/api.js';
import type { ReviewSeat } from '../review/review-names.js';
import { identityOf } from './safety/identity.js';

/** What opens the review of an online game: its record, who sat where, and the person's own seat (null: a spectator). */
export type OpenOnlineReview = (record: unknown, players: readonly ReviewSeat[], me: number | null) => void;

/** The table's seats as the review names them: each name, whether an account or a bot account held it, a computer's level. */
export const reviewSeatsOf = (table: TableInfo): ReviewSeat[] =>
  table.seats.map((seat) => {
    const identity = identityOf(seat);
    return { name: seat.bot ? null : seat.name, account: identity === 'account' || identity === 'bot', level: seat.bot ?? null };
  });

/**
 * review22: "Review the game" at the end of an online game, beside the rematch: the server's record of the finished
 * game (kept when an account played it, `GET /api/games/CODE/GAME/record`) opened in the review with the table's
 * names. Not offered when no account sat at the table (such a game is not kept).
 */
export function ReviewGameButton({ table, me, onReview }: { readonly table: TableInfo; readonly me: number | null; readonly onReview: OpenOnlineReview }) {
  const i18n = useI18n();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const seats = reviewSeatsOf(table);
  if (!seats.some((s) => s.account)) return null;
  const open = () => {
    setBusy(true);
    setMissing(false);
    void readRecord(table.code, Math.max(0, table.games - 1)).then((record) => {
      setBusy(false);
      if (record === null) setMissing(true);
      else onReview(record, seats, me);
    });
  };
  return (
    <p className="review-game">
      <button type="button" onClick={open} disabled={busy} data-testid="online-review">
        {i18n.t('online.reviewGame')}
      </button>
      {missing && (
        <span className="error" role="alert" data-testid="online-review-missing">
          {' '}
          {i18n.t('online.reviewMissing')}
        </span>
      )}
    </p>
  );
}
