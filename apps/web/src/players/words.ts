import { GAME_ENTRIES } from '../games/catalog.js';
import type { I18n } from '../i18n/translator.js';

/** Every rating format the catalog's games name, in the games' order (the leaderboard's tabs). */
export const RATING_FORMATS: readonly string[] = [...new Set(GAME_ENTRIES.flatMap((entry) => Object.keys(entry.profile?.formats ?? {})))];

/** A rating format's (or a profile group's) name in the page's language; the id itself for one no game names. */
export function formatName(i18n: I18n, format: string): string {
  const key = GAME_ENTRIES.map((entry) => entry.profile?.formats[format]).find((k) => k !== undefined);
  return key === undefined ? format : i18n.t(key);
}

/** A profile statistic's name, from the web part of the game that counts it; null for one no game names. */
export function statName(i18n: I18n, id: string): string | null {
  const key = GAME_ENTRIES.map((entry) => entry.profile?.stats[id]).find((k) => k !== undefined);
  return key === undefined ? null : i18n.t(key);
}

/** A profile statistic's value: a rate with two decimals ("0,42"), or a share ("5 de 9"); a dash with nothing counted. */
export function statValue(i18n: I18n, stat: { readonly kind: 'rate' | 'share'; readonly count: number; readonly per: number }): string {
  if (stat.kind === 'share') return i18n.t('players.share', { count: stat.count, per: stat.per });
  return stat.per === 0 ? '—' : i18n.fixed(stat.count / stat.per, 2);
}

/** A profile's link (`#/players/NAME`). */
export const playerHref = (name: string): string => `#/players/${encodeURIComponent(name)}`;
