import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { loadGame } from '../games/load.js';
import type { GameModule, ReviewProps } from '../games/types.js';
import { formatOf } from './record-file.js';

/**
 * The review of a record: the registry of games picks the game from the record's format, and that game's review
 * screen (loaded then, with the game's code) shows it.
 */
export function ReviewScreen({ record, worker, fromGame = false, onClose }: ReviewProps) {
  const i18n = useI18n();
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
  return <Review record={record} worker={worker} fromGame={fromGame} onClose={onClose} />;
}
