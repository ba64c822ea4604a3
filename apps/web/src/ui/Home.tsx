import { useI18n } from '../i18n/I18n.js';
import { CardFace } from '../cards/CardFace.js';
import { DEFAULT_GAME, entryOf, type WebGameId } from '../games/catalog.js';
import type { DeckStyle } from '../settings.js';
import type { RecordEntry } from '../review/record-file.js';
import { RecordPicker } from '../review/RecordPicker.js';
import { LearnToPlay } from '../guide/LearnToPlay.js';

export interface HomeProps {
  /** The games with a game against the computer to continue (started and not over). */
  readonly saved: readonly WebGameId[];
  readonly deckStyle: DeckStyle;
  /** The online table this browser sits at (or watches) most recently, or null. */
  readonly onlineTable: string | null;
  readonly onContinue: (game: WebGameId) => void;
  readonly onReturnToTable: () => void;
  readonly onNewGame: () => void;
  readonly onPlayOnline: () => void;
  readonly onOpenRecord: (file: File) => void;
  readonly recordError: string | null;
  /** The games of an opened JSON Lines file, to pick one from; else null. */
  readonly recordGames: { readonly file: string; readonly games: readonly RecordEntry[] } | null;
  readonly onPickRecord: (record: unknown) => void;
  /** Opens a game's guided first hand. */
  readonly onLearn: (game: WebGameId) => void;
}

/** The first screen: continue a game, back to the online table, a new game against the computer, online play, or a record to review. */
export function Home({ saved, deckStyle, onlineTable, onContinue, onReturnToTable, onNewGame, onPlayOnline, onOpenRecord, recordError, recordGames, onPickRecord, onLearn }: HomeProps) {
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
