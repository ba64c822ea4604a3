import { LIMITS } from '@escoba/protocol';
import { useI18n } from '../../i18n/I18n.js';
import { briscaWord } from './review21-words.js';
import { FIRST_ALCALDE, isHandsToPlay, type AlcaldeChoice } from './settings.js';

/**
 * The Alcalde games' start against the computer: who is the first Alcalde (the person, or drawn at random) and how
 * many hands to play, as an online Alcalde table has (the games have no end of their own).
 */
export function AlcaldeStartFields({ choice, onChange }: { readonly choice: AlcaldeChoice; readonly onChange: (patch: Partial<AlcaldeChoice>) => void }) {
  const i18n = useI18n();
  return (
    <>
      <fieldset data-testid="first-alcalde">
        <legend>{briscaWord(i18n, 'alcalde.first')}</legend>
        <div className="choices">
          {FIRST_ALCALDE.map((who) => (
            <label key={who} className="choice">
              <input type="radio" name="first-alcalde" value={who} checked={choice.firstAlcalde === who} onChange={() => onChange({ firstAlcalde: who })} data-testid={`first-alcalde-${who}`} />
              {briscaWord(i18n, who === 'me' ? 'alcalde.first.me' : 'alcalde.first.random')}
            </label>
          ))}
        </div>
        <p className="help">{briscaWord(i18n, 'alcalde.first.help')}</p>
      </fieldset>
      <div className="option">
        <label htmlFor="alcalde-hands">{i18n.t('online.handsLabel')}</label>
        <input
          id="alcalde-hands"
          type="number"
          min={1}
          max={LIMITS.maxHands}
          value={choice.hands}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (isHandsToPlay(n)) onChange({ hands: n });
          }}
          data-testid="alcalde-hands"
        />
        <p className="help">{i18n.t('online.handsHelp')}</p>
      </div>
    </>
  );
}
