import type { ProtocolError } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { refusal } from './errors.js';

/** An error the server sent unprompted (e.g. "too many messages at once"), in the person's language, until they close it. */
export function ServerNotice({ error, onDismiss }: { error: ProtocolError | null; onDismiss: () => void }) {
  const i18n = useI18n();
  if (!error) return null;
  return (
    <p className="banner server-notice" role="alert" data-testid="server-notice" data-code={error.code}>
      <span>{refusal(i18n, error)}</span>{' '}
      <button type="button" onClick={onDismiss} data-testid="server-notice-dismiss">
        {i18n.t('online.dismiss')}
      </button>
    </p>
  );
}
