type Seat = number;
type Side = number;
import type { I18n } from '../i18n/translator.js';
import { HUMAN_SEAT } from './local-source.js';

const BOT_NAMES = ['Lucía', 'Mateo', 'Carmen', 'Pablo', 'Elena'];
const LOCALE: Record<I18n['lang'], string> = { es: 'es', en: 'en', pt: 'pt-BR' };
/** "Tú, Mateo y Pablo" / "You, Mateo, & Pablo" / "Você, Mateo e Pablo": the language's own list of names. */
const listFormat = (lang: I18n['lang']) => new Intl.ListFormat(LOCALE[lang], { style: 'short', type: 'conjunction' });
const joinNames = (lang: I18n['lang'], names: readonly string[]): string => listFormat(lang).format(names);

/** A computer seat's fixed name, so a game reads the same in both languages (online bot seats use them too). */
export const botName = (i18n: I18n, seat: Seat): string => BOT_NAMES[(seat + BOT_NAMES.length - 1) % BOT_NAMES.length] ?? i18n.t('seatN', { n: seat });

/** The person is "You"/"Tú"; computer seats have fixed names. */
export const seatName = (i18n: I18n, seat: Seat): string => (seat === HUMAN_SEAT ? i18n.t('you') : botName(i18n, seat));

/** Who sits where, for everything that names seats: the person's own seat (null for a spectator) and every seat's name. */
export interface SeatNames {
  readonly me: Seat | null;
  name(seat: Seat): string;
  /**
   * The profile page a seat's name links to (`#/players/NAME`): online, a seat held by an account or a bot account;
   * null (or absent, offline) for the person's own seat, a guest and a computer player.
   */
  readonly profileOf?: (seat: Seat) => string | null;
}

/** A game against the computer: the person at seat 0, the bots by their fixed names. */
export const offlineNames = (i18n: I18n): SeatNames => ({ me: HUMAN_SEAT, name: (seat) => seatName(i18n, seat) });

/** A side's name: its seats' names ("Tú y Carmen" / "You & Carmen" / "Você e Carmen"). */
export function sideName(i18n: I18n, sides: readonly (readonly Seat[])[], side: Side, names: SeatNames = offlineNames(i18n)): string {
  const seats = sides[side] ?? [];
  return joinNames(i18n.lang, seats.map((s) => names.name(s)));
}

/** A side's name in pieces, for a screen that draws each seat's name itself (a link to a profile): the seats and the language's words between them. */
export type SideNamePart = { readonly seat: Seat } | { readonly text: string };

export function sideNameParts(i18n: I18n, sides: readonly (readonly Seat[])[], side: Side, names: SeatNames): SideNamePart[] {
  const seats = sides[side] ?? [];
  const parts = listFormat(i18n.lang).formatToParts(seats.map((s) => names.name(s)));
  let next = 0;
  return parts.map((part) => (part.type === 'element' ? { seat: seats[next++]! } : { text: part.value }));
}
