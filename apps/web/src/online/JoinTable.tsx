import { useEffect, useState } from 'react';
import { useOnlineName } from '../account/useOnlineName.js';
import { LIMITS, type TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { useNavigatorOnline } from './hooks.js';
import { nameHint } from './name-hint.js';
import { playerName } from './names.js';
import { PresenceMark } from './Presence.js';
import { IdentityMark } from './safety/IdentityMark.js';
import { PlayerName } from './challenges/PlayerName.js';
import { TableSummary } from './TableSummary.js';
import { useTableGame } from './useTableGame.js';

type Lookup = { readonly kind: 'loading' } | { readonly kind: 'found'; readonly table: TableInfo } | { readonly kind: 'missing' } | { readonly kind: 'failed' };

export interface JoinTableProps {
  readonly code: string;
  readonly initialName: string;
  /** A refusal from an earlier attempt (a seat taken meanwhile, a token the server no longer knows). */
  readonly problem: string | null;
  readonly onJoin: (seat: number, name: string) => Promise<void>;
  readonly onWatch: () => Promise<void>;
}

/** A shared link opened without a seat: who invites, the game, its rules, target and timer, the table's seats (from `GET /api/tables/CODE`), a name and a free seat to take, or watching. */
export function JoinTable({ code, initialName, problem, onJoin, onWatch }: JoinTableProps) {
  const i18n = useI18n();
  const online = useNavigatorOnline();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  const { name, setName, fromAccount } = useOnlineName(initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const game = useTableGame(lookup.kind === 'found' ? lookup.table.settings.gameId : null);

  useEffect(() => {
    let live = true;
    fetch(`/api/tables/${code}`)
      .then(async (res) => {
        if (!live) return;
        if (res.status === 404) setLookup({ kind: 'missing' });
        else if (!res.ok) setLookup({ kind: 'failed' });
        else setLookup({ kind: 'found', table: (await res.json()) as TableInfo });
      })
      .catch(() => live && setLookup({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [code]);

  const attempt = (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    action().catch((e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : String(e));
    });
  };

  let body;
  if (!online) body = <p className="notice">{i18n.t('online.offline')}</p>;
  else if (lookup.kind === 'loading') body = <p>{i18n.t('online.loading')}</p>;
  else if (lookup.kind === 'missing') body = <p className="error">{i18n.t('online.notFound', { code })}</p>;
  else if (lookup.kind === 'failed') body = <p className="error">{i18n.t('online.cannotConnect')}</p>;
  else {
    const table = lookup.table;
    const free = table.status === 'lobby' ? table.seats.filter((s) => s.name === null && !s.bot) : [];
    // With partners, each seat's team, so a friend sees whom a free seat plays with: partners sit across, so the
    // seats take turns between the two teams.
    const teamOf = table.settings.partnerships ? table.seats.map((s) => s.seat % 2) : null;
    const namePending = nameHint(i18n, name);
    body = (
      <>
        {game.online ? (
          <TableSummary table={table} words={game.online.words} />
        ) : (
          <p className="muted">{game.error === null ? i18n.t('loading') : i18n.t('loadFailed', { error: game.error })}</p>
        )}
        <h2>{i18n.t('online.seatsHeading')}</h2>
        <ul className="seat-list" data-testid="seat-list">
          {table.seats.map((s) => (
            <li key={s.seat}>
              <span className="seat-number">{i18n.t('seatN', { n: s.seat + 1 })}</span> <strong>{s.name === null ? '—' : <PlayerName seat={s}>{playerName(i18n, table, s.seat)}</PlayerName>}</strong>{' '}
              {s.seat === table.host && <span className="tag">{i18n.t('online.host')}</span>} <IdentityMark seat={s} /> <PresenceMark seat={s} connected={false} hideConnection />
              {teamOf && (
                <span className={`tag team-tag team-${teamOf[s.seat]!}`} data-testid={`team-${s.seat}`}>
                  {i18n.t('online.teamN', { n: teamOf[s.seat]! + 1 })}
                </span>
              )}
            </li>
          ))}
        </ul>
        {free.length > 0 ? (
          <form onSubmit={(e) => e.preventDefault()}>
            <label className="inline">
              {i18n.t('online.yourName')}{' '}
              <input type="text" value={name} maxLength={LIMITS.maxNameChars} onChange={(e) => setName(e.target.value)} readOnly={fromAccount} title={fromAccount ? i18n.t('account.playingAs') : undefined} autoComplete="nickname" data-testid="join-name" />
            </label>
            <p>{i18n.t('online.pickSeat')}</p>
            <div className="buttons">
              {free.map((s) => (
                <button
                  key={s.seat}
                  type="button"
                  className="primary"
                  disabled={busy || namePending !== null}
                  aria-describedby={namePending ? 'join-need-name' : undefined}
                  onClick={() => attempt(() => onJoin(s.seat, name.trim()))}
                  data-testid={`take-seat-${s.seat}`}
                >
                  {i18n.t('online.takeSeat', { n: s.seat + 1 })}
                  {teamOf && ` · ${i18n.t('online.teamN', { n: teamOf[s.seat]! + 1 })}`}
                </button>
              ))}
            </div>
            {namePending && (
              <p id="join-need-name" className="reason" data-testid="join-need-name">
                {namePending}
              </p>
            )}
          </form>
        ) : (
          <p>{table.status === 'lobby' ? i18n.t('online.noFreeSeat') : i18n.t('online.started')}</p>
        )}
        <p>
          <button type="button" disabled={busy} onClick={() => attempt(onWatch)} data-testid="watch">
            {i18n.t('online.watch')}
          </button>
        </p>
      </>
    );
  }

  return (
    <main className="new-game online-join" data-testid="join-table">
      <h1>{i18n.t('online.joinTitle', { code })}</h1>
      {body}
      {(error ?? problem) && (
        <p className="error" role="alert">
          {error ?? problem}
        </p>
      )}
    </main>
  );
}
