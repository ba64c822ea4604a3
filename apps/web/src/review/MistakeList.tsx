import { useI18n } from '../i18n/I18n.js';
import './review-lists.css';

export interface MistakeEntry {
  /** The review step the mistake leads to. */
  readonly step: number;
  /** Where and what: "Hand 1, play 5 of 36: Ana, lay seven of coins (loses 0.80 of margin against the best)". */
  readonly text: string;
}

/** A review's clear mistakes, each a link to its step (Escoba's and Brisca's reviews). */
export function MistakeList({ mistakes, help, onPick }: { readonly mistakes: readonly MistakeEntry[]; readonly help: string; readonly onPick: (step: number) => void }) {
  const i18n = useI18n();
  if (mistakes.length === 0) return null;
  return (
    <div className="review-mistakes" data-testid="review-mistakes">
      <h3>{i18n.t('review.mistakes', { n: mistakes.length })}</h3>
      <p className="help">{help}</p>
      <ul>
        {mistakes.map((m) => (
          <li key={m.step}>
            <button type="button" className="link" onClick={() => onPick(m.step)} data-testid="review-mistake">
              {m.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
