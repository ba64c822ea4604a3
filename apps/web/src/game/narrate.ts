import { makePlay, type HandEvent, type Play } from '@escoba/engine';
import type { I18n } from '../i18n/translator.js';
import { offlineNames, type SeatNames } from './names.js';

/** A sentence for the live region about one public event of the hand; null for events not worth saying. */
export function narrateEvent(i18n: I18n, event: HandEvent, handNumber: number, names: SeatNames = offlineNames(i18n)): string | null {
  const seatName = (_: I18n, seat: number) => names.name(seat);
  switch (event.type) {
    case 'deal':
      if (event.dealer === names.me) return i18n.t('announce.handStartYou', { n: handNumber, cards: i18n.cards(event.table) || '—' });
      return i18n.t('announce.handStart', { n: handNumber, name: seatName(i18n, event.dealer), cards: i18n.cards(event.table) || '—' });
    case 'dealEscoba':
      // dealEscobas "dealerNoEscoba" (seed 004): the dealer takes the cards without an escoba.
      if (event.escobas === 0) {
        if (event.seat === names.me) return i18n.t('announce.youDealTake', { cards: i18n.cards(event.cards) });
        return i18n.t('announce.dealTake', { name: seatName(i18n, event.seat), cards: i18n.cards(event.cards) });
      }
      if (event.seat === names.me) return i18n.t(event.escobas === 1 ? 'announce.youDealEscoba' : 'announce.youDealEscobas', { cards: i18n.cards(event.cards), n: event.escobas });
      return i18n.t(event.escobas === 1 ? 'announce.dealEscoba' : 'announce.dealEscobas', { name: seatName(i18n, event.seat), cards: i18n.cards(event.cards), n: event.escobas });
    case 'play': {
      const name = seatName(i18n, event.seat);
      const you = event.seat === names.me;
      if (event.take.length === 0) return i18n.t(you ? 'announce.youLay' : 'announce.lay', { name, card: i18n.card(event.card) });
      const text = i18n.t(you ? 'announce.youTake' : 'announce.take', { name, card: i18n.card(event.card), cards: i18n.cards(event.take) });
      return event.escoba ? `${text} ${i18n.t('announce.escoba')}` : text;
    }
    case 'renuncio':
      return i18n.t('announce.renuncio', { name: seatName(i18n, event.seat), card: i18n.card(event.card), cards: i18n.cards(event.take) });
    case 'redeal':
    case 'end':
      return null;
  }
}

/** A play described for buttons and hints: "7 de oros se lleva 3 de copas + 5 de espadas" / "dejar 7 de oros". */
export function describePlay(i18n: I18n, play: Play): string {
  if (play.renuncio) return i18n.t('claimRenuncio', { card: i18n.card(play.card), cards: i18n.cards(play.take) });
  if (play.take.length === 0) return i18n.t('playLay', { card: i18n.card(play.card) });
  return i18n.t('playPlay', { card: i18n.card(play.card), cards: i18n.cards(play.take) });
}

/** Stable key of a play, for React lists and comparisons. */
export const playKey = (play: Play): string => makePlay(play);
