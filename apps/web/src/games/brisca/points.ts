import { cardPoints, POINTS, type BriscaView, type Card } from '@escoba/brisca';

/** The counting cards, highest first, as a table counts them at the end (001b: as 11, 3 10, rey 4, caballo 3, sota 2). */
export const COUNTING_RANKS = [
  { key: 'ases', rank: 0 },
  { key: 'treses', rank: 2 },
  { key: 'reyes', rank: 9 },
  { key: 'caballos', rank: 8 },
  { key: 'sotas', rank: 7 },
] as const;
export type CountingKey = (typeof COUNTING_RANKS)[number]['key'];

/** A card's badge with "show card values": its points when it counts (as 11, tres 10, rey 4, caballo 3, sota 2), else none. */
export const pointsBadge = (card: Card): number | null => cardPoints(card) || null;

/** A side's won cards counted card by card. */
export interface SideCount {
  readonly rows: readonly { readonly key: CountingKey; readonly cards: readonly Card[]; readonly points: number }[];
  /** The cards that count nothing (the 2, 4, 5, 6 and 7). */
  readonly blanks: number;
  readonly cards: number;
  readonly points: number;
}

/** The won cards of a side's seats, counted by rank (each row's points are its cards times the rank's value). */
export function countSide(won: readonly (readonly Card[])[], seats: readonly number[]): SideCount {
  const cards = seats.flatMap((s) => won[s] ?? []);
  const rows = COUNTING_RANKS.map(({ key, rank }) => {
    const of = cards.filter((c) => c % 10 === rank);
    return { key, cards: of, points: of.length * POINTS[rank]! };
  });
  const points = rows.reduce((t, r) => t + r.points, 0);
  return { rows, blanks: cards.length - rows.reduce((t, r) => t + r.cards.length, 0), cards: cards.length, points };
}

/** Each side's won cards and card points so far in the view's hand. */
export const sideCounts = (view: Pick<BriscaView, 'won' | 'sides'>): SideCount[] => view.sides.map((seats) => countSide(view.won, seats));
