import { useEffect, useState } from 'react';
import { useAccount } from '../../account/AccountContext.js';
import { DEFAULT_GAME, GAME_ENTRIES } from '../../games/catalog.js';
import { loadGame } from '../../games/load.js';
import { useLoadedGame } from '../../games/useLoadedGame.js';
import { useI18n } from '../../i18n/I18n.js';
import type { Settings } from '../../settings.js';
import { choiceOf, withChoices, type CreateForm } from '../create-form.js';
import { GamePicker } from '../GamePicker.js';
import { TurnTimerField } from '../TurnTimerField.js';
import { useRatable } from '../rated/useRatable.js';
import { checkChallenge, initialChallenge } from './challenge-form.js';
import { useChallenges } from './useChallenges.js';
import './challenges.css';

/**
 * "Challenge NAME" on a player's page, for a logged-in player looking at another's: the button, then the form
 * (`ChallengeFields`). The challenge is then followed in the page's challenge panel.
 */
export function ChallengeForm({ name, settings }: { readonly name: string; readonly settings: Settings }) {
  const i18n = useI18n();
  const { state: account } = useAccount();
  const [open, setOpen] = useState(false);
  if (account.status !== 'ready' || account.account === null || account.account.name === name) return null;
  if (open) return <ChallengeFields name={name} settings={settings} onClose={() => setOpen(false)} />;
  return (
    <button type="button" className="primary challenge-open" onClick={() => setOpen(true)} data-testid="challenge-open">
      {i18n.t('challenge.button', { name })}
    </button>
  );
}

/**
 * The challenge's table: the game, its table and every rule with the create-table form's own fields (each game's
 * part of that form, through its web object), the turn timer, and rated or casual (disabled, with the reason, for a
 * table its game cannot rate); what the server would refuse is said under the buttons before sending.
 */
export function ChallengeFields({ name, settings, onClose }: { readonly name: string; readonly settings: Settings; readonly onClose: () => void }) {
  const i18n = useI18n();
  const { client, state } = useChallenges();
  const [picked, setPicked] = useState<CreateForm>(() => initialChallenge(DEFAULT_GAME));
  const [rated, setRated] = useState(false);
  // Every game's code is fetched with the form, so picking another game shows its fields at once.
  useEffect(() => {
    for (const entry of GAME_ENTRIES) loadGame(entry.id).catch(() => undefined);
  }, []);
  const { module, error: loadError } = useLoadedGame(picked.game);
  const part = module?.online.form ?? null;
  const form = part === null ? picked : withChoices(picked, part, () => part.initial(settings, typeof localStorage === 'undefined' ? null : localStorage));
  // Whether the table can be rated (its settings are the same rated or not); one its game cannot rate is sent casual.
  const casual = part === null ? null : checkChallenge(form, part, false);
  const ratable = useRatable(casual?.ok ? casual.settings : null);
  const sendRated = rated && ratable !== false;
  const checked = part === null ? null : sendRated ? checkChallenge(form, part, true) : casual;

  const setChoice = (choice: unknown) => setPicked((f) => ({ ...f, parts: { ...f.parts, [form.game]: choice } }));
  let problem: string | null = null;
  if (loadError !== null) problem = i18n.t('loadFailed', { error: loadError });
  else if (part === null || checked === null) problem = i18n.t('loading');
  else if (!checked.ok) problem = checked.problem.kind === 'rules' ? part.rulesProblem(i18n, checked.problem.error) : i18n.t('online.badConfig', { error: checked.problem.message });

  return (
    <form
      className="players-box challenge-form"
      data-testid="challenge-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!checked?.ok) return;
        client.send(name, checked.config);
        onClose();
      }}
    >
      <h2>{i18n.t('challenge.title', { name })}</h2>
      <p className="help">{i18n.t('challenge.help', { name })}</p>
      <div className="new-game challenge-fields">
        <GamePicker game={form.game} onPick={(game) => setPicked((f) => ({ ...f, game }))} name="challenge-game" testIdPrefix="challenge" />
        {part && <part.TableFields key={`table-${form.game}`} choice={choiceOf(form)} onChange={setChoice} />}
        {part && <part.RulesFields key={`rules-${form.game}`} choice={choiceOf(form)} onChange={setChoice} />}
        <TurnTimerField value={form.turnSeconds} onChange={(turnSeconds) => setPicked((f) => ({ ...f, turnSeconds }))} testId="challenge-timer" />
        <fieldset className="rated-fields">
          <legend>{i18n.t('rated.legend')}</legend>
          <label className="choice">
            <input type="checkbox" checked={sendRated} disabled={ratable === false} onChange={(e) => setRated(e.target.checked)} aria-describedby="challenge-rated-help" data-testid="challenge-rated" />
            <span>
              {i18n.t('challenge.rated')}{' '}
              <span id="challenge-rated-help" className="help">
                {ratable === false ? i18n.t('rated.unavailable') : i18n.t('rated.help')}
              </span>
            </span>
          </label>
        </fieldset>
      </div>
      <div className="challenge-buttons">
        <button type="submit" className="primary" disabled={!state.connected || problem !== null} aria-describedby={problem !== null ? 'challenge-problem' : undefined} data-testid="challenge-send">
          {i18n.t('challenge.send')}
        </button>
        <button type="button" onClick={onClose}>
          {i18n.t('challenge.close')}
        </button>
      </div>
      {problem !== null && (
        <p id="challenge-problem" className="help" data-testid="challenge-problem">
          {problem}
        </p>
      )}
    </form>
  );
}
