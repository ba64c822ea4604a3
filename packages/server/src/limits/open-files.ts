import { readFileSync } from 'node:fs';

/** The process's limit on open files (descriptors): RLIMIT_NOFILE, soft and hard. */
export interface OpenFilesLimit {
  readonly soft: number;
  readonly hard: number;
}

/**
 * The limit as `/proc/self/limits` states it (Linux), or null where that file is missing or unreadable. Node
 * raises the soft limit to the hard one at start on Linux, so this is already the raised one. "unlimited" is
 * read as Infinity.
 */
export function readOpenFilesLimit(path = '/proc/self/limits'): OpenFilesLimit | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  return parseOpenFilesLimit(text);
}

export function parseOpenFilesLimit(limits: string): OpenFilesLimit | null {
  const m = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limits);
  if (!m) return null;
  const value = (v: string) => (v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v));
  return { soft: value(m[1]!), hard: value(m[2]!) };
}

/** Where the limit cannot be read (not Linux): what most systems give a process, and Node raises it where it can. */
const ASSUMED_SOFT_LIMIT = 1024;
/** Below this many descriptors a public server is easily filled: say so at start. */
const LOW_SOFT_LIMIT = 4096;
/** An "unlimited" limit: the budget stops here all the same (each connection costs memory too). */
const MOST_CONNECTIONS = 1 << 20;

export interface ConnectionPlan {
  /** Descriptors the connections on the port may use (see `ConnectionBudget`). */
  readonly budget: number;
  /** Warnings for the operator, one sentence each. */
  readonly warnings: readonly string[];
}

/**
 * The connection budget: the soft open-files limit minus `reserve` (the descriptors of the store, Redis, logs,
 * worker threads, files being served and the ops listener), or `maxConnections` when it is set.
 */
export function planConnections(limit: OpenFilesLimit | null, reserve: number, maxConnections?: number): ConnectionPlan {
  const warnings: string[] = [];
  const soft = limit?.soft ?? ASSUMED_SOFT_LIMIT;
  let fits = Math.min(MOST_CONNECTIONS, soft - reserve);
  if (fits < 16) {
    fits = Math.max(1, Math.floor(soft / 2));
    warnings.push(`the open-files limit (${soft}) leaves almost nothing after the ${reserve} descriptors kept in reserve (ESCOBA_RESERVED_FILES): connections are capped at ${fits}`);
  }
  if (maxConnections !== undefined && maxConnections > fits && limit !== null)
    warnings.push(`ESCOBA_MAX_CONNECTIONS=${maxConnections} is more than the open-files limit leaves (${soft} - ${reserve} in reserve = ${fits}): accepting connections may fail with EMFILE`);
  const budget = maxConnections ?? fits;
  if (limit !== null && soft < LOW_SOFT_LIMIT)
    warnings.push(`the open-files limit is low (soft ${limit.soft}, hard ${limit.hard}): at most ${budget} connections at once; raise it (LimitNOFILE= in the systemd unit, ulimit -n)`);
  return { budget, warnings };
}
