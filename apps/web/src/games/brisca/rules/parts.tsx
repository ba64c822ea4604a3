import { cardPoints, STRENGTH, trickPoints, trickWinnerIndex, type Card } from '@escoba/brisca';
import { useI18n } from '../../../i18n/I18n.js';
import { Rich } from '../../../rules/Glossary.js';
import { RuleCards, type RuleCard } from '../../../rules/RuleCards.js';
import { pointsBadge } from '../points.js';
import { suitName } from '../suit.js';
import { BRISCA_RULES_WORDS } from './words.js';

/** The card of `suit` (0 oros, 1 copas, 2 espadas, 3 bastos) and rank index (0 the as … 9 the rey). */
export const card = (suit: number, rank: number): Card => suit * 10 + rank;
export const OROS = 0;
export const AS = 0;
export const TRES = 2;
export const SOTA = 7;
export const CABALLO = 8;
export const REY = 9;

/** A worked trick: its cards in playing order, the trump suit, and (from the engine) its winner and points. */
export interface ExampleTrick {
  readonly cards: readonly Card[];
  readonly trumpSuit: number;
}

export const trickWinner = (trick: ExampleTrick): number => trickWinnerIndex(trick.cards, trick.cards.length, trick.trumpSuit);
export const trickWorth = (trick: ExampleTrick): number => trickPoints(trick.cards, trick.cards.length);

/** A trick drawn with the app's cards, its winner (as the engine decides it) raised. */
export function TrickCards({ trick }: { trick: ExampleTrick }) {
  const i18n = useI18n();
  const winner = trickWinner(trick);
  const cards: RuleCard[] = trick.cards.map((c, i) => ({ card: c, marked: i === winner, note: i === 0 ? '1' : String(i + 1) }));
  return <RuleCards cards={cards} badgeOf={pointsBadge} label={suitName(i18n, trick.trumpSuit)} />;
}

/** One suit in trick order (the engine's `STRENGTH`), highest first, each with its points badge; and the points in words. */
export function CardsAndPoints() {
  const i18n = useI18n();
  const w = BRISCA_RULES_WORDS[i18n.lang];
  const ranks = STRENGTH.map((strength, rank) => ({ strength, rank })).sort((a, b) => b.strength - a.strength);
  const points = (rank: number) => cardPoints(card(OROS, rank));
  return (
    <>
      <p>
        <Rich text={w.cards} />
      </p>
      <RuleCards cards={ranks.map(({ rank }) => card(OROS, rank))} badgeOf={pointsBadge} label={w.cardsTitle} />
      <p>
        <Rich text={w.cardPoints(points(AS), points(TRES), points(REY), points(CABALLO), points(SOTA))} />
      </p>
    </>
  );
}
