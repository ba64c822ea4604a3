import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';

/**
 * The form of the log-in and sign-up pages: their fields, then what an account keeps, the page's failure sentence,
 * the submit button (busy while the request runs), and the link to the other page. `id` names the test ids
 * (`ID-error`, `ID-submit`).
 */
export function AccountForm({ id, fields, failure, busy, submitLabel, onSubmit, other }: { id: string; fields: ReactNode; failure: string | null; busy: boolean; submitLabel: string; onSubmit: () => void; other: { question: string; label: string; href: string } }) {
  const i18n = useI18n();
  return (
    <>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {fields}
        <p className="help">{i18n.t('account.keepsGames')}</p>
        <div role="alert" className="error" data-testid={`${id}-error`}>
          {failure}
        </div>
        <button type="submit" className="primary big" disabled={busy} data-testid={`${id}-submit`}>
          {busy ? i18n.t('account.working') : submitLabel}
        </button>
      </form>
      <p>
        {other.question} <a href={other.href}>{other.label}</a>
      </p>
    </>
  );
}
