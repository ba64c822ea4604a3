import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { LeaveButton } from './LeaveButton.js';

/** The buttons under a table against the computer, for every game: hint, undo, download, the game's own extras, leave. */
export function LocalToolbar({
  canHint,
  onHint,
  canUndo,
  onUndo,
  onDownload,
  onLeave,
  gameOver,
  children,
}: {
  canHint: boolean;
  onHint: () => void;
  canUndo: boolean;
  onUndo: () => void;
  onDownload: () => void;
  onLeave: () => void;
  /** Whether the game is over: until then, "Leave" asks first. */
  gameOver: boolean;
  /** A game's own controls, before "Leave". */
  children?: ReactNode;
}) {
  const i18n = useI18n();
  return (
    <>
      <button type="button" onClick={onHint} disabled={!canHint} data-testid="hint">
        ? {i18n.t('hint')}
      </button>
      <button type="button" onClick={onUndo} disabled={!canUndo} data-testid="undo">
        ↶ {i18n.t('undo')}
      </button>
      <button type="button" onClick={onDownload} data-testid="download">
        ⬇ {i18n.t('download')}
      </button>
      {children}
      <LeaveButton onLeave={onLeave} ask={gameOver ? null : i18n.t('leave.askLocal')} testId="leave-table" />
    </>
  );
}

/**
 * The buttons of the end-of-hand panel against the computer: next hand, review, download, undo; once the game is
 * over, rematch, review, download, a new game (the form of this game, with this table's choices) and home.
 */
export function LocalHandOverButtons({
  gameOver,
  onNextHand,
  onRematch,
  onNewGame,
  onHome,
  onReview,
  onDownload,
  canUndo,
  onUndo,
}: {
  gameOver: boolean;
  onNextHand: () => void;
  onRematch: () => void;
  onNewGame: () => void;
  onHome: () => void;
  onReview: () => void;
  onDownload: () => void;
  canUndo: boolean;
  onUndo: () => void;
}) {
  const i18n = useI18n();
  return (
    <>
      {gameOver ? (
        <button type="button" className="primary" autoFocus onClick={onRematch} data-testid="rematch">
          {i18n.t('rematch')}
        </button>
      ) : (
        <button type="button" className="primary" autoFocus onClick={onNextHand} data-testid="next-hand">
          {i18n.t('nextHand')}
        </button>
      )}
      <button type="button" onClick={onReview} data-testid="review-game">
        {i18n.t('review')}
      </button>
      <button type="button" onClick={onDownload}>
        ⬇ {i18n.t('download')}
      </button>
      {gameOver && (
        <>
          <button type="button" onClick={onNewGame} data-testid="over-new-game">
            {i18n.t('newGame')}
          </button>
          <button type="button" onClick={onHome} data-testid="over-home">
            {i18n.t('home')}
          </button>
        </>
      )}
      {!gameOver && canUndo && (
        <button type="button" onClick={onUndo}>
          ↶ {i18n.t('undo')}
        </button>
      )}
    </>
  );
}
