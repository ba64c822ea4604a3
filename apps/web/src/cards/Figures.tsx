import type { ReactNode } from 'react';
import type { DeckStyle } from '../settings.js';
import { SuitSymbol } from './SuitSymbol.js';

// The court cards, drawn for this app in a 60×90 card: a standing page (sota, fante, jack), a rider on a horse
// (caballo, cavallo) or the French queen, and a crowned king. Each holds its suit's emblem in the pose that suit
// suggests (the coin held up, the cup carried, the sword upright, the club on the shoulder) and wears its suit's
// colours, so the twelve figures of a deck all differ. They keep clear of the corner index and the value badge.

const SKIN = '#f1d2b0';
const HAIR = '#6b4423';
const GOLD = '#e2b33a';
const LINE = '#3b2a1a';

/** Clothes per suit (oros, copas, espadas, bastos): main colour and trim. */
const CLOTHES: Record<DeckStyle, readonly (readonly [string, string])[]> = {
  spanish: [['#c0392b', GOLD], ['#2f6db5', '#c0392b'], ['#1f5fa8', GOLD], ['#2e7d32', '#c0392b']],
  italian: [['#a52a2a', GOLD], ['#2b4c8c', GOLD], ['#5d4037', '#2b4c8c'], ['#2e7d32', '#a52a2a']],
  french: [['#c62828', GOLD], ['#2f6db5', '#c62828'], ['#455a64', '#2f6db5'], ['#2e7d32', GOLD]],
};

/** Horses per suit: a grey, a chestnut, a black and a bay. */
const HORSES = ['#e9e4da', '#a0522d', '#3e3a39', '#c89b6d'];

export interface Look {
  readonly style: DeckStyle;
  readonly suit: number;
  /** The suit's colour, for the emblem. */
  readonly ink: string;
}

/** Where a figure holds its emblem: the hand, the emblem's centre, its size and tilt. */
interface Hold {
  readonly hand: readonly [number, number];
  readonly at: readonly [number, number];
  readonly size: number;
  readonly tilt?: number;
}

function Emblem({ look, hold }: { look: Look; hold: Hold }) {
  // French pips are as wide as they are tall: held small in the hand, not like a sword or a club.
  if (look.style === 'french') return <SuitSymbol style="french" suit={look.suit} colour={look.ink} x={hold.hand[0] + 1.5} y={hold.hand[1] - 4} size={11} />;
  const [x, y] = hold.at;
  return (
    <g transform={hold.tilt ? `rotate(${hold.tilt} ${x} ${y})` : undefined}>
      <SuitSymbol style={look.style} suit={look.suit} colour={look.ink} x={x} y={y} size={hold.size} />
    </g>
  );
}

/** The emblem and the arm holding it: a sword's or club's hilt goes under the hand, a French pip over it. */
function Held({ look, hold, children }: { look: Look; hold: Hold; children: ReactNode }) {
  const emblem = <Emblem look={look} hold={hold} />;
  return look.style === 'french' ? (
    <>
      {children}
      {emblem}
    </>
  ) : (
    <>
      {emblem}
      {children}
    </>
  );
}

/** An arm from the shoulder to the hand, in a sleeve of `colour`. */
function Arm({ from, to, colour }: { from: readonly [number, number]; to: readonly [number, number]; colour: string }) {
  return (
    <>
      <path d={`M${from[0]} ${from[1]}L${to[0]} ${to[1]}`} stroke={LINE} strokeWidth="4.4" strokeLinecap="round" />
      <path d={`M${from[0]} ${from[1]}L${to[0]} ${to[1]}`} stroke={colour} strokeWidth="3.2" strokeLinecap="round" />
      <circle cx={to[0]} cy={to[1]} r="1.7" fill={SKIN} stroke={LINE} strokeWidth="0.5" />
    </>
  );
}

function Face({ x, y, r = 4.8 }: { x: number; y: number; r?: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={SKIN} stroke={LINE} strokeWidth="0.6" />
      <circle cx={x - 1.7} cy={y - 0.4} r="0.55" fill={LINE} />
      <circle cx={x + 1.7} cy={y - 0.4} r="0.55" fill={LINE} />
      <path d={`M${x - 1.2} ${y + 2.2}q1.2 0.8 2.4 0`} stroke="#a0413a" strokeWidth="0.6" fill="none" />
    </>
  );
}

