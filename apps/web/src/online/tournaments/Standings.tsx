import { useI18n } from '../../i18n/I18n.js';
import { playerHref } from '../../players/words.js';
import type { TournamentStanding, TournamentFormat } from './model.js';

/** The tie-breaks a format's standings show, in their order (docs/tournaments.md): Swiss's and round-robin's. */
const TIE_BREAKS: Readonly<Record<TournamentFormat, readonly ('buchholz' | 'sonnebornBerger')[]>> = {
  arena: [],
  swiss: ['buchholz', 'sonnebornBerger'],
  knockout: [],
  roundrobin: ['buchholz', 'sonnebornBerger'],
};

/**
 * A tournament's standings as a table: rank, the name linking to the profile, points, the arena's streak mark (the
 * next game counts double), the format's tie-breaks, games and their wins, draws and losses; `me` is marked.
 */
export function Standings({ format, rows, me }: { readonly format: TournamentFormat; readonly rows: readonly TournamentStanding[]; readonly me: string | null }) {
  const i18n = useI18n();
  const tieBreaks = TIE_BREAKS[format];
  if (rows.length === 0) return <p className="muted" data-testid="standings-empty">{i18n.t('tournament.noStandings')}</p>;
  return (
    <div className="tournament-standings-wrap">
      <table className="tournament-standings" data-testid="standings">
        <thead>
          <tr>
            <th scope="col">{i18n.t('tournament.rank')}</th>
            <th scope="col">{i18n.t('tournament.player')}</th>
            <th scope="col" className="num">
              {i18n.t('tournament.points')}
            </th>
            {tieBreaks.map((id) => (
              <th key={id} scope="col" className="num" title={i18n.t(`tournament.tieBreak.${id}.long`)}>
                {i18n.t(`tournament.tieBreak.${id}`)}
              </th>
            ))}
            <th scope="col" className="num">
              {i18n.t('tournament.games')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className={row.name === me ? 'me' : undefined} data-testid="standing" data-name={row.name} data-points={row.points}>
              <td>{row.rank}</td>
              <td className="standing-name">
                <a href={playerHref(row.name)}>{row.name}</a>
                {format === 'arena' && row.onFire && (
                  <span className="streak" title={i18n.t('tournament.onFireLong')} data-testid="on-fire">
                    {' '}
                    🔥<span className="sr-only">{i18n.t('tournament.onFire')}</span>
                  </span>
                )}
                {row.withdrawn && <span className="muted"> ({i18n.t('tournament.withdrawn')})</span>}
              </td>
              <td className="num">{i18n.num(row.points, 1)}</td>
              {tieBreaks.map((id) => (
                <td key={id} className="num">
                  {i18n.num(row.tieBreaks?.[id] ?? 0, 1)}
                </td>
              ))}
              <td className="num" title={i18n.t('tournament.record', { wins: row.wins, draws: row.draws, losses: row.losses })}>
                {row.games} <span className="muted">({i18n.t('tournament.recordShort', { wins: row.wins, draws: row.draws, losses: row.losses })})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
