// The server benches' command line: `--name VALUE` options and `--flag`s, with the --json convention for output.

/** The number after `--name`, or `fallback` when absent; a value that is not a number ≥ 0 stops the bench (exit 2). */
export function numberOption(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} needs a number, got ${process.argv[i + 1]}`);
    process.exit(2);
  }
  return n;
}

/** The word after `--name`, or `fallback` when absent. */
export function textOption(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
}

/** Whether `--name` is on the command line. */
export const flag = (name) => process.argv.includes(`--${name}`);

/** `--json`: the report is one JSON line on stdout, and progress (`say`) goes nowhere; otherwise progress goes to stderr. */
export const json = flag('json');
export const say = (...a) => json || console.error(...a);
