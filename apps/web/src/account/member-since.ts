import type { Lang } from '../i18n/strings.js';

const LOCALE: Record<Lang, string> = { es: 'es', en: 'en', pt: 'pt-BR' };

/** The account's creation day as the language writes a date ("26 de noviembre de 2026"), from milliseconds since the epoch or an ISO date; as is if it is no date. */
export function memberSinceDate(lang: Lang, createdAt: number | string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? String(createdAt) : new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long' }).format(date);
}
