import type { RatingMessage, TableInfo } from '@escoba/protocol';
import { sidesOf } from '@escoba/cards';
import { useI18n } from '../../i18n/I18n.js';
import { changeText, percent, rangeText, ratingText } from './rating-words.js';
import './rated.css';

export interface RatingPanelProps {
  readonly table: TableInfo;
  /** The session's last rating message (null: none yet, or a casual table). */
  readonly rating: RatingMessage | null;
  /** This connection's seat (null: watching). */
  readonly seat: number | null;
}

/**
 * A rated table's ratings (rated22), as the server sends them: before and during a game each side's players with
 * their ratings (a "?" while provisional, "fixed" for the computer) and the side's chance to win; after a game each
 * player's change, "1500 → 1530 (+30)", the person's own first, and who left and lost. Nothing at casual tables.
 */
export function RatingPanel({ table, rating, seat }: RatingPanelProps) {
  const i18n = useI18n();
  if (!table.settings.rated) return null;
  const current = rating !== null && rating.code === table.code ? rating : null;
  const name = (s: number) => table.seats[s]?.name ?? i18n.t('seatN', { n: s + 1 });
  const range = rangeText(table.settings.ratingRange);
  const sides = sidesOf(table.settings.players, table.settings.partnerships).sides;
  const result = current?.result ?? null;
  const mine = result !== null && seat !== null ? (result.changes[seat] ?? null) : null;
  return (
    <section className="rating-panel" aria-label={i18n.t('rated.panel')} data-testid="rating-panel">
      <p className="rating-title">
        <strong>{i18n.t('rated.badge')}</strong>
        {current && <span> · {current.formatName}</span>}
        {range && <span> · {i18n.t('rated.range', { range })}</span>}
      </p>
      {mine && (
        <p className="rating-mine" role="status" data-testid="rating-change">
          {i18n.t('rated.yourChange', { change: changeText(mine) })}
        </p>
      )}
      {current === null ? (
        <p className="muted">{i18n.t('loading')}</p>
      ) : (
        <ul className="rating-sides">
          {sides.map((side, s) => (
            <li key={s} data-testid={`rating-side-${s}`}>
              {side.map((seatOf, i) => {
                const r = current.seats[seatOf] ?? null;
                const change = result?.changes[seatOf] ?? null;
                return (
                  <span key={seatOf} className="rating-seat">
                    {i > 0 && ' · '}
                    {name(seatOf)} {r === null ? '—' : r.fixed ? i18n.t('rated.fixed', { rating: r.rating }) : ratingText(r)}
                    {change && seatOf !== seat && <span className="rating-delta"> ({changeText(change)})</span>}
                    {result?.forfeits.includes(seatOf) && <span className="rating-forfeit"> {i18n.t('rated.forfeit')}</span>}
                  </span>
                );
              })}
              {current.expected && result === null && <span className="rating-chance" data-testid={`rating-chance-${s}`}> — {i18n.t('rated.chance', { percent: percent(current.expected.win[s] ?? 0) })}</span>}
            </li>
          ))}
        </ul>
      )}
      {current?.expected && result === null && current.expected.draw >= 0.005 && <p className="help">{i18n.t('rated.draw', { percent: percent(current.expected.draw) })}</p>}
      {result === null && table.status === 'playing' && seat !== null && <p className="help">{i18n.t('rated.leaveWarning')}</p>}
    </section>
  );
}

/** The person's rating change in the end-of-game dialog ("Your rating: 1500 → 1530 (+30)"), once the server applied it; nothing at casual tables. */
export function RatingResult({ table, rating, seat }: RatingPanelProps) {
  const i18n = useI18n();
  const result = table.settings.rated && rating !== null && rating.code === table.code ? rating.result : null;
  if (result === null) return null;
  const mine = seat !== null ? (result.changes[seat] ?? null) : null;
  return (
    <p className="rating-result" role="status" data-testid="rating-result">
      <strong>{mine ? i18n.t('rated.yourChange', { change: changeText(mine) }) : i18n.t('rated.badge')}</strong>
      {result.forfeits.length > 0 && <span> · {result.forfeits.map((s) => `${table.seats[s]?.name ?? i18n.t('seatN', { n: s + 1 })} ${i18n.t('rated.forfeit')}`).join(' · ')}</span>}
    </p>
  );
}
