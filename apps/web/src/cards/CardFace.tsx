import { memo } from 'react';
import { cardRankIndex, cardSuitIndex, type Card } from '@escoba/cards';
import type { DeckStyle } from '../settings.js';
import { isFigure, rankLabel, suitColour } from './deck-style.js';
import { Figure } from './Figures.js';
import { SuitSymbol } from './SuitSymbol.js';

// Pip centres, clear of the corner index (top left) and of the value badge (bottom right).
const PIPS: readonly (readonly [number, number])[][] = [
  [[31, 47]],
  [[32, 28], [32, 64]],
  [[32, 26], [32, 46], [32, 66]],
  [[22, 28], [42, 28], [22, 64], [42, 64]],
  [[22, 28], [42, 28], [32, 46], [22, 64], [42, 64]],
  [[22, 26], [42, 26], [22, 46], [42, 46], [22, 66], [42, 66]],
  [[22, 26], [42, 26], [32, 36], [22, 46], [42, 46], [22, 66], [42, 66]],
];

/** The value badge: Escoba's value for sums of 15, or the number a game puts there instead (Brisca's points). */
function ValueBadge({ value, emphasise, x, y, r }: { value: number; emphasise: boolean; x: number; y: number; r: number }) {
  return (
    <g className="value-badge" data-value={value}>
      <circle cx={x} cy={y} r={r} fill={emphasise ? '#1b1b1b' : '#fff'} stroke="#1b1b1b" strokeWidth="1.2" />
      <text x={x} y={y + r * 0.45} textAnchor="middle" fontSize={r * 1.35} fontWeight="700" fill={emphasise ? '#fff' : '#1b1b1b'} fontFamily="system-ui, sans-serif">
        {value}
      </text>
    </g>
  );
}

/** What a card's badge says, or null for none: each game counts its own (Escoba's values, Brisca's points); none by default. */
export type CardBadgeOf = (card: Card) => number | null;

/**
 * The face of a card, drawn by the app. Purely visual: the button around it carries the accessible name.
 * `compact` is for thumbnails (breakdowns, reviews): only a large index and suit, readable at 30 px wide.
 */
export const CardFace = memo(function CardFace({ card, style, showValue, badgeOf, compact = false }: { card: Card; style: DeckStyle; showValue: boolean; badgeOf?: CardBadgeOf; compact?: boolean }) {
  const colour = suitColour(style, card);
  const suit = cardSuitIndex(card);
  const rank = cardRankIndex(card);
  const label = rankLabel(style, card);
  const value = showValue && badgeOf ? badgeOf(card) : null;
  // The badge is dark where the printed number is not what it says (Escoba's Spanish figures; every Brisca count).
  const emphasise = value !== null && label !== String(value);
  const frame = (
    <>
      <rect x="1" y="1" width="58" height="88" rx="5" fill="#fffdf6" stroke={colour} strokeWidth="1.5" />
      <rect x="4" y="4" width="52" height="82" rx="3" fill="none" stroke={colour} strokeWidth="0.5" strokeDasharray={style === 'spanish' ? `${suit + 1} 2` : undefined} />
    </>
  );
  if (compact) {
    return (
      <svg className="card-svg" viewBox="0 0 60 90" aria-hidden="true" focusable="false" data-face="compact">
        {frame}
        <text x="6" y="29" fontSize={label.length > 1 ? 23 : 27} fontWeight="700" fill={colour} fontFamily="Georgia, serif">
          {label}
        </text>
        {value !== null && emphasise ? (
          <>
            <SuitSymbol style={style} suit={suit} colour={colour} x={22} y={54} size={24} />
            <ValueBadge value={value} emphasise x={44} y={73} r={11} />
          </>
        ) : (
          <SuitSymbol style={style} suit={suit} colour={colour} x={30} y={58} size={30} />
        )}
      </svg>
    );
  }
  return (
    <svg className="card-svg" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      {frame}
      <text x="6" y="15" fontSize={label.length > 1 ? 12 : 13} fontWeight="700" fill={colour} fontFamily="Georgia, serif">
        {label}
      </text>
      <SuitSymbol style={style} suit={suit} colour={colour} x={10.5} y={23} size={9} />
      {isFigure(card) ? (
        <Figure rank={rank} look={{ style, suit, ink: colour }} />
      ) : (
        PIPS[rank]!.map(([x, y], i) => <SuitSymbol key={i} style={style} suit={suit} colour={colour} x={x} y={y} size={rank === 0 ? 24 : 13} />)
      )}
      {value !== null && <ValueBadge value={value} emphasise={emphasise} x={50.5} y={80.5} r={6.8} />}
    </svg>
  );
});

/** The back of a card, for the other seats' hands and the stock. */
export function CardBack() {
  return (
    <svg className="card-svg" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="card-back-pattern" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#7a1f2b" />
          <path d="M0 0V6" stroke="#a83a48" strokeWidth="2" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="58" height="88" rx="5" fill="url(#card-back-pattern)" stroke="#4a0f18" strokeWidth="1.5" />
      <rect x="7" y="7" width="46" height="76" rx="3" fill="none" stroke="#f3d9bd" strokeWidth="1" />
    </svg>
  );
}
