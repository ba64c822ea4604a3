import type { SeatView } from '@escoba/engine';
import { useI18n } from '../i18n/I18n.js';
import { narrateEvent } from '../game/narrate.js';
import { useSeatNames } from './seat-names.js';

/** The hand's plays in words, folded away until opened. */
export function PlayLog({ view }: { view: SeatView }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const lines = view.events.map((e) => narrateEvent(i18n, e, view.handIndex + 1, names)).filter((line): line is string => line !== null);
  return (
    <details className="play-log" data-testid="play-log">
      <summary>{i18n.t('playLog', { n: lines.length })}</summary>
      <ol>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </details>
  );
}
