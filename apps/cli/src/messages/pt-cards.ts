import { cardRankIndex, cardSuitIndex, type Card } from '@escoba/cards';

/**
 * Card names in Brazilian Portuguese, as the web app names the Spanish deck (`apps/web/src/i18n/card-names.ts`):
 * the ranks as words, the figures valete, dama, rei (the sota, caballo and rey), the suits ouros, copas, espadas, paus.
 */
const RANKS = ['ás', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'valete', 'dama', 'rei'];
const SUITS = ['ouros', 'copas', 'espadas', 'paus'];

/** `sete de ouros`. */
export const cardNamePt = (card: Card): string => `${RANKS[cardRankIndex(card)]!} de ${SUITS[cardSuitIndex(card)]!}`;

/** `ouros`: a suit by its index (oros, copas, espadas, bastos). */
export const suitNamePt = (suit: number): string => SUITS[suit]!;
