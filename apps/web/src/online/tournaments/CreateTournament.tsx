import { useEffect, useRef, useState } from 'react';
import { MAX_RATING_BOUND } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { DEFAULT_GAME, GAME_ENTRIES } from '../../games/catalog.js';
import { loadGame } from '../../games/load.js';
import { useLoadedGame } from '../../games/useLoadedGame.js';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import type { Settings } from '../../settings.js';
import { tournamentFieldsOf } from '@escoba/games';
import { checkCreateForm, choiceOf, withChoices, type CreateForm } from '../create-form.js';
import { useRatable } from '../rated/useRatable.js';
import { TurnTimerField } from '../TurnTimerField.js';
import { TournamentClient } from './api.js';
import { failureWords, fieldOfFailure } from './failure-words.js';
import { TOURNAMENT_FORMATS, TOURNAMENT_LIMITS } from './model.js';
import { checkTournament, formatsFor, INITIAL_CHOICES, type FormField, type FormProblem, type TournamentChoices } from './tournament-form.js';
import './tournaments.css';

/** The table part of the form: the create-table form's (its timer too), with no computer seat (the tournament fills seats itself). */
const initialTable = (): CreateForm => ({ game: DEFAULT_GAME, parts: {}, kinds: [], turnSeconds: null });

/**
 * "Create a tournament" (`#/tournaments/new`), for a logged-in player: the game and its table and rules (each game's
 * own fields, as in "Create a table"), a name, when it starts, the format (arena for a number of minutes, Swiss for a
 * number of rounds, knock-out, round-robin), rated or casual with a rating range, and whether computer players may
 * fill seats. What the server would refuse is said by its field before sending; a refusal is said by its field too.
 */
