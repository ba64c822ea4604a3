import { useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import type { WebGameId } from '../games/catalog.js';
import { RulesDialog } from './RulesDialog.js';

/** A button (or link-like button) that opens the rules of `game` over the current screen. */
export function RulesButton({ game, label, className, testId = 'rules-button' }: { game: WebGameId; label?: string; className?: string; testId?: string }) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid={testId} aria-haspopup="dialog">
        {label ?? i18n.t('rules.open')}
      </button>
      {open && <RulesDialog game={game} onClose={() => setOpen(false)} />}
    </>
  );
}
