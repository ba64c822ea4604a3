import { StoreOpenError } from './open-errors.js';

const HINT = 'Set ESCOBA_DATABASE_URL to postgres://USER:PASSWORD@HOST:PORT/DATABASE, or unset it to use SQLite.';

/** The URL without its password, safe to print. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'ESCOBA_DATABASE_URL';
  }
}

/** Turns an error of connecting to PostgreSQL or migrating its schema into a sentence for the operator. */
export function explainPostgresError(where: string, e: unknown): StoreOpenError {
  const code = (e as { code?: string }).code ?? '';
  const detail = e instanceof Error ? e.message : String(e);
  const problem = (text: string) => new StoreOpenError(where, text, HINT);
  if (code === 'ECONNREFUSED') return problem(`cannot be reached: nothing accepts connections there (${detail}); is PostgreSQL running, and are the host and port right?`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return problem(`cannot be reached: the host name does not resolve (${detail})`);
  if (code === 'ETIMEDOUT' || /timeout/i.test(detail)) return problem(`did not answer within 10 seconds (${detail}): check the host, the port and any firewall`);
  if (code === '28P01' || code === '28000') return problem(`refused the login (${detail}): check the user and password, and pg_hba.conf`);
  if (code === '3D000') return problem(`does not exist (${detail}): create it first (createdb, or CREATE DATABASE)`);
  if (code === '42501') return problem(`does not let this user create the schema (${detail}): grant the user CREATE on the database, or run the server as its owner`);
  if (code === '57P03') return problem(`is starting up or shutting down (${detail}): try again in a moment`);
  if (code === 'ERR_INVALID_URL' || e instanceof TypeError) return problem(`is not a valid URL (${detail})`);
  return problem(`could not be opened (${code || 'error'}: ${detail})`);
}
