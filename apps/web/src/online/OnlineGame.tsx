import { useEffect, useState } from 'react';
import type { GameView, TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { OnlineSession, OnlineSnapshot } from './session.js';
import { ChatPanel } from './ChatPanel.js';
import { ConnectionBanner } from './ConnectionBanner.js';
import { ServerNotice } from './ServerNotice.js';
import { loadOnlineTable, type OnlineGameTable } from './tables.js';

export interface OnlineGameProps {
  readonly session: OnlineSession;
  readonly snapshot: OnlineSnapshot;
  readonly table: TableInfo;
  readonly view: GameView;
  readonly onLeave: () => void;
}

/**
 * An online game: the connection banner and the server's notices, the table's game drawn by that game's online
 * table (loaded when first needed: `tables.ts`), and the chat.
 */
export function OnlineGame({ session, snapshot, table, view, onLeave }: OnlineGameProps) {
  const i18n = useI18n();
  const gameId = table.settings.gameId;
  const [loaded, setLoaded] = useState<{ gameId: string; table: OnlineGameTable } | { gameId: string; error: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadOnlineTable(gameId)
      .then((t) => live && setLoaded({ gameId, table: t }))
      .catch((e: unknown) => live && setLoaded({ gameId, error: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [gameId]);
  const ready = loaded?.gameId === gameId ? loaded : null;
  const gameView = ready && 'table' in ready ? ready.table.viewOf(table, view) : null;

  let body;
  if (ready && 'error' in ready) {
    body = (
      <p className="error" role="alert">
        {i18n.t('loadFailed', { error: ready.error })}
      </p>
    );
  } else if (ready && gameView) {
    const Table = ready.table.Table;
    body = <Table session={session} snapshot={snapshot} table={table} view={gameView} onLeave={onLeave} />;
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
      {body}
      <ChatPanel session={session} snapshot={snapshot} table={table} />
    </div>
  );
}
