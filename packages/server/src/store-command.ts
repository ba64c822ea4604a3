import { readCommandConfig, type ServerConfig } from './config.js';
import { StoreOpenError } from './store/open-errors.js';

/** What an operator command prints, and its exit code: 0 done, 1 refused (no such account, name taken…), 2 wrong usage or unusable store. */
export interface Outcome {
  readonly code: 0 | 1 | 2;
  readonly out?: string;
  readonly err?: string;
}

/**
 * An operator command on the store the server is configured with (`escoba-server accounts|addresses|reports …`):
 * reads the settings, opens the store, runs the command, prints its outcome and closes the store; returns the exit
 * code. A store that cannot be opened is said in one line (exit 2).
 */
export async function runStoreCommand<S extends { close(): Promise<void> }>(env: NodeJS.ProcessEnv, open: (config: ServerConfig) => Promise<S>, run: (store: S, config: ServerConfig) => Promise<Outcome>): Promise<number> {
  const config = readCommandConfig(env);
  if (config === null) return 2;
  let store: S | null = null;
  try {
    store = await open(config);
    const outcome = await run(store, config);
    if (outcome.out !== undefined) console.log(outcome.out);
    if (outcome.err !== undefined) console.error(outcome.err);
    return outcome.code;
  } catch (e) {
    if (!(e instanceof StoreOpenError)) throw e;
    console.error(e.message);
    return 2;
  } finally {
    await store?.close();
  }
}
