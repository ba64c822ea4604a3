import { senaOf, type BriscaAction, type BriscaView } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { useSeatNames } from '../../ui/seat-names.js';
import { senaGesture, senaLines, senaMeaning, senaSentence, senaShort } from './senas-text.js';
import { briscaWord } from './review21-words.js';
import './senas.css';

// Señas (rule option `senas`, 2 against 2 Brisca): the person's bar of the señas they may make, and their
// partner's señas by the partner's seat. Everything comes from the person's view, which holds only their side's
// señas (docs/rules.md, "Señas"); the sentences for the play log are in `senas-text.ts`.

export interface SenaBarProps {
  readonly view: BriscaView;
  /** The person may act now. */
  readonly canAct: boolean;
  readonly onAct: (action: BriscaAction) => void;
}

/** The person's señas to their partner: a button per seña they may make now (keyboard: Tab and Enter). */
export function SenaBar({ view, canAct, onAct }: SenaBarProps) {
  const i18n = useI18n();
  if (!view.rules.senas || view.seat === null) return null;
  const legal = canAct ? view.legalSenas : [];
  const mine = view.senas.filter((m) => m.seat === view.seat);
  if (legal.length === 0 && mine.length === 0) return null;
  return (
    <div className="sena-bar" role="group" aria-label={i18n.t('senas.bar')} data-testid="sena-bar">
      <span className="sena-title">{i18n.t('senas.bar')}</span>
      {legal.map((sena) => (
        <button key={sena} type="button" className="sena" onClick={() => onAct(senaOf(sena))} title={senaGesture(i18n, sena)} aria-label={senaMeaning(i18n, sena)} data-testid={`sena-${sena}`}>
          {senaShort(i18n, sena)}
        </button>
      ))}
      {mine.length > 0 && (
        <span className="sena-made" data-testid="senas-made">
          {i18n.t('senas.made', { list: mine.map((m) => senaShort(i18n, m.sena)).join(', ') })}
        </span>
      )}
      <span className="sena-help">{i18n.t('senas.help')}</span>
    </div>
  );
}

/**
 * The lines by a partner's seat: the señas the partner made this hand, in the order made, the latest marked and
 * the older ones dimmed, as a later seña updates an earlier one (after playing his ace of trumps he may have none).
 * Nothing for opponents: the view has none of theirs.
 */
export function PartnerSenas({ view, seat }: { view: BriscaView; seat: number }) {
  const i18n = useI18n();
  const names = useSeatNames();
  const made = seat === view.seat ? [] : view.senas.filter((m) => m.seat === seat);
  if (made.length === 0) return null;
  const lines = senaLines(i18n, made);
  return (
    <div className="partner-senas" data-testid={`partner-senas-${seat}`}>
      <span className="partner-senas-title" aria-hidden="true">
        {briscaWord(i18n, 'senas.partnerSaid', { name: names.name(seat) })}
      </span>
      <ol aria-hidden="true">
        {lines.map((line, i) => (
          <li key={i} className={line.latest ? 'latest' : 'older'} data-testid="partner-sena">
            {line.text}
            {line.latest && lines.length > 1 && <span className="tag">{briscaWord(i18n, 'senas.latest')}</span>}
          </li>
        ))}
      </ol>
      <span className="sr-only">{made.map((m) => senaSentence(i18n, names, m)).join(' ')}</span>
    </div>
  );
}
