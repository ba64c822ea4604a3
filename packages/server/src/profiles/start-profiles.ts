import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { PLUGINS, pluginById } from '@escoba/games/all-plugins';
import type { AccountStore } from '../accounts/account-store.js';
import type { ApiHandler } from '../http-api.js';
import type { Limits } from '../limits/limits.js';
import type { RatingStore } from '../ratings/rating-store.js';
import type { GameStore } from '../store/store.js';
import { openProfileStore } from './open-profile-store.js';
import { ProfileRecorder } from './profile-recorder.js';
import type { ProfileStore } from './profile-store.js';
import { profilesApi } from './profiles-api.js';

export interface ProfilesWiring {
  readonly store: ProfileStore;
  readonly recorder: ProfileRecorder;
  /** Reads the finished tables a process that died left unread (in the background; logged). */
  catchUp(): void;
  api(o: { readonly ratings: RatingStore; readonly accounts: AccountStore; readonly limits: Limits; readonly address: (req: IncomingMessage) => string }): ApiHandler;
  /** Waits for the catching up, then closes the store. */
  close(): Promise<void>;
}

/** The server's profiles: their store beside the game log (or `store`), what writes finished games to it, and its API. */
export async function startProfiles(o: { readonly store?: ProfileStore; readonly databaseUrl?: string; readonly dbPath?: string; readonly logInMemory: boolean; readonly log: GameStore; readonly logger: Logger; readonly now: () => number }): Promise<ProfilesWiring> {
  const store = o.store ?? (await openProfileStore({ ...o, onError: (err) => o.logger.error({ err }, 'a PostgreSQL connection of the profiles failed; the next query reconnects') }));
  const recorder = new ProfileRecorder({ profiles: store, log: o.log, plugin: pluginById, logger: o.logger, now: o.now });
  let catching: Promise<unknown> = Promise.resolve();
  return {
    store,
    recorder,
    catchUp() {
      catching = recorder.catchUp().then(
        (tables) => tables > 0 && o.logger.info({ tables }, 'finished tables read for the profiles'),
        (err: unknown) => o.logger.error({ err }, 'reading finished tables for the profiles failed; the next start tries again'),
      );
    },
    api: (wiring) => profilesApi({ profiles: store, plugins: PLUGINS, ...wiring }),
    async close() {
      await catching;
      await store.close();
    },
  };
}
