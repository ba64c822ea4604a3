import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';

/** The buttons under a table against the computer, for every game: hint, undo, download, the game's own extras, leave. */
export function LocalToolbar({
  canHint,
  onHint,
  canUndo,
  onUndo,
  onDownload,
  onLeave,
  children,
}: {
  canHint: boolean;
  onHint: () => void;
  canUndo: boolean;
  onUndo: () => void;
  onDownload: () => void;
  onLeave: () => void;
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
      <button type="button" onClick={onLeave}>
        {i18n.t('leave')}
      </button>
    </>
  );
}

/** The buttons of the end-of-hand panel against the computer: next hand (or rematch once the game is over), review, download, undo. */
export function LocalHandOverButtons({
  gameOver,
  onNextHand,
  onRematch,
  onReview,
  onDownload,
  canUndo,
  onUndo,
}: {
  gameOver: boolean;
  onNextHand: () => void;
  onRematch: () => void;
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
      {!gameOver && canUndo && (
        <button type="button" onClick={onUndo}>
          ↶ {i18n.t('undo')}
        </button>
      )}
    </>
  );
}
