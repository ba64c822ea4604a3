import { useI18n } from '../i18n/I18n.js';
import { CardFace } from '../cards/CardFace.js';
import { DEFAULT_GAME, entryOf, GAME_ENTRIES, type WebGameId } from '../games/catalog.js';
import './shell.css';
import type { DeckStyle } from '../settings.js';
import type { RecordEntry } from '../review/record-file.js';
import { RecordPicker } from '../review/RecordPicker.js';
import { RulesButton } from '../rules/RulesButton.js';
import { LearnToPlay } from '../guide/LearnToPlay.js';

export interface HomeProps {
  /** The games with a game against the computer to continue (started and not over). */
  readonly saved: readonly WebGameId[];
  readonly deckStyle: DeckStyle;
  /** The online table this browser sits at (or watches) most recently, or null. */
  readonly onlineTable: string | null;
  readonly onContinue: (game: WebGameId) => void;
  readonly onReturnToTable: () => void;
  /** The new-game form of the game last chosen (with the game picker). */
  readonly onNewGame: () => void;
  /** The new-game form of one game, from its tile. */
  readonly onNewGameOf: (game: WebGameId) => void;
  readonly onPlayOnline: () => void;
  readonly onOpenRecord: (file: File) => void;
  readonly recordError: string | null;
  /** The games of an opened JSON Lines file, to pick one from; else null. */
  readonly recordGames: { readonly file: string; readonly games: readonly RecordEntry[] } | null;
  readonly onPickRecord: (record: unknown) => void;
  /** Opens a game's guided first hand. */
  readonly onLearn: (game: WebGameId) => void;
}

/**
 * The first screen: the product, its three games as equals (each a tile: its card, what it is, New game, and that it
 * plays online too), then continue a game, back to the online table, a new game, online play, or a record to review.
 */
export function Home({ saved, deckStyle, onlineTable, onContinue, onReturnToTable, onNewGame, onNewGameOf, onPlayOnline, onOpenRecord, recordError, recordGames, onPickRecord, onLearn }: HomeProps) {
  const i18n = useI18n();
  return (
    <main className="home" data-testid="home">
      <div className="hero" aria-hidden="true">
        {[6, 27, 19, 37].map((c, i) => (
          <span className="card static" key={c} style={{ transform: `rotate(${(i - 1.5) * 9}deg)` }}>
            <CardFace card={c} style={deckStyle} showValue={false} />
          </span>
        ))}
      </div>
      <h1>{i18n.t('appTitle')}</h1>
      <p className="tagline">{i18n.t('tagline')}</p>
      <p className="tagline games-line">{i18n.t('homeGames')}</p>
      <ul className="game-tiles" aria-label={i18n.t('home.gamesLabel')} data-testid="game-tiles">
        {GAME_ENTRIES.map((entry) => (
          <li key={entry.id} className="game-tile" data-testid={`tile-${entry.id}`}>
            <span className="card static tile-card" aria-hidden="true">
              <CardFace card={entry.emblem} style={deckStyle} showValue={false} />
            </span>
            <h2>{i18n.t(entry.name)}</h2>
            <p className="tile-line">{i18n.t(entry.help)}</p>
            <button type="button" onClick={() => onNewGameOf(entry.id)} aria-label={i18n.t('home.newGameOf', { game: i18n.t(entry.name) })} data-testid={`new-game-${entry.id}`}>
              {i18n.t('newGame')}
            </button>
            <p className="tile-online">{i18n.t('home.online')}</p>
          </li>
        ))}
      </ul>
      <div className="home-actions">
        {/* The first game's button keeps the plain "Continue" it had when it was the only game. */}
        {saved.map((game, i) => (
          <button key={game} type="button" className={i === 0 ? 'primary big' : 'big'} onClick={() => onContinue(game)} data-testid={game === DEFAULT_GAME ? 'continue' : `continue-${game}`}>
            {saved.length === 1 && game === DEFAULT_GAME ? i18n.t('continueGame') : i18n.t('continueGameOf', { game: i18n.t(entryOf(game).name) })}
          </button>
        ))}
        {onlineTable !== null && (
          <button type="button" className={saved.length > 0 ? 'big' : 'primary big'} onClick={onReturnToTable} data-testid="return-to-table">
            {i18n.t('online.back', { code: onlineTable })}
          </button>
        )}
        <button type="button" className={saved.length > 0 || onlineTable !== null ? 'big' : 'primary big'} onClick={onNewGame} data-testid="new-game-button">
          {i18n.t('newGame')}
        </button>
        <button type="button" className="big" onClick={onPlayOnline} data-testid="online-button">
          {i18n.t('playOnline')}
        </button>
        <RulesButton game={DEFAULT_GAME} className="big" label={i18n.t('rules.openAll')} testId="home-rules" />
        <label className="file-button big">
          {i18n.t('openRecord')}
          <input
            type="file"
            accept=".json,.jsonl,.ndjson,application/json"
            data-testid="open-record"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onOpenRecord(file);
              e.target.value = '';
            }}
          />
        </label>
        <p className="help">
          {i18n.t('openRecordHelp')} {i18n.t('openRecordHelpLines')}
        </p>
        {recordError && (
          <p className="error" role="alert">
            {recordError}
          </p>
        )}
        {recordGames && <RecordPicker file={recordGames.file} games={recordGames.games} onPick={onPickRecord} />}
      </div>
      <LearnToPlay onLearn={onLearn} />
    </main>
  );
}
