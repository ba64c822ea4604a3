/**
 * One game of a JSON Lines file: its number (the record's `game`, else its line) and table. Its score is its game's to
 * say (`GameModule.recordScore`): the picker asks once that game's code is loaded.
 */
export interface RecordEntry {
  /** 1-based line of the file. */
  readonly line: number;
  readonly game: number;
  /** The record's `format` (`escoba-record/1`, `brisca-record/1`, …), or null when it names none. */
  readonly format: string | null;
  readonly players: number;
  readonly partnerships: boolean;
  readonly record: unknown;
}

/** What an opened file holds: one record (the review picks its game by format), a list to pick from, or why neither. */
export type RecordFile =
  | { readonly kind: 'single'; readonly record: unknown }
  | { readonly kind: 'list'; readonly games: readonly RecordEntry[] }
  | { readonly kind: 'bad'; readonly why: NotARecord; readonly line?: number };

/** Why a file is not a game record: empty, not JSON, or JSON that names no record format (at `line` of JSON Lines). */
export type NotARecord = 'empty' | 'notJson' | 'noFormat';

/** A record's `format` field, when it is an object with a string there. */
export const formatOf = (value: unknown): string | null => {
  const format = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { format?: unknown }).format : undefined;
  return typeof format === 'string' ? format : null;
};

function entry(record: unknown, line: number): RecordEntry {
  const rec = record as { game?: unknown; players?: unknown; partnerships?: unknown };
  return {
    line,
    game: typeof rec.game === 'number' && Number.isInteger(rec.game) ? rec.game : line,
    format: formatOf(record),
    players: typeof rec.players === 'number' ? rec.players : 0,
    partnerships: rec.partnerships === true,
    record,
  };
}

/** The value of a JSON text, or undefined when it is not JSON. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a record file: one JSON record (opened directly, the review says what is wrong with it), or JSON Lines
 * as `escoba selfplay` writes them (one record a line: a list to pick a game from), of any game: each record's
 * `format` names its game (`escoba-record/1`, `brisca-record/1`). A file that is neither, or whose JSON names
 * no format, is not a record: the reason says which.
 */
export function readRecordFile(text: string): RecordFile {
  const whole = parse(text);
  if (whole !== undefined) return formatOf(whole) === null ? { kind: 'bad', why: 'noFormat' } : { kind: 'single', record: whole };
  const lines = text.split(/\r?\n/).flatMap((l, i) => (l.trim() ? [{ text: l, line: i + 1 }] : []));
  if (lines.length === 0) return { kind: 'bad', why: 'empty' };
  if (lines.length === 1) return { kind: 'bad', why: 'notJson' };
  const games: RecordEntry[] = [];
  for (const l of lines) {
    const record = parse(l.text);
    // A file whose first line is no record is no record file at all; a later line is named.
    const at = games.length > 0 ? { line: l.line } : {};
    if (record === undefined) return { kind: 'bad', why: 'notJson', ...at };
    if (formatOf(record) === null) return { kind: 'bad', why: 'noFormat', ...at };
    games.push(entry(record, l.line));
  }
  return { kind: 'list', games };
}
