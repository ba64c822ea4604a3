import { sidesOf } from '@escoba/cards';
import { ratingFormatOf, type GameRatingFormat } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import type { TableSettings } from '@escoba/protocol';
import { checkShape } from '@escoba/ratings';

/** The rating format a table of `settings` is rated in, or null: its game rates no such table (no format, or not this shape). */
export function ratedFormatOf(settings: TableSettings): GameRatingFormat | null {
  const format = ratingFormatOf(PLUGINS, settings);
  if (format === null) return null;
  try {
    checkShape(format.format, sidesOf(settings.players, settings.partnerships).sides.map((side) => side.length));
  } catch {
    return null;
  }
  return format;
}

/** Why a table of `settings` may not be rated (a sentence for `BadConfig`), or null when it may, or is casual. */
export function ratedSettingsProblem(settings: TableSettings): string | null {
  if (!settings.rated || ratedFormatOf(settings) !== null) return null;
  const sides = sidesOf(settings.players, settings.partnerships).sides;
  return `rated: a table of ${settings.players} players${settings.partnerships ? ` in ${sides.length} sides` : ''} of this game has no rating format: play it casual (rated false)`;
}

/** The refusal of a guest at a rated table: only accounts are rated (computer seats play at their level's fixed rating). */
export const accountRequired = {
  code: 'AccountRequired' as const,
  message: 'this table is rated: log in to an account to sit at it (guests play at casual tables)',
};
