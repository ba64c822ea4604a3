import { memo } from 'react';
import { cardRankIndex, cardSuitIndex, cardValue, type Card } from '@escoba/engine';
import type { DeckStyle } from '../settings.js';
import { figureLetter, isFigure, printedDiffersFromValue, rankLabel, suitColour } from './deck-style.js';
import { SuitSymbol } from './SuitSymbol.js';

const PIPS: readonly (readonly [number, number])[][] = [
  [[30, 47]],
  [[30, 30], [30, 64]],
  [[30, 26], [30, 47], [30, 68]],
  [[20, 30], [40, 30], [20, 64], [40, 64]],
  [[20, 30], [40, 30], [30, 47], [20, 64], [40, 64]],
  [[20, 26], [40, 26], [20, 47], [40, 47], [20, 68], [40, 68]],
  [[20, 26], [40, 26], [30, 36.5], [20, 47], [40, 47], [20, 68], [40, 68]],
];

/** A figure: a simple original silhouette with its letter and the suit it holds. */
function Figure({ style, card, colour }: { style: DeckStyle; card: Card; colour: string }) {
  const rank = cardRankIndex(card);
  return (
    <g>
      <path d="M17 76 L21 48 Q30 42 39 48 L43 76Z" fill={colour} opacity="0.85" />
      <circle cx="30" cy="38" r="7" fill="#f3d9bd" stroke={colour} strokeWidth="1.2" />
      {rank === 9 && <path d="M23 32 L24.5 26 27.5 29.5 30 25 32.5 29.5 35.5 26 37 32Z" fill="#e0b422" stroke="#8a6d0b" strokeWidth="0.6" />}
      {rank === 8 && <path d="M22 34 Q30 24 38 34 L41 30 Q36 22 30 23 Q23 23 21 30Z" fill="#6d4c41" />}
      {rank === 7 && <path d="M22.5 34 Q30 26 37.5 34Z" fill="#37474f" />}
      <SuitSymbol style={style} suit={cardSuitIndex(card)} colour={colour} x={41} y={58} size={13} />
      <text x="30" y="72" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff" fontFamily="Georgia, serif">
        {figureLetter(style, card)}
      </text>
    </g>
  );
}

/** The face of a card, drawn by the app. Purely visual: the button around it carries the accessible name. */
export const CardFace = memo(function CardFace({ card, style, showValue }: { card: Card; style: DeckStyle; showValue: boolean }) {
  const colour = suitColour(style, card);
  const suit = cardSuitIndex(card);
  const label = rankLabel(style, card);
  const figure = isFigure(card);
  const emphasise = printedDiffersFromValue(style, card);
  return (
    <svg className="card-svg" viewBox="0 0 60 90" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="88" rx="5" fill="#fffdf6" stroke={colour} strokeWidth="1.5" />
      <rect x="4" y="4" width="52" height="82" rx="3" fill="none" stroke={colour} strokeWidth="0.5" strokeDasharray={style === 'spanish' ? `${suit + 1} 2` : undefined} />
      <text x="6" y="15" fontSize={label.length > 1 ? 12 : 13} fontWeight="700" fill={colour} fontFamily="Georgia, serif">
        {label}
      </text>
      <SuitSymbol style={style} suit={suit} colour={colour} x={10.5} y={23} size={9} />
      {figure ? (
        <Figure style={style} card={card} colour={colour} />
      ) : (
        PIPS[cardRankIndex(card)]!.map(([x, y], i) => <SuitSymbol key={i} style={style} suit={suit} colour={colour} x={x} y={y} size={cardRankIndex(card) === 0 ? 24 : 13} />)
      )}
      {showValue && (
        <g>
          <circle cx="49" cy="79" r="8" fill={emphasise ? '#1b1b1b' : '#fff'} stroke="#1b1b1b" strokeWidth="1.2" />
          <text x="49" y="82.6" textAnchor="middle" fontSize="10" fontWeight="700" fill={emphasise ? '#fff' : '#1b1b1b'} fontFamily="system-ui, sans-serif">
            {cardValue(card)}
          </text>
        </g>
      )}
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
