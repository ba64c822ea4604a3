import { useEffect, useRef } from 'react';
import { sortCards, type Card } from '@escoba/cards';
import { useI18n } from '../i18n/I18n.js';
import { CardImage } from './CardButton.js';

/** A modal list of the cards in a captured pile. */
export function PileDialog({ title, cards, onClose }: { title: string; cards: readonly Card[]; onClose: () => void }) {
  const i18n = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="pile-dialog" aria-label={title} onClose={onClose} onCancel={onClose}>
      <h2>{title}</h2>
      <p>{i18n.t('taken', { n: cards.length })}</p>
      <div className="card-row small wrap">
        {sortCards(cards).map((c) => (
          <CardImage key={c} card={c} label={i18n.card(c)} />
        ))}
      </div>
      <button type="button" className="primary" autoFocus onClick={() => ref.current?.close()}>
        {i18n.t('close')}
      </button>
    </dialog>
  );
}
