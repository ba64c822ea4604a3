import type { ReactNode } from 'react';
import { sumValues, SEVEN_OF_COINS, type GameState, type HandResult, type Rules, type ScoreKey, type Seat } from '@escoba/engine';
import { useI18n, type I18n } from '../../i18n/I18n.js';
import { sideName } from '../../table/names.js';
import { leftoverSentence } from './leftover.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { SideName } from '../../ui/SeatName.js';
import { CardImage } from '../../ui/CardButton.js';
import { LineChart } from '../../ui/LineChart.js';

interface Row {
  readonly key: ScoreKey | 'hand' | 'total';
  readonly label: string;
  /** What the side took for this category (a count, cards), or null for nothing to show. */
  readonly detail: (side: number) => ReactNode;
  readonly points: (side: number) => number;
  readonly bonus?: (side: number) => boolean;
}

function rows(i18n: I18n, rules: Rules, result: HandResult, totals: readonly number[]): Row[] {
  const b = (side: number, key: ScoreKey) => result.breakdown[side]?.[key] ?? 0;
  const out: Row[] = [
    { key: 'cards', label: i18n.t('cat.cards'), detail: (s) => result.captured[s], points: (s) => b(s, 'cards'), bonus: (s) => b(s, 'cards') > 1 },
    { key: 'coins', label: i18n.t('cat.coins'), detail: (s) => result.coins[s], points: (s) => b(s, 'coins'), bonus: (s) => b(s, 'coins') > 1 },
    {
      key: 'sevenOfCoins',
      label: i18n.t('cat.sevenOfCoins'),
      detail: (s) => (b(s, 'sevenOfCoins') ? <CardImage card={SEVEN_OF_COINS} label={i18n.card(SEVEN_OF_COINS)} className="mini" /> : '—'),
      points: (s) => b(s, 'sevenOfCoins'),
    },
  ];
  if (rules.sevens === 'prime' || rules.sevens === 'primiera') {
    out.push({
      key: 'prime',
      label: i18n.t(rules.sevens === 'prime' ? 'cat.prime' : 'cat.primiera'),
      detail: (s) => {
        const prime = result.prime[s];
        if (!prime) return <span className="muted">{i18n.t('noPrime')}</span>;
        return (
          <span className="prime">
            {prime.map((c) => (
              <CardImage key={c} card={c} label={i18n.card(c)} className="mini" />
            ))}
            {rules.sevens === 'primiera' && <span> = {result.primiera[s]}</span>}
          </span>
        );
      },
      points: (s) => b(s, 'prime'),
    });
  } else if (rules.sevens === 'mostSevens') {
    out.push({ key: 'sevens', label: i18n.t('cat.sevens'), detail: (s) => result.sevens[s], points: (s) => b(s, 'sevens') });
  }
  out.push({ key: 'escobas', label: i18n.t('cat.escobas'), detail: (s) => result.escobas[s], points: (s) => b(s, 'escobas') });
  if (rules.bonusAllSevens) out.push({ key: 'allSevens', label: i18n.t('cat.allSevens'), detail: (s) => `${result.sevens[s]}/4`, points: (s) => b(s, 'allSevens') });
  out.push({ key: 'hand', label: i18n.t('cat.hand'), detail: () => null, points: (s) => result.points[s]! });
  out.push({ key: 'total', label: i18n.t('cat.total'), detail: () => null, points: (s) => totals[s]! });
  return out;
}

/** What the breakdown needs: the rules, the sides and the finished hands' results (a `SeatView` has them). */
export interface ScoreSheet {
  readonly rules: Rules;
  readonly sides: readonly (readonly Seat[])[];
  readonly results: readonly HandResult[];
}

export const scoreSheetOf = (state: GameState): ScoreSheet => ({ rules: state.rules, sides: state.setup.sides, results: state.results });

/** Running totals per side after each finished hand, from 0. */
export function scoreSeries(sheet: ScoreSheet): number[][] {
  const series = sheet.sides.map(() => [0]);
  sheet.results.forEach((r) => series.forEach((line, side) => line.push(line.at(-1)! + r.points[side]!)));
  return series;
}

/** The end-of-hand breakdown: every category per side, what was left on the table, and from the second hand on the scores chart. */
export function HandBreakdown({ sheet, handIndex }: { sheet: ScoreSheet; handIndex: number }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const result = sheet.results[handIndex]!;
  const sides = sheet.sides;
  const series = scoreSeries(sheet);
  const totals = series.map((s) => s[handIndex + 1]!);
  const leftoverSum = sumValues(result.leftover);
  return (
    <div className="breakdown">
      <div className="table-scroll">
        <table data-testid="breakdown">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{i18n.t('score')}</span>
              </th>
              {sides.map((_, side) => (
                <th scope="col" key={side}>
                  <SideName sides={sides} side={side} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows(i18n, sheet.rules, result, totals).map((row) => (
              <tr key={row.key} className={`row-${row.key}`}>
                <th scope="row">{row.label}</th>
                {sides.map((_, side) => {
                  const points = row.points(side);
                  return (
                    <td key={side}>
                      {row.detail(side) !== null && <span className="detail">{row.detail(side)}</span>}
                      <span className={`points ${points > 0 ? 'scored' : ''}`} data-testid={`cat-${row.key}-${side}`} data-points={points}>
                        {row.key === 'hand' || row.key === 'total' ? points : points > 0 ? `+${points}` : ''}
                      </span>
                      {row.bonus?.(side) && <span className="bonus"> ({i18n.t('cat.bonus')})</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="leftover" data-testid="leftover" data-sum={leftoverSum}>
        {leftoverSentence(i18n, result, names)}
        {sheet.rules.capture !== 'optional' && result.leftover.length > 0 && (
          <>
            {' '}
            <span className="leftover-note" title={i18n.t('leftoverNote')} data-testid="leftover-note">
              <span aria-hidden="true">i</span>
              <span className="sr-only">{i18n.t('leftoverNote')}</span>
            </span>
          </>
        )}
      </p>
      {handIndex > 0 && (
        <LineChart
          title={i18n.t('scoreChart')}
          series={series.map((values, side) => ({ name: sideName(i18n, sides, side, names), values: values.slice(0, handIndex + 2) }))}
          xLabel={(x) => String(x)}
        />
      )}
    </div>
  );
}
