import { useEffect, useRef, useState } from 'react';
import { chatProblem, LIMITS, type TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { OnlineSession, OnlineSnapshot } from './session.js';
import { playerName } from './names.js';
import { refusal } from './errors.js';
import { muteSeats } from './chat.js';
import { PlayerSafety } from './safety/PlayerSafety.js';
import { PlayerName } from './challenges/PlayerName.js';

/** A chat line's name: a link to the profile (in a new tab: the game stays) while the seat's account still holds the seat under that name. */
function ChatName({ table, seat, name }: { table: TableInfo; seat: number; name: string }) {
  const info = table.seats[seat];
  return info !== undefined && info.name === name ? (
    <PlayerName seat={info} newTab>
      {name}
    </PlayerName>
  ) : (
    <>{name}</>
  );
}

/** The table's chat: the lines (muted seats hidden), a box to write in (seated players only) and a mute switch per player who has written. */
export function ChatPanel({ session, snapshot, table }: { session: OnlineSession; snapshot: OnlineSnapshot; table: TableInfo }) {
  const i18n = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const me = snapshot.seating?.seat ?? null;
  const lines = snapshot.chat.filter((line) => !snapshot.muted.includes(line.seat));
  const others = muteSeats(table, snapshot.chat, snapshot.muted, me);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);

  // A line that shows nothing (spaces, joiners, marks) or breaks the protocol's rules is not sent.
  const sendable = chatProblem(text.trim()) === null;
  const send = () => {
    const line = text.trim();
    if (!sendable) return;
    setError(null);
    session.chat(line).then(
      () => setText(''),
      (e: unknown) => setError(refusal(i18n, e)),
    );
  };

  return (
    <section className="chat" aria-label={i18n.t('online.chat')} data-testid="chat">
      <h2>{i18n.t('online.chat')}</h2>
      {others.length > 0 && (
        <div className="mutes">
          {others.map((seat) => {
            const muted = snapshot.muted.includes(seat);
            const name = playerName(i18n, table, seat);
            return (
              <button key={seat} type="button" className="mute" aria-pressed={muted} onClick={() => session.setMuted(seat, !muted)} data-testid={`mute-${seat}`}>
                {i18n.t(muted ? 'online.unmute' : 'online.mute', { name })}
              </button>
            );
          })}
        </div>
      )}
      <PlayerSafety session={session} table={table} me={me} />
      <ol className="chat-lines" ref={listRef} role="log" aria-live="polite" data-testid="chat-lines">
        {lines.length === 0 && <li className="muted">{i18n.t('online.noChat')}</li>}
        {lines.map((line) => (
          <li key={line.id}>
            <strong>{line.seat === me ? i18n.t('you') : <ChatName table={table} seat={line.seat} name={line.name} />}:</strong> {line.text}
          </li>
        ))}
      </ol>
      {me === null ? (
        <p className="muted">{i18n.t('online.chatSpectator')}</p>
      ) : (
        <form
          className="chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <input
            type="text"
            value={text}
            maxLength={LIMITS.maxChatChars}
            onChange={(e) => setText(e.target.value)}
            placeholder={i18n.t('online.chatPlaceholder')}
            aria-label={i18n.t('online.chatPlaceholder')}
            data-testid="chat-input"
          />
          <button type="submit" disabled={!sendable} data-testid="chat-send">
            {i18n.t('online.send')}
          </button>
        </form>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
