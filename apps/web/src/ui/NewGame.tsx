import { BOT_LEVELS, type BotLevel } from '@escoba/bots';
import { useI18n } from '../i18n/I18n.js';
import type { MessageKey } from '../i18n/strings.js';
import { seatName } from '../game/names.js';
import { ANIMATION_SPEEDS, DECK_STYLES, TABLES, tableOf, type Settings, type TableId } from '../settings.js';
import { CardFace } from '../cards/CardFace.js';
import { resolveChoice, RulesFieldset } from './RulesFieldset.js';

export interface NewGameProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onStart: () => void;
}

/** The new-game form: table, rules (preset and every option, each explained), bots and how cards look. */
export function NewGame({ settings, onChange, onStart }: NewGameProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  const resolved = resolveChoice(settings);
  const players = tableOf(settings.table).players;

  return (
    <main className="new-game" data-testid="new-game">
      <h1>{i18n.t('newGame')}</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (resolved.ok) onStart();
        }}
      >
        <fieldset>
          <legend>{i18n.t('table.label')}</legend>
          <div className="choices">
            {TABLES.map((table) => (
              <label key={table.id} className="choice">
                <input type="radio" name="table" value={table.id} checked={settings.table === table.id} onChange={() => set({ table: table.id as TableId })} />
                {t(`table.${table.id}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <RulesFieldset preset={settings.preset} options={settings.options} onChange={(choice) => set({ preset: choice.preset, options: choice.options })} />

        <fieldset>
          <legend>{i18n.t('levelsLabel')}</legend>
          <div className="levels">
            {Array.from({ length: players - 1 }, (_, i) => i + 1).map((seat) => (
              <label key={seat} className="level-choice">
                <span>
                  {seatName(i18n, seat)}
                  {tableOf(settings.table).partnerships && seat % 2 === 0 && ` (${i18n.t('partner')})`}
                </span>
                <select
                  value={settings.levels[seat - 1]}
                  data-testid={`level-${seat}`}
                  onChange={(e) => set({ levels: settings.levels.map((l, k) => (k === seat - 1 ? (e.target.value as BotLevel) : l)) })}
                >
                  {BOT_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`level.${level}`)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>{i18n.t('deckLabel')}</legend>
          <div className="choices">
            {DECK_STYLES.map((style) => (
              <label key={style} className="choice deck-choice">
                <input type="radio" name="deck" value={style} checked={settings.deckStyle === style} onChange={() => set({ deckStyle: style })} />
                <span className="deck-sample" aria-hidden="true">
                  {[6, 17, 28, 39].map((c) => (
                    <span className="card static mini" key={c}>
                      <CardFace card={c} style={style} showValue={settings.showValues} />
                    </span>
                  ))}
                </span>
                {t(`deck.${style}`)}
              </label>
            ))}
          </div>
          <label className="choice">
            <input type="checkbox" checked={settings.showValues} onChange={(e) => set({ showValues: e.target.checked })} data-testid="show-values" />
            <span>
              {i18n.t('showValues')} <span className="help">{i18n.t('showValuesHelp')}</span>
            </span>
          </label>
          <label className="inline">
            {i18n.t('animationLabel')}{' '}
            <select value={settings.animation} onChange={(e) => set({ animation: e.target.value as Settings['animation'] })}>
              {ANIMATION_SPEEDS.map((a) => (
                <option key={a} value={a}>
                  {t(`animation.${a}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>

        <button type="submit" className="primary big" disabled={!resolved.ok} data-testid="start">
          {i18n.t('deal')}
        </button>
      </form>
    </main>
  );
}
