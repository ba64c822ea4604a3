import { useEffect, useRef, useState } from 'react';
import { useAccount } from '../account/AccountContext.js';
import { memberSinceDate } from '../account/member-since.js';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import { readChart, readHeadToHead, readHistory, readProfile, readRecord, recordUrl, type ChartPoint, type HeadToHead, type HistoryGame, type HistorySeat, type Profile } from './api.js';
import { RatingChart } from './RatingChart.js';
import { formatName, playerHref, statName, statValue } from './words.js';
import { ChallengeForm } from '../online/challenges/ChallengeForm.js';
import type { Settings } from '../settings.js';
import { ProfileTournaments } from '../online/tournaments/ProfileTournaments.js';
import { HistoryTournament } from '../online/tournaments/HistoryTournament.js';
import type { ReviewSeat } from '../review/review-names.js';
import './players.css';

/** Games a history page shows. */
const PAGE = 20;

type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'notFound' | 'unreachable' } | { readonly status: 'ready'; readonly value: T };

/**
 * A player's page (`#/players/NAME`): ratings with a chart over time, games played, won and drawn per game with the
 * game's own statistics, "You vs NAME" for a logged-in visitor, and the recent games, each opening the replay and
 * review (`onReview`, the app's review of a record, with the entry's seats: its players by today's names) and
 * downloadable.
 */
