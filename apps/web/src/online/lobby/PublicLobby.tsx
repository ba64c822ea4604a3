import { useState } from 'react';
import type { LiveGame, LobbyEntry } from '@escoba/protocol';
import { entryOfTable, GAME_ENTRIES } from '../../games/catalog.js';
import { useI18n } from '../../i18n/I18n.js';
import { nameHint } from '../name-hint.js';
import { settingsLine } from '../TableSummary.js';
import { RatedMark } from '../rated/RatedMark.js';
import { useTableGame } from '../useTableGame.js';
import { freeSeatsOf, gamesInPlay, openTables, peopleAt, peopleAtTables } from './lobby-state.js';
import { useAccount } from '../../account/AccountContext.js';
import { useNavigatorOnline } from '../hooks.js';
import { useLobby } from './useLobby.js';
import { IdentityMark } from '../safety/IdentityMark.js';
import { PlayerName } from '../challenges/PlayerName.js';
import { OnlinePeople } from './OnlinePeople.js';
import { matchScoreLine } from './match-score.js';
import './lobby.css';

export interface PublicLobbyProps {
  /** The name typed in "Play online": with a valid one, "Sit" takes the seat at once. */
  readonly name: string;
  /** Takes `seat` at the table `code` under `name` and opens the table; rejects with the reason in words. */
  readonly onSit: (code: string, seat: number, name: string) => Promise<void>;
  /** Opens the table's join screen (which asks for the name). */
  readonly onOpen: (code: string) => void;
  readonly onWatch: (code: string) => void;
}

