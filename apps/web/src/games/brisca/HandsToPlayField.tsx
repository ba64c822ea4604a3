import { LIMITS } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import { isHandsToPlay } from './settings.js';

/** "Hands to play" of an Alcalde table (it has no end of its own), offline and online alike. */
export function HandsToPlayField({ id, hands, onChange }: { readonly id: string; readonly hands: number; readonly onChange: (hands: number) => void }) {
  const i18n = useI18n();
  return (
    <div className="option">
      <label htmlFor={id}>{i18n.t('online.handsLabel')}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={LIMITS.maxHands}
        value={hands}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (isHandsToPlay(n)) onChange(n);
        }}
        data-testid={id}
      />
      <p className="help">{i18n.t('online.handsHelp')}</p>
    </div>
  );
}
