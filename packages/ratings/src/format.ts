/** A table shape a rating format covers: how many sides and how many players on each. */
export interface FormatTable {
  readonly sides: number;
  readonly perSide: number;
}

/**
 * One rating pool: the games whose results move the same ratings (e.g. a game played alone, the same game in
 * partnerships). A game's plugin declares its formats and which format a table belongs to; this package never names
 * a game.
 */
export interface RatingFormat {
  /** The pool's id in stores and URLs: lowercase letters, digits and dashes. */
  readonly id: string;
  /** The pool's name in English, for logs and the docs (the web app has its own words). */
  readonly name: string;
  /** The table shapes whose games this pool rates. */
  readonly tables: readonly FormatTable[];
}

const FORMAT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `id` may be a format id (what a URL's format part is checked against before any lookup). */
export const isFormatId = (id: string): boolean => FORMAT_ID.test(id) && id.length <= 40;

/** Throws unless `sides` (their sizes) is one of `format`'s table shapes, naming the shapes it takes. */
export function checkShape(format: RatingFormat, sizes: readonly number[]): void {
  const fits = format.tables.some((t) => t.sides === sizes.length && sizes.every((n) => n === t.perSide));
  if (!fits) {
    const shapes = format.tables.map((t) => `${t.sides} sides of ${t.perSide}`).join(', ');
    throw new RangeError(`format ${format.id} rates ${shapes}, not sides of ${sizes.join(', ')}`);
  }
}
