import type { Lang } from '../../i18n/strings.js';

/** The words of the marks on a Brisca table's cards (one short word each, drawn on the card): a trump in the hand, the trick's lead and the card taking it. */
export interface TableMarks {
  readonly trump: string;
  readonly led: string;
  readonly wins: string;
}

const MARKS: Readonly<Record<Lang, TableMarks>> = {
  en: { trump: 'Trump', led: 'Led', wins: 'Takes' },
  es: { trump: 'Triunfo', led: 'Salida', wins: 'Gana' },
  pt: { trump: 'Trunfo', led: 'Saída', wins: 'Leva' },
};

export const tableMarks = (lang: Lang): TableMarks => MARKS[lang];
