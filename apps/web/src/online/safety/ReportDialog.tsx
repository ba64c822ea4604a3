import { useEffect, useRef, useState } from 'react';
import { MAX_REPORT_TEXT, REPORT_REASONS, type ReportReason } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { safetyFailureKey } from './failure.js';
import type { SafetyClient } from './safety-client.js';
import './safety.css';

const REASON_WORDS: Record<ReportReason, MessageKey> = {
  cheating: 'safety.reasonCheating',
  'offensive-name': 'safety.reasonOffensiveName',
  'chat-abuse': 'safety.reasonChatAbuse',
  'leaving-games': 'safety.reasonLeavingGames',
  other: 'safety.reasonOther',
};

/** The report of one player: a reason from the server's list and a few words, sent with the table's code. */
export function ReportDialog({ name, code, client, onClose }: { name: string; code: string; client: SafetyClient; onClose: (sent: boolean) => void }) {
  const i18n = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
  }, []);

  const ready = reason !== null && (reason !== 'other' || text.trim() !== '') && !busy;
  const send = async () => {
    if (reason === null || !ready) return;
    setBusy(true);
    setError(null);
    const outcome = await client.report(name, reason, text.trim(), code);
    setBusy(false);
    if (outcome.ok) onClose(true);
    else setError(i18n.t(safetyFailureKey(outcome.failure)));
  };

  return (
    <dialog
      ref={dialog}
      className="report-dialog"
      aria-labelledby="report-title"
      data-testid="report-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <h2 id="report-title">{i18n.t('safety.reportTitle', { name })}</h2>
        <p className="muted">{i18n.t('safety.reportIntro')}</p>
        <fieldset>
          <legend>{i18n.t('safety.reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} data-testid={`report-reason-${r}`} />
              {i18n.t(REASON_WORDS[r])}
            </label>
          ))}
        </fieldset>
        <label htmlFor="report-text">{i18n.t(reason === 'other' ? 'safety.detailsNeeded' : 'safety.details')}</label>
        <textarea id="report-text" value={text} maxLength={MAX_REPORT_TEXT} onChange={(e) => setText(e.target.value.replace(/[\r\n]+/g, ' '))} data-testid="report-text" />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="buttons">
          <button type="button" onClick={() => onClose(false)} data-testid="report-cancel">
            {i18n.t('safety.cancel')}
          </button>
          <button type="submit" className="primary" disabled={!ready} data-testid="report-send">
            {i18n.t('safety.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
