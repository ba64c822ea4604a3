import { messages, type Lang } from './messages/index.js';

type Seat = number;
type Side = number;
type Sides = readonly (readonly Seat[])[];

/** `seat 0` or `seats 0, 2`. */
export const seatsLabel = (seats: readonly Seat[], lang: Lang = 'en'): string => messages(lang).seats(seats);

/** `seat 1` when every side is one seat (no partnerships), else `side 1 (seats 1, 3)`. */
export const sideLabel = (sides: Sides, side: Side, lang: Lang = 'en'): string => messages(lang).side(sides, side);

/** `2 players, each for themselves`, `4 players, 2 against 2`. */
export const tableLabel = (players: number, partnerships: boolean, lang: Lang = 'en'): string => messages(lang).table(players, partnerships);

/** `classic`, or `classic with target 15, capture optional`: the preset and what differs from it (any game's `rulesDiff`). */
export function presetWithChanges(preset: string, diff: string | object, lang: Lang = 'en'): string {
  if (typeof diff === 'string') return diff;
  const changes = Object.entries(diff)
    .filter(([k]) => k !== 'preset')
    .map(([k, v]) => `${k} ${String(v)}`);
  return changes.length === 0 ? preset : messages(lang).rules.rulesWith(preset, changes);
}

/** `side 0 4, side 1 1`, or `seat 0 4, seat 1 1` when every side is one seat. */
export const scoresLabel = (scores: readonly number[], sides: Sides, lang: Lang = 'en'): string => messages(lang).scores(scores, sides);

/** `+1.50`, `-0.25`: a number with its sign and two decimals, for estimates. */
/** A number rounded to 3 decimals, as analyses print estimates and losses. */
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;

export const signed = (x: number): string => (x >= 0 ? `+${x.toFixed(2)}` : x.toFixed(2));

/**
 * Text columns padded to line up; `right[i]` right-aligns column i. A row may be shorter than the
 * others: its missing cells are empty, and its last cell is not padded.
 */
export function renderTable(rows: readonly (readonly string[])[], right: readonly boolean[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        if (i === row.length - 1 && !right[i]) return cell;
        return right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
      })
      .join('  ')
      .trimEnd(),
  );
}

/** Words wrapped to lines of at most `width` characters (a longer word gets a line of its own), each prefixed by `indent`. */
export function wrap(text: string, width: number, indent = ''): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out;
}