const PAGE_HOLDS: readonly Hold[] = [
  { hand: [42, 41], at: [43, 35], size: 12 },
  { hand: [40, 50], at: [41.5, 44.5], size: 12 },
  { hand: [40, 54], at: [41, 45], size: 22 },
  { hand: [39, 50], at: [40, 41], size: 24, tilt: 30 },
];

/** Sota / fante / jack: a young page standing, cap and feather, tunic and hose. */
function Page({ look }: { look: Look }) {
  const [main, trim] = CLOTHES[look.style][look.suit]!;
  const hold = PAGE_HOLDS[look.suit]!;
  return (
    <g stroke={LINE} strokeWidth="0.6" strokeLinejoin="round">
      <path d="M25 61h4.2v19h-4.2zM30.8 61H35v19h-4.2z" fill={trim} />
      <path d="M24 80h5.5v3H22.5zM30.5 80H36l1.5 3h-7z" fill={LINE} />
      <path d="M23.5 37.5Q30 34.5 36.5 37.5L40 63Q30 66 20 63Z" fill={main} />
      <path d="M21.8 51H38.2" stroke={trim} strokeWidth="1.8" />
      <path d="M26.5 37.2Q30 41.5 33.5 37.2" fill="#fff" />
      <Arm from={[24, 39.5]} to={[21, 56]} colour={main} />
      <Face x={30} y={31} />
      <path d="M25.2 31.5Q24.5 25.5 30 25.5Q35.5 25.5 34.8 31.5L33.8 29Q30 27.5 26.2 29Z" fill={HAIR} />
      <path d="M24 27.5Q30 20.5 36.5 26.8Q30 25.5 24 27.5Z" fill={trim} />
      <path d="M35 25Q38 18 43 18.5Q39 21 36.3 26.5Z" fill="#fff" />
      <Held look={look} hold={hold}>
        <Arm from={[36, 39.5]} to={hold.hand} colour={main} />
      </Held>
    </g>
  );
}

const RIDER_HOLDS: readonly Hold[] = [
  { hand: [42, 35], at: [43.5, 29], size: 12 },
  { hand: [41, 37], at: [42, 31], size: 12 },
  { hand: [42, 38], at: [45, 28], size: 22, tilt: 25 },
  { hand: [41, 39], at: [44, 30], size: 22, tilt: 20 },
];

/** Caballo / cavallo: a rider on a horse walking to the left. */
function Rider({ look }: { look: Look }) {
  const [main, trim] = CLOTHES[look.style][look.suit]!;
  const horse = HORSES[look.suit]!;
  const hold = RIDER_HOLDS[look.suit]!;
  return (
    <g stroke={LINE} strokeWidth="0.6" strokeLinejoin="round">
      <path d="M43 58Q50 60 48 74Q45 68 42 63Z" fill={HAIR} />
      <path d="M20 66l-3 14h2.6l2.8-13zM25 68v12.5h2.6V68zM36 68l0.5 12.5h2.6L39 68zM40.5 66l2.5 14h2.6l-1.5-14.5z" fill={horse} />
      <path d="M16 59Q17 53 26 54H38Q45.5 54 45.5 61Q45.5 68 38 69H23Q16 67.5 16 59Z" fill={horse} />
      <path d="M22 57L15.5 46.5Q14.5 43 11.5 44L6.5 49Q6 51.5 8.5 52L13 50.5L17.5 60Z" fill={horse} />
      <path d="M13.5 44.5l0.5-3.5 2 3z" fill={horse} />
      <path d="M15.8 45.5Q20 48 22 55" stroke={HAIR} strokeWidth="1.4" fill="none" />
      <circle cx="10.5" cy="47" r="0.6" fill={LINE} />
      <path d="M26 54H38V64Q32 66.5 26 64Z" fill={trim} />
      <path d="M11 51.5Q20 52 30 50" stroke={LINE} strokeWidth="0.5" fill="none" />
      <Face x={32.5} y={33.5} r={4.3} />
      <path d="M27 31.5Q32.5 25 38 31.5Q32.5 29.5 27 31.5Z" fill={trim} />
      <path d="M28.5 41Q32.5 38 36.5 41L37.5 55H27.5Z" fill={main} />
      <path d="M30 52L28.5 62.5H32" stroke={trim} strokeWidth="3" strokeLinecap="round" fill="none" />
      <Arm from={[29.5, 42.5]} to={[25, 50]} colour={main} />
      <Held look={look} hold={hold}>
        <Arm from={[35.5, 42.5]} to={hold.hand} colour={main} />
      </Held>
    </g>
  );
}

