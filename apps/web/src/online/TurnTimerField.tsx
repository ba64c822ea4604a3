import { useState } from 'react';
import { LIMITS } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';

/**
 * The turn timer of a table's form (create a table, challenge): off, or the seconds a turn may take, within the
 * server's limits (`LIMITS.minTurnSeconds`…`maxTurnSeconds`; a number outside them is not taken). `value` is the
 * table config's `turnSeconds`; the seconds last chosen come back when the timer is turned on again.
 */
export function TurnTimerField({ value, onChange, testIdPrefix }: { readonly value: number | null; readonly onChange: (turnSeconds: number | null) => void; readonly testIdPrefix: string }) {
  const i18n = useI18n();
  const [seconds, setSeconds] = useState(value ?? 30);
  return (
    <fieldset>
      <legend>{i18n.t('online.timer')}</legend>
      <label className="choice">
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? seconds : null)} data-testid={`${testIdPrefix}-timer`} />
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
            data-testid={`${testIdPrefix}-seconds`}
          />
        </label>
      )}
    </fieldset>
  );
}
