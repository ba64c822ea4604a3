import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { GAME_ENTRIES, entryOf, type WebGameId } from '../games/catalog.js';
import { loadRules } from './load.js';
import type { GameRules } from './types.js';
import './rules.css';

/**
 * The rules of the games, in a modal dialog over whatever screen opened it (home, a new-game form, a table in
 * play), so closing it comes back to the same place with nothing lost. It opens on `game` and has a tab for
 * every game of the catalog; each game's page is loaded the first time it is shown.
 */
export function RulesDialog({ game, onClose }: { game: WebGameId; onClose: () => void }) {
  const i18n = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<WebGameId>(game);
  // The last page loaded (or its error), for the game it belongs to: another tab shows "loading" until its own comes.
  const [loaded, setLoaded] = useState<{ readonly id: WebGameId; readonly rules: GameRules } | { readonly id: WebGameId; readonly error: string } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let live = true;
    loadRules(shown).then(
      (rules) => live && setLoaded({ id: shown, rules }),
      (e: unknown) => live && setLoaded({ id: shown, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [shown]);

  const current = loaded?.id === shown ? loaded : null;
  const Page = current && 'rules' in current ? current.rules.Page : null;
  const error = current && 'error' in current ? current.error : null;
  return (
    <dialog ref={ref} className="rules-dialog" aria-labelledby="rules-dialog-title" onClose={onClose} onCancel={onClose} data-testid="rules-dialog">
      <div className="rules-top">
        <h2 id="rules-dialog-title">
          {i18n.t('rules.title')}: {i18n.t(entryOf(shown).name)}
        </h2>
        <button type="button" className="rules-close" onClick={() => ref.current?.close()} data-testid="rules-close" aria-label={i18n.t('close')}>
          ✕
        </button>
      </div>
      <nav className="rules-tabs" aria-label={i18n.t('rules.games')}>
        {GAME_ENTRIES.map((entry) => (
          <button key={entry.id} type="button" aria-pressed={entry.id === shown} onClick={() => setShown(entry.id)} data-testid={`rules-tab-${entry.id}`}>
            {i18n.t(entry.name)}
          </button>
        ))}
      </nav>
      <div className="rules-body" data-testid={Page ? `rules-page-${shown}` : undefined}>
        {error !== null ? (
          <p className="error" role="alert">
            {i18n.t('rules.failed', { error })}
          </p>
        ) : Page ? (
          <Page />
        ) : (
          <p className="muted">{i18n.t('rules.loading')}</p>
        )}
      </div>
      <button type="button" className="primary rules-done" onClick={() => ref.current?.close()}>
        {i18n.t('close')}
      </button>
    </dialog>
  );
}
