import { parsed, type Parsed } from './command.js';
import { parseWholeNumber } from './options.js';
import { messages, type Messages } from './messages/index.js';
import { TTY_DELAY_MS } from './defaults.js';

/** `escoba watch`'s pause between plays on a terminal, in milliseconds. */
export { TTY_DELAY_MS };

/** The pause between plays: `--delay MS` when given, else {@link TTY_DELAY_MS} on a terminal and none in a pipe or file. */
export function watchDelay(option: string | undefined, stdoutIsTTY: boolean, m: Messages = messages('en')): Parsed<number> {
  if (option === undefined) return parsed(stdoutIsTTY ? TTY_DELAY_MS : 0);
  return parseWholeNumber('--delay', option, 0, 60_000, m);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes `lines` (each followed by a newline), pausing `delayMs` after each line index in `beats`
 * (the line count after which a play was told); without a delay it writes everything at once.
 */
export async function writePaced(
  lines: readonly string[],
  beats: readonly number[],
  delayMs: number,
  out: (text: string) => void,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  if (delayMs === 0 || beats.length === 0) {
    out(lines.map((l) => `${l}\n`).join(''));
    return;
  }
  let from = 0;
  for (const beat of [...beats, lines.length]) {
    if (beat <= from) continue;
    out(lines.slice(from, beat).map((l) => `${l}\n`).join(''));
    from = beat;
    if (beat < lines.length) await wait(delayMs);
  }
}
