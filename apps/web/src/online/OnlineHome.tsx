import { useState } from 'react';
import { BOT_LEVELS, LIMITS, type TableConfig } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import type { Settings } from '../settings.js';
import { TABLES } from '../games/escoba/settings.js';
import { RulesFieldset } from '../games/escoba/RulesFieldset.js';
import { WEB_GAMES } from '../games/catalog.js';
import { BRISCA_TABLES, defaultBriscaPrefs, loadBriscaPrefs } from '../games/brisca/settings.js';
import { AlcaldePresetChoice, BriscaRulesFields, briscaRulesProblem } from '../games/brisca/BriscaRulesFields.js';
import { normaliseCode } from './links.js';
import { useNavigatorOnline } from './hooks.js';
import { checkCreateForm, defaultHands, playersOf, type CreateForm, type SeatKind } from './create-form.js';
import { nameHint } from './name-hint.js';

export interface OnlineHomeProps {
  readonly settings: Settings;
  readonly initialName: string;
  /** Creates the table and opens it; rejects with the reason in words. */
  readonly onCreate: (config: TableConfig, name: string) => Promise<void>;
  readonly onOpenCode: (code: string) => void;
}

/** The form's first choices: Escoba's from the app's settings, Brisca's and Alcalde's from their new-game forms. */
function initialForm(settings: Settings): CreateForm {
  // (Rendered without a browser in tests: then Brisca's defaults.)
  const brisca = typeof localStorage === 'undefined' ? defaultBriscaPrefs() : loadBriscaPrefs(localStorage);
  return {
    game: 'escoba',
    escoba: { table: settings.table, rules: { preset: settings.preset, options: settings.options } },
    brisca: { table: brisca.brisca.table, rules: { preset: brisca.brisca.preset, options: brisca.brisca.options } },
    alcalde: { rules: { preset: brisca.alcalde.preset, options: brisca.alcalde.options }, hands: defaultHands },
    kinds: ['person', 'person', 'person', 'person', 'person'],
    turnSeconds: null,
  };
}

