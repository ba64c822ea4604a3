import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';
import type { Ranking } from './ranking.js';
import './review-lists.css';

export interface EstimateListProps<T> {
  /** What the list ranks by, said above it (a player's name in it may be a link: `Named`). */
  readonly rankedBy: ReactNode;
  readonly ranking: Ranking<T>;
  readonly keyOf: (option: T) => string;
  readonly describe: (option: T) => string;
  /** The option's shown value with its label ("expected margin +3.07"), and anything after it. */
  readonly value: (option: T, shown: number) => ReactNode;
  /** The played option's loss against the best, in words; null when it shows none. */
  readonly lossText: string | null;
  readonly mistake: boolean;
}

/**
 * One decision's legal plays in a review, best first by the number each shows (labelled), the best ones and the
 * one played marked: Escoba's and Brisca's reviews show their estimates with it.
 */
export function EstimateList<T>({ rankedBy, ranking, keyOf, describe, value, lossText, mistake }: EstimateListProps<T>) {
  const i18n = useI18n();
  return (
    <>
      <p className="help" data-testid="ranked-by">
        {rankedBy}
      </p>
      <ol className="estimates" data-testid="estimates">
        {ranking.options.map(({ option, shown, best, played }) => (
          <li key={keyOf(option)} className={played ? 'played' : ''} data-testid="estimate" data-value={shown}>
            <span>{describe(option)}</span>: <span className="num">{value(option, shown)}</span>
            {best && <span className="tag"> ★ {i18n.t('best')}</span>}
            {played && <span className="tag"> ● {i18n.t('played')}</span>}
            {played && lossText !== null && <span className="loss"> — {lossText}</span>}
            {played && mistake && (
              <strong className="mistake-tag" data-testid="mistake-flag">
                {' '}
                ⚠ {i18n.t('review.mistake')}
              </strong>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
