import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { HandOverExtra } from './hand-over-extra.js';
import './shell.css';

export interface HandOverDialogProps {
  readonly title: string;
  /** The game's own class for the panel (`brisca-hand-over`). */
  readonly className?: string;
  /**
   * A finished game against the computer: Escape or Close puts the dialog away, leaving the finished table in view
   * with a bar to show the result again; the page around it stays usable (the dialog is not modal).
   */
  readonly closable?: boolean;
  readonly children: ReactNode;
}

/**
 * The end of a hand, or of the game, over the table, for every game: the panel in an overlay that leaves the header
 * uncovered (home, the language, the deck stay at hand; on a phone, at the end of a game: shell.css), titled `title`.
 */
export function HandOverDialog({ title, className = '', closable = false, children }: HandOverDialogProps) {
  const i18n = useI18n();
  const [closed, setClosed] = useState(false);
  const extra = useContext(HandOverExtra);

  useEffect(() => {
    if (!closable || closed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) setClosed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closable, closed]);

  if (closable && closed) {
    return (
      <div className="result-bar" role="status" data-testid="result-bar">
        <strong>{title}</strong>
        <button type="button" className="primary" autoFocus onClick={() => setClosed(false)} data-testid="show-result">
          {i18n.t('gameOver.reopen')}
        </button>
      </div>
    );
  }
  return (
    <div className={`overlay hand-over-overlay ${closable ? 'keeps-header' : ''}`}>
      <section className={`panel hand-over ${className}`} role="dialog" aria-modal={!closable} aria-labelledby="hand-over-title" data-testid="hand-over">
        <div className="hand-over-head">
          <h2 id="hand-over-title">{title}</h2>
          {closable && (
            <button type="button" className="close-dialog" onClick={() => setClosed(true)} aria-label={i18n.t('gameOver.close')} title={i18n.t('gameOver.close')} data-testid="close-result">
              ×
            </button>
          )}
        </div>
        {extra}
        {children}
      </section>
    </div>
  );
}
