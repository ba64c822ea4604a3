import { useEffect, useState } from 'react';
import { BOT_LEVELS, LIMITS, type TableConfig } from '@escoba/protocol';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import type { Settings } from '../settings.js';
import { DEFAULT_GAME, GAME_ENTRIES } from '../games/catalog.js';
import { loadGame } from '../games/load.js';
import { useLoadedGame } from '../games/useLoadedGame.js';
import { normaliseCode } from './links.js';
import { useNavigatorOnline } from './hooks.js';
import { checkCreateForm, choiceOf, withChoices, type CreateForm, type SeatKind } from './create-form.js';
import { nameHint } from './name-hint.js';
import { PublicLobby } from './lobby/PublicLobby.js';
import { QuickPlay } from './quickplay/QuickPlay.js';
import type { Seating } from '@escoba/protocol';
import { RatedFields } from './rated/RatedFields.js';
import { useOnlineName } from '../account/useOnlineName.js';
import { TournamentList } from './tournaments/TournamentList.js';
import { GamePicker } from './GamePicker.js';
import { TurnTimerField } from './TurnTimerField.js';

export interface OnlineHomeProps {
  readonly settings: Settings;
  readonly initialName: string;
  /** Creates the table and opens it; rejects with the reason in words. */
  readonly onCreate: (config: TableConfig, name: string) => Promise<void>;
  readonly onOpenCode: (code: string) => void;
  /** Takes a free seat of a public table from the lobby; rejects with the reason in words. */
  readonly onSit: (code: string, seat: number, name: string) => Promise<void>;
  readonly onWatch: (code: string) => void;
  /** quickplay22: seated by quick play; remember the seat and open the table. */
  readonly onQuickSeated?: (seating: Seating, name: string) => void;
}

/** The form's first state: the first game; each game's own choices start from what it remembers, once it is picked. */
const initialForm = (): CreateForm => ({ game: DEFAULT_GAME, parts: {}, kinds: ['person', 'person', 'person', 'person', 'person'], turnSeconds: null });

