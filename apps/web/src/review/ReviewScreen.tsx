import { useEffect, useMemo, useState } from 'react';
import { useAccountName } from '../account/AccountContext.js';
import { useI18n } from '../i18n/I18n.js';
import { loadGame } from '../games/load.js';
import type { GameModule, ReviewProps } from '../games/types.js';
import { formatOf } from './record-file.js';
import { SeatNamesContext } from '../ui/seat-names.js';
import { recordPlayers, reviewNames, type ReviewSeat } from './review-names.js';

/**
 * The review of a record: the registry of games picks the game from the record's format, and that game's review
 * screen (loaded then, with the game's code) shows it. Its seats are named (`SeatNamesContext`) by `players` (a
 * profile's history entry), else by the record's own players (an online game's record), else as against the
 * computer; the person's own seat is "You": the seat they held (`me`, opened from an online table's end), else the
 * logged-in account's.
 */
export function ReviewScreen({ record, players, me, worker, fromGame = false, onClose }: ReviewProps & { readonly players?: readonly ReviewSeat[] | undefined; readonly me?: number | null | undefined }) {
  const i18n = useI18n();
  const account = useAccountName();
  // The person's own seat: the one they held at the table (opened from its end), else the logged-in account's.
  const names = useMemo(() => reviewNames(i18n, players ?? recordPlayers(record), me !== undefined ? { seat: me } : account), [i18n, players, record, me, account]);
  const [found, setFound] = useState<{ readonly record: unknown; readonly module: GameModule | null } | null>(null);
  useEffect(() => {
    let live = true;
    import('../games/records.js')
      .then(({ webGameOfRecord }) => {
        const id = webGameOfRecord(record);
        return id === null ? null : loadGame(id);
      })
      .catch(() => null)
      .then((module) => {
        if (live) setFound({ record, module });
      });
    return () => {
      live = false;
    };
  }, [record]);
  if (found === null || found.record !== record) return <p className="muted">{i18n.t('record.loading')}</p>;
  if (found.module === null) {
    return (
      <main className="review" data-testid="review">
        <p className="error" role="alert" data-testid="review-error">
          {i18n.t('record.unknownGame', { format: formatOf(record) ?? '?' })}
        </p>
        <button type="button" onClick={onClose} data-testid="review-close">
          {fromGame ? i18n.t('backToGame') : i18n.t('home')}
        </button>
      </main>
    );
  }
  const { Review } = found.module;
  return (
    <SeatNamesContext.Provider value={names}>
      <Review record={record} worker={worker} fromGame={fromGame} onClose={onClose} />
    </SeatNamesContext.Provider>
  );
}
