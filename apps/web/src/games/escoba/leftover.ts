import { sumValues, type HandResult } from '@escoba/engine';
import type { I18n } from '../../i18n/translator.js';
import type { SeatNames } from '../../table/names.js';

/**
 * The end-of-hand sentence about the cards left on the table and who got them: "to you"/"para ti" when it is
 * the person (a name does not fit there: "para Tú"), the seat's name otherwise, "to nobody" when nobody took.
 */
export function leftoverSentence(i18n: I18n, result: Pick<HandResult, 'leftover' | 'leftoverTo'>, names: SeatNames): string {
  // One card "is worth" its value ("que vale 10"); several (or none) "total" it ("que suman 25").
  const sum = i18n.t(result.leftover.length === 1 ? 'leftoverSumOne' : 'leftoverSum', { n: sumValues(result.leftover) });
  const params = { cards: i18n.cards(result.leftover) || '—', sum };
  if (result.leftoverTo === null) return i18n.t('leftoverNobody', params);
  if (result.leftoverTo === names.me) return i18n.t('leftoverYou', params);
  return i18n.t('leftover', { ...params, name: names.name(result.leftoverTo) });
}
