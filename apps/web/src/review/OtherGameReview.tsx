import { useMemo } from 'react';
import { useI18n } from '../i18n/I18n.js';
import type { BotWorker } from '../worker/bot-client.js';
import { briscaBots } from '../games/brisca/bots.js';
import { BriscaReview } from '../games/brisca/review/BriscaReview.js';
import { pointsBadge } from '../games/brisca/points.js';
import { PrefsContext, usePrefs } from '../ui/prefs.js';
import { formatOf } from './record-file.js';
import { gameOfRecord } from './other-games.js';

export interface OtherGameReviewProps {
  readonly record: unknown;
  /** The page's bot worker: the game's analyst runs there. */
  readonly worker: BotWorker;
  readonly fromGame: boolean;
  readonly onClose: () => void;
}

/**
 * The review of a record of another game than Escoba (its own chunk, loaded when such a record is opened): the
 * registry of games picks the game from the record's format, and that game's review screen shows it.
 */
export default function OtherGameReview({ record, worker, fromGame, onClose }: OtherGameReviewProps) {
  const i18n = useI18n();
  const prefs = usePrefs();
  const game = useMemo(() => gameOfRecord(record), [record]);
  const bots = useMemo(() => briscaBots(worker), [worker]);
  if (game?.id === 'brisca') {
    return (
      <PrefsContext.Provider value={{ ...prefs, badgeOf: pointsBadge }}>
        <BriscaReview record={record} bots={bots} fromGame={fromGame} onClose={onClose} />
      </PrefsContext.Provider>
    );
  }
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
