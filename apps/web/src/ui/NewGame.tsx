import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { GAME_ENTRIES, entryOf, type WebGameId } from '../games/catalog.js';
import { RulesButton } from '../rules/RulesButton.js';
import { LearnButton } from '../guide/LearnToPlay.js';
import './new-game.css';

export interface NewGameProps {
  readonly game: WebGameId;
  readonly onPickGame: (game: WebGameId) => void;
  /** Opens the game's guided first hand. */
  readonly onLearn: (game: WebGameId) => void;
  /** The game's own form (table, rules, levels, Deal); null while its code loads. */
  readonly children: ReactNode;
}

/** The new-game page: which game (Escoba, Brisca, Alcalde), then that game's form. */
export function NewGame({ game, onPickGame, onLearn, children }: NewGameProps) {
  const i18n = useI18n();
  return (
    <main className="new-game" data-testid="new-game">
      <h1>{i18n.t('newGame')}</h1>
      <fieldset className="game-picker">
        <legend className="sr-only">{i18n.t('gameLabel')}</legend>
        <div className="choices">
          {GAME_ENTRIES.map(({ id, name, help }) => (
            <label key={id} className={`choice game-choice ${id === game ? 'picked' : ''}`} title={i18n.t(help)}>
              <input type="radio" name="game" value={id} checked={id === game} onChange={() => onPickGame(id)} data-testid={`game-${id}`} />
              {i18n.t(name)}
            </label>
          ))}
        </div>
        <p className="help game-help">
          {i18n.t(entryOf(game).help)} <RulesButton game={game} className="link-button" testId="new-game-rules" /> · <LearnButton game={game} onLearn={onLearn} className="link-button" />
        </p>
      </fieldset>
      {children ?? <p className="muted">{i18n.t('loading')}</p>}
    </main>
  );
}
