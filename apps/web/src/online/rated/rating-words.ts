import type { RatingChangeInfo, RatingRange, SeatRating } from '@escoba/protocol';

/** A chance as a whole percentage ("52 %" is said by the words around it). */
export const percent = (p: number): number => Math.round(p * 100);

/** A rating with its provisional mark: "1500?" while provisional, as lichess marks it. */
export const ratingText = (r: SeatRating | { readonly rating: number; readonly provisional: boolean }): string => `${r.rating}${r.provisional ? '?' : ''}`;

/** A signed difference: "+18", "−7", "±0". */
export const deltaText = (delta: number): string => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0');

/** "1512 → 1530 (+18)". */
export const changeText = (c: RatingChangeInfo): string => `${c.before} → ${c.after}${c.provisional ? '?' : ''} (${deltaText(c.delta)})`;

/** A rating range in figures: "1400–1700", "≥ 1400", "≤ 1700"; null without bounds. */
export function rangeText(range: RatingRange | undefined): string | null {
  if (range?.min !== undefined && range.max !== undefined) return `${range.min}–${range.max}`;
  if (range?.min !== undefined) return `≥ ${range.min}`;
  if (range?.max !== undefined) return `≤ ${range.max}`;
  return null;
}
