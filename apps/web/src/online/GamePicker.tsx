import { GAME_ENTRIES, type WebGameId } from '../games/catalog.js';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';

/** The game of a table's form (create a table, challenge): one radio per catalog game, and the picked game's line of help. */
export function GamePicker({ game, onPick, name, testIdPrefix }: { readonly game: WebGameId; readonly onPick: (game: WebGameId) => void; readonly name: string; readonly testIdPrefix: string }) {
  const i18n = useI18n();
  const t = (key: string) => i18n.t(key as MessageKey);
  const help = GAME_ENTRIES.find((entry) => entry.id === game)?.help;
  return (
    <fieldset className="game-picker">
      <legend>{i18n.t('gameLabel')}</legend>
      <div className="choices">
        {GAME_ENTRIES.map(({ id, name: gameName }) => (
          <label key={id} className={`choice game-choice ${id === game ? 'picked' : ''}`}>
            <input type="radio" name={name} value={id} checked={game === id} onChange={() => onPick(id)} data-testid={`${testIdPrefix}-game-${id}`} />
            {t(gameName)}
          </label>
        ))}
      </div>
      {help && <p className="help game-help">{t(help)}</p>}
    </fieldset>
  );
}
