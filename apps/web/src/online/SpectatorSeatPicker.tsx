import { useState } from 'react';
import { useOnlineName } from '../account/useOnlineName.js';
import { LIMITS, type TableInfo } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import { nameHint } from './name-hint.js';

export interface SpectatorSeatPickerProps {
  readonly table: TableInfo;
  readonly initialName: string;
  readonly onTakeSeat: (seat: number, name: string) => void;
}

/** The lobby of someone watching: while a seat is free, a name and a button per free seat to sit down instead. */
export function SpectatorSeatPicker({ table, initialName, onTakeSeat }: SpectatorSeatPickerProps) {
  const i18n = useI18n();
  const { name, setName, fromAccount } = useOnlineName(initialName);
  const [busy, setBusy] = useState(false);
  const free = table.status === 'lobby' ? table.seats.filter((s) => s.name === null && !s.bot) : [];
  if (free.length === 0) return null;
  const namePending = nameHint(i18n, name);
  return (
    <form className="seat-picker" onSubmit={(e) => e.preventDefault()} data-testid="spectator-seats">
      <p>{i18n.t('online.spectatorCanSit')}</p>
      <label className="inline">
        {i18n.t('online.yourName')}{' '}
        <input type="text" value={name} maxLength={LIMITS.maxNameChars} onChange={(e) => setName(e.target.value)} readOnly={fromAccount} title={fromAccount ? i18n.t('account.playingAs') : undefined} autoComplete="nickname" data-testid="lobby-join-name" />
      </label>
      <div className="buttons">
        {free.map((s) => (
          <button
            key={s.seat}
            type="button"
            className="primary"
            disabled={busy || namePending !== null}
            aria-describedby={namePending ? 'lobby-join-blocked' : undefined}
            onClick={() => {
              setBusy(true);
              onTakeSeat(s.seat, name.trim());
            }}
            data-testid={`lobby-take-seat-${s.seat}`}
          >
            {i18n.t('online.takeSeat', { n: s.seat + 1 })}
          </button>
        ))}
      </div>
      {namePending && (
        <p id="lobby-join-blocked" className="reason" data-testid="lobby-join-blocked">
          {namePending}
        </p>
      )}
    </form>
  );
}
