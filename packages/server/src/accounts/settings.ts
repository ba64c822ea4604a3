/** The accounts' settings, read from the environment by `readConfig` (see the package README). */
export interface AccountSettings {
  /** `ESCOBA_SESSION_IDLE_DAYS`, default 30: a session unused for this long has ended. */
  readonly sessionIdleDays: number;
  /** `ESCOBA_LOGINS_PER_MINUTE`, default 10: logins and signups tried from one address (a burst of as many, then this rate). */
  readonly loginsPerMinute: number;
  /** `ESCOBA_ACCOUNT_LOGINS_PER_HOUR`, default 30: logins tried for one name, from any address (a burst of 5, then this rate). */
  readonly accountLoginsPerHour: number;
  /** `ESCOBA_SIGNUPS_PER_HOUR`, default 10: accounts made from one address (a burst of 5, then this rate). */
  readonly signupsPerHour: number;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = { sessionIdleDays: 30, loginsPerMinute: 10, accountLoginsPerHour: 30, signupsPerHour: 10 };

type Integer = (name: string, fallback: number, min: number, max: number) => number;

export function readAccountSettings(integer: Integer): AccountSettings {
  const d = DEFAULT_ACCOUNT_SETTINGS;
  return {
    sessionIdleDays: integer('ESCOBA_SESSION_IDLE_DAYS', d.sessionIdleDays, 1, 3650),
    loginsPerMinute: integer('ESCOBA_LOGINS_PER_MINUTE', d.loginsPerMinute, 1, 100_000),
    accountLoginsPerHour: integer('ESCOBA_ACCOUNT_LOGINS_PER_HOUR', d.accountLoginsPerHour, 1, 100_000),
    signupsPerHour: integer('ESCOBA_SIGNUPS_PER_HOUR', d.signupsPerHour, 1, 100_000),
  };
}
