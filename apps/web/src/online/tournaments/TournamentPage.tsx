import { useEffect, useState } from 'react';
import { BOT_LEVELS, type Seating, type TournamentSeat } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { playerHref } from '../../players/words.js';
import { readRecord } from '../../players/api.js';
import { useNavigatorOnline } from '../hooks.js';
import { RatedMark } from '../rated/RatedMark.js';
import { useTableGame } from '../useTableGame.js';
import { TournamentClient } from './api.js';
import { Countdown } from './Countdown.js';
import { failureWords } from './failure-words.js';
import type { TournamentGameInfo, TournamentState } from './model.js';
import { Standings } from './Standings.js';
import { SeatsBanner } from './TournamentSeats.js';
import { TournamentShare } from './TournamentShare.js';
import { rememberTournamentTable } from './tournament-tables.js';
import { useTournament } from './useWatch.js';
import { formatWords, momentWords, tableLine } from './words.js';
import './tournaments.css';

/** The first (and only) game a tournament's table plays: its number at the table, for its record. */
const TOURNAMENT_GAME = 0;

export interface TournamentPageProps {
  readonly id: string;
  /** The server paired the page's player: remember the seat and open the table. */
  readonly onPaired: (seating: Seating) => void;
  /** Opens a finished game's record in the review. */
  readonly onReview: (record: unknown) => void;
}

/**
 * A tournament's page (`#/tournaments/ID`), live: what it plays, the countdown to its start (then the time left of an
 * arena, or the round), join and withdraw, the standings, the games in play to watch and the finished ones to
 * replay; when the server pairs the page's player, `onPaired` takes them to their table.
 */
