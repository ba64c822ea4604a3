import { ProtocolError, refusalKind, type ErrorCode } from '@escoba/protocol';
import type { I18n } from '../i18n/translator.js';
import type { MessageKey } from '../i18n/strings.js';

/** The message key of each server error code (the i18n test checks that every code has one). */
export const errorKey = (code: ErrorCode): MessageKey => `error.${code}`;

/** The client's own "Internal" errors for a socket that never opened or closed under a request. */
const isConnectionFailure = (e: ProtocolError) => e.code === 'Internal' && /connect|closed/.test(e.message);

/** The server's refusal of the connection (close code 1008): why, in the person's language, with the server's own words. */
function refusedConnection(i18n: I18n, e: ProtocolError): string {
  const reason = e.detail ?? '';
  const kind = refusalKind(reason);
  return i18n.t(kind === 'origin' ? 'online.refusedOrigin' : kind === 'flooding' ? 'online.refusedFlooding' : 'online.refusedOther', { reason });
}

/**
 * A failed request in the person's language: "cannot reach the server" for a connection that failed, why the
 * server refused the connection itself, the translated meaning of the server's error code for its refusals of a
 * command (its own message is English, for logs).
 */
export function refusal(i18n: I18n, e: unknown): string {
  if (e instanceof ProtocolError) {
    if (e.code === 'Refused') return refusedConnection(i18n, e);
    return isConnectionFailure(e) ? i18n.t('online.cannotConnect') : i18n.t('online.refused', { message: i18n.t(errorKey(e.code)) });
  }
  return i18n.t('online.refused', { message: e instanceof Error ? e.message : String(e) });
}
