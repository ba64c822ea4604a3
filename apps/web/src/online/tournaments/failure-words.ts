import type { I18n } from '../../i18n/translator.js';
import type { TournamentFailure } from './api.js';
import type { FormField } from './tournament-form.js';

/** A failed tournament request in the page's language: what the status means, and the server's reason for a refusal of the request itself. */
export function failureWords(i18n: I18n, failure: TournamentFailure): string {
  if (failure.kind === 'unreachable') return i18n.t('tournament.failure.unreachable');
  switch (failure.status) {
    case 401:
      return i18n.t('tournament.failure.signedOut');
    case 404:
      return i18n.t('tournament.failure.notFound');
    case 429:
      return failure.retryAfter === null ? i18n.t('tournament.failure.tooManyLater') : i18n.t('tournament.failure.tooMany', { seconds: failure.retryAfter });
    default:
      // A refusal of the request itself (400, 403, 409) says why in the server's sentence: a field, a rating out of range, started.
      if (failure.error !== '') return i18n.t('tournament.failure.refused', { error: failure.error });
      return failure.status === 403 ? i18n.t('tournament.failure.forbidden') : i18n.t('tournament.failure.status', { status: failure.status });
  }
}

/** The request's fields (docs/protocol.md, `TournamentCreate`) by the form's field that sets them, in the order a refusal's sentence is searched for them. */
const FIELDS: readonly (readonly [string, FormField])[] = [
  ['table.turnSeconds', 'timer'],
  ['table', 'table'],
  ['startsAt', 'start'],
  ['minutes', 'minutes'],
  ['rounds', 'rounds'],
  ['ratingRange', 'rating'],
  ['rated', 'rating'],
  ['format', 'format'],
  ['name', 'name'],
  ['computers', 'computers'],
];

/** The form's field a 400 is about: the one its body names (`field`), else the first the server's sentence names. */
export function fieldOfFailure(failure: TournamentFailure): FormField | null {
  if (failure.kind !== 'refused' || failure.status !== 400) return null;
  const named = FIELDS.find(([field]) => failure.field === field) ?? FIELDS.find(([field]) => new RegExp(`\\b${field}\\b`).test(failure.error));
  return named?.[1] ?? null;
}
