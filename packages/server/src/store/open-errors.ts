/** The log could not be opened; the message says what is wrong with the file and what to do about it. */
export class StoreOpenError extends Error {
  constructor(
    readonly path: string,
    problem: string,
    hint = 'Set ESCOBA_DB to use another file.',
  ) {
    super(`The game log ${path} ${problem}. (${hint})`);
    this.name = 'StoreOpenError';
  }
}

/** Turns an error of opening SQLite (or creating its directory) into a sentence for the operator. */
export function explainOpenError(path: string, e: unknown): StoreOpenError {
  const code = (e as { code?: string }).code ?? '';
  const detail = e instanceof Error ? e.message : String(e);
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS')
    return new StoreOpenError(path, `cannot be written (${detail}): make the file and its directory writable by the server's user (SQLite also writes the -wal and -shm files next to it)`);
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_PERM'))
    return new StoreOpenError(path, `cannot be opened or created (${detail}): check that the directory exists and the server's user may read and write it`);
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
    return new StoreOpenError(path, `is not a readable SQLite database (${detail}): it is damaged or another kind of file; move it aside and restore a backup, or start a new log`);
  if (code.startsWith('SQLITE_FULL') || code === 'ENOSPC') return new StoreOpenError(path, `cannot be written because the disk is full (${detail}): free some space`);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return new StoreOpenError(path, `is locked by another process (${detail}): is another server using it?`);
  return new StoreOpenError(path, `could not be opened (${code || 'error'}: ${detail})`);
}
