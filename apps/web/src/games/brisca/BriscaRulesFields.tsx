import { OPTION_INFO, PRESETS, type BriscaRuleOptions, type PresetName } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { isMessageKey, type I18n } from '../../i18n/translator.js';
import { OptionField } from '../../ui/OptionField.js';
import { ALCALDE_PRESETS, optionFitsTable, type BriscaChoice, type TableSeats } from './settings.js';

/** Options shown up front (the rest are under "More rules"). */
export const UP_FRONT: readonly string[] = ['wins'];

/** The rules of a Brisca form: a preset and the options that differ from it. */
export type BriscaRulesChoice = Pick<BriscaChoice, 'preset' | 'options'>;

export interface BriscaRulesFieldsProps {
  readonly choice: BriscaRulesChoice;
  readonly onChange: (choice: BriscaRulesChoice) => void;
  /** Which of the preset's options: those shown up front, the rest ("More rules"), or all. */
  readonly which: 'upFront' | 'more' | 'all';
  /** Prefix of the ids and test ids (`option-wins`; `online-option-wins` with `'online-'`). */
  readonly prefix?: string;
  /** The table chosen: an option made for another table size is not shown. */
  readonly table: TableSeats;
}

/** The options of a Brisca or Alcalde preset, each a field from the engine's option descriptions, explained. */
export function BriscaRulesFields({ choice, onChange, which, prefix = '', table }: BriscaRulesFieldsProps) {
  const i18n = useI18n();
  const t = (key: string) => i18n.t(key as MessageKey);
  const shown = (name: keyof BriscaRuleOptions) => choice.options[name] ?? PRESETS[choice.preset][name];
  const setOption = (name: keyof BriscaRuleOptions, value: unknown) => {
    const options: Record<string, unknown> = { ...choice.options };
    if (PRESETS[choice.preset][name] === value) delete options[name];
    else options[name] = value;
    onChange({ preset: choice.preset, options: options as Partial<BriscaRuleOptions> });
  };
  const options = OPTION_INFO.filter(
    (info) => info.presets.includes(choice.preset) && optionFitsTable(info.name, table) && (which === 'all' || (which === 'upFront') === UP_FRONT.includes(info.name)),
  );
  return (
    <>
      {options.map((info) => (
        <OptionField
          key={info.name}
          info={info}
          id={`${prefix}option-${info.name}`}
          value={shown(info.name)}
          label={t(`brisca.option.${info.name}`)}
          help={t(`brisca.option.${info.name}.help`)}
          valueLabel={(v) => t(`brisca.option.${info.name}.${v}`)}
          onChange={(v) => setOption(info.name, v)}
        />
      ))}
    </>
  );
}

/** The two Alcalde games, each its preset, to choose from (choosing one starts from its options). */
export function AlcaldePresetChoice({ preset, onChange, prefix = '' }: { readonly preset: PresetName; readonly onChange: (preset: PresetName) => void; readonly prefix?: string }) {
  const i18n = useI18n();
  const t = (key: string) => i18n.t(key as MessageKey);
  return (
    <fieldset>
      <legend>{i18n.t('presetLabel')}</legend>
      <div className="choices column">
        {ALCALDE_PRESETS.map((name) => (
          <label key={name} className="choice">
            <input type="radio" name={`${prefix}alcalde-preset`} value={name} checked={preset === name} onChange={() => onChange(name)} data-testid={`${prefix}preset-${name}`} />
            <span>
              <strong>{t(`brisca.preset.${name}`)}</strong> <span className="help">{t(`brisca.preset.${name}.help`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Why rules and a table do not make a game, in the person's language when the app knows the engine's case. */
export function briscaRulesProblem(i18n: I18n, error: { readonly code: string; readonly message: string }): string {
  const key = `brisca.error.${error.code}`;
  return isMessageKey(key) ? i18n.t(key) : i18n.t('badRules', { error: error.message });
}