export function PlayerPage({ name, settings, onReview }: { name: string; settings: Settings; onReview: (record: unknown, players: readonly ReviewSeat[]) => void }) {
  const i18n = useI18n();
  const account = useAccount();
  const me = account.state.status === 'ready' ? (account.state.account?.name ?? null) : null;
  const [profile, setProfile] = useState<Loaded<Profile>>({ status: 'loading' });
  const [history, setHistory] = useState<{ games: HistoryGame[]; total: number } | null>(null);
  const [chart, setChart] = useState<{ format: string; points: readonly ChartPoint[] } | null>(null);
  const [vs, setVs] = useState<{ readonly of: string; readonly value: HeadToHead } | null>(null);
  const [recordError, setRecordError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The page is mounted again for another name (its key), so it starts from nothing loaded.
    let live = true;
    void readProfile(name).then((r) => {
      if (!live) return;
      setProfile(r.ok ? { status: 'ready', value: r.value } : { status: r.reason });
      const first = r.ok ? r.value.ratings[0]?.format : undefined;
      if (first !== undefined) void readChart(name, first).then((c) => live && c.ok && setChart({ format: first, points: c.value }));
    });
    void readHistory(name, 0, PAGE).then((r) => live && r.ok && setHistory({ games: [...r.value.games], total: r.value.total }));
    return () => {
      live = false;
    };
  }, [name]);

  useEffect(() => {
    if (me === null || me === name) return;
    let live = true;
    void readHeadToHead(me, name).then((r) => live && r.ok && setVs({ of: me, value: r.value }));
    return () => {
      live = false;
    };
  }, [me, name]);

  useEffect(() => {
    if (profile.status === 'ready') heading.current?.focus();
  }, [profile.status]);

  if (profile.status === 'loading') return <main className="players-page"><p className="muted">{i18n.t('players.loading')}</p></main>;
  if (profile.status !== 'ready') {
    return (
      <main className="players-page">
        <p className="error" role="alert" data-testid="player-missing">
          {profile.status === 'notFound' ? i18n.t('players.notFound', { name }) : i18n.t('players.unreachable')}
        </p>
      </main>
    );
  }
  const p = profile.value;

  const showChart = (format: string) => void readChart(p.name, format).then((c) => c.ok && setChart({ format, points: c.value }));
  const more = () => history && void readHistory(p.name, history.games.length, PAGE).then((r) => r.ok && setHistory({ games: [...history.games, ...r.value.games], total: r.value.total }));
  const replay = async (g: HistoryGame) => {
    setRecordError(false);
    const record = await readRecord(g.table, g.game);
    if (record === null) setRecordError(true);
    else onReview(record, g.seats);
  };
  const seatName = (s: HistorySeat) => (s.level !== null ? i18n.t(`level.${s.level}` as MessageKey) : (s.name ?? '?'));

  return (
    <main className="players-page" data-testid="player-page">
      <h1 ref={heading} tabIndex={-1}>
        {p.name} {p.bot && <span className="players-bot">{i18n.t('players.bot')}</span>}
      </h1>
      <p className="muted">{i18n.t('players.memberSince', { date: memberSinceDate(i18n.lang, p.memberSince) })}</p>
      <ChallengeForm name={p.name} settings={settings} />

      {vs && vs.of === me && me !== p.name && (
        <section className="players-box" data-testid="player-vs">
          <h2>{i18n.t('players.vs', { name: p.name })}</h2>
          <p>{i18n.t('players.vsLine', { games: vs.value.games, wins: vs.value.wins, draws: vs.value.draws, losses: vs.value.losses })}</p>
        </section>
      )}

      <section className="players-box">
        <h2>{i18n.t('players.ratings')}</h2>
        {p.ratings.length === 0 ? (
          <p className="muted">{i18n.t('players.noRatings')}</p>
        ) : (
          <ul className="players-ratings" data-testid="player-ratings">
            {p.ratings.map((r) => (
              <li key={r.format}>
                <button type="button" className="players-format-button" aria-pressed={chart?.format === r.format} onClick={() => showChart(r.format)}>
                  {formatName(i18n, r.format)}
                </button>{' '}
                <strong>{i18n.t('players.rating', { rating: r.rating, deviation: r.deviation })}</strong>
                {r.provisional && <span className="players-provisional"> ({i18n.t('players.provisional')})</span>} · <span className="muted">{i18n.t('players.ratedGames', { n: r.games })}</span>
              </li>
            ))}
          </ul>
        )}
        {chart && <RatingChart points={chart.points} label={i18n.t('players.chart', { name: p.name, format: formatName(i18n, chart.format) })} />}
      </section>

      <section className="players-box">
        <h2>{i18n.t('players.games')}</h2>
        {p.games.length === 0 ? (
          <p className="muted">{i18n.t('players.noGames')}</p>
        ) : (
          <ul className="players-groups" data-testid="player-totals">
            {p.games.map((g) => (
              <li key={g.group}>
                <h3>{formatName(i18n, g.group)}</h3>
                <dl className="players-counts">
                  {(
                    [
                      ['players.played', g.games],
                      ['players.won', g.wins],
                      ['players.drawn', g.draws],
                      ['players.lost', g.losses],
                    ] as const
                  ).map(([key, n]) => (
                    <div key={key}>
                      <dt>{i18n.t(key)}</dt>
                      <dd>{n}</dd>
                    </div>
                  ))}
                </dl>
                {g.stats.map((s) => {
                  const label = statName(i18n, s.id);
                  return label === null ? null : (
                    <p key={s.id} className="players-stat">
                      {label}: <strong>{statValue(i18n, s)}</strong>
                    </p>
                  );
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <ProfileTournaments name={p.name} />

      <section className="players-box">
        <h2>{i18n.t('players.recent')}</h2>
        {recordError && (
          <p className="error" role="alert">
            {i18n.t('players.recordFailed')}
          </p>
        )}
        {history !== null && history.games.length === 0 && <p className="muted">{i18n.t('players.noGames')}</p>}
        {history !== null && history.games.length > 0 && (
          <ul className="players-history" data-testid="player-history">
            {history.games.map((g) => (
              <li key={`${g.table}/${g.game}`} className="players-game" data-testid="history-game">
                <div>
                  <span className={`players-result players-result-${g.result}`}>{i18n.t(`players.result.${g.result}`)}</span> · {formatName(i18n, g.group)} · <time dateTime={new Date(g.at).toISOString()}>{memberSinceDate(i18n.lang, g.at)}</time>
                </div>
                {g.tournament && <HistoryTournament tournament={g.tournament} />}
                <div className="players-seats">
                  {g.seats.map((s, i) => (
                    <span key={i}>
                      {i > 0 && ', '}
                      {s.account && s.name !== null ? <a href={playerHref(s.name)}>{s.name}</a> : s.level === null ? i18n.t('players.guest', { name: seatName(s) }) : seatName(s)}
                    </span>
                  ))}
                </div>
                <div className="players-actions">
                  <button type="button" onClick={() => void replay(g)} data-testid="history-replay">
                    {i18n.t('players.replay')}
                  </button>
                  <a href={recordUrl(g.table, g.game)} download={`${g.gameId}-${g.table}-${g.game}.json`} data-testid="history-download">
                    {i18n.t('players.download')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        {history !== null && history.games.length < history.total && (
          <button type="button" onClick={more}>
            {i18n.t('players.more')}
          </button>
        )}
      </section>
    </main>
  );
}
