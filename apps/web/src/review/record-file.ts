import { replayRecord } from '@escoba/engine';

/** One game of a JSON Lines file: its number (the record's `game`, else its line), table and final score. */
export interface RecordEntry {
  /** 1-based line of the file. */
  readonly line: number;
  readonly game: number;
  readonly players: number;
  readonly partnerships: boolean;
  /** Each side's final score, or null when the engine cannot replay the record. */
  readonly scores: readonly number[] | null;
  readonly record: unknown;
}

/** What an opened file holds. */
export type RecordFile =
  | { readonly kind: 'single'; readonly record: unknown }
  | { readonly kind: 'list'; readonly games: readonly RecordEntry[] }
  /** Records of another game (`brisca-record/1`), not playable in the browser yet. */
  | { readonly kind: 'other'; readonly format: string }
  | { readonly kind: 'bad'; readonly error: string; readonly line?: number };

const ESCOBA = 'escoba-record/1';

const formatOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { format?: unknown }).format : undefined);

/** A record of another game than Escoba (`brisca-record/1`, …), by its format. */
const otherGame = (value: unknown): string | null => {
  const format = formatOf(value);
  return typeof format === 'string' && format !== ESCOBA && /^[a-z][a-z0-9-]*-record\/\d+$/.test(format) ? format : null;
};

function entry(record: unknown, line: number): RecordEntry {
  const rec = record as { game?: unknown; players?: unknown; partnerships?: unknown };
  const replay = replayRecord(record);
  return {
    line,
    game: typeof rec.game === 'number' && Number.isInteger(rec.game) ? rec.game : line,
    players: typeof rec.players === 'number' ? rec.players : 0,
    partnerships: rec.partnerships === true,
    scores: replay.ok ? replay.value.scores : null,
    record,
  };
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Reads a record file: one JSON record (opened directly, the review says what is wrong with it), or JSON Lines
 * as `escoba selfplay` writes them (one record a line: a list to pick a game from). Records of other games are
 * told apart by their format.
 */
export function readRecordFile(text: string): RecordFile {
  let whole: unknown;
  let wholeError: string | null = null;
  try {
    whole = JSON.parse(text);
  } catch (e) {
    wholeError = message(e);
  }
  if (wholeError === null) {
    const other = otherGame(whole);
    return other ? { kind: 'other', format: other } : { kind: 'single', record: whole };
  }
  const lines = text.split(/\r?\n/).flatMap((l, i) => (l.trim() ? [{ text: l, line: i + 1 }] : []));
  if (lines.length === 0) return { kind: 'bad', error: 'empty' };
  if (lines.length === 1) return { kind: 'bad', error: wholeError };
  const records: { record: unknown; line: number }[] = [];
  for (const l of lines) {
    try {
      records.push({ record: JSON.parse(l.text), line: l.line });
    } catch (e) {
      return { kind: 'bad', error: message(e), line: l.line };
    }
  }
  const escoba = records.filter((r) => formatOf(r.record) === ESCOBA);
  if (escoba.length === 0) {
    const other = records.map((r) => otherGame(r.record)).find((f) => f !== null);
    if (other) return { kind: 'other', format: other };
  }
  return { kind: 'list', games: (escoba.length > 0 ? escoba : records).map((r) => entry(r.record, r.line)) };
}
