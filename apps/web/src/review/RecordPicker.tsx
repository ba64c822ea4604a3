import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import type { RecordEntry } from './record-file.js';
import type { RecordScore } from '../games/records.js';

export interface RecordPickerProps {
  /** The file's name. */
  readonly file: string;
  readonly games: readonly RecordEntry[];
  readonly onPick: (record: unknown) => void;
}

/** The scores of the records of other games than Escoba, by line, once their games' code is loaded (null: cannot be replayed). */
function useOtherScores(games: readonly RecordEntry[]): ReadonlyMap<number, RecordScore | null> {
  const [scores, setScores] = useState<ReadonlyMap<number, RecordScore | null>>(new Map());
  useEffect(() => {
    const others = games.filter((g) => g.scores === undefined);
    if (others.length === 0) return;
    let live = true;
    import('../games/records.js')
      .then(({ recordScore }) => {
        if (live) setScores(new Map(others.map((g) => [g.line, recordScore(g.record)])));
      })
      .catch(() => {
        if (live) setScores(new Map(others.map((g) => [g.line, null])));
      });
    return () => {
      live = false;
    };
  }, [games]);
  return scores;
}

/** The games of a JSON Lines file (from `escoba selfplay`): number, game, players and final score, each a button to review it. */
export function RecordPicker({ file, games, onPick }: RecordPickerProps) {
  const i18n = useI18n();
  const other = useOtherScores(games);
  const scoreText = (g: RecordEntry): string => {
    const numbers = (scores: readonly number[]) => scores.map((s) => i18n.num(s)).join('–');
    if (g.scores !== undefined) return g.scores ? i18n.t('record.score', { scores: numbers(g.scores) }) : i18n.t('record.unreadable');
    if (!other.has(g.line)) return '…';
    const score = other.get(g.line)!;
    if (score === null) return i18n.t('record.unreadable');
    const game = i18n.t(`briscaReview.game.${score.preset}` as MessageKey);
    return `${game} · ${i18n.t(score.kind === 'handsWon' ? 'record.handsWon' : 'record.cardPoints', { scores: numbers(score.scores) })}`;
  };
  return (
    <section className="record-picker" aria-labelledby="record-picker-title" data-testid="record-picker">
      <h2 id="record-picker-title">{i18n.t('record.pickTitle', { file })}</h2>
      <p className="help">{i18n.t('record.pickHelp')}</p>
      <ul>
        {games.map((g) => (
          <li key={g.line}>
            <button type="button" onClick={() => onPick(g.record)} data-testid="record-game">
              <strong>{i18n.t('record.game', { n: g.game })}</strong> · {i18n.t(g.partnerships ? 'record.partnerships' : 'record.players', { n: g.players })} · {scoreText(g)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
