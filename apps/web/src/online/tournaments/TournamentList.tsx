import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import { useNavigatorOnline } from '../hooks.js';
import { RatedMark } from '../rated/RatedMark.js';
import { useTableGame } from '../useTableGame.js';
import { Countdown } from './Countdown.js';
import type { TournamentSummary } from './model.js';
import { tournamentHref, NEW_TOURNAMENT_HREF } from './routes.js';
import { useTournamentList } from './useWatch.js';
import { formatWords, tableLine } from './words.js';
import './tournaments.css';

/**
 * The lobby's "Tournaments" section: upcoming and running tournaments, live (the game and its table, the rules in one
 * line, the format and its length, when it starts or how long is left, how many have joined, rated or casual and
 * the rating range), each a link to its page; "Create a tournament" for a logged-in player.
 */
export function TournamentList() {
  const i18n = useI18n();
  const online = useNavigatorOnline();
  const { state: account } = useAccount();
  const reachable = online && account.status === 'ready';
  const list = useTournamentList(reachable);
  const shown = (list.value ?? []).filter((t) => t.status !== 'finished');
  const signedIn = account.status === 'ready' && account.account !== null;

  return (
    <section className="tournament-list" aria-labelledby="tournament-list-title" data-testid="tournament-list">
      <div className="tournament-list-head">
        <h2 id="tournament-list-title">{i18n.t('tournament.title')}</h2>
        {signedIn && (
          <a className="tournament-button" href={NEW_TOURNAMENT_HREF} data-testid="create-tournament">
            {i18n.t('tournament.create')}
          </a>
        )}
      </div>
      {account.status === 'ready' && !signedIn && <p className="help">{i18n.t('tournament.signInToCreate')}</p>}
      {list.status !== 'open' ? (
        <p className="muted" role="status">
          {reachable && list.status === 'connecting' ? i18n.t('lobby.connecting') : i18n.t('tournament.unreachable')}
        </p>
      ) : shown.length === 0 ? (
        <p className="muted" data-testid="tournaments-none">
          {i18n.t('tournament.none')}
        </p>
      ) : (
        <ul className="lobby-list">
          {shown.map((t) => (
            <TournamentRow key={t.id} tournament={t} offset={list.offset} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TournamentRow({ tournament: t, offset }: { readonly tournament: TournamentSummary; readonly offset: number }) {
  const i18n = useI18n();
  const { online } = useTableGame(t.table.gameId);
  return (
    <li className="lobby-row tournament-row" data-testid={`tournament-${t.id}`}>
      <div className="lobby-what">
        <a className="tournament-name" href={tournamentHref(t.id)}>
          {t.name}
        </a>
        <span className="lobby-line">
          {formatWords(i18n, t)} · {tableLine(i18n, t.table, online?.words ?? null)}
        </span>
        <span className="lobby-seated">
          {i18n.t('tournament.players', { n: t.entrantCount })}
          {t.computers && ` · ${i18n.t('tournament.computersAllowed')}`} · <RatedMark settings={{ ...t.table, rated: t.rated, ...(t.ratingRange ? { ratingRange: t.ratingRange } : {}) }} />
        </span>
      </div>
      <div className="lobby-actions tournament-when">
        {t.status === 'upcoming' ? <Countdown at={t.startsAt} offset={offset} label="startsIn" /> : t.endsAt !== null ? <Countdown at={t.endsAt} offset={offset} label="timeLeft" /> : <span>{i18n.t('tournament.running')}</span>}
      </div>
    </li>
  );
}
