import { BroadcastChannel, isMainThread } from 'node:worker_threads';

/**
 * loose23: the process groups of external bot programs (`cmd:`), each started in a group of its own, so that
 * ending a bot ends everything it started (a shell and its command, a helper it spawned), and so that the CLI, when
 * it exits or is stopped by a signal, leaves none of them running. A group started in a worker thread of
 * `escoba match` is told to the main thread over a channel: signals and the process's exit are the main thread's.
 */

/** How long a program is given to end after its input is closed, and its group after SIGTERM, before SIGKILL. */
export const GRACE_MS = 2000;

const CHANNEL = 'escoba:cmd-process-groups';
type GroupNote = { readonly started: number } | { readonly ended: number };

/** The main thread's record of every thread's live groups (their leaders' pids, which are the groups' ids). */
const live = new Set<number>();
let channel: BroadcastChannel | null = null;
let handlersInstalled = false;

/** Sends `signal` to every process of group `pgid`; false when none is left. Signal 0 only asks. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once group `pgid` has no process left, or after `ms` (false then). */
async function gone(pgid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (!signalGroup(pgid, 0)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !signalGroup(pgid, 0);
}

/** Ends group `pgid`: SIGTERM, then SIGKILL for whatever is left after the grace. */
export async function endGroup(pgid: number, graceMs = GRACE_MS): Promise<void> {
  if (signalGroup(pgid, 'SIGTERM') && !(await gone(pgid, graceMs))) signalGroup(pgid, 'SIGKILL');
}

function sharedChannel(): BroadcastChannel {
  if (channel === null) {
    channel = new BroadcastChannel(CHANNEL);
    // The channel must not keep a finished CLI (or worker) running.
    channel.unref();
    if (isMainThread) channel.onmessage = (event) => note((event as { readonly data: GroupNote }).data);
  }
  return channel;
}

function note(n: GroupNote): void {
  if ('started' in n) {
    live.add(n.started);
    installHandlers();
  } else live.delete(n.ended);
}

/** Records a group started in this thread (or, from a worker, tells the main thread). */
export function groupStarted(pgid: number): void {
  if (isMainThread) {
    sharedChannel();
    note({ started: pgid });
  } else sharedChannel().postMessage({ started: pgid } satisfies GroupNote);
}

export function groupEnded(pgid: number): void {
  if (isMainThread) note({ ended: pgid });
  else sharedChannel().postMessage({ ended: pgid } satisfies GroupNote);
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * On the CLI's exit every group left is killed at once (an exit handler cannot wait); on SIGINT, SIGTERM or SIGHUP
 * they are ended (SIGTERM, SIGKILL after the grace), then the signal is raised again so that the CLI ends as it
 * would have without these handlers.
 */
function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.once('exit', () => {
    for (const pgid of live) signalGroup(pgid, 'SIGKILL');
  });
  const onSignal = (signal: NodeJS.Signals) => {
    for (const s of SIGNALS) process.removeListener(s, onSignal);
    void Promise.all([...live].map((pgid) => endGroup(pgid))).finally(() => process.kill(process.pid, signal));
  };
  for (const s of SIGNALS) process.on(s, onSignal);
}
