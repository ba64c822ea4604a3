import { useMemo, useState } from 'react';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { quickPlayChoices } from '../quickplay/tables.js';
import { useChallenges } from './useChallenges.js';
import './challenges.css';

/**
 * "Challenge NAME" on a player's page: the game and table (each game's tables at their default rules, as quick
 * play offers them) and rated or casual; the challenge is then followed in the page's challenge panel.
 */
export function ChallengeForm({ name }: { readonly name: string }) {
  const i18n = useI18n();
  const { state: account } = useAccount();
  const { client, state } = useChallenges();
  const choices = useMemo(() => quickPlayChoices(), []);
  const [open, setOpen] = useState(false);
  const [pick, setPick] = useState(choices[0]?.key ?? '');
  const [rated, setRated] = useState(false);
  if (account.status !== 'ready' || account.account === null || account.account.name === name) return null;
  const choice = choices.find((c) => c.key === pick) ?? choices[0];
  if (!open)
    return (
      <button type="button" className="primary challenge-open" onClick={() => setOpen(true)} data-testid="challenge-open">
        {i18n.t('challenge.button', { name })}
      </button>
    );
  return (
    <form
      className="players-box challenge-form"
      data-testid="challenge-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choice) return;
        client.send(name, { ...choice.table, ...(rated ? { rated: true } : {}) });
        setOpen(false);
      }}
    >
      <h2>{i18n.t('challenge.title', { name })}</h2>
      <p className="help">{i18n.t('challenge.help', { name })}</p>
      <label>
        {i18n.t('challenge.table')}{' '}
        <select value={choice?.key ?? ''} onChange={(e) => setPick(e.target.value)} data-testid="challenge-table">
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {`${i18n.t(c.entry.name)} · ${i18n.t(c.sizeKey as MessageKey)}`}
            </option>
          ))}
        </select>
      </label>
      <label className="inline">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} data-testid="challenge-rated" /> {i18n.t('challenge.rated')}
      </label>
      <div className="challenge-buttons">
        <button type="submit" className="primary" disabled={!state.connected || !choice} data-testid="challenge-send">
          {i18n.t('challenge.send')}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {i18n.t('challenge.close')}
        </button>
      </div>
    </form>
  );
}
