import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/I18n.js';
import { TournamentClient } from './api.js';
import type { TournamentResultInfo } from './model.js';
import { tournamentHref } from './routes.js';
import { dayWords, formatName } from './words.js';
import './tournaments.css';

/** A profile's tournaments (`#/players/NAME`): each finished one's name (a link to its page), format, rank of N and date, newest first. */
export function ProfileTournaments({ name }: { readonly name: string }) {
  const i18n = useI18n();
  const [results, setResults] = useState<readonly TournamentResultInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    void new TournamentClient().results(name).then((answer) => live && answer.ok && setResults(answer.value));
    return () => {
      live = false;
    };
  }, [name]);
  // A server without tournaments (or unreachable): the profile shows the rest as before.
  if (results === null) return null;
  return (
    <section className="players-box" data-testid="player-tournaments">
      <h2>{i18n.t('tournament.profileTitle')}</h2>
      {results.length === 0 ? (
        <p className="muted">{i18n.t('tournament.profileNone')}</p>
      ) : (
        <ul className="tournament-results">
          {results.map((r) => (
            <li key={r.tournament} data-testid="player-tournament" data-rank={r.rank}>
              <a href={tournamentHref(r.tournament)}>{r.name}</a> · {formatName(i18n, r.format)} · <strong>{i18n.t('tournament.rankOf', { rank: r.rank, n: r.entrants })}</strong> · {i18n.t('tournament.pointsN', { points: i18n.num(r.points, 1) })} · <time dateTime={new Date(r.finishedAt).toISOString()}>{dayWords(i18n, r.finishedAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
