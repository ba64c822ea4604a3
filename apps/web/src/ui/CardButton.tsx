import type { CSSProperties, KeyboardEvent } from 'react';
import type { Card } from '@escoba/cards';
import { CardFace } from '../cards/CardFace.js';
import { usePrefs } from './prefs.js';

export interface CardButtonProps {
  readonly card: Card;
  readonly label: string;
  readonly className?: string;
  readonly pressed?: boolean;
  /** Still focusable and announced, but does nothing: the reason is in the label. */
  readonly inert?: boolean;
  readonly onClick?: () => void;
  readonly onFocus?: () => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  readonly testId?: string;
  readonly style?: CSSProperties;
  /** A word shown just above the card ("★ Trump", styles.css `.card-mark`); screen readers have it from `label`. */
  readonly mark?: string;
}

/** A card as a button whose accessible name names the card and says what it can do. */
export function CardButton({ card, label, className = '', pressed, inert, onClick, onFocus, onKeyDown, testId, style, mark }: CardButtonProps) {
  const prefs = usePrefs();
  return (
    <button
      type="button"
      className={`card ${className}`}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={inert || undefined}
      data-card={card}
      data-testid={testId}
      style={style}
      onClick={inert ? undefined : onClick}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <CardFace card={card} style={prefs.deckStyle} showValue={prefs.showValues} badgeOf={prefs.badgeOf} />
      {mark !== undefined && (
        <span className="card-mark" aria-hidden="true" data-testid="card-mark">
          {mark}
        </span>
      )}
    </button>
  );
}

/** A card shown but not interactive (piles, breakdowns, reviews); `mini` thumbnails draw only a large index and suit. */
export function CardImage({ card, label, className = '' }: { card: Card; label: string; className?: string }) {
  const prefs = usePrefs();
  return (
    <span className={`card static ${className}`} role="img" aria-label={label} data-card={card}>
      <CardFace card={card} style={prefs.deckStyle} showValue={prefs.showValues} badgeOf={prefs.badgeOf} compact={className.split(' ').includes('mini')} />
    </span>
  );
}
