import type { Seat, Side } from '@escoba/engine';
import type { I18n } from '../i18n/translator.js';
import { HUMAN } from './match.js';

const BOT_NAMES = ['Lucía', 'Mateo', 'Carmen', 'Pablo', 'Elena'];

/** The person is "You"/"Tú"; computer seats have fixed names so a game reads the same in both languages. */
export const seatName = (i18n: I18n, seat: Seat): string => (seat === HUMAN ? i18n.t('you') : (BOT_NAMES[seat - 1] ?? i18n.t('seatN', { n: seat })));

/** A side's name: its seats' names ("Tú y Carmen" / "You & Carmen"). */
export function sideName(i18n: I18n, sides: readonly (readonly Seat[])[], side: Side): string {
  const seats = sides[side] ?? [];
  return seats.map((s) => seatName(i18n, s)).join(i18n.lang === 'es' ? ' y ' : ' & ');
}