export function CreateTournament({ settings, onCreated }: { readonly settings: Settings; readonly onCreated: (id: string) => void }) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const { state: account } = useAccount();
  const [client] = useState(() => new TournamentClient());
  const [picked, setPicked] = useState<CreateForm>(initialTable);
  const [choices, setChoices] = useState<TournamentChoices>(INITIAL_CHOICES);
  const [problems, setProblems] = useState<readonly FormProblem[] | null>(null);
  // When the person last pressed "Create": the start's checks are against that moment.
  const [triedAt, setTriedAt] = useState(0);
  const [refusal, setRefusal] = useState<{ text: string; field: FormField | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const entry of GAME_ENTRIES) loadGame(entry.id).catch(() => undefined);
  }, []);
  const { module, error: loadError } = useLoadedGame(picked.game);
  const part = module?.online.form ?? null;
  const form = part === null ? picked : withChoices(picked, part, () => part.initial(settings, typeof localStorage === 'undefined' ? null : localStorage));
  const checked = part === null ? null : checkCreateForm(form, part);
  const tableSettings = checked?.ok ? checked.settings : null;
  const ratable = useRatable(tableSettings);
  const formats = tableSettings === null ? TOURNAMENT_FORMATS : formatsFor(tableSettings);
  const set = (patch: Partial<TournamentChoices>) => setChoices((c) => ({ ...c, ...patch }));
  const setChoice = (choice: unknown) => setPicked((f) => ({ ...f, parts: { ...f.parts, [form.game]: choice } }));

  let tableProblem: string | null = null;
  if (loadError !== null) tableProblem = i18n.t('loadFailed', { error: loadError });
  else if (part === null || checked === null) tableProblem = i18n.t('loading');
  else if (!checked.ok) tableProblem = checked.problem.kind === 'rules' ? part.rulesProblem(i18n, checked.problem.error) : i18n.t('online.badConfig', { error: checked.problem.message });

  // After a first try, the problems follow the form as it changes.
  const shownProblems = problems === null || !checked?.ok ? problems : (() => {
    const again = checkTournament(choices, checked, ratable !== false, triedAt);
    return again.ok ? [] : again.problems;
  })();
  const problemOf = (field: FormField): string | null => {
    const p = shownProblems?.find((x) => x.field === field);
    if (p) return i18n.t(p.key, p.params);
    return refusal?.field === field ? refusal.text : null;
  };
  const describedBy = (field: FormField) => (problemOf(field) !== null ? `tournament-${field}-error` : undefined);
  const fieldError = (field: FormField) => {
    const text = problemOf(field);
    return text === null ? null : (
      <p id={`tournament-${field}-error`} className="error" data-testid={`tournament-${field}-error`}>
        {text}
      </p>
    );
  };

  const submit = () => {
    if (!checked?.ok || busy) return;
    const now = Date.now();
    setTriedAt(now);
    const result = checkTournament(choices, checked, ratable !== false, now);
    setRefusal(null);
    if (!result.ok) {
      setProblems(result.problems);
      const first = result.problems[0];
      if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first.field}"]`)?.focus());
      return;
    }
    setProblems([]);
    setBusy(true);
    void client.create(result.request).then((answer) => {
      setBusy(false);
      if (answer.ok) return onCreated(answer.value);
      setRefusal({ text: failureWords(i18n, answer.failure), field: fieldOfFailure(answer.failure) });
    });
  };

  if (account.status === 'ready' && account.account === null) {
    return (
      <main className="new-game tournament-create">
        <h1>{i18n.t('tournament.createTitle')}</h1>
        <p data-testid="tournament-sign-in">
          {i18n.t('tournament.signInToCreate')} <a href="#/login">{i18n.t('tournament.signIn')}</a>
        </p>
      </main>
    );
  }

  return (
    <main className="new-game tournament-create" data-testid="tournament-create">
      <h1>{i18n.t('tournament.createTitle')}</h1>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset>
          <legend>{i18n.t('tournament.name')}</legend>
          <input type="text" value={choices.name} maxLength={TOURNAMENT_LIMITS.maxNameChars} onChange={(e) => set({ name: e.target.value })} aria-label={i18n.t('tournament.name')} aria-invalid={problemOf('name') !== null || undefined} aria-describedby={describedBy('name')} data-field="name" data-testid="tournament-name" />
          {fieldError('name')}
        </fieldset>

        <fieldset className="game-picker">
          <legend>{i18n.t('gameLabel')}</legend>
          <div className="choices">
            {GAME_ENTRIES.map(({ id, name }) => (
              <label key={id} className={`choice game-choice ${id === form.game ? 'picked' : ''}`}>
                <input type="radio" name="tournament-game" value={id} checked={form.game === id} onChange={() => setPicked((f) => ({ ...f, game: id }))} data-testid={`tournament-game-${id}`} />
                {t(name)}
              </label>
            ))}
          </div>
        </fieldset>
        {part && <part.TableFields key={`table-${form.game}`} choice={choiceOf(form)} onChange={setChoice} />}
        {part && <part.RulesFields key={`rules-${form.game}`} choice={choiceOf(form)} onChange={setChoice} lengthFields={tableSettings === null ? [] : tournamentFieldsOf(tableSettings)} />}
        <TurnTimerField value={picked.turnSeconds} onChange={(turnSeconds) => setPicked((f) => ({ ...f, turnSeconds }))} testId="tournament-timer" problem={problemOf('timer')} />
        {tableProblem !== null && (
          <p className="help" data-testid="tournament-table-problem">
            {tableProblem}
          </p>
        )}
        {fieldError('table')}

        <fieldset>
          <legend>{i18n.t('tournament.format')}</legend>
          <div className="choices column">
            {TOURNAMENT_FORMATS.map((format) => (
              <label key={format} className={`choice ${format === choices.format ? 'picked' : ''}`}>
                <input type="radio" name="tournament-format" value={format} checked={choices.format === format} disabled={!formats.includes(format)} onChange={() => set({ format })} data-field={format === choices.format ? 'format' : undefined} data-testid={`tournament-format-${format}`} />
                <span>
                  {i18n.t(`tournament.format.${format}`)} <span className="help">{i18n.t(formats.includes(format) ? `tournament.format.${format}.help` : format === 'arena' ? 'tournament.error.arenaSeats' : 'tournament.error.twoSides', { max: TOURNAMENT_LIMITS.maxArenaSeats })}</span>
                </span>
              </label>
            ))}
          </div>
          {fieldError('format')}
          {choices.format === 'arena' && (
            <label className="inline">
              {i18n.t('tournament.minutes')}{' '}
              <input type="number" min={TOURNAMENT_LIMITS.minArenaMinutes} max={TOURNAMENT_LIMITS.maxArenaMinutes} value={choices.minutes} onChange={(e) => set({ minutes: e.target.value })} aria-invalid={problemOf('minutes') !== null || undefined} aria-describedby={describedBy('minutes')} data-field="minutes" data-testid="tournament-minutes" />
            </label>
          )}
          {choices.format === 'swiss' && (
            <label className="inline">
              {i18n.t('tournament.roundsLabel')}{' '}
              <input type="number" min={1} value={choices.rounds} onChange={(e) => set({ rounds: e.target.value })} aria-invalid={problemOf('rounds') !== null || undefined} aria-describedby={describedBy('rounds')} data-field="rounds" data-testid="tournament-rounds" />
            </label>
          )}
          {fieldError('minutes')}
          {fieldError('rounds')}
        </fieldset>

        <fieldset>
          <legend>{i18n.t('tournament.start')}</legend>
          <div className="choices column">
            <label className="choice">
              <input type="radio" name="tournament-start" checked={choices.start.kind === 'in'} onChange={() => set({ start: { kind: 'in', minutes: '5' } })} data-testid="tournament-start-in" />
              <span className="inline">
                {i18n.t('tournament.startIn')}{' '}
                <input type="number" min={TOURNAMENT_LIMITS.minStartMinutes} value={choices.start.kind === 'in' ? choices.start.minutes : ''} disabled={choices.start.kind !== 'in'} onChange={(e) => set({ start: { kind: 'in', minutes: e.target.value } })} aria-label={i18n.t('tournament.startInMinutes')} aria-invalid={(choices.start.kind === 'in' && problemOf('start') !== null) || undefined} aria-describedby={describedBy('start')} data-field={choices.start.kind === 'in' ? 'start' : undefined} data-testid="tournament-start-minutes" /> {i18n.t('tournament.minutesUnit')}
              </span>
            </label>
            <label className="choice">
              <input type="radio" name="tournament-start" checked={choices.start.kind === 'at'} onChange={() => set({ start: { kind: 'at', local: '' } })} data-testid="tournament-start-at" />
              <span className="inline">
                {i18n.t('tournament.startAt')}{' '}
                <input type="datetime-local" value={choices.start.kind === 'at' ? choices.start.local : ''} disabled={choices.start.kind !== 'at'} onChange={(e) => set({ start: { kind: 'at', local: e.target.value } })} aria-label={i18n.t('tournament.startAt')} aria-invalid={(choices.start.kind === 'at' && problemOf('start') !== null) || undefined} aria-describedby={describedBy('start')} data-field={choices.start.kind === 'at' ? 'start' : undefined} data-testid="tournament-start-time" />
              </span>
            </label>
          </div>
          {fieldError('start')}
        </fieldset>

        <fieldset className="rated-fields">
          <legend>{i18n.t('rated.legend')}</legend>
          <label className="choice">
            <input type="checkbox" checked={choices.rated && ratable !== false} disabled={ratable === false} onChange={(e) => set({ rated: e.target.checked })} aria-describedby="tournament-rated-help" data-testid="tournament-rated" />
            <span>
              {i18n.t('tournament.rated')}{' '}
              <span id="tournament-rated-help" className="help">
                {ratable === false ? i18n.t('rated.unavailable') : i18n.t('tournament.ratedHelp')}
              </span>
            </span>
          </label>
          {choices.rated && ratable !== false && (
            <div className="rated-range">
              <label className="inline">
                {i18n.t('rated.min')}{' '}
                <input type="number" min={0} max={MAX_RATING_BOUND} step={50} value={choices.minRating} placeholder="—" onChange={(e) => set({ minRating: e.target.value })} aria-describedby={describedBy('rating')} data-field="rating" data-testid="tournament-min-rating" />
              </label>
              <label className="inline">
                {i18n.t('rated.max')}{' '}
                <input type="number" min={0} max={MAX_RATING_BOUND} step={50} value={choices.maxRating} placeholder="—" onChange={(e) => set({ maxRating: e.target.value })} aria-describedby={describedBy('rating')} data-testid="tournament-max-rating" />
              </label>
              <p className="help">{i18n.t('tournament.rangeHelp')}</p>
            </div>
          )}
          {fieldError('rating')}
        </fieldset>

        <fieldset>
          <legend>{i18n.t('tournament.computersLegend')}</legend>
          <label className="choice">
            <input type="checkbox" checked={choices.computers} onChange={(e) => set({ computers: e.target.checked })} aria-describedby={describedBy('computers')} data-field="computers" data-testid="tournament-computers" />
            <span>
              {i18n.t('tournament.computers')} <span className="help">{i18n.t('tournament.computersHelp')}</span>
            </span>
          </label>
          {fieldError('computers')}
        </fieldset>

        <button type="submit" className="primary big" disabled={busy || !checked?.ok} data-testid="tournament-submit">
          {busy ? i18n.t('tournament.creating') : i18n.t('tournament.create')}
        </button>
        {refusal !== null && (
          <p className="error" role="alert" data-testid="tournament-refusal">
            {refusal.text}
          </p>
        )}
        {shownProblems !== null && shownProblems.length > 0 && (
          <p className="error" role="alert" data-testid="tournament-problems">
            {i18n.t('tournament.fixProblems', { n: shownProblems.length })}
          </p>
        )}
      </form>
    </main>
  );
}
