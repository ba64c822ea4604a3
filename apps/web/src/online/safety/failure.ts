import type { AccountFailure } from '../../account/api.js';
import type { MessageKey } from '../../i18n/strings.js';

/** The words of a failed block, unblock or report. */
export function safetyFailureKey(failure: AccountFailure): MessageKey {
  if (failure.kind === 'tooMany') return 'safety.tooMany';
  if (failure.kind === 'signedOut') return 'safety.signedOut';
  return 'safety.failed';
}