/** "Play online": create a table (the game, players, rules, bot seats, hands, timer) or open one by its code. */
export function OnlineHome({ settings, initialName, onCreate, onOpenCode }: OnlineHomeProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const online = useNavigatorOnline();
  const [name, setName] = useState(initialName);
  const [form, setForm] = useState<CreateForm>(() => initialForm(settings));
  const set = (patch: Partial<CreateForm>) => setForm((f) => ({ ...f, ...patch }));
  const [seconds, setSeconds] = useState(30);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const { players, partnerships } = playersOf(form);
  const checked = checkCreateForm(form);
  let rulesProblem: string | null = null;
  if (!checked.ok) {
    const p = checked.problem;
    rulesProblem = p.kind === 'escobaRules' ? i18n.t('online.needRules') : p.kind === 'briscaRules' ? briscaRulesProblem(i18n, p.error) : i18n.t('online.badConfig', { error: p.message });
  }
  // Why "Create a table" is disabled, said next to it.
  const namePending = nameHint(i18n, name);
  const blocked = namePending ?? rulesProblem;

  const create = () => {
    if (!checked.ok) return;
    setBusy(true);
    setError(null);
    onCreate(checked.config, name.trim()).catch((e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : String(e));
    });
  };

  const tableChoice = (id: string, label: string, checkedNow: boolean, onPick: () => void) => (
    <label key={id} className="choice">
      <input type="radio" name="online-table" value={id} checked={checkedNow} onChange={onPick} data-testid={`online-table-${id}`} />
      {label}
    </label>
  );

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
          if (!namePending) create();
        }}
      >
        <h2>{i18n.t('online.create')}</h2>
        <fieldset>
          <legend>{i18n.t('online.yourName')}</legend>
          <input type="text" value={name} required maxLength={LIMITS.maxNameChars} onChange={(e) => setName(e.target.value)} aria-label={i18n.t('online.yourName')} autoComplete="nickname" data-testid="online-name" />
        </fieldset>
        <fieldset className="game-picker">
          <legend>{i18n.t('gameLabel')}</legend>
          <div className="choices">
            {WEB_GAMES.map((id) => (
              <label key={id} className={`choice game-choice ${id === form.game ? 'picked' : ''}`}>
                <input type="radio" name="online-game" value={id} checked={form.game === id} onChange={() => set({ game: id })} data-testid={`online-game-${id}`} />
                {t(`game.${id}`)}
              </label>
            ))}
          </div>
          <p className="help game-help">{t(`game.${form.game}.help`)}</p>
        </fieldset>
        {form.game === 'alcalde' ? (
          <AlcaldePresetChoice preset={form.alcalde.rules.preset} onChange={(preset) => set({ alcalde: { ...form.alcalde, rules: { preset, options: {} } } })} prefix="online-" />
        ) : (
          <fieldset>
            <legend>{i18n.t('table.label')}</legend>
            <div className="choices">
              {form.game === 'escoba'
                ? TABLES.map((tb) => tableChoice(tb.id, t(`table.${tb.id}`), form.escoba.table === tb.id, () => set({ escoba: { ...form.escoba, table: tb.id } })))
                : BRISCA_TABLES.map((tb) => tableChoice(tb.id, t(`table.${tb.id}`), form.brisca.table === tb.id, () => set({ brisca: { ...form.brisca, table: tb.id } })))}
            </div>
          </fieldset>
        )}
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
                  {partnerships && seat % 2 === 0 && ` (${i18n.t('partner')})`}
                </span>
                <select value={form.kinds[seat - 1]} onChange={(e) => set({ kinds: form.kinds.map((k, j) => (j === seat - 1 ? (e.target.value as SeatKind) : k)) })} data-testid={`online-seat-${seat}`}>
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
        {form.game === 'escoba' ? (
          <RulesFieldset preset={form.escoba.rules.preset} options={form.escoba.rules.options} onChange={(rules) => set({ escoba: { ...form.escoba, rules } })} prefix="online-" />
        ) : (
          <fieldset data-testid="online-brisca-rules">
            <legend>{i18n.t('online.rulesLabel')}</legend>
            {form.game === 'alcalde' && (
              <div className="option">
                <label htmlFor="online-hands">{i18n.t('online.handsLabel')}</label>
                <input
                  id="online-hands"
                  type="number"
                  min={1}
                  max={LIMITS.maxHands}
                  value={form.alcalde.hands}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    if (Number.isInteger(n) && n >= 1 && n <= LIMITS.maxHands) set({ alcalde: { ...form.alcalde, hands: n } });
                  }}
                  data-testid="online-hands"
                />
                <p className="help">{i18n.t('online.handsHelp')}</p>
              </div>
            )}
            <BriscaRulesFields
              choice={form.game === 'brisca' ? form.brisca.rules : form.alcalde.rules}
              which="all"
              prefix="online-"
              onChange={(rules) => set(form.game === 'brisca' ? { brisca: { ...form.brisca, rules } } : { alcalde: { ...form.alcalde, rules } })}
            />
          </fieldset>
        )}
        <fieldset>
          <legend>{i18n.t('online.timer')}</legend>
          <label className="choice">
            <input type="checkbox" checked={form.turnSeconds !== null} onChange={(e) => set({ turnSeconds: e.target.checked ? seconds : null })} data-testid="online-timer" />
            <span>
              {i18n.t('online.timerOn')} <span className="help">{i18n.t('online.timerHelp')}</span>
            </span>
          </label>
          {form.turnSeconds !== null && (
            <label className="inline">
              {i18n.t('online.seconds')}{' '}
              <input
                type="number"
                min={LIMITS.minTurnSeconds}
                max={LIMITS.maxTurnSeconds}
                value={seconds}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isInteger(n) && n >= LIMITS.minTurnSeconds && n <= LIMITS.maxTurnSeconds) {
                    setSeconds(n);
                    set({ turnSeconds: n });
                  }
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
