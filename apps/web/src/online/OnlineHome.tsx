import { useState } from 'react';
import { BOT_LEVELS, LIMITS, type BotLevel, type TableConfig } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import { rulesOf, TABLES, tableOf, type Settings, type TableId } from '../settings.js';
import { resolveChoice, RulesFieldset, type RulesChoice } from '../ui/RulesFieldset.js';
import { normaliseCode } from './links.js';
import { useNavigatorOnline } from './hooks.js';

type SeatKind = 'person' | BotLevel;

export interface OnlineHomeProps {
  readonly settings: Settings;
  readonly initialName: string;
  /** Creates the table and opens it; rejects with the reason in words. */
  readonly onCreate: (config: TableConfig, name: string) => Promise<void>;
  readonly onOpenCode: (code: string) => void;
}

/** "Play online": create a table (players, rules, target, timer, bot seats) or open one by its code. */
export function OnlineHome({ settings, initialName, onCreate, onOpenCode }: OnlineHomeProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const online = useNavigatorOnline();
  const [name, setName] = useState(initialName);
  const [table, setTable] = useState<TableId>(settings.table);
  const [choice, setChoice] = useState<RulesChoice>({ preset: settings.preset, options: settings.options });
  const resolved = resolveChoice(choice);
  const [timer, setTimer] = useState(false);
  const [seconds, setSeconds] = useState(30);
  const [kinds, setKinds] = useState<SeatKind[]>(['person', 'person', 'person', 'person', 'person']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const players = tableOf(table).players;
  // Why "Create a table" is disabled, said next to it.
  const blocked = !name.trim() ? i18n.t('online.needName') : !resolved.ok ? i18n.t('online.needRules') : null;

  const create = () => {
    if (!resolved.ok) return;
    const config: TableConfig = {
      players: players as TableConfig['players'],
      partnerships: tableOf(table).partnerships,
      rules: rulesOf(choice),
      turnSeconds: timer ? seconds : null,
      bots: kinds.slice(0, players - 1).flatMap((kind, i) => (kind === 'person' ? [] : [{ seat: i + 1, level: kind }])),
    };
    setBusy(true);
    setError(null);
    onCreate(config, name.trim()).catch((e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : String(e));
    });
  };

  return (
    <main className="new-game online-home" data-testid="online-home">
      <h1>{i18n.t('online.title')}</h1>
      <p>{i18n.t('online.intro')}</p>
      {!online && (
        <p className="notice" role="status" data-testid="offline-note">
          {i18n.t('online.offline')}
        </p>
      )}

      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) create();
        }}
      >
        <h2>{i18n.t('online.create')}</h2>
        <fieldset>
          <legend>{i18n.t('online.yourName')}</legend>
          <input type="text" value={name} required maxLength={LIMITS.maxNameChars} onChange={(e) => setName(e.target.value)} aria-label={i18n.t('online.yourName')} autoComplete="nickname" data-testid="online-name" />
        </fieldset>
        <fieldset>
          <legend>{i18n.t('table.label')}</legend>
          <div className="choices">
            {TABLES.map((tb) => (
              <label key={tb.id} className="choice">
                <input type="radio" name="online-table" value={tb.id} checked={table === tb.id} onChange={() => setTable(tb.id)} data-testid={`online-table-${tb.id}`} />
                {t(`table.${tb.id}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{i18n.t('online.seatsLabel')}</legend>
          <div className="levels">
            <span className="level-choice">
              <span>{i18n.t('seatN', { n: 1 })}</span> <strong>{i18n.t('online.hostSeat')}</strong>
            </span>
            {Array.from({ length: players - 1 }, (_, i) => i + 1).map((seat) => (
              <label key={seat} className="level-choice">
                <span>
                  {i18n.t('seatN', { n: seat + 1 })}
                  {tableOf(table).partnerships && seat % 2 === 0 && ` (${i18n.t('partner')})`}
                </span>
                <select value={kinds[seat - 1]} onChange={(e) => setKinds(kinds.map((k, j) => (j === seat - 1 ? (e.target.value as SeatKind) : k)))} data-testid={`online-seat-${seat}`}>
                  <option value="person">{i18n.t('online.person')}</option>
                  {BOT_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {i18n.t('online.computer', { level: t(`level.${level}`) })}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
        <RulesFieldset preset={choice.preset} options={choice.options} onChange={setChoice} prefix="online-" />
        <fieldset>
          <legend>{i18n.t('online.timer')}</legend>
          <label className="choice">
            <input type="checkbox" checked={timer} onChange={(e) => setTimer(e.target.checked)} data-testid="online-timer" />
            <span>
              {i18n.t('online.timerOn')} <span className="help">{i18n.t('online.timerHelp')}</span>
            </span>
          </label>
          {timer && (
            <label className="inline">
              {i18n.t('online.seconds')}{' '}
              <input
                type="number"
                min={LIMITS.minTurnSeconds}
                max={LIMITS.maxTurnSeconds}
                value={seconds}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isInteger(n) && n >= LIMITS.minTurnSeconds && n <= LIMITS.maxTurnSeconds) setSeconds(n);
                }}
              />
            </label>
          )}
        </fieldset>
        <button type="submit" className="primary big" disabled={busy || blocked !== null} aria-describedby={blocked ? 'create-blocked' : undefined} data-testid="create-table">
          {busy ? i18n.t('online.creating') : i18n.t('online.create')}
        </button>
        {blocked && (
          <p id="create-blocked" className="help" data-testid="create-blocked">
            {blocked}
          </p>
        )}
        {error && (
          <p className="error" role="alert" data-testid="online-error">
            {error}
          </p>
        )}
      </form>

      <form
        className="join-code"
        onSubmit={(e) => {
          e.preventDefault();
          const normal = normaliseCode(code);
          setCodeError(normal === null);
          if (normal) onOpenCode(normal);
        }}
      >
        <h2>{i18n.t('online.joinByCode')}</h2>
        <label className="inline">
          {i18n.t('online.code')}{' '}
          <input
            type="text"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={12}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="code-help"
            aria-invalid={codeError || undefined}
            data-testid="code-input"
          />
        </label>{' '}
        <button type="submit" className="primary" data-testid="open-code">
          {i18n.t('online.open')}
        </button>
        <p id="code-help" className={codeError ? 'error' : 'help'} role={codeError ? 'alert' : undefined}>
          {codeError ? i18n.t('online.badCode') : i18n.t('online.codeHelp')}
        </p>
      </form>
    </main>
  );
}
