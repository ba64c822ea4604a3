import { entryOf, WEB_GAMES, type WebGameId } from '../games/catalog.js';
import { useI18n } from '../i18n/I18n.js';
import './learn.css';

/** The home page's "Learn to play": one button per game, each opening its guided first hand. */
export function LearnToPlay({ onLearn }: { readonly onLearn: (game: WebGameId) => void }) {
  const i18n = useI18n();
  return (
    <section className="learn-to-play" aria-labelledby="learn-to-play">
      <h2 id="learn-to-play">{i18n.t('guide.learn')}</h2>
      <p className="help">{i18n.t('guide.learnHelp')}</p>
      <div className="learn-games">
        {WEB_GAMES.map((id) => (
          <LearnButton key={id} game={id} onLearn={onLearn} />
        ))}
      </div>
    </section>
  );
}

/** "Learn to play Brisca": the button that opens a game's guided first hand (the home page, the new-game form). */
export function LearnButton({ game, onLearn, className = 'learn-button' }: { readonly game: WebGameId; readonly onLearn: (game: WebGameId) => void; readonly className?: string }) {
  const i18n = useI18n();
  return (
    <button type="button" className={className} onClick={() => onLearn(game)} data-testid={`learn-${game}`}>
      {i18n.t('guide.learnGame', { game: i18n.t(entryOf(game).name) })}
    </button>
  );
}
