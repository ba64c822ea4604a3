import type { ReactNode } from 'react';
import type { Card } from '@escoba/cards';
import { CardFace, type CardBadgeOf } from '../cards/CardFace.js';
import { useI18n } from '../i18n/I18n.js';
import { usePrefs } from '../ui/prefs.js';

export interface RuleCard {
  readonly card: Card;
  /** A word under the card ("8", "trump", "led"); none by default. */
  readonly note?: string;
  /** Drawn raised: the card that matters in the example (the one played, the winner). */
  readonly marked?: boolean;
}

/**
 * Cards of a rules page or example, drawn with the app's own card faces in the chosen deck, each with the game's
 * badge (Escoba's value, Brisca's points) whatever the header's "show values" says: here the count is the lesson.
 */
export function RuleCards({ cards, badgeOf, label }: { cards: readonly (Card | RuleCard)[]; badgeOf?: CardBadgeOf; label?: string }) {
  const i18n = useI18n();
  const { deckStyle } = usePrefs();
  return (
    <div className="rule-cards" role="group" aria-label={label}>
      {cards.map((c, i) => {
        const item = typeof c === 'number' ? { card: c } : c;
        return (
          <figure key={`${item.card}-${i}`} className={`rule-card ${item.marked ? 'marked' : ''}`} data-card={item.card}>
            <span className="card static" role="img" aria-label={i18n.card(item.card)}>
              <CardFace card={item.card} style={deckStyle} showValue={badgeOf !== undefined} badgeOf={badgeOf} />
            </span>
            {item.note !== undefined && <figcaption>{item.note}</figcaption>}
          </figure>
        );
      })}
    </div>
  );
}

/** A worked example: a sentence and the cards it is about. */
export function RuleExample({ text, children }: { text: ReactNode; children: ReactNode }) {
  const i18n = useI18n();
  return (
    <div className="rule-example">
      <p>
        <strong>{i18n.t('rules.example')}:</strong> {text}
      </p>
      {children}
    </div>
  );
}
