import { cardValue } from '@escoba/engine';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { DealButton, OpponentsLevelField, SeatLevelsFieldset } from '../../ui/ComputerLevels.js';
import { ANIMATION_SPEEDS, DECK_STYLES, type Settings } from '../../settings.js';
import { TABLES, tableOf, type TableId } from './settings.js';
import { CardFace } from '../../cards/CardFace.js';
import { resolveChoice, RulesFieldset, TargetField, type RulesChoice } from './RulesFieldset.js';

export interface EscobaNewGameProps {
  readonly settings: Settings;
  readonly onChange: (settings: Settings) => void;
  readonly onStart: () => void;
}

/**
 * Escoba's new-game form, short enough to deal without scrolling on a phone: the table, the opponents' level and
 * the points to win up front; under "More rules" the preset and every rule option (each explained), each computer
 * player's level and how the cards look. It keeps its choices in the app's settings.
 */
export function EscobaNewGame({ settings, onChange, onStart }: EscobaNewGameProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  const resolved = resolveChoice(settings);
  const players = tableOf(settings.table).players;
  const setRules = (choice: RulesChoice) => set({ preset: choice.preset, options: choice.options });
  const used = settings.levels.slice(0, players - 1);

  return (
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

      <OpponentsLevelField levels={used} onChange={(level) => set({ levels: settings.levels.map(() => level) })} />
      <TargetField preset={settings.preset} options={settings.options} onChange={setRules} />

      <details className="more-rules" data-testid="more-rules">
        <summary>
          {i18n.t('moreRules')} <span className="help">{i18n.t('moreRulesSummary', { preset: t(`preset.${settings.preset}`) })}</span>
        </summary>
        <RulesFieldset preset={settings.preset} options={settings.options} onChange={setRules} withTarget={false} collapsed={false} />

        <SeatLevelsFieldset
          levels={used}
          partnerships={tableOf(settings.table).partnerships}
          onChange={(index, level) => set({ levels: settings.levels.map((l, k) => (k === index ? level : l)) })}
        />

        <fieldset>
          <legend>{i18n.t('deckLabel')}</legend>
          <div className="choices">
            {DECK_STYLES.map((style) => (
              <label key={style} className="choice deck-choice">
                <input type="radio" name="deck" value={style} checked={settings.deckStyle === style} onChange={() => set({ deckStyle: style })} />
                <span className="deck-sample" aria-hidden="true">
                  {[6, 17, 28, 39].map((c) => (
                    <span className="card static mini" key={c}>
                      <CardFace card={c} style={style} showValue={settings.showValues} badgeOf={cardValue} />
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

      </details>

      <DealButton blocked={resolved.ok ? null : i18n.t('online.needRules')} />
    </form>
  );
}
