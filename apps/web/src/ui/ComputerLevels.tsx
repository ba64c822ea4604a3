import { BOT_LEVELS, type BotLevel } from '@escoba/bots';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import { seatName } from '../table/names.js';

function LevelOptions() {
  const i18n = useI18n();
  return (
    <>
      {BOT_LEVELS.map((level) => (
        <option key={level} value={level}>
          {i18n.t(`level.${level}` as MessageKey)}
        </option>
      ))}
    </>
  );
}

/**
 * The level every computer player plays at, up front in a new-game form; "mixed" (not choosable) when they differ,
 * each then set under "More rules".
 */
export function OpponentsLevelField({ levels, onChange }: { readonly levels: readonly BotLevel[]; readonly onChange: (level: BotLevel) => void }) {
  const i18n = useI18n();
  const same = levels.every((l) => l === levels[0]) ? (levels[0] ?? null) : null;
  return (
    <div className="option">
      <label htmlFor="opponents-level">{i18n.t('opponentsLevel')}</label>
      <select id="opponents-level" value={same ?? 'mixed'} data-testid="opponents-level" onChange={(e) => onChange(e.target.value as BotLevel)}>
        {same === null && (
          <option value="mixed" disabled>
            {i18n.t('mixedLevels')}
          </option>
        )}
        <LevelOptions />
      </select>
    </div>
  );
}

/** Each computer player's level (seats 1, 2, …; the person is seat 0), the partner marked at a partnership table. */
export function SeatLevelsFieldset({ levels, partnerships, onChange }: { readonly levels: readonly BotLevel[]; readonly partnerships: boolean; readonly onChange: (index: number, level: BotLevel) => void }) {
  const i18n = useI18n();
  return (
    <fieldset>
      <legend>{i18n.t('levelsLabel')}</legend>
      <div className="levels">
        {levels.map((level, i) => {
          const seat = i + 1;
          return (
            <label key={seat} className="level-choice">
              <span>
                {seatName(i18n, seat)}
                {partnerships && seat % 2 === 0 && ` (${i18n.t('partner')})`}
              </span>
              <select value={level} data-testid={`level-${seat}`} onChange={(e) => onChange(i, e.target.value as BotLevel)}>
                <LevelOptions />
              </select>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A new-game form's submit button, and why it cannot deal when the rules chosen make no game. */
export function DealButton({ blocked }: { readonly blocked: string | null }) {
  const i18n = useI18n();
  return (
    <>
      <button type="submit" className="primary big" disabled={blocked !== null} aria-describedby={blocked === null ? undefined : 'deal-blocked'} data-testid="start">
        {i18n.t('deal')}
      </button>
      {blocked !== null && (
        <p id="deal-blocked" className="help" data-testid="deal-blocked">
          {blocked}
        </p>
      )}
    </>
  );
}
