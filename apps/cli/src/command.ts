/** What a command produced: the text for stdout and stderr and the exit status. */
export interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

/** Exit status for bad options, unreadable input and records that do not replay. */
export const EXIT_FAILURE = 2;

/** A value or a message for people: what option parsing returns. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const problem = <T = never>(message: string): Parsed<T> => ({ ok: false, message });

/** A failed command: one line on stderr naming the command, exit status 2. */
export const failure = (command: string, message: string): CommandResult => ({
  stdout: '',
  stderr: `escoba ${command}: ${message}\n`,
  code: EXIT_FAILURE,
});

/** Lines joined with a newline after each, as printed. */
export const lines = (items: readonly string[]): string => items.map((l) => `${l}\n`).join('');
