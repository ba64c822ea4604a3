import type { DeckStyle } from '../settings.js';

/** One suit symbol drawn in a 20×20 box centred on (0, 0). Original, simple shapes; colour is never the only cue. */
export function SuitSymbol({ style, suit, colour, x = 0, y = 0, size = 20 }: { style: DeckStyle; suit: number; colour: string; x?: number; y?: number; size?: number }) {
  const s = size / 20;
  return <g transform={`translate(${x} ${y}) scale(${s})`}>{shape(style, suit, colour)}</g>;
}

function shape(style: DeckStyle, suit: number, c: string) {
  if (style === 'french') return frenchShape(suit, c);
  const italian = style === 'italian';
  switch (suit) {
    case 0: // oros / denari: a coin
      return (
        <>
          <circle r="8.5" fill={italian ? '#f2c94c' : '#f0c330'} stroke={c} strokeWidth="1.6" />
          {italian ? (
            <path d="M0-5 L1.4-1.4 5 0 1.4 1.4 0 5-1.4 1.4-5 0-1.4-1.4Z" fill={c} />
          ) : (
            <circle r="4" fill="none" stroke={c} strokeWidth="1.4" />
          )}
        </>
      );
    case 1: // copas / coppe: a goblet
      return (
        <>
          <path d={italian ? 'M-8-8H8Q8 1 0 2.5Q-8 1-8-8Z' : 'M-6.5-8H6.5Q6.5 1.5 0 2.5Q-6.5 1.5-6.5-8Z'} fill={c} />
          <rect x="-1.2" y="2.3" width="2.4" height="4.6" fill={c} />
          <ellipse cx="0" cy="7.8" rx="5" ry="1.7" fill={c} />
          <path d="M-4-6.2H4" stroke="#fff" strokeWidth="0.9" opacity="0.7" />
        </>
      );
    case 2: // espadas / spade: a sword
      return italian ? (
        <>
          <path d="M-1.5 5 Q-3-3 3-9.5 Q0-2 1.5 5Z" fill={c} />
          <rect x="-5" y="4.6" width="10" height="1.8" rx="0.9" fill={c} />
          <rect x="-1" y="6.2" width="2" height="2.6" fill={c} />
          <circle cx="0" cy="9.3" r="1.2" fill={c} />
        </>
      ) : (
        <>
          <path d="M0-9.5 L1.9 4 H-1.9Z" fill={c} />
          <rect x="-5.2" y="3.8" width="10.4" height="1.9" rx="0.9" fill={c} />
          <rect x="-1" y="5.6" width="2" height="2.8" fill={c} />
          <circle cx="0" cy="9" r="1.4" fill={c} />
        </>
      );
    default: // bastos / bastoni: a club
      return italian ? (
        <g transform="rotate(-25)">
          <rect x="-2" y="-9.5" width="4" height="19" rx="2" fill={c} />
          <path d="M-2.6-4H2.6M-2.6 0H2.6M-2.6 4H2.6" stroke="#fff" strokeWidth="0.8" opacity="0.8" />
        </g>
      ) : (
        <g transform="rotate(-25)">
          <path d="M-1.8 9.5 L-3.2-6 Q0-10.5 3.2-6 L1.8 9.5Z" fill={c} />
          <circle cx="-3" cy="-1" r="1.3" fill={c} />
          <circle cx="3" cy="2.5" r="1.3" fill={c} />
          <circle cx="-2.6" cy="5" r="1.1" fill={c} />
        </g>
      );
  }
}

function frenchShape(suit: number, c: string) {
  switch (suit) {
    case 0: // diamonds
      return <path d="M0-9.5 L7 0 0 9.5-7 0Z" fill={c} />;
    case 1: // hearts
      return <path d="M0 8.5 C-4 5-8.5 1.5-8.5-3 C-8.5-6.5-5.5-8.5-3-8.5 C-1.5-8.5-0.5-7.5 0-6 C0.5-7.5 1.5-8.5 3-8.5 C5.5-8.5 8.5-6.5 8.5-3 C8.5 1.5 4 5 0 8.5Z" fill={c} />;
    case 2: // spades
      return (
        <>
          <path d="M0-9 C-4-5-8.5-2-8.5 1.8 C-8.5 4.5-6.3 6-4.2 6 C-2.6 6-1.3 5.2-0.7 4 L-2 9.3 H2 L0.7 4 C1.3 5.2 2.6 6 4.2 6 C6.3 6 8.5 4.5 8.5 1.8 C8.5-2 4-5 0-9Z" fill={c} />
        </>
      );
    default: // clubs
      return (
        <>
          <circle cx="0" cy="-4.5" r="4" fill={c} />
          <circle cx="-4.6" cy="2" r="4" fill={c} />
          <circle cx="4.6" cy="2" r="4" fill={c} />
          <path d="M-0.8 1 L-2.2 9.3 H2.2 L0.8 1Z" fill={c} />
        </>
      );
  }
}