/** The lobby of public tables: the open ones with a free seat to take, the games in play to watch, who is online. */
export function PublicLobby({ name, onSit, onOpen, onWatch }: PublicLobbyProps) {
  const i18n = useI18n();
  const online = useNavigatorOnline();
  const { state: account } = useAccount();
  // The lobby is on the game server: none offline, none on a static host (the session read says which).
  const reachable = online && account.status === 'ready';
  const lobby = useLobby(reachable);
  const [game, setGame] = useState<string>('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keep = (entry: Pick<LobbyEntry, 'settings'>) => game === '' || entryOfTable(entry.settings)?.id === game;
  const open = openTables(lobby, keep);
  // online22: the server's games in play (public, rated and tournament tables) when it sends them, else the public tables in play.
  const playing: readonly (LobbyEntry | LiveGame)[] = lobby.games ? lobby.games.listed.filter(keep) : gamesInPlay(lobby, keep);
  const people = peopleAtTables(lobby);
  const nameReady = nameHint(i18n, name) === null;

  const sit = (entry: LobbyEntry) => {
    const seat = freeSeatsOf(entry)[0];
    if (seat === undefined) return;
    if (!nameReady) return onOpen(entry.code);
    setBusy(entry.code);
    setError(null);
    onSit(entry.code, seat, name.trim()).catch((e: unknown) => {
      setBusy(null);
      setError(e instanceof Error ? e.message : String(e));
    });
  };

  return (
    <section className="public-lobby" aria-labelledby="public-lobby-title" data-testid="public-lobby">
      <h2 id="public-lobby-title">{i18n.t('lobby.title')}</h2>
      <p className="help">{i18n.t('lobby.intro')}</p>
      {lobby.status !== 'open' && (
        <p className="notice" role="status" data-testid="lobby-status">
          {!reachable ? i18n.t(account.status === 'loading' ? 'lobby.connecting' : 'lobby.unreachable') : lobby.status === 'connecting' ? i18n.t('lobby.connecting') : i18n.t('lobby.offline')}
        </p>
      )}
      <label className="inline lobby-filter">
        {i18n.t('lobby.filter')}{' '}
        <select value={game} onChange={(e) => setGame(e.target.value)} data-testid="lobby-filter">
          <option value="">{i18n.t('lobby.allGames')}</option>
          {GAME_ENTRIES.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {i18n.t(entry.name)}
            </option>
          ))}
        </select>
      </label>

      <h3>{i18n.t('lobby.open')}</h3>
      {open.length === 0 ? (
        <p className="muted" data-testid="lobby-no-open">
          {i18n.t('lobby.noOpen')}
        </p>
      ) : (
        <ul className="lobby-list" data-testid="lobby-open">
          {open.map((entry) => (
            <LobbyRow key={entry.code} entry={entry}>
              <span className="lobby-free">{freeSeatsOf(entry).length === 1 ? i18n.t('lobby.freeOne') : i18n.t('lobby.free', { n: freeSeatsOf(entry).length })}</span>
              <button type="button" className="primary" disabled={busy !== null} onClick={() => sit(entry)} aria-label={i18n.t('lobby.sitAt', { names: peopleAt(entry).join(', ') })} data-testid={`lobby-sit-${entry.code}`}>
                {i18n.t('lobby.sit')}
              </button>
            </LobbyRow>
          ))}
        </ul>
      )}
      {!nameReady && open.length > 0 && <p className="help">{i18n.t('lobby.nameFirst')}</p>}
      {error && (
        <p className="error" role="alert" data-testid="lobby-error">
          {error}
        </p>
      )}

      <h3>{i18n.t('lobby.inPlay')}</h3>
      {playing.length === 0 ? (
        <p className="muted">{i18n.t('lobby.noneInPlay')}</p>
      ) : (
        <ul className="lobby-list" data-testid="lobby-playing">
          {playing.map((entry) => (
            <LobbyRow key={entry.code} entry={entry}>
              {'score' in entry && (
                <span className="lobby-score muted" data-testid={`lobby-score-${entry.code}`}>
                  {matchScoreLine(i18n, entry)}
                </span>
              )}
              <button type="button" onClick={() => onWatch(entry.code)} aria-label={i18n.t('lobby.watchGame', { names: peopleAt(entry).join(', ') })} data-testid={`lobby-watch-${entry.code}`}>
                {i18n.t('lobby.watch')}
              </button>
            </LobbyRow>
          ))}
        </ul>
      )}
      {lobby.games && lobby.games.more > 0 && <p className="muted">{i18n.t('online.moreGames', { n: lobby.games.more })}</p>}

      <h3>{i18n.t('lobby.online')}</h3>
      <p data-testid="lobby-online">
        {i18n.t('lobby.onlineCount', { n: lobby.online })}
        {people.length > 0 && ` · ${i18n.t('lobby.atTables', { names: people.join(', ') })}`}
      </p>
      {lobby.people && <OnlinePeople people={lobby.people} me={account.status === 'ready' ? (account.account?.name ?? null) : null} onWatch={onWatch} />}
    </section>
  );
}

/** One public table: its game, players, rules and timer in one line (the game's words, once its code is loaded), who sits there, and its action. */
function LobbyRow({ entry, children }: { readonly entry: Pick<LobbyEntry, 'code' | 'settings' | 'seats'>; readonly children: React.ReactNode }) {
  const i18n = useI18n();
  const { online } = useTableGame(entry.settings.gameId);
  const catalog = entryOfTable(entry.settings);
  const line = online ? settingsLine(i18n, entry.settings, online.words) : catalog ? i18n.t(catalog.name) : entry.settings.gameId;
  const seated = entry.seats.flatMap((s, seat) =>
    s.name === null
      ? []
      : [
          <span key={seat} className="lobby-seat-name">
            {seat > 0 && entry.seats.slice(0, seat).some((x) => x.name !== null) ? ', ' : ''}
            <PlayerName seat={s}>{s.bot === null ? s.name : i18n.t(`level.${s.bot}`)}</PlayerName> <IdentityMark seat={s} />
          </span>,
        ],
  );
  return (
    <li className="lobby-row" data-testid={`lobby-table-${entry.code}`}>
      <div className="lobby-what">
        <strong className="lobby-line">{line}</strong>
        <span className="lobby-seated">{seated}</span>
        <RatedMark settings={entry.settings} />
      </div>
      <div className="lobby-actions">{children}</div>
    </li>
  );
}
