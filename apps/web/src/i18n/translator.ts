import { cardName, type Card } from '@escoba/engine';
import { translate, type Lang, type MessageKey } from './strings.js';

export interface I18n {
  readonly lang: Lang;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** "7 de oros" / "seven of coins": the engine's card names. */
  card(card: Card): string;
  /** Several cards: "3 de copas + 5 de espadas". */
  cards(cards: readonly Card[]): string;
}

export function makeI18n(lang: Lang): I18n {
  return {
    lang,
    t: (key, params) => translate(lang, key, params),
    card: (card) => cardName(card, lang),
    cards: (cards) => cards.map((c) => cardName(c, lang)).join(' + '),
  };
}
