import { useEffect, useMemo, useRef, useState } from 'react';
import type { Seating } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { socketUrl } from '../links.js';
import { nameHint } from '../name-hint.js';
import { useNavigatorOnline } from '../hooks.js';
import { QuickPlayClient, type QuickPlayState } from './quickplay-client.js';
import { quickPlayChoices } from './tables.js';
import './quickplay.css';

export interface QuickPlayProps {
  /** The name typed in "Play online" (an account plays under its own). */
  readonly name: string;
  /** Seated: remember the seat and open the table, as after a join. */
  readonly onSeated: (seating: Seating) => void;
}

/** Quick play: pick a game and table, rated or casual, and wait to be seated with people of a similar rating. */
export function QuickPlay({ name, onSeated }: QuickPlayProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const online = useNavigatorOnline();
  const { state: account } = useAccount();
  const reachable = online && account.status === 'ready';
  const loggedIn = account.status === 'ready' && account.account !== null;
  const choices = useMemo(() => quickPlayChoices(), []);
  const [pick, setPick] = useState(choices[0]?.key ?? '');
  const [rated, setRated] = useState(false);
  const [computers, setComputers] = useState(true);
  const [state, setState] = useState<QuickPlayState>({ kind: 'idle' });
  const [client] = useState(() => (typeof location === 'undefined' ? null : new QuickPlayClient(socketUrl(location), setState)));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => () => client?.close(), [client]);
  // Told once per seat (the parent's callback is a new function at each render).
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (state.kind !== 'seated' || told.current === state.seating.code) return;
    told.current = state.seating.code;
    onSeated(state.seating);
  }, [state, onSeated]);
  useEffect(() => {
    if (state.kind !== 'waiting') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.kind]);
  const choice = choices.find((c) => c.key === pick) ?? choices[0];
  const tableWords = (c: (typeof choices)[number]) => `${t(c.entry.name)} · ${t(c.sizeKey)}`;
  const namePending = nameHint(i18n, name);
  const waiting = state.kind === 'waiting' || state.kind === 'connecting';

  const start = () => {
    if (!client || !choice) return;
    client.join({ ...choice.table, rated: rated && loggedIn }, name.trim(), computers);
  };

  return (
    <section className="quick-play" aria-labelledby="quick-play-title" data-testid="quick-play">
      <h2 id="quick-play-title">{i18n.t('quick.title')}</h2>
      <p className="help">{i18n.t('quick.intro')}</p>
      {!waiting && state.kind !== 'seated' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            start();
          }}
        >
          <div className="quick-options">
            <label>
              {i18n.t('quick.table')}{' '}
              <select value={choice?.key ?? ''} onChange={(e) => setPick(e.target.value)} data-testid="quick-table">
                {choices.map((c) => (
                  <option key={c.key} value={c.key}>
                    {tableWords(c)}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline">
              <input type="checkbox" checked={rated && loggedIn} disabled={!loggedIn} onChange={(e) => setRated(e.target.checked)} aria-describedby="quick-rated-help" data-testid="quick-rated" /> {i18n.t('quick.rated')}
            </label>
            <p id="quick-rated-help" className="help">
              {i18n.t('quick.ratedHelp')}
            </p>
            <label className="inline">
              <input type="checkbox" checked={computers} onChange={(e) => setComputers(e.target.checked)} data-testid="quick-computers" /> {i18n.t('quick.computers')}
            </label>
          </div>
          <button type="submit" className="primary" disabled={!reachable || namePending !== null || !choice} aria-describedby={namePending ? 'quick-blocked' : undefined} data-testid="quick-start">
            {i18n.t('quick.start')}
          </button>
          {namePending && (
            <p id="quick-blocked" className="help">
              {namePending}
            </p>
          )}
          {state.kind === 'failed' && (
            <p className="error" role="alert" data-testid="quick-error">
              {i18n.t('quick.failed', { error: state.message })}
            </p>
          )}
          {state.kind === 'lost' && (
            <p className="error" role="alert" data-testid="quick-error">
              {i18n.t('quick.lost')}
            </p>
          )}
        </form>
      )}
      {state.kind === 'connecting' && (
        <p className="notice" role="status">
          {i18n.t('quick.connecting')}
        </p>
      )}
      {state.kind === 'waiting' && (
        <div className="quick-wait" role="status" data-testid="quick-waiting">
          <strong>{i18n.t('quick.waiting', { table: choice ? tableWords(choice) : '' })}</strong>
          <span className="quick-range" data-testid="quick-range">
            {i18n.t('quick.range', { rating: state.rating, low: state.rating - state.range, high: state.rating + state.range })}
          </span>
          <span data-testid="quick-waited">{i18n.t('quick.waited', { seconds: Math.max(0, Math.floor((now - state.since) / 1000)) })}</span>
          {state.offer !== null && (
            <div className="quick-offer" data-testid="quick-offer">
              <strong>{i18n.t('quick.offer')}</strong>
              <p className="help">{i18n.t('quick.offerHelp', { n: state.offer })}</p>
              <div className="quick-buttons">
                <button type="button" className="primary" onClick={() => client?.accept()} data-testid="quick-accept">
                  {i18n.t('quick.accept')}
                </button>
                <button type="button" onClick={() => client?.decline()} data-testid="quick-keep-waiting">
                  {i18n.t('quick.keepWaiting')}
                </button>
              </div>
            </div>
          )}
          <div className="quick-buttons">
            <button type="button" onClick={() => client?.cancel()} data-testid="quick-cancel">
              {i18n.t('quick.cancel')}
            </button>
          </div>
        </div>
      )}
      {state.kind === 'seated' && (
        <p className="notice" role="status">
          {i18n.t('quick.seated')}
        </p>
      )}
    </section>
  );
}
