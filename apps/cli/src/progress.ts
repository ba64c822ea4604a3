/**
 * Progress lines for a pipe or log file (stderr that is not a terminal): one line when `done` has moved
 * by a tenth of `total` since the last line, or after `everyMs` with some progress, so a run prints
 * about ten lines, and at most one every few seconds when it is slow.
 */
export function progressLines(
  total: number,
  write: (text: string) => void,
  format: (done: number) => string,
  everyMs = 5000,
  now: () => number = Date.now,
): (done: number) => void {
  const step = Math.max(1, Math.ceil(total / 10));
  let lastDone = 0;
  let lastAt = now();
  return (done) => {
    if (done <= lastDone) return;
    const t = now();
    if (done - lastDone < step && t - lastAt < everyMs && done < total) return;
    lastDone = done;
    lastAt = t;
    write(`${format(done)}\n`);
  };
}
