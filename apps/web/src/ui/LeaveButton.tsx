import { useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import './shell.css';

export interface LeaveButtonProps {
  readonly onLeave: () => void;
  /** The question to ask first, while a game is in progress (what leaving does to it); null: leave at once. */
  readonly ask: string | null;
  readonly testId?: string;
}

/** "Leave the table", which asks before leaving a game in progress: the question, then Leave or Stay. */
export function LeaveButton({ onLeave, ask, testId }: LeaveButtonProps) {
  const i18n = useI18n();
  const [asking, setAsking] = useState(false);
  if (asking && ask !== null) {
    return (
      <span className="leave-ask" role="group" aria-label={i18n.t('leave')} data-testid="leave-ask">
        <span className="leave-question">{ask}</span>
        <button type="button" onClick={onLeave} data-testid="leave-confirm">
          {i18n.t('leave.confirm')}
        </button>
        <button type="button" className="primary" autoFocus onClick={() => setAsking(false)} data-testid="leave-stay">
          {i18n.t('leave.stay')}
        </button>
      </span>
    );
  }
  return (
    <button type="button" onClick={() => (ask === null ? onLeave() : setAsking(true))} data-testid={testId}>
      {i18n.t('leave')}
    </button>
  );
}
