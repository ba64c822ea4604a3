import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import type { I18n } from '../i18n/translator.js';
import type { SeatNames } from '../table/names.js';
import { DealerDrawNote } from '../ui/DealerDrawNote.js';
import { LeaveButton } from '../ui/LeaveButton.js';
import { RemoteTableSource, type RemoteGame } from '../table/remote-source.js';
import type { Narrator } from '../table/playback.js';
import { usePlayback, type Playback } from '../table/usePlayback.js';
import { latestStep } from '../table/source.js';
import type { SoundCues } from '../sound/cues.js';
import { useTurnChime } from '../sound/useTurnChime.js';
import { usePrefs } from '../ui/prefs.js';
import { verdictKey, type OnlineSession, type OnlineSnapshot } from './session.js';
import { onlineNames, playerName } from './names.js';
import { PresenceMark } from './Presence.js';
import { IdentityMark } from './safety/IdentityMark.js';
import { ShuffleBadge } from './ShuffleBadge.js';
import { refusal } from './errors.js';
import { useSecondsLeft } from './hooks.js';

/** What every game's online table is given (`OnlineGame` loads the table's game and draws its table with these). */
export interface OnlineTableProps {
  readonly session: OnlineSession;
  readonly snapshot: OnlineSnapshot;
  readonly table: TableInfo;
  readonly onLeave: () => void;
}

/** What every game's view has that the online table reads. */
export interface OnlineView {
  readonly seat: number | null;
  readonly phase: string;
  readonly turn: number | null;
  readonly handIndex: number;
  readonly results: readonly unknown[];
  readonly handResult: unknown;
}

export interface OnlineTable<View> {
  readonly names: SeatNames;
  readonly me: number | null;
  readonly playback: Playback<View>;
  /** The view on screen (the playback's). */
  readonly shown: View;
  /** The person may act on the view shown: connected, on turn, nothing being played back, nothing sent from it yet. */
  readonly canAct: boolean;
  /** The hand's end panel is up: a hand (or the game) is over in the view shown. */
  readonly handOver: boolean;
  /** The game is over in the view shown (its end, or the last hand of a table that stops after a number of hands). */
  readonly gameOver: boolean;
  /** Sends an action of the person; a refusal becomes the status until the next view. */
  readonly act: (action: unknown) => void;
  /** The turn's message: a refusal, "cannot reach the server", "Waiting for Lucía…", the seconds left. */
  readonly status: string | null;
  /** By the table: the shuffle check of the latest hand, or the draw for the first dealer in the first hand. */
  readonly note: ReactNode;
  /** In the end-of-hand panel: the shuffle check of the hand that ended. */
  readonly handShuffle: ReactNode;
  /** The level of bot seats, the presence of people's. */
  readonly seatDetails: (seat: number) => { readonly level?: string; readonly extra?: ReactNode };
  /** The end-of-hand panel's buttons: Continue, or the host's Rematch (others wait for it), and Leave. */
  readonly handOverButtons: ReactNode;
  /** "Leave the table" for the table's toolbar (asking first while a player's game is in progress). */
  readonly leaveButton: ReactNode;
}

/**
 * The part of an online table every game shares, over the game's `RemoteGame` and narrator: the table source and
 * its playback, whose turn it is and what the person may do, the status line, presence, the shuffle checks, the
 * draw for the first dealer, the end-of-hand buttons, the game's sounds (`sounds`) and the chime when the turn
 * comes to the person. Each game draws its own table with it.
 */
