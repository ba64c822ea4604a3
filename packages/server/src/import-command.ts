import { readCommandConfig } from './config.js';
import { importSqlite } from './store/import-sqlite.js';
import { StoreOpenError } from './store/open-errors.js';
import { PostgresStore } from './store/postgres-store.js';

const USAGE = 'usage: ESCOBA_DATABASE_URL=postgres://… escoba-server import-sqlite [FILE]   (FILE: the SQLite game log, default ESCOBA_DB or ./data/escoba.sqlite)';

/**
 * `escoba-server import-sqlite [FILE]`: moves an existing SQLite game log into PostgreSQL (see `importSqlite`).
 * Prints one line of result, or one line of what is wrong; returns the exit code (0 done, 1 some tables conflict,
 * 2 unusable setting, file or database).
 */
export async function importSqliteCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = readCommandConfig(env);
  if (config === null) return 2;
  if (!config.databaseUrl) {
    console.error(`ESCOBA_DATABASE_URL is not set: it names the PostgreSQL database to copy into. ${USAGE}`);
    return 2;
  }
  const file = args[0] ?? config.dbPath;
  let store: PostgresStore | null = null;
  try {
    store = await PostgresStore.open(config.databaseUrl);
    const r = await importSqlite(file, store);
    const conflicts = r.conflicts.length > 0 ? `; ${r.conflicts.length} left alone because PostgreSQL holds a different log for them: ${r.conflicts.join(', ')}` : '';
    console.log(`imported ${r.imported} tables (${r.events} events) from ${file} into ${store.where}; ${r.present} were there already${conflicts}`);
    return r.conflicts.length > 0 ? 1 : 0;
  } catch (e) {
    if (!(e instanceof StoreOpenError)) throw e;
    console.error(e.message);
    return 2;
  } finally {
    await store?.close();
  }
}
