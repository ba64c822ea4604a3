import { useI18n } from '../i18n/I18n.js';

/** The hand's plays in words (the playback's sentences, the live region's too), folded away until opened. */
export function PlayLog({ lines }: { lines: readonly string[] }) {
  const i18n = useI18n();
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