const KING_HOLDS: readonly Hold[] = [
  { hand: [36, 49], at: [30, 49], size: 13 },
  { hand: [42, 40], at: [43, 34], size: 12 },
  { hand: [41, 53], at: [42, 43], size: 24 },
  { hand: [40, 54], at: [41.5, 46], size: 22, tilt: 10 },
];

/** Rey / re / king: crowned and bearded, a long robe with an ermine band, a cape behind. */
function King({ look }: { look: Look }) {
  const [main, trim] = CLOTHES[look.style][look.suit]!;
  const hold = KING_HOLDS[look.suit]!;
  return (
    <g stroke={LINE} strokeWidth="0.6" strokeLinejoin="round">
      <path d="M22 38Q30 33.5 38 38L43 84H17Z" fill={trim} />
      <path d="M24 37.5Q30 35.5 36 37.5L39 84H21Z" fill={main} />
      <path d="M28.2 40H31.8V81H28.2zM21 80.5H39V84H21z" fill="#fff" />
      <path d="M30 45v1.4M30 53v1.4M30 61v1.4M30 69v1.4M24 82h0.01M28 82h0.01M32 82h0.01M36 82h0.01" stroke={LINE} strokeWidth="1" strokeLinecap="round" />
      <Arm from={[24, 40]} to={look.suit === 0 ? [25, 49] : [23.5, 56]} colour={main} />
      <Face x={30} y={30.5} />
      <path d="M25.3 31.5Q25.5 40.5 30 41Q34.5 40.5 34.7 31.5Q32.5 34.5 30 34Q27.5 34.5 25.3 31.5Z" fill="#8d6e63" />
      <path d="M24.8 27.2L24 20.5 27 23.5 30 19 33 23.5 36 20.5 35.2 27.2Z" fill={GOLD} />
      <circle cx="30" cy="24.3" r="0.9" fill="#c0392b" stroke="none" />
      <Held look={look} hold={hold}>
        <Arm from={[36, 40]} to={hold.hand} colour={main} />
      </Held>
    </g>
  );
}

const QUEEN_HOLDS: readonly Hold[] = [
  { hand: [41, 41], at: [42, 35], size: 12 },
  { hand: [40, 45], at: [41, 39], size: 12 },
  { hand: [41, 54], at: [42, 45], size: 22 },
  { hand: [40, 52], at: [42, 44], size: 22, tilt: 12 },
];

/** The French deck's queen: crowned, long hair, a wide gown, a flower in one hand and her suit in the other. */
function Queen({ look }: { look: Look }) {
  const [main, trim] = CLOTHES[look.style][look.suit]!;
  const hold = QUEEN_HOLDS[look.suit]!;
  return (
    <g stroke={LINE} strokeWidth="0.6" strokeLinejoin="round">
      <path d="M24.5 27Q22 40 22.5 47L27 44 30 28 33 44 37.5 47Q38 40 35.5 27Z" fill={HAIR} />
      <path d="M25 38Q30 35.5 35 38L36 50Q44 68 43 84H17Q16 68 24 50Z" fill={main} />
      <path d="M25.5 38Q30 36 34.5 38L35.5 50Q30 53 24.5 50Z" fill={trim} />
      <path d="M24 84Q30 70 36 84" fill="#fff" opacity="0.85" />
      <Arm from={[25, 40]} to={[23, 51]} colour={trim} />
      <path d="M23 51L19 42" stroke="#2e7d32" strokeWidth="0.8" />
      <circle cx="18.6" cy="41" r="1.9" fill="#d94c7a" />
      <Face x={30} y={31} r={4.6} />
      <path d="M25.4 30Q26 25.5 30 25.6Q34 25.5 34.6 30Q32 27.6 30 28.6Q28 27.6 25.4 30Z" fill={HAIR} />
      <path d="M26 26.5L25.8 22 28 24 30 21 32 24 34.2 22 34 26.5Z" fill={GOLD} />
      <Held look={look} hold={hold}>
        <Arm from={[35, 40]} to={hold.hand} colour={trim} />
      </Held>
    </g>
  );
}

/** The court card of rank index 7, 8 or 9 (sota/caballo/rey; J/Q/K in the French deck). */
export function Figure({ rank, look }: { rank: number; look: Look }) {
  if (rank === 7) return <Page look={look} />;
  if (rank === 9) return <King look={look} />;
  return look.style === 'french' ? <Queen look={look} /> : <Rider look={look} />;
}
