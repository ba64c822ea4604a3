import { Fragment, type ReactNode } from 'react';
import type { BriscaView } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { NAME_SLOT, Named, SeatName, SideName } from '../../ui/SeatName.js';
import { HandOverDialog } from '../../ui/HandOverDialog.js';
import { CardImage } from '../../ui/CardButton.js';
import { COUNTING_RANKS, sideCounts } from './points.js';
import type { MessageKey } from '../../i18n/strings.js';

/**
 * The end of a Brisca or Alcalde hand: who won it, each side's won cards counted card by card (ases, treses,
 * reyes, caballos, sotas), and the match so far (hands won in Brisca; in the Alcalde games who keeps or takes the
 * role, and each player's tally), then what the screen adds (an online table's end and shuffle check).
 */
export function BriscaHandOver({ view, buttons, over: gameOver, closable, children }: { view: BriscaView; buttons: ReactNode; over?: boolean; closable?: boolean; children?: ReactNode }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const result = view.handResult;
  if (!result) return null;
  const counts = sideCounts(view);
  // An online Alcalde table stops after its number of hands, which the game's own view does not know.
  const over = gameOver ?? view.phase === 'over';
  // The winner's points first, as a table says a result ("69–51"); a draw reads the same either way.
  const order = result.winner === null ? result.points.map((_, side) => side) : [result.winner, ...result.points.map((_, side) => side).filter((side) => side !== result.winner)];
  const score = order.map((side) => result.points[side]).join('–');
  const mine = (side: number) => view.seat !== null && result.sides[side]!.includes(view.seat);

  let verdict: ReactNode;
  if (result.alcaldeKeeps !== null) {
    const alcalde = result.alcalde!;
    const you = alcalde === names.me;
    const points = result.points[0]!;
    const text = result.alcaldeKeeps
      ? i18n.t(you ? 'brisca.alcaldeKeepsYou' : 'brisca.alcaldeKeeps', { name: NAME_SLOT, points })
      : i18n.t(you ? 'brisca.alcaldeLosesYou' : 'brisca.alcaldeLoses', { name: NAME_SLOT, points, keep: view.rules.keep });
    verdict = <Named text={text} name={<SeatName seat={alcalde} />} />;
  } else if (result.winner === null) verdict = i18n.t('brisca.handDrawn', { score });
  else verdict = <Named text={i18n.t('brisca.handTo', { name: NAME_SLOT, score })} name={<SideName sides={result.sides} side={result.winner} />} />;

  return (
    <HandOverDialog title={over ? i18n.t('gameOver') : i18n.t('handOver', { n: view.handIndex + 1 })} className="brisca-hand-over" closable={closable}>
        <p className="winner" data-testid="hand-verdict">
          {verdict}
        </p>
        {over && view.winner !== null && (
          <p className="winner" data-testid="winner">
            <Named text={i18n.t('brisca.matchTo', { name: NAME_SLOT })} name={<SideName sides={view.sides} side={view.winner} />} />
          </p>
        )}
        {/* Brisca's one-hand game ended level (seed 001: "draws are possible"): over, with no winner. */}
        {over && view.phase === 'over' && view.tally === null && view.winner === null && (
          <p className="winner" data-testid="winner">
            {i18n.t('brisca.matchDrawn')}
          </p>
        )}
        <div className="table-scroll breakdown brisca-breakdown" data-testid="breakdown">
          <table>
            <thead>
              <tr>
                <th scope="col">{i18n.t('brisca.cardsCol')}</th>
                {result.sides.map((_, side) => (
                  <th key={side} scope="col" className={mine(side) ? 'mine' : ''}>
                    <SideName sides={result.sides} side={side} />
                    {result.alcalde !== null && side === 0 && ` (${i18n.t('brisca.alcalde')})`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COUNTING_RANKS.map(({ key }) => (
                <tr key={key}>
                  <th scope="row">{i18n.t(`brisca.rank.${key}` as MessageKey)}</th>
                  {counts.map((c, side) => {
                    const row = c.rows.find((r) => r.key === key)!;
                    return (
                      <td key={side} data-testid={`brisca-${key}-${side}`} data-points={row.points} data-count={row.cards.length}>
                        <span className="detail mini-cards">
                          {row.cards.map((card) => (
                            <CardImage key={card} card={card} label={i18n.card(card)} className="mini" />
                          ))}
                          {row.cards.length === 0 && '—'}
                        </span>
                        <span className={`points ${row.points > 0 ? 'scored' : ''}`}>{row.points}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
              <tr>
                <th scope="row">{i18n.t('brisca.blanks')}</th>
                {counts.map((c, side) => (
                  <td key={side} data-testid={`brisca-blanks-${side}`}>
                    <span className="detail">{c.blanks}</span>
                    <span className="points">0</span>
                  </td>
                ))}
              </tr>
              <tr className="row-hand">
                <th scope="row">{i18n.t('brisca.handPoints')}</th>
                {counts.map((c, side) => (
                  <td key={side} data-testid={`brisca-points-${side}`} data-points={c.points} data-cards={c.cards}>
                    <span className="detail">{i18n.t('brisca.cardsN', { n: c.cards })}</span>
                    <span className="points scored">{c.points}</span>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        {view.tally ? <AlcaldeTally view={view} over={over} /> : <MatchScore view={view} />}
        {children}
        <div className="buttons">{buttons}</div>
    </HandOverDialog>
  );
}

/** Brisca: hands won per side, to the match's target. */
function MatchScore({ view }: { view: BriscaView }) {
  const i18n = useI18n();
  const scores = view.sides.map((_, side) => (
    <Fragment key={side}>
      {side > 0 && ' – '}
      <SideName sides={view.sides} side={side} /> {view.wins[side]}
    </Fragment>
  ));
  return (
    <p className="match-score" data-testid="match-score">
      <Named text={i18n.t('brisca.matchScore', { scores: NAME_SLOT })} name={scores} /> · {i18n.t(view.rules.wins === 1 ? 'brisca.toOneHand' : 'brisca.toHands', { n: view.rules.wins })}
    </p>
  );
}

/** The Alcalde games: who is the Alcalde next, and each player's running tally. */
function AlcaldeTally({ view, over }: { view: BriscaView; over: boolean }) {
  const i18n = useI18n();
  const t = view.tally!;
  // One row per count, one column per player (three names fit a phone; five counts would not).
  const rows: readonly [string, (seat: number) => number, string][] = [
    [i18n.t('brisca.asAlcalde'), (seat) => t.alcaldeHands[seat]!, 'tally-alcalde'],
    [i18n.t('brisca.keptRole'), (seat) => t.alcaldeWins[seat]!, 'tally-kept'],
    [i18n.t('brisca.wonAsPartner'), (seat) => t.partnerWins[seat]!, 'tally-partner'],
    [i18n.t('brisca.handsWonCol'), (seat) => t.alcaldeWins[seat]! + t.partnerWins[seat]!, 'tally-won'],
  ];
  return (
    <>
      {view.nextDealer !== null && !over && (
        <p className="next-alcalde" data-testid="next-alcalde">
          <Named text={i18n.t('brisca.nextAlcalde', { name: NAME_SLOT })} name={<SeatName seat={view.nextDealer} />} />
        </p>
      )}
      <div className="table-scroll breakdown tally" data-testid="tally">
        <table>
          <thead>
            <tr>
              <th scope="col">{i18n.t('brisca.player')}</th>
              {t.alcaldeHands.map((_, seat) => (
                <th key={seat} scope="col" className={seat === view.seat ? 'mine' : ''}>
                  <SeatName seat={seat} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, of, testId]) => (
              <tr key={testId} className={testId === 'tally-won' ? 'row-total' : ''}>
                <th scope="row">{label}</th>
                {t.alcaldeHands.map((_, seat) => (
                  <td key={seat} data-testid={`${testId}-${seat}`}>
                    {testId === 'tally-won' ? <strong>{of(seat)}</strong> : of(seat)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
