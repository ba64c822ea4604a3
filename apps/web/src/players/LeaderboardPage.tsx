import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { readLeaderboard, type LeaderboardPage as Page } from './api.js';
import { formatName, playerHref, RATING_FORMATS } from './words.js';
import './players.css';

/**
 * The leaderboards (`#/leaderboard`): a tab per rating format (the games' names for them), all time or this month,
 * established ratings only (the server leaves provisional ones out), 50 a page; each name opens its profile.
 */
export function LeaderboardPage() {
  const i18n = useI18n();
  const [format, setFormat] = useState(RATING_FORMATS[0] ?? '');
  const [period, setPeriod] = useState<'all' | 'month'>('all');
  const [page, setPage] = useState(1);
  const asked = `${format}/${period}/${page}`;
  const [answer, setAnswer] = useState<{ readonly asked: string; readonly read: { status: 'unreachable' } | { status: 'ready'; page: Page } } | null>(null);
  // Until the answer to what is asked now comes, the page is loading.
  const shown = answer !== null && answer.asked === asked ? answer.read : ({ status: 'loading' } as const);

  useEffect(() => {
    let live = true;
    void readLeaderboard(format, period, page).then((r) => live && setAnswer({ asked: `${format}/${period}/${page}`, read: r.ok ? { status: 'ready', page: r.value } : { status: 'unreachable' } }));
    return () => {
      live = false;
    };
  }, [format, period, page]);

  const pick = (next: string) => {
    setFormat(next);
    setPage(1);
  };

  return (
    <main className="players-page" data-testid="leaderboard-page">
      <h1>{i18n.t('leaderboard.title')}</h1>
      <div className="leaderboard-tabs" role="tablist">
        {RATING_FORMATS.map((f) => (
          <button key={f} type="button" role="tab" aria-selected={f === format} className={f === format ? 'selected' : ''} onClick={() => pick(f)} data-testid={`leaderboard-tab-${f}`}>
            {formatName(i18n, f)}
          </button>
        ))}
      </div>
      <div className="leaderboard-period" role="group">
        {(['all', 'month'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="leaderboard-period" checked={period === p} onChange={() => (setPeriod(p), setPage(1))} /> {i18n.t(p === 'all' ? 'leaderboard.allTime' : 'leaderboard.month')}
          </label>
        ))}
      </div>
      {shown.status === 'loading' && <p className="muted">{i18n.t('loading')}</p>}
      {shown.status === 'unreachable' && (
        <p className="error" role="alert">
          {i18n.t('players.unreachable')}
        </p>
      )}
      {shown.status === 'ready' && shown.page.entries.length === 0 && <p className="muted">{i18n.t('leaderboard.empty')}</p>}
      {shown.status === 'ready' && shown.page.entries.length > 0 && (
        <table className="players-table leaderboard-table" data-testid="leaderboard-table">
          <thead>
            <tr>
              <th scope="col">{i18n.t('leaderboard.position')}</th>
              <th scope="col">{i18n.t('leaderboard.player')}</th>
              <th scope="col">{i18n.t('leaderboard.rating')}</th>
              <th scope="col">{i18n.t('leaderboard.games')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.page.entries.map((e) => (
              <tr key={e.position}>
                <td>{e.position}</td>
                <td>
                  <a href={playerHref(e.name)}>{e.name}</a>
                </td>
                <td>
                  {e.rating} <span className="muted">± {e.deviation}</span>
                </td>
                <td>{e.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown.status === 'ready' && (page > 1 || shown.page.more) && (
        <nav className="leaderboard-pages" aria-label={i18n.t('leaderboard.page', { n: page })}>
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {i18n.t('leaderboard.previous')}
          </button>
          <span>{i18n.t('leaderboard.page', { n: page })}</span>
          <button type="button" disabled={!shown.page.more} onClick={() => setPage(page + 1)}>
            {i18n.t('leaderboard.next')}
          </button>
        </nav>
      )}
    </main>
  );
}