export function useOnlineTable<View extends OnlineView>(
  props: OnlineTableProps,
  view: View,
  remote: RemoteGame<View>,
  narrator: (i18n: I18n, names: SeatNames) => Narrator<View>,
  sounds: SoundCues<View>,
): OnlineTable<View> {
  const { session, snapshot, table, onLeave } = props;
  const i18n = useI18n();
  const me = view.seat;
  const names = useMemo(() => onlineNames(i18n, table, me), [i18n, table, me]);
  const [failure, setFailure] = useState<{ view: View; text: string } | null>(null);
  // The view an action was sent from: no second action until the server's answer brings a new view.
  const [sentFrom, setSentFrom] = useState<View | null>(null);
  const connected = snapshot.status === 'open';
  const [source] = useState(() => new RemoteTableSource<View, unknown>(session, remote.viewOf(table, snapshot.handEnd) ?? view, remote));
  const narrate = useMemo(() => narrator(i18n, names), [narrator, i18n, names]);
  const playback = usePlayback(source, usePrefs().animation, narrate, sounds);
  const shown = playback.shown;
  useTurnChime(playback.idle && shown.phase === 'play' && me !== null && shown.turn === me, !latestStep(playback.snapshot).reset);
  // The table stops after its last hand (Alcalde's `hands`) with no "over" in the game's own view.
  const gameOver = shown.phase === 'over' || (table.status === 'finished' && shown.handIndex === view.handIndex);
  const handOver = shown.phase !== 'play' && shown.results.length > 0;
  const canAct = connected && playback.idle && shown === view && sentFrom !== view && view.phase === 'play' && me !== null && view.turn === me;
  const secondsLeft = useSecondsLeft(view.phase === 'play' ? table.deadline : null);
  const game = Math.max(0, table.games - 1);

  const act = useCallback(
    (action: unknown) => {
      setSentFrom(view);
      session.play(action as Parameters<OnlineSession['play']>[0]).catch((e: unknown) => {
        setSentFrom(null);
        setFailure({ view, text: refusal(i18n, e) });
      });
    },
    [session, view, i18n],
  );

  let status: string | null = failure && failure.view === view ? failure.text : null;
  // Unreachable, say so (never "Waiting for You…": nobody can play until the connection is back).
  if (!connected) status = snapshot.refused ? refusal(i18n, snapshot.refused) : i18n.t('online.unreachable', { host: location.host });
  else if (!status && !canAct && !handOver && shown.turn !== null && shown.turn !== me) status = i18n.t('online.waitingFor', { name: names.name(shown.turn) });
  if (secondsLeft !== null && !handOver) status = `${status ?? ''}${status ? ' · ' : ''}${i18n.t('online.timeLeft', { n: secondsLeft })}`;

  // The latest hand whose shuffle was checked, for the badge by the table.
  const lastHand = shown.phase === 'play' ? shown.handIndex - 1 : shown.results.length - 1;
  const lastVerdict = lastHand >= 0 ? snapshot.verdicts[verdictKey(game, lastHand)] : undefined;
  const finishedHand = shown.results.length - 1;
  // The draw that chose the game's first dealer, shown through the game's first hand.
  const draw = snapshot.draw && snapshot.draw.game === game && shown.phase === 'play' && shown.handIndex === 0 ? snapshot.draw : null;
  const note =
    lastHand >= 0 && !handOver && lastVerdict ? (
      <ShuffleBadge verdict={lastVerdict} hand={lastHand} />
    ) : draw ? (
      <DealerDrawNote draw={draw} names={names} testId="online-dealer-draw" />
    ) : null;
  // After a reload onto a finished game the reveal may predate this page: then there is nothing to check.
  const handVerdict = snapshot.verdicts[verdictKey(game, finishedHand)];
  const handShuffle = snapshot.handEnd !== null || handVerdict ? <ShuffleBadge verdict={handVerdict} hand={finishedHand} /> : null;

  const seatDetails = (seat: number) => {
    const info = table.seats[seat]!;
    return {
      ...(info.bot ? { level: i18n.t(`level.${info.bot}` as MessageKey) } : {}),
      extra: info.bot ? null : (
        <>
          <IdentityMark seat={info} compact />
          <PresenceMark seat={info} connected={snapshot.connected[seat] ?? false} />
        </>
      ),
    };
  };

  // A player (not a spectator) leaving a game in progress is asked first: a bot takes the seat meanwhile.
  const leaveAsk = me !== null && !gameOver ? i18n.t('leave.askOnline') : null;
  const handOverButtons = (
    <>
      {!gameOver ? (
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
      <LeaveButton onLeave={onLeave} ask={leaveAsk} />
    </>
  );
  const leaveButton = <LeaveButton onLeave={onLeave} ask={leaveAsk} testId="leave-table" />;

  return { names, me, playback, shown, canAct, handOver, gameOver, act, status, note, handShuffle, seatDetails, handOverButtons, leaveButton };
}

