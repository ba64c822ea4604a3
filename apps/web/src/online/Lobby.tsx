import { useState } from 'react';
import type { TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { OnlineSession, OnlineSnapshot } from './session.js';
import { playerName } from './names.js';
import { PresenceMark } from './Presence.js';
import { IdentityMark } from './safety/IdentityMark.js';
import { PlayerName } from './challenges/PlayerName.js';
import { ShareBox } from './ShareBox.js';
import { ChatPanel } from './ChatPanel.js';
import { ConnectionBanner } from './ConnectionBanner.js';
import { refusal } from './errors.js';
import { SpectatorSeatPicker } from './SpectatorSeatPicker.js';
import { ServerNotice } from './ServerNotice.js';
import { settingsLine } from './TableSummary.js';
import { RatingPanel } from './rated/RatingPanel.js';
import { useTableGame } from './useTableGame.js';

/** The table before the game: the code and link to share, the seats with who is connected, the host's Start, and the chat. */
export interface LobbyProps {
  readonly session: OnlineSession;
  readonly snapshot: OnlineSnapshot;
  readonly table: TableInfo;
  /** For someone watching: the name to offer when they take a free seat. */
  readonly savedName: string;
  /** A refusal of an earlier request made from this lobby (a seat taken meanwhile). */
  readonly problem: string | null;
  readonly onTakeSeat: (seat: number, name: string) => void;
  readonly onLeave: () => void;
}

export function Lobby({ session, snapshot, table, savedName, problem, onTakeSeat, onLeave }: LobbyProps) {
  const i18n = useI18n();
  const [error, setError] = useState<string | null>(null);
  const me = snapshot.seating?.seat ?? null;
  const isHost = me === table.host;
  const full = table.seats.every((s) => s.bot !== null || s.name !== null);
  const game = useTableGame(table.settings.gameId);

  return (
    <div className="online-page">
      <main className="new-game lobby" data-testid="lobby">
        <ConnectionBanner session={session} snapshot={snapshot} />
        <ServerNotice error={snapshot.error} onDismiss={() => session.clearError()} />
        <h1>{i18n.t('online.tableTitle', { code: table.code })}</h1>
        {game.online ? (
          <p className="muted" data-testid="lobby-settings">
            {settingsLine(i18n, table.settings, game.online.words)}
          </p>
        ) : (
          <p className="muted">{game.error === null ? i18n.t('loading') : i18n.t('loadFailed', { error: game.error })}</p>
        )}
        <RatingPanel table={table} rating={snapshot.rating} seat={snapshot.seating?.seat ?? null} />
        <ShareBox code={table.code} invite={snapshot.invite} />
        <section aria-label={i18n.t('online.players')}>
          <h2>{i18n.t('online.players')}</h2>
          <ul className="seat-list" data-testid="lobby-seats">
            {table.seats.map((s) => (
              <li key={s.seat} data-testid={`lobby-seat-${s.seat}`}>
                <span className="seat-number">{i18n.t('seatN', { n: s.seat + 1 })}</span> <strong>{s.name === null ? '—' : <PlayerName seat={s}>{playerName(i18n, table, s.seat)}</PlayerName>}</strong>
                {s.seat === me && <span className="tag">{i18n.t('online.you')}</span>}
                {s.seat === table.host && <span className="tag">{i18n.t('online.host')}</span>}
                {table.settings.partnerships && me !== null && s.seat !== me && (s.seat - me) % 2 === 0 && <span className="tag partner-tag">{i18n.t('partner')}</span>}
                <IdentityMark seat={s} />
                <PresenceMark seat={s} connected={snapshot.connected[s.seat] ?? false} />
                {isHost && s.seat !== me && s.bot === null && s.name !== null && (
                  <button
                    type="button"
                    onClick={() => {
                      setError(null);
                      session.kick(s.seat).catch((e: unknown) => setError(refusal(i18n, e)));
                    }}
                    data-testid={`kick-${s.seat}`}
                  >
                    {i18n.t('online.remove', { name: playerName(i18n, table, s.seat) })}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {snapshot.spectators > 0 && <p className="muted">{i18n.t('online.spectators', { n: snapshot.spectators })}</p>}
        </section>
        {me === null && <SpectatorSeatPicker table={table} initialName={savedName} onTakeSeat={onTakeSeat} />}
        <div className="buttons">
          {isHost ? (
            <button
              type="button"
              className="primary big"
              disabled={!full}
              onClick={() => {
                setError(null);
                session.start().catch((e: unknown) => setError(refusal(i18n, e)));
              }}
              data-testid="start-online"
            >
              {i18n.t('online.start')}
            </button>
          ) : null}
          <button type="button" onClick={onLeave} data-testid="leave-table">
            {i18n.t('leave')}
          </button>
        </div>
        <p role="status" data-testid="lobby-status">
          {!full ? i18n.t('online.waitingSeats') : !isHost ? i18n.t('online.waitingHost', { name: playerName(i18n, table, table.host) }) : ''}
        </p>
        {(error ?? problem) && (
          <p className="error" role="alert" data-testid="lobby-error">
            {error ?? problem}
          </p>
        )}
      </main>
      <ChatPanel session={session} snapshot={snapshot} table={table} />
    </div>
  );
}
