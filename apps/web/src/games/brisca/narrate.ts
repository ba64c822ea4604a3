import type { BriscaView, Sena } from '@escoba/brisca';
import type { I18n } from '../../i18n/translator.js';
import { sideName, type SeatNames } from '../../table/names.js';
import type { Narrator } from '../../table/playback.js';
import { senaSentence, senaSentences } from './senas-text.js';

/**
 * Brisca's narrator for the table's playback: the sentences of a step's table events, said by the live region
 * and listed in the play log. What the deal turned up and who is the Alcalde are read from the view after it.
 */
export function briscaNarrator(i18n: I18n, names: SeatNames): Narrator<BriscaView> {
  return (events, view) => {
    const out: string[] = [];
    for (const e of events) {
      const name = (seat: number) => names.name(seat);
      const you = (seat: number) => seat === names.me;
      switch (e.kind) {
        case 'deal': {
          const trump = view.handIndex === e.hand && view.firstTrump !== null ? i18n.card(view.firstTrump) : '—';
          if (view.alcalde !== null) out.push(i18n.t(you(view.alcalde) ? 'brisca.announce.dealAlcaldeYou' : 'brisca.announce.dealAlcalde', { n: e.hand + 1, name: name(view.alcalde), card: trump }));
          else out.push(i18n.t(you(e.dealer) ? 'brisca.announce.dealYou' : 'brisca.announce.deal', { n: e.hand + 1, name: name(e.dealer), card: trump }));
          break;
        }
        case 'exchange':
          out.push(i18n.t(you(e.seat) ? 'brisca.announce.exchangeYou' : 'brisca.announce.exchange', { name: name(e.seat), card: i18n.card(e.gave), trump: i18n.card(e.took) }));
          break;
        case 'play': {
          const cards = i18n.cards([e.card, ...(e.also ?? [])]);
          out.push(i18n.t(you(e.seat) ? 'brisca.announce.playYou' : 'brisca.announce.play', { name: name(e.seat), cards }));
          break;
        }
        case 'trick':
          out.push(i18n.t(you(e.winner) ? 'brisca.announce.trickYou' : 'brisca.announce.trick', { name: name(e.winner) }));
          break;
        case 'sena':
          out.push(senaSentence(i18n, names, { seat: e.seat, sena: e.sena as Sena }));
          break;
        case 'handEnd': {
          const result = view.handIndex === e.hand ? view.handResult : null;
          if (!result) break;
          const scores = result.sides.map((_, side) => `${sideName(i18n, result.sides, side, names)} ${result.points[side]}`).join(', ');
          out.push(i18n.t('brisca.announce.handEnd', { n: e.hand + 1, scores }));
          break;
        }
        default:
          break;
      }
    }
    out.push(...senaSentences(i18n, names, events, view));
    return out;
  };
}
