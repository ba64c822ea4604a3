import { useEffect, useRef } from 'react';
import type { Card, HandEvent } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { CardImage } from '../../ui/CardButton.js';
import { cardLabel } from './labels.js';

/** The last complete trick, card by card with who played it, and who took it. */
export function LastTrickDialog({ trick, trumpSuit, showPoints, onClose }: { trick: Extract<HandEvent, { type: 'trick' }>; trumpSuit: number | null; showPoints: boolean; onClose: () => void }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const title = i18n.t('brisca.lastTrick');
  return (
    <dialog ref={ref} className="pile-dialog last-trick-dialog" aria-label={title} onClose={onClose} onCancel={onClose} data-testid="last-trick-dialog">
      <h2>{title}</h2>
      <ol className="last-trick-cards">
        {trick.cards.map((card: Card, i) => (
          <li key={card} className={trick.seats[i] === trick.winner ? 'won' : ''}>
            <CardImage card={card} label={cardLabel(i18n, card, trumpSuit)} />
            <span>{names.name(trick.seats[i]!)}</span>
          </li>
        ))}
      </ol>
      <p data-testid="last-trick-winner">
        {i18n.t(trick.winner === names.me ? 'brisca.trickToYou' : 'brisca.trickTo', { name: names.name(trick.winner) })}
        {showPoints && ` (+${trick.points})`}
      </p>
      <button type="button" className="primary" autoFocus onClick={() => ref.current?.close()}>
        {i18n.t('close')}
      </button>
    </dialog>
  );
}
