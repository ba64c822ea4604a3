import { MAX_RATING_BOUND, type RatingRange, type TableSettings } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import { useRatable } from './useRatable.js';
import './rated.css';

export interface RatedFieldsProps {
  readonly rated: boolean;
  readonly range: RatingRange | undefined;
  /** The table the rest of the form makes (null while it is not valid): whether it can be rated. */
  readonly settings: TableSettings | null;
  readonly onChange: (patch: { readonly rated?: boolean; readonly ratingRange?: RatingRange | undefined }) => void;
}

const bound = (text: string): number | undefined => {
  const n = Number(text);
  return text.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_RATING_BOUND ? undefined : n;
};

/**
 * The create form's "Rated" choice (rated22), shown to a logged-in player only (only accounts sit at rated tables):
 * disabled, with the reason, for a table its game cannot rate; with the optional rating range a player needs to sit.
 */
export function RatedFields({ rated, range, settings, onChange }: RatedFieldsProps) {
  const i18n = useI18n();
  const { state } = useAccount();
  const ratable = useRatable(settings);
  if (state.status !== 'ready' || state.account === null) return null;
  const unavailable = ratable === false;
  return (
    <fieldset className="rated-fields" data-testid="rated-fields">
      <legend>{i18n.t('rated.legend')}</legend>
      <label className="choice">
        <input type="checkbox" checked={rated && !unavailable} disabled={unavailable} onChange={(e) => onChange({ rated: e.target.checked, ...(e.target.checked ? {} : { ratingRange: undefined }) })} aria-describedby="rated-help" data-testid="online-rated" />
        <span>
          {i18n.t('rated.label')}{' '}
          <span id="rated-help" className="help">
            {unavailable ? i18n.t('rated.unavailable') : i18n.t('rated.help')}
          </span>
        </span>
      </label>
      {rated && !unavailable && (
        <div className="rated-range">
          <label className="inline">
            {i18n.t('rated.min')}{' '}
            <input type="number" min={0} max={MAX_RATING_BOUND} step={50} value={range?.min ?? ''} placeholder="—" onChange={(e) => onChange({ ratingRange: { ...range, min: bound(e.target.value) } })} data-testid="rated-min" />
          </label>
          <label className="inline">
            {i18n.t('rated.max')}{' '}
            <input type="number" min={0} max={MAX_RATING_BOUND} step={50} value={range?.max ?? ''} placeholder="—" onChange={(e) => onChange({ ratingRange: { ...range, max: bound(e.target.value) } })} data-testid="rated-max" />
          </label>
          <p className="help">{i18n.t('rated.rangeHelp')}</p>
        </div>
      )}
    </fieldset>
  );
}
