import type { TableSettings } from '@escoba/protocol';
import type { AnyGamePlugin, GameRatingFormat } from './plugin.js';

/** Every rating format of these games, in the games' order. */
export const ratingFormats = (plugins: readonly AnyGamePlugin[]): GameRatingFormat[] => plugins.flatMap((p) => p.rating.formats);

/** The rating format with this id among these games', or undefined. */
export const ratingFormatById = (plugins: readonly AnyGamePlugin[], id: string): GameRatingFormat | undefined => ratingFormats(plugins).find((f) => f.format.id === id);

/** The rating format a table of `settings` is rated in (its game's plugin decides), or null when it cannot be rated. */
export function ratingFormatOf(plugins: readonly AnyGamePlugin[], settings: TableSettings): GameRatingFormat | null {
  const plugin = plugins.find((p) => p.definition.id === settings.gameId);
  if (!plugin) throw new RangeError(`no game ${JSON.stringify(settings.gameId)} among the plugins`);
  const id = plugin.rating.formatOf(settings);
  if (id === null) return null;
  const found = plugin.rating.formats.find((f) => f.format.id === id);
  if (!found) throw new RangeError(`${plugin.definition.name} rates a table in format ${id}, which is not one of its formats`);
  return found;
}
