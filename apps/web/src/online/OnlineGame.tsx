import { useCallback, useMemo, useState } from 'react';
import type { Play, SeatView } from '@escoba/engine';
import type { TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import { TableBoard } from '../ui/TableBoard.js';
import { HandOverPanel } from '../ui/HandOverPanel.js';
import { SeatNamesContext } from '../ui/seat-names.js';
import { verdictKey, type OnlineSession, type OnlineSnapshot } from './session.js';
import { onlineNames, playerName } from './names.js';
import { PresenceMark } from './Presence.js';
import { ChatPanel } from './ChatPanel.js';
import { ShuffleBadge } from './ShuffleBadge.js';
import { refusal } from './errors.js';
import { ServerNotice } from './ServerNotice.js';
import { useSecondsLeft } from './hooks.js';
import { usePlayback } from '../table/usePlayback.js';
import { RemoteTableSource } from '../table/remote-source.js';
import { usePrefs } from '../ui/prefs.js';
import { describeDraw } from '../game/dealer-draw.js';
import { escobaNarrator } from '../game/narrate.js';

export interface OnlineGameProps {
  readonly session: OnlineSession;
  readonly snapshot: OnlineSnapshot;
  readonly table: TableInfo;
  readonly view: SeatView;
  readonly onLeave: () => void;
}

/** An online game: the shared table board from this seat's view, presence, the shuffle checks, the chat, and each hand's breakdown until the person moves on. */
export function OnlineGame({ session, snapshot, table, view, onLeave }: OnlineGameProps) {
  const i18n = useI18n();
  const me = view.seat;
  const names = useMemo(() => onlineNames(i18n, table, me), [i18n, table, me]);
  const [failure, setFailure] = useState<{ view: SeatView; text: string } | null>(null);
  // The view a play was sent from: no second play until the server's answer brings a new view.
  const [sentFrom, setSentFrom] = useState<SeatView | null>(null);
  const connected = snapshot.status === 'open';
  const [source] = useState(() => new RemoteTableSource(session, snapshot.handEnd ?? view));
  const narrate = useMemo(() => escobaNarrator(i18n, names), [i18n, names]);
  const playback = usePlayback(source, usePrefs().animation, narrate);
  const shown = playback.shown;
  const handOver = shown.phase !== 'play' && shown.results.length > 0;
  const canAct = connected && playback.idle && shown === view && sentFrom !== view && view.phase === 'play' && me !== null && view.turn === me;
  const secondsLeft = useSecondsLeft(view.phase === 'play' ? table.deadline : null);
  const game = Math.max(0, table.games - 1);

  const play = useCallback(
    (p: Play) => {
      setSentFrom(view);
      session.play(p).catch((e: unknown) => {
        setSentFrom(null);
        setFailure({ view, text: refusal(i18n, e) });
      });
    },
    [session, view, i18n],
  );

  let status: string | null = failure && failure.view === view ? failure.text : null;
  // Unreachable, say so (never "Waiting for You…": nobody can play until the connection is back).
  if (!connected) status = i18n.t('online.unreachable', { host: location.host });
  else if (!status && !canAct && !handOver && shown.turn !== null && shown.turn !== me) status = i18n.t('online.waitingFor', { name: names.name(shown.turn) });
  if (secondsLeft !== null && !handOver) status = `${status ?? ''}${status ? ' · ' : ''}${i18n.t('online.timeLeft', { n: secondsLeft })}`;

  // The latest hand whose shuffle was checked, for the badge by the table.
  const lastHand = shown.phase === 'play' ? shown.handIndex - 1 : shown.results.length - 1;
  const lastVerdict = lastHand >= 0 ? snapshot.verdicts[verdictKey(game, lastHand)] : undefined;
  const finishedHand = shown.results.length - 1;
  // The draw that chose the game's first dealer, shown through the game's first hand.
  const draw = snapshot.draw && snapshot.draw.game === game && shown.phase === 'play' && shown.handIndex === 0 ? snapshot.draw : null;
  const drawNote = draw ? (
    <p className="hint-text dealer-draw" role="status" data-testid="online-dealer-draw">
      {describeDraw(i18n, draw, names)}
    </p>
  ) : null;

  return (
    <SeatNamesContext.Provider value={names}>
      <div className="online-page online-game">
        {!connected && (
          <p className="banner" role="alert" data-testid="reconnecting">
            {snapshot.everOpen ? i18n.t('online.reconnecting') : i18n.t('online.unreachable', { host: location.host })}
          </p>
        )}
        <ServerNotice error={snapshot.error} onDismiss={() => session.clearError()} />
        <TableBoard
          view={shown}
          canAct={canAct}
          moving={playback.moving}
          thinking={null}
          banner={playback.banner}
          log={playback.log}
          announcements={playback.announcements}
          hintPlay={null}
          status={status}
          notes={lastHand >= 0 && !handOver && lastVerdict ? <ShuffleBadge verdict={lastVerdict} hand={lastHand} /> : drawNote}
          seatDetails={(seat) => {
            const info = table.seats[seat]!;
            return {
              ...(info.bot ? { level: i18n.t(`level.${info.bot}` as MessageKey) } : {}),
              extra: info.bot ? null : <PresenceMark seat={info} connected={snapshot.connected[seat] ?? false} />,
            };
          }}
          onPlay={play}
          toolbar={
            <button type="button" onClick={onLeave} data-testid="leave-table">
              {i18n.t('leave')}
            </button>
          }
        >
          {handOver && (
            <HandOverPanel
              view={shown}
              buttons={
                <>
                  {shown.phase === 'deal' ? (
                    <button type="button" className="primary" autoFocus onClick={() => session.dismissHandEnd()} data-testid="next-hand">
                      {i18n.t('online.continue')}
                    </button>
                  ) : me === table.host ? (
                    <button type="button" className="primary" autoFocus onClick={() => session.rematch().catch((e: unknown) => setFailure({ view, text: refusal(i18n, e) }))} data-testid="rematch">
                      {i18n.t('rematch')}
                    </button>
                  ) : (
                    <p>{i18n.t('online.waitingRematch', { name: playerName(i18n, table, table.host) })}</p>
                  )}
                  <button type="button" onClick={onLeave}>
                    {i18n.t('leave')}
                  </button>
                </>
              }
            >
              {/* After a reload onto a finished game the reveal may predate this page: then there is nothing to check. */}
              {(snapshot.handEnd !== null || snapshot.verdicts[verdictKey(game, finishedHand)]) && <ShuffleBadge verdict={snapshot.verdicts[verdictKey(game, finishedHand)]} hand={finishedHand} />}
            </HandOverPanel>
          )}
        </TableBoard>
        <ChatPanel session={session} snapshot={snapshot} table={table} />
      </div>
    </SeatNamesContext.Provider>
  );
}
