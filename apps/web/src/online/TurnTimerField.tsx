import { useState } from 'react';
import { LIMITS } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';

export interface TurnTimerFieldProps {
  /** Seconds a turn lasts, or null: no timer. */
  readonly value: number | null;
  readonly onChange: (turnSeconds: number | null) => void;
  /** The checkbox's test id (the seconds' is the same with `-seconds`). */
  readonly testId?: string;
  /** A refusal about the timer, said under it. */
  readonly problem?: string | null;
}

/**
 * The turn timer of a table's create form ("Create a table" and "Create a tournament"): off, or a number of seconds
 * a turn lasts within the server's limits (`LIMITS`); the seconds are kept while the timer is switched off and on.
 */
export function TurnTimerField({ value, onChange, testId = 'online-timer', problem = null }: TurnTimerFieldProps) {
  const i18n = useI18n();
  const [seconds, setSeconds] = useState(value ?? 30);
  const errorId = `${testId}-error`;
  return (
    <fieldset>
      <legend>{i18n.t('online.timer')}</legend>
      <label className="choice">
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? seconds : null)} aria-describedby={problem !== null ? errorId : undefined} data-field="timer" data-testid={testId} />
        <span>
          {i18n.t('online.timerOn')} <span className="help">{i18n.t('online.timerHelp')}</span>
        </span>
      </label>
      {value !== null && (
        <label className="inline">
          {i18n.t('online.seconds')}{' '}
          <input
            type="number"
            min={LIMITS.minTurnSeconds}
            max={LIMITS.maxTurnSeconds}
            value={seconds}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= LIMITS.minTurnSeconds && n <= LIMITS.maxTurnSeconds) {
                setSeconds(n);
                onChange(n);
              }
            }}
            data-testid={`${testId}-seconds`}
          />
        </label>
      )}
      {problem !== null && (
        <p id={errorId} className="error" data-testid={errorId}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
