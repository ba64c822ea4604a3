import { useI18n } from '../i18n/I18n.js';
import type { RecordEntry } from './record-file.js';

export interface RecordPickerProps {
  /** The file's name. */
  readonly file: string;
  readonly games: readonly RecordEntry[];
  readonly onPick: (record: unknown) => void;
}

/** The games of a JSON Lines file (from `escoba selfplay`): number, players and final score, each a button to review it. */
export function RecordPicker({ file, games, onPick }: RecordPickerProps) {
  const i18n = useI18n();
  return (
    <section className="record-picker" aria-labelledby="record-picker-title" data-testid="record-picker">
      <h2 id="record-picker-title">{i18n.t('record.pickTitle', { file })}</h2>
      <p className="help">{i18n.t('record.pickHelp')}</p>
      <ul>
        {games.map((g) => (
          <li key={g.line}>
            <button type="button" onClick={() => onPick(g.record)} data-testid="record-game">
              <strong>{i18n.t('record.game', { n: g.game })}</strong> · {i18n.t(g.partnerships ? 'record.partnerships' : 'record.players', { n: g.players })} ·{' '}
              {g.scores ? i18n.t('record.score', { scores: g.scores.map((s) => i18n.num(s)).join('–') }) : i18n.t('record.unreadable')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
