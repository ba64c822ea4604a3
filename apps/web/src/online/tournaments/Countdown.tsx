import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/I18n.js';
import { countdownText, msUntil } from './countdown.js';

/** The page's clock, read again every second while shown. */
function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Starts in 4:59" / "Time left 12:03": the time until the server's moment `at`, counted on the page's clock
 * corrected by `offset` (`clockOffset` of the state's `serverNow`), shown live.
 */
export function Countdown({ at, offset, label }: { readonly at: number; readonly offset: number; readonly label: 'startsIn' | 'timeLeft' }) {
  const i18n = useI18n();
  const now = useSecondTick();
  const text = countdownText(msUntil(at, now, offset));
  return (
    <p className="tournament-countdown" data-testid="countdown">
      {i18n.t(`tournament.${label}`)} <strong className="num" data-testid="countdown-time">{text}</strong>
    </p>
  );
}
