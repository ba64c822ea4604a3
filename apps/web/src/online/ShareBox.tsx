import { useRef, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { tableLink, watchLink } from './links.js';

/** Copies text, falling back to the selected field where the Clipboard API is missing (pages over plain http on a LAN). */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  field?.select();
  if (!document.execCommand('copy')) throw new Error('copy refused');
}

/** A link in a read-only field (selected on focus), a button that copies it, and a line that says it was copied. */
export function CopyLink({ link, label, testId, copyTestId, primary = false }: { link: string; label: string; testId: string; copyTestId: string; primary?: boolean }) {
  const i18n = useI18n();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <div className="link-line">
        <input ref={field} type="text" readOnly value={link} aria-label={label} onFocus={(e) => e.target.select()} data-testid={testId} />
        <button
          type="button"
          className={primary ? 'primary' : undefined}
          onClick={() => {
            copyText(link, field.current).then(
              () => setCopied(true),
              () => field.current?.select(),
            );
          }}
          data-testid={copyTestId}
        >
          {i18n.t('online.copyLink')}
        </button>
      </div>
      <p className="status-line" role="status">
        {copied ? i18n.t('online.copied') : ''}
      </p>
    </>
  );
}

/** The table's short code (to read aloud), its link with the invitation and a copy button, and the link to watch. */
export function ShareBox({ code, invite }: { code: string; invite: string | null }) {
  const i18n = useI18n();
  const link = tableLink(location.origin, code, invite);
  return (
    <section className="share" aria-label={i18n.t('online.share')}>
      <p>{i18n.t('online.share')}</p>
      <p className="code-line">
        {i18n.t('online.codeLabel')}{' '}
        <strong className="table-code" data-testid="table-code">
          {code}
        </strong>
      </p>
      <CopyLink link={link} label={i18n.t('online.linkLabel')} testId="share-link" copyTestId="copy-link" primary />
      <p>
        <a href={watchLink(location.origin, code)} data-testid="watch-link">
          {i18n.t('online.watchLink')}
        </a>
      </p>
    </section>
  );
}
