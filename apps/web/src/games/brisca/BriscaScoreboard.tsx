import type { BriscaView } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { SeatName, SideName } from '../../ui/SeatName.js';
import { sideCounts } from './points.js';

/**
 * The match so far, above the table: in Brisca the hands each side has won (and the hands to win); in the
 * Alcalde games, where nobody wins the match, each player's running tally of hands won. With "show running
 * points", each side's card points of the hand being played.
 */
export function BriscaScoreboard({ view, showPoints }: { view: BriscaView; showPoints: boolean }) {
  const i18n = useI18n();
  const counts = showPoints && view.handResult === null ? sideCounts(view) : null;
  if (view.tally) {
    const t = view.tally;
    return (
      <section className="scoreboard" aria-label={i18n.t('score')}>
        {t.alcaldeHands.map((_, seat) => (
          <span key={seat} className={`side-score ${seat === view.seat ? 'mine' : ''}`} data-testid={`tally-${seat}`} title={i18n.t('brisca.tallyDetail', { alcalde: t.alcaldeHands[seat]!, kept: t.alcaldeWins[seat]!, partner: t.partnerWins[seat]! })}>
            <SeatName seat={seat} /> <strong>{t.alcaldeWins[seat]! + t.partnerWins[seat]!}</strong>
          </span>
        ))}
        <span className="target">{i18n.t('brisca.handsWon')}</span>
        {counts && view.sides.map((_, side) => (
          <span key={`p${side}`} className="running-points" data-testid={`running-${side}`}>
            <SideName sides={view.sides} side={side} />: {i18n.t('brisca.pointsN', { n: counts[side]!.points })}
          </span>
        ))}
      </section>
    );
  }
  return (
    <section className="scoreboard" aria-label={i18n.t('score')}>
      {view.sides.map((_, side) => (
        <span key={side} className={`side-score ${side === view.side ? 'mine' : ''}`} data-testid={`score-${side}`}>
          <SideName sides={view.sides} side={side} /> <strong>{view.wins[side]}</strong>
          {counts && (
            <span className="running-points" data-testid={`running-${side}`}>
              {' '}
              · {i18n.t('brisca.pointsN', { n: counts[side]!.points })}
            </span>
          )}
        </span>
      ))}
      <span className="target">{i18n.t(view.rules.wins === 1 ? 'brisca.toOneHand' : 'brisca.toHands', { n: view.rules.wins })}</span>
    </section>
  );
}
