import { useI18n } from '../../i18n/I18n.js';
import { briscaWord } from './review21-words.js';
import { FIRST_ALCALDE, type AlcaldeChoice } from './settings.js';
import { HandsToPlayField } from './HandsToPlayField.js';

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
      <HandsToPlayField id="alcalde-hands" hands={choice.hands} onChange={(hands) => onChange({ hands })} />
    </>
  );
}
