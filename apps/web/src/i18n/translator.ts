import type { Card } from '@escoba/cards';
import type { DeckStyle } from '../settings.js';
import { deckCardName, deckRankName, deckRankWithArticle } from './card-names.js';
import { MESSAGES, type MessageKey } from '../games/messages.js';
import type { Lang } from './strings.js';

/** The message in `lang` with its {placeholders} filled in. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Whether a key built at run time (`table.${id}`, a refusal's code) has a message. */
export const isMessageKey = (key: string): key is MessageKey => key in MESSAGES.en;

export interface I18n {
  readonly lang: Lang;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** "7 de oros" / "seven of coins" (or as the chosen deck draws it: "7 of diamonds"). */
  card(card: Card): string;
  /** A rank (0–9) as the chosen deck draws it, alone ("knight", "queen") or with its article ("el caballo", "la reina"). */
  rank(rank: number, withArticle?: boolean): string;
  /** Several cards: "3 de copas + 5 de espadas". */
  cards(cards: readonly Card[]): string;
  /** A number as the language writes it ("2,5" in Spanish, "2.5" in English), with at most `maxDecimals` decimals. */
  num(n: number, maxDecimals?: number): string;
  /** A number with exactly `decimals` decimals, as the language writes it ("0,25"). */
  fixed(n: number, decimals: number): string;
}

export function makeI18n(lang: Lang, deckStyle: DeckStyle = 'spanish'): I18n {
  const card = (c: Card) => deckCardName(c, lang, deckStyle);
  return {
    lang,
    t: (key, params) => translate(lang, key, params),
    card,
    rank: (rank, withArticle = false) => (withArticle ? deckRankWithArticle : deckRankName)(rank, lang, deckStyle),
    cards: (cards) => cards.map(card).join(' + '),
    num: (n, maxDecimals = 2) => new Intl.NumberFormat(lang, { maximumFractionDigits: maxDecimals }).format(n),
    fixed: (n, decimals) => new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n),
  };
}
