import type { ReactNode } from 'react';
import type { SeatView } from '@escoba/engine';
import { useI18n } from '../../i18n/I18n.js';
import { HandBreakdown } from './HandBreakdown.js';
import { NAME_SLOT, Named, SideName } from '../../ui/SeatName.js';
import { HandOverDialog } from '../../ui/HandOverDialog.js';

/** "Lucía wins 22–8." / "Lucía & Carmen win 22–8." / "You win, 22–8!", and the zero-cards loss before it; online, the names link to profiles. */
function ResultSentence({ view, winner }: { view: SeatView; winner: number }) {
  const i18n = useI18n();
  const score = [...view.scores].sort((a, b) => b - a).join('–');
  const several = (side: number) => (view.sides[side]?.length ?? 0) > 1;
  const win = winner === view.side ? i18n.t('youWin', { score }) : <Named text={i18n.t(several(winner) ? 'winnerPlural' : 'winner', { name: NAME_SLOT, score })} name={<SideName sides={view.sides} side={winner} />} />;
  if (view.winReason !== 'zeroCards') return win;
  const loser = 1 - winner;
  const lost =
    loser === view.side && !several(loser) ? i18n.t('zeroCardsYou') : <Named text={i18n.t(several(loser) ? 'zeroCardsPlural' : 'zeroCards', { name: NAME_SLOT })} name={<SideName sides={view.sides} side={loser} />} />;
  return (
    <>
      {lost} {win}
    </>
  );
}

/**
 * The end of a hand (or of the game) over the table: the winner when the game is over, the hand's breakdown,
 * then what the screen adds (a shuffle check) and its buttons.
 */
export function HandOverPanel({ view, children, buttons, closable }: { view: SeatView; children?: ReactNode; buttons: ReactNode; closable?: boolean }) {
  const i18n = useI18n();
  const finishedIndex = view.results.length - 1;
  if (finishedIndex < 0) return null;
  const gameOver = view.phase === 'over';
  return (
    <HandOverDialog title={gameOver ? i18n.t('gameOver') : i18n.t('handOver', { n: finishedIndex + 1 })} closable={closable}>
        {gameOver && view.winner !== null && (
          <p className="winner" data-testid="winner">
            <ResultSentence view={view} winner={view.winner} />
          </p>
        )}
        <HandBreakdown sheet={view} handIndex={finishedIndex} />
        {children}
        <div className="buttons">{buttons}</div>
    </HandOverDialog>
  );
}
