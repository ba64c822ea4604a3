/**
 * How long a server shutting down waits for commands still being saved, and then for its log to close: enough for
 * a log that answers (an append takes milliseconds), short enough that a log that does not (PostgreSQL stopped: a
 * query on a dead connection never returns, a new one waits for pg's 10 s connect timeout) does not hold the exit.
 */
export const SHUTDOWN_DRAIN_MS = 500;

/**
 * Waits for `work` at most `ms` (real time: shutting down is not on the game clock): true if it settled (either
 * way) in time, false if it was still under way. The timer does not keep the process alive.
 */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  if (!Number.isFinite(ms)) return settled;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
