import { useEffect, useState } from 'react';
import type { BlockedPlayer, TableInfo } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import type { OnlineSession } from '../session.js';
import { safetyFailureKey } from './failure.js';
import { identityOf } from './identity.js';
import { ReportDialog } from './ReportDialog.js';
import { SafetyClient } from './safety-client.js';
import './safety.css';

/**
 * Block and Report… for each other player at the table who has an account, shown to a logged-in player (a guest
 * mutes). Blocking also mutes the seat here, so the lines already shown go too; the server withholds the next ones.
 */
export function PlayerSafety({ session, table, me }: { session: OnlineSession; table: TableInfo; me: number | null }) {
  const i18n = useI18n();
  const { state } = useAccount();
  const [client] = useState(() => new SafetyClient());
  const [blocks, setBlocks] = useState<readonly BlockedPlayer[]>([]);
  const [reporting, setReporting] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const account = state.status === 'ready' ? state.account : null;

  useEffect(() => {
    if (account === null) return;
    let live = true;
    void client.blocks().then((list) => live && list !== null && setBlocks(list));
    return () => {
      live = false;
    };
  }, [client, account]);

  if (account === null) return null;
  const others = table.seats.filter((s) => s.seat !== me && s.name !== null && s.name !== account.name && (identityOf(s) === 'account' || identityOf(s) === 'bot'));
  if (others.length === 0) return null;

  const block = async (seat: number, name: string) => {
    setNote(null);
    const outcome = await client.block(name);
    if (!outcome.ok) return setNote({ text: i18n.t(safetyFailureKey(outcome.failure)), error: true });
    setBlocks((now) => [...now.filter((b) => b.account !== outcome.value.account), outcome.value]);
    session.setMuted(seat, true);
  };
  const unblock = async (seat: number, blocked: BlockedPlayer) => {
    setNote(null);
    const outcome = await client.unblock(blocked.account);
    if (!outcome.ok) return setNote({ text: i18n.t(safetyFailureKey(outcome.failure)), error: true });
    setBlocks((now) => now.filter((b) => b.account !== blocked.account));
    session.setMuted(seat, false);
  };

  return (
    <details className="player-safety" data-testid="player-safety">
      <summary>{i18n.t('safety.players')}</summary>
      <p className="help">{i18n.t('safety.blockHelp')}</p>
      <ul>
        {others.map((s) => {
          const name = s.name!;
          const blocked = blocks.find((b) => b.name === name);
          return (
            <li key={s.seat}>
              {blocked ? (
                <button type="button" onClick={() => void unblock(s.seat, blocked)} data-testid={`unblock-${s.seat}`}>
                  {i18n.t('safety.unblock', { name })}
                </button>
              ) : (
                <button type="button" onClick={() => void block(s.seat, name)} data-testid={`block-${s.seat}`}>
                  {i18n.t('safety.block', { name })}
                </button>
              )}
              <button type="button" onClick={() => setReporting(name)} data-testid={`report-${s.seat}`}>
                {i18n.t('safety.report', { name })}
              </button>
            </li>
          );
        })}
      </ul>
      {note && (
        <p className={note.error ? 'error' : 'help'} role={note.error ? 'alert' : 'status'} data-testid="safety-note">
          {note.text}
        </p>
      )}
      {reporting !== null && (
        <ReportDialog
          name={reporting}
          code={table.code}
          client={client}
          onClose={(sent) => {
            setReporting(null);
            if (sent) setNote({ text: i18n.t('safety.sent'), error: false });
          }}
        />
      )}
    </details>
  );
}