export function TournamentPage({ id, onPaired, onReview }: TournamentPageProps) {
  const i18n = useI18n();
  const online = useNavigatorOnline();
  const { state: account } = useAccount();
  const reachable = online && account.status === 'ready';
  const me = account.status === 'ready' ? (account.account?.name ?? null) : null;
  const [client] = useState(() => new TournamentClient());
  const [first, setFirst] = useState<{ tournament: TournamentState; offset: number } | 'notFound' | 'unreachable' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recordError, setRecordError] = useState(false);
  // loose23: the account's own seat at the game in play, which the server sends after the watch's first state.
  const [mySeats, setMySeats] = useState<readonly TournamentSeat[]>([]);
  const seated = (seating: Seating) => {
    if (typeof localStorage !== 'undefined') rememberTournamentTable(localStorage, seating.code, id);
    onPaired(seating);
  };
  const live = useTournament(id, reachable, seated, setMySeats);

  useEffect(() => {
    let current = true;
    void client.read(id).then((answer) => {
      if (!current) return;
      if (answer.ok) setFirst({ tournament: answer.value, offset: 0 });
      else setFirst(answer.failure.kind === 'refused' && answer.failure.status === 404 ? 'notFound' : 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [client, id]);

  const tournament = live.value ?? (typeof first === 'object' && first !== null ? first.tournament : null);
  if (tournament === null) {
    return (
      <main className="tournament-page">
        {first === 'notFound' || first === 'unreachable' ? (
          <p className="error" role="alert" data-testid="tournament-missing">
            {first === 'notFound' ? i18n.t('tournament.notFound') : i18n.t('tournament.unreachable')}
          </p>
        ) : (
          <p className="muted">{i18n.t('loading')}</p>
        )}
      </main>
    );
  }
  const t = tournament;
  const offset = live.value !== null ? live.offset : 0;
  const entrant = me === null ? undefined : t.entrants.find((e) => e.name === me);
  const entered = entrant !== undefined && !entrant.withdrawn;
  const canJoin = me !== null && !entered && (t.status === 'upcoming' || (t.status === 'running' && t.format === 'arena'));
  const entrantNames = new Set(t.entrants.map((e) => e.name));
  const running = t.games.filter((g) => g.status === 'playing');
  const finished = t.games.filter((g) => g.status === 'finished');

  const act = (action: 'join' | 'withdraw') => {
    setBusy(true);
    setError(null);
    void client[action](t.id).then((answer) => {
      setBusy(false);
      if (!answer.ok) setError(failureWords(i18n, answer.failure));
    });
  };
  const replay = async (game: TournamentGameInfo) => {
    setRecordError(false);
    const record = await readRecord(game.code, TOURNAMENT_GAME);
    if (record === null) setRecordError(true);
    else onReview(record);
  };

  return (
    <main className="tournament-page" data-testid="tournament-page" data-status={t.status}>
      <h1>{t.name}</h1>
      <TournamentWhat tournament={t} />
      {live.status === 'closed' && reachable && (
        <p className="notice" role="status">
          {i18n.t('lobby.offline')}
        </p>
      )}

      <section className="tournament-box tournament-status" aria-live="polite">
        {t.status === 'upcoming' && (
          <>
            <Countdown at={t.startsAt} offset={offset} label="startsIn" />
            <p className="muted">{i18n.t('tournament.startsAt', { at: momentWords(i18n, t.startsAt) })}</p>
          </>
        )}
        {t.status === 'running' && (t.endsAt !== null ? <Countdown at={t.endsAt} offset={offset} label="timeLeft" /> : <p data-testid="tournament-round">{t.round !== null && t.rounds !== null ? i18n.t('tournament.roundOf', { round: t.round, rounds: t.rounds }) : i18n.t('tournament.running')}</p>)}
        {t.status === 'finished' && (
          <p data-testid="tournament-finished">
            <strong>{i18n.t('tournament.finished')}</strong>
            {t.finishedAt !== null && ` · ${momentWords(i18n, t.finishedAt)}`}
          </p>
        )}
        {entrant?.playing && mySeats.some((seat) => seat.code === entrant.playing) && <SeatsBanner seats={mySeats.filter((seat) => seat.code === entrant.playing)} current={null} onPlay={(seat) => seated({ code: seat.code, seat: seat.seat, token: seat.token })} />}
        {entrant?.playing && !mySeats.some((seat) => seat.code === entrant.playing) && (
          <p className="tournament-your-game">
            <a className="tournament-button primary" href={`#/t/${entrant.playing}`} data-testid="tournament-your-table">
              {i18n.t('tournament.yourTable')}
            </a>
          </p>
        )}
        <div className="tournament-actions">
          {canJoin && (
            <button type="button" className="primary" disabled={busy} onClick={() => act('join')} data-testid="tournament-join">
              {i18n.t('tournament.join')}
            </button>
          )}
          {entered && t.status !== 'finished' && (
            <>
              <span data-testid="tournament-joined">{i18n.t(t.status === 'upcoming' ? 'tournament.joinedWaiting' : 'tournament.joinedPlaying')}</span>
              <button type="button" disabled={busy} onClick={() => act('withdraw')} data-testid="tournament-withdraw">
                {i18n.t('tournament.withdraw')}
              </button>
            </>
          )}
          {me === null && account.status === 'ready' && t.status !== 'finished' && (
            <p>
              {i18n.t('tournament.signInToJoin')} <a href="#/login">{i18n.t('tournament.signIn')}</a>
            </p>
          )}
        </div>
        {error && (
          <p className="error" role="alert" data-testid="tournament-error">
            {error}
          </p>
        )}
      </section>

      <TournamentShare id={t.id} origin={location.origin} />

      {t.status === 'upcoming' ? (
        <section className="tournament-box">
          <h2>{i18n.t('tournament.entrants', { n: t.entrants.filter((e) => !e.withdrawn).length })}</h2>
          <p className="tournament-entrants" data-testid="tournament-entrants">
            {t.entrants.filter((e) => !e.withdrawn).length === 0
              ? i18n.t('tournament.noEntrants')
              : t.entrants
                  .filter((e) => !e.withdrawn)
                  .map((e, i) => (
                    <span key={e.name}>
                      {i > 0 && ', '}
                      <a href={playerHref(e.name)}>{e.name}</a>
                    </span>
                  ))}
          </p>
        </section>
      ) : (
        <section className="tournament-box">
          <h2>{i18n.t(t.status === 'finished' ? 'tournament.finalStandings' : 'tournament.standings')}</h2>
          <Standings format={t.format} rows={t.standings} me={me} />
          {t.byes.length > 0 && t.status === 'running' && <p className="muted">{i18n.t('tournament.byes', { names: t.byes.join(', ') })}</p>}
        </section>
      )}

      {t.status !== 'upcoming' && (
        <section className="tournament-box">
          <h2>{i18n.t('tournament.inPlay')}</h2>
          {running.length === 0 ? (
            <p className="muted">{i18n.t('tournament.noneInPlay')}</p>
          ) : (
            <ul className="tournament-games" data-testid="tournament-running">
              {running.map((g) => (
                <li key={g.code} className="tournament-game" data-testid={`tournament-game-${g.code}`}>
                  <GameSeats game={g} entrants={entrantNames} />
                  <a href={`#/t/${g.code}/watch`} onClick={() => rememberTournamentTable(localStorage, g.code, t.id)} aria-label={i18n.t('lobby.watchGame', { names: g.seats.join(', ') })} data-testid="tournament-watch">
                    {i18n.t('lobby.watch')}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h2>{i18n.t('tournament.finishedGames', { n: t.gamesTotal - running.length })}</h2>
          {recordError && (
            <p className="error" role="alert">
              {i18n.t('players.recordFailed')}
            </p>
          )}
          {finished.length === 0 ? (
            <p className="muted">{i18n.t('tournament.noneFinished')}</p>
          ) : (
            <ul className="tournament-games" data-testid="tournament-finished-games">
              {finished.map((g) => (
                <li key={g.code} className="tournament-game" data-testid="tournament-finished-game">
                  <GameSeats game={g} entrants={entrantNames} />
                  <button type="button" onClick={() => void replay(g)} data-testid="tournament-replay">
                    {i18n.t('players.replay')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

/** What a tournament plays, in lines: the format and its length, the tables and rules, the host, rated or casual, computer players. */
export function TournamentWhat({ tournament: t }: { readonly tournament: TournamentState }) {
  const i18n = useI18n();
  const { online } = useTableGame(t.table.gameId);
  return (
    <div className="tournament-what" data-testid="tournament-what">
      <p>
        <strong>{formatWords(i18n, t)}</strong> · {tableLine(i18n, t.table, online?.words ?? null)}
      </p>
      <p className="muted">
        {i18n.t('tournament.host', { name: t.host })} · <RatedMark settings={{ ...t.table, rated: t.rated, ...(t.ratingRange ? { ratingRange: t.ratingRange } : {}) }} /> · {i18n.t(t.computers ? 'tournament.computersAllowed' : 'tournament.peopleOnly')}
      </p>
    </div>
  );
}

/** A seat's name: an entrant's, or a computer player's level in words (the server names a computer seat by its level). */
function seatName(i18n: ReturnType<typeof useI18n>, name: string, entrants: ReadonlySet<string>): string {
  const level = BOT_LEVELS.find((l) => l === name);
  return level !== undefined && !entrants.has(name) ? i18n.t(`level.${level}`) : name;
}

/** A game's seats, with each one's result once it is over ("Ana (won), Bea (lost)"). */
function GameSeats({ game, entrants }: { readonly game: TournamentGameInfo; readonly entrants: ReadonlySet<string> }) {
  const i18n = useI18n();
  return (
    <span className="tournament-game-seats">
      {game.round !== null && <span className="muted">{i18n.t('tournament.roundN', { round: game.round })} · </span>}
      {game.seats.map((name, i) => (
        <span key={i}>
          {i > 0 && (game.results === null ? ' – ' : ', ')}
          {seatName(i18n, name, entrants)}
          {game.results?.[i] && <span className={`players-result-${game.results[i]}`}> ({i18n.t(`players.result.${game.results[i]}` as MessageKey)})</span>}
        </span>
      ))}
    </span>
  );
}