/** "Play online": the lobby of public tables beside creating a table (the game, its table, the seats, its rules, the timer, public or not) or opening one by its code. */
export function OnlineHome({ settings, initialName, onCreate, onOpenCode, onSit, onWatch, onQuickSeated }: OnlineHomeProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const online = useNavigatorOnline();
  const { name, setName, fromAccount } = useOnlineName(initialName);
  const [picked, setForm] = useState<CreateForm>(initialForm);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  // Every game's code is fetched at once, so picking another game shows its fields without waiting.
  useEffect(() => {
    for (const entry of GAME_ENTRIES) loadGame(entry.id).catch(() => undefined);
  }, []);
  const { module, error: loadError } = useLoadedGame(picked.game);
  const part = module?.online.form ?? null;
  // (Rendered without a browser in tests: then the games' defaults.)
  const form = part === null ? picked : withChoices(picked, part, () => part.initial(settings, typeof localStorage === 'undefined' ? null : localStorage));
  const set = (patch: Partial<CreateForm>) => setForm((f) => ({ ...f, ...patch }));
  const setChoice = (choice: unknown) => setForm((f) => ({ ...f, parts: { ...f.parts, [form.game]: choice } }));
  const seats = part === null ? null : part.seats(choiceOf(form));
  const checked = part === null ? null : checkCreateForm(form, part);
  let rulesProblem: string | null = null;
  if (loadError !== null) rulesProblem = i18n.t('loadFailed', { error: loadError });
  else if (part === null || checked === null) rulesProblem = i18n.t('loading');
  else if (!checked.ok) rulesProblem = checked.problem.kind === 'rules' ? part.rulesProblem(i18n, checked.problem.error) : i18n.t('online.badConfig', { error: checked.problem.message });
  // Why "Create a table" is disabled, said next to it.
  const namePending = nameHint(i18n, name);
  const blocked = namePending ?? rulesProblem;

  const create = () => {
    if (!checked?.ok) return;
    setBusy(true);
    setError(null);
    onCreate(checked.config, name.trim()).catch((e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : String(e));
    });
  };

  return (
    <main className="new-game online-home with-lobby" data-testid="online-home">
      <h1>{i18n.t('online.title')}</h1>
      <p>{i18n.t('online.intro')}</p>
      {!online && (
        <p className="notice" role="status" data-testid="offline-note">
          {i18n.t('online.offline')}
        </p>
      )}

      <QuickPlay name={name} onSeated={(seating) => onQuickSeated?.(seating, name.trim())} />
      <TournamentList />
      <PublicLobby name={name} onSit={onSit} onOpen={onOpenCode} onWatch={onWatch} />

      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!namePending) create();
        }}
      >
        <h2>{i18n.t('online.create')}</h2>
        <fieldset>
          <legend>{i18n.t('online.yourName')}</legend>
          <input type="text" value={name} required maxLength={LIMITS.maxNameChars} onChange={(e) => setName(e.target.value)} readOnly={fromAccount} aria-label={i18n.t('online.yourName')} aria-describedby={fromAccount ? 'online-name-account' : undefined} autoComplete="nickname" data-testid="online-name" />
          {fromAccount && (
            <p id="online-name-account" className="help">
              {i18n.t('account.playingAs')}
            </p>
          )}
        </fieldset>
        <GamePicker game={form.game} onPick={(game) => set({ game })} name="online-game" testIdPrefix="online" />
        {part && <part.TableFields key={`table-${form.game}`} choice={choiceOf(form)} onChange={setChoice} />}
        {loadError === null && part === null && <p className="muted">{i18n.t('loading')}</p>}
        {seats && (
          <fieldset>
            <legend>{i18n.t('online.seatsLabel')}</legend>
            <div className="levels">
              <span className="level-choice">
                <span>{i18n.t('seatN', { n: 1 })}</span> <strong>{i18n.t('online.hostSeat')}</strong>
              </span>
              {Array.from({ length: seats.players - 1 }, (_, i) => i + 1).map((seat) => (
                <span key={seat} className="level-choice">
                  {/* A label of its own (not wrapping the select), so the select's name is the seat alone, not the seat and its value. */}
                  <label htmlFor={`online-seat-${seat}`}>
                    {i18n.t('seatN', { n: seat + 1 })}
                    {seats.partnerships && seat % 2 === 0 && ` (${i18n.t('partner')})`}
                  </label>
                  <select
                    id={`online-seat-${seat}`}
                    value={form.kinds[seat - 1]}
                    onChange={(e) => set({ kinds: form.kinds.map((k, j) => (j === seat - 1 ? (e.target.value as SeatKind) : k)) })}
                    data-testid={`online-seat-${seat}`}
                  >
                    <option value="person">{i18n.t('online.person')}</option>
                    {BOT_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {i18n.t('online.computer', { level: t(`level.${level}`) })}
                      </option>
                    ))}
                  </select>
                </span>
              ))}
            </div>
          </fieldset>
        )}
        {part && <part.RulesFields key={`rules-${form.game}`} choice={choiceOf(form)} onChange={setChoice} />}
        <TurnTimerField value={form.turnSeconds} onChange={(turnSeconds) => set({ turnSeconds })} />
        <fieldset>
          <legend>{i18n.t('lobby.title')}</legend>
          <label className="choice">
            <input type="checkbox" checked={form.public === true} onChange={(e) => set({ public: e.target.checked })} data-testid="online-public" />
            <span>
              {i18n.t('lobby.public')} <span className="help">{i18n.t('lobby.publicHelp')}</span>
            </span>
          </label>
        </fieldset>
        <RatedFields rated={form.rated === true} range={form.ratingRange} settings={checked?.ok ? checked.settings : null} onChange={(patch) => set(patch)} />
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
