import type { ReactNode } from 'react';
import type { SeatView } from '@escoba/engine';
import { useI18n } from '../i18n/I18n.js';
import { sideName } from '../game/names.js';
import { HandBreakdown } from './HandBreakdown.js';
import { useSeatNames } from './seat-names.js';

/**
 * The end of a hand (or of the game) over the table: the winner when the game is over, the hand's breakdown,
 * then what the screen adds (a shuffle check) and its buttons.
 */
export function HandOverPanel({ view, children, buttons }: { view: SeatView; children?: ReactNode; buttons: ReactNode }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const finishedIndex = view.results.length - 1;
  if (finishedIndex < 0) return null;
  const gameOver = view.phase === 'over';
  const sides = view.sides;
  const finalScore = [...view.scores].sort((a, b) => b - a).join('–');
  return (
    <div className="overlay">
      <section className="panel hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title" data-testid="hand-over">
        <h2 id="hand-over-title">{gameOver ? i18n.t('gameOver') : i18n.t('handOver', { n: finishedIndex + 1 })}</h2>
        {gameOver && view.winner !== null && (
          <p className="winner" data-testid="winner">
            {view.winReason === 'zeroCards' && `${i18n.t('zeroCards', { name: sideName(i18n, sides, 1 - view.winner, names) })} `}
            {view.winner === view.side ? i18n.t('youWin', { score: finalScore }) : i18n.t('winner', { name: sideName(i18n, sides, view.winner, names), score: finalScore })}
          </p>
        )}
        <HandBreakdown sheet={view} handIndex={finishedIndex} />
        {children}
        <div className="buttons">{buttons}</div>
      </section>
    </div>
  );
}
