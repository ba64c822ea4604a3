import { ProtocolError } from '@escoba/protocol';
import type { I18n } from '../i18n/translator.js';

/** A failed request in words: the server's own message for its refusals, "cannot reach" for a connection that never opened. */
export function refusal(i18n: I18n, e: unknown): string {
  if (e instanceof ProtocolError) return e.code === 'Internal' && /connect|closed/.test(e.message) ? i18n.t('online.cannotConnect') : i18n.t('online.refused', { message: e.message });
  return i18n.t('online.refused', { message: e instanceof Error ? e.message : String(e) });
}
