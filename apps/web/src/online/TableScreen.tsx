import type { OpenOnlineReview } from './ReviewGameButton.js';
import type { ReviewSeat } from '../review/review-names.js';
import { useEffect, useState } from 'react';
import { ProtocolError, type Seating } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { OnlineSession } from './session.js';
import { findSeating, forgetSeating, rememberSeating, saveName, savedName } from './seatings.js';
import { refusal } from './errors.js';
import { inviteFrom } from './links.js';
import { useSnapshot } from './hooks.js';
import { JoinTable } from './JoinTable.js';
import { Lobby } from './Lobby.js';
import { ConnectionBanner } from './ConnectionBanner.js';
import { OnlineGame } from './OnlineGame.js';
import { useShownGame } from '../ui/shown-game.js';
import { entryOfTable, type WebGameId } from '../games/catalog.js';

/** The app's single online connection: opened for a table, closed when the person leaves it or opens another. */
export interface SessionHolder {
  readonly session: OnlineSession | null;
  open(): OnlineSession;
  /** Closes `session` (default: the current one); the current one is forgotten. */
  close(session?: OnlineSession): void;
}

export interface TableScreenProps {
  readonly code: string;
  /** Opened with the link to watch: no seat is offered. */
  readonly watch: boolean;
  readonly holder: SessionHolder;
  readonly onLeft: () => void;
  /** review22: opens the review of the table's finished game (the table is left first). */
  readonly onReview?: OpenOnlineReview;
}

/** Errors after which a saved seat is of no use: the table or the token is gone (e.g. a server that kept no log). */
const seatIsGone = (e: unknown) => e instanceof ProtocolError && (e.code === 'Unauthorized' || e.code === 'NoTable');

/**
 * `#/t/CODE`: takes the saved seat back (after a reload), or offers the free seats and watching; then the
 * lobby until the host starts, then the game.
 */
export function TableScreen({ code, watch, holder, onLeft, onReview }: TableScreenProps) {
  const i18n = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const active = holder.session && holder.session.code === code ? holder.session : null;
  // The invitation from the host's link (`/t/CODE?invite=…`), needed to join once the code alone no longer works.
  const invite = inviteFrom(location.search) ?? undefined;

  // Coming back to a table this browser sits at (a reload, a link opened again): resume the seat.
  useEffect(() => {
    if (active) return;
    const saved = findSeating(localStorage, code);
    if (!saved && !watch) return;
    const session = holder.open();
    const attempt = saved ? session.resume(saved) : session.spectate(code).then((s) => rememberSeating(localStorage, s));
    attempt.catch((e: unknown) => {
      if (seatIsGone(e)) forgetSeating(localStorage, code);
      holder.close(session);
      setProblem(refusal(i18n, e));
    });
    // Only the table (and the session for it) decide whether to resume; the holder and i18n are stable enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, active]);

  const sit = async (take: (session: OnlineSession) => Promise<Seating>) => {
    const session = holder.open();
    try {
      rememberSeating(localStorage, await take(session));
      setProblem(null);
    } catch (e) {
      holder.close(session);
      throw new Error(refusal(i18n, e), { cause: e });
    }
  };

  if (!active) {
    return (
      <JoinTable
        code={code}
        initialName={savedName(localStorage)}
        problem={problem}
        onJoin={(seat, name) => {
          saveName(localStorage, name);
          // The join form may be replaced while the seat is asked for: the refusal is kept here too, to be shown.
          return sit((s) => s.join(code, seat, name, invite)).catch((e: unknown) => {
            setProblem(e instanceof Error ? e.message : String(e));
            throw e;
          });
        }}
        onWatch={() => sit((s) => s.spectate(code))}
      />
    );
  }
  // Someone watching takes a free seat: a new connection joins (one connection follows one table, as one
  // seating); if the seat is refused, the saved watching seating brings the lobby back with the reason.
  const takeSeat = (seat: number, name: string) => {
    saveName(localStorage, name);
    sit((s) => s.join(code, seat, name, invite)).catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
  };
  return <ActiveTable session={active} holder={holder} problem={problem} onTakeSeat={takeSeat} onLeft={onLeft} {...(onReview ? { onReview } : {})} />;
}

interface ActiveTableProps {
  readonly session: OnlineSession;
  readonly holder: SessionHolder;
  readonly problem: string | null;
  readonly onTakeSeat: (seat: number, name: string) => void;
  readonly onLeft: () => void;
  readonly onReview?: OpenOnlineReview;
}

function ActiveTable({ session, holder, problem, onTakeSeat, onLeft, onReview }: ActiveTableProps) {
  const i18n = useI18n();
  const snapshot = useSnapshot(session);
  const table = snapshot.table;
  useShownGame(table ? ((entryOfTable(table.settings)?.id as WebGameId | undefined) ?? null) : null);
  if (!table || !snapshot.seating) {
    return (
      <main className="new-game" data-testid="online-loading">
        {snapshot.refused ? (
          <ConnectionBanner session={session} snapshot={snapshot} />
        ) : (
          <p role="status">{snapshot.status === 'closed' && !snapshot.everOpen ? i18n.t('online.unreachable', { host: location.host }) : i18n.t('online.loading')}</p>
        )}
      </main>
    );
  }
  if (table.status === 'lobby' || !snapshot.view) {
    return (
      <Lobby
        session={session}
        snapshot={snapshot}
        table={table}
        savedName={savedName(localStorage)}
        problem={problem}
        onTakeSeat={onTakeSeat}
        onLeave={() => {
          if (snapshot.seating?.seat === table.host) {
            // The host's seat stays the host's (leaving only stops following): keep it, so the link takes it back.
            holder.close(session);
          } else {
            // Anyone else gives the seat back in the lobby.
            forgetSeating(localStorage, table.code);
            void session.leave().then(() => holder.close(session));
          }
          onLeft();
        }}
      />
    );
  }
  return (
    <OnlineGame
      session={session}
      snapshot={snapshot}
      table={table}
      view={snapshot.view}
      onLeave={() => {
        // During a game the seat stays this browser's: the link takes it back (a bot plays for it meanwhile).
        holder.close(session);
        onLeft();
      }}
      {...(onReview
        ? {
            onReview: (record: unknown, players: readonly ReviewSeat[], me: number | null) => {
              holder.close(session);
              onReview(record, players, me);
            },
          }
        : {})}
    />
  );
}
