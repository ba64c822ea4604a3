import type { GameView, TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { OnlineSession, OnlineSnapshot } from './session.js';
import { ChatPanel } from './ChatPanel.js';
import { ConnectionBanner } from './ConnectionBanner.js';
import { ServerNotice } from './ServerNotice.js';
import { useTableGame } from './useTableGame.js';
import { RatingPanel, RatingResult } from './rated/RatingPanel.js';
import { HandOverExtra } from '../ui/hand-over-extra.js';
import { ReviewGameButton, type OpenOnlineReview } from './ReviewGameButton.js';
import { confirmLeavingRated } from './rated/RatedMark.js';

export interface OnlineGameProps {
  readonly session: OnlineSession;
  readonly snapshot: OnlineSnapshot;
  readonly table: TableInfo;
  readonly view: GameView;
  readonly onLeave: () => void;
  /** review22: opens the review of the finished game (absent: no review offered). */
  readonly onReview?: OpenOnlineReview;
}

/**
 * An online game: the connection banner and the server's notices, the table's game drawn by that game's online
 * table (its code loaded when a table of it is first shown), and the chat.
 */
export function OnlineGame({ session, snapshot, table, view, onLeave, onReview }: OnlineGameProps) {
  const i18n = useI18n();
  const gameId = table.settings.gameId;
  const game = useTableGame(gameId);

  let body;
  if (game.error !== null) {
    body = (
      <p className="error" role="alert">
        {i18n.t('loadFailed', { error: game.error })}
      </p>
    );
  } else if (game.online) {
    const Table = game.online.Table;
    // rated22: leaving a rated game in play for good counts as a loss: asked first.
    const leave = () => confirmLeavingRated(table.settings, table.status, (text) => window.confirm(text), i18n.t('rated.leaveConfirm')) && onLeave();
    const seat = snapshot.seating?.seat ?? null;
    body = (
      <HandOverExtra.Provider
        value={
          table.status === 'finished' ? (
            <>
              <RatingResult table={table} rating={snapshot.rating} seat={seat} />
              {onReview && <ReviewGameButton table={table} me={seat} onReview={onReview} />}
            </>
          ) : null
        }
      >
        <Table session={session} snapshot={snapshot} table={table} view={view} onLeave={leave} />
      </HandOverExtra.Provider>
    );
  } else {
    body = (
      <main className="loading" data-testid="loading">
        <p className="muted">{i18n.t('loading')}</p>
      </main>
    );
  }

  return (
    <div className={`online-page online-game online-${gameId}`}>
      <ConnectionBanner session={session} snapshot={snapshot} />
      <ServerNotice error={snapshot.error} onDismiss={() => session.clearError()} />
      <RatingPanel table={table} rating={snapshot.rating} seat={snapshot.seating?.seat ?? null} />
      {body}
      <ChatPanel session={session} snapshot={snapshot} table={table} />
    </div>
  );
}
