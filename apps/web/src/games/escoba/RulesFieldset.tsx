import { OPTION_INFO, PRESET_NAMES, PRESETS, resolveRules, type PresetName, type Result, type RuleOptions, type Rules, type RulesError } from '@escoba/engine';
import { useI18n } from '../../i18n/I18n.js';
import type { MessageKey } from '../../i18n/strings.js';
import { rulesOf } from './settings.js';

/** The rules a form picks: a preset and the options that differ from it (target included). */
export interface RulesChoice {
  readonly preset: PresetName;
  readonly options: Partial<RuleOptions>;
}

/** The engine's rules for a choice, or its error when the options do not go together. */
export function resolveChoice(choice: RulesChoice): Result<Rules, RulesError> {
  return resolveRules(rulesOf(choice));
}

export interface RulesFieldsetProps extends RulesChoice {
  readonly onChange: (choice: RulesChoice) => void;
  /**
   * Prefix for the radio group names, the ids and the test ids, so two forms can show the fieldset
   * (`''` gives `preset`, `option-capture`, `target`; `'online-'` gives `online-preset`, `online-option-capture`…).
   */
  readonly prefix?: string;
  /** Show the target here (default); false when the form shows it up front with `TargetField`. */
  readonly withTarget?: boolean;
  /** Keep the rule options under their own "Every rule option" disclosure (default); false when the fieldset already is under one. */
  readonly collapsed?: boolean;
}

/** The choice with one option set: kept only when it differs from the preset. */
function withOption(choice: RulesChoice, name: keyof RuleOptions, value: RuleOptions[keyof RuleOptions]): RulesChoice {
  const next: Record<string, unknown> = { ...choice.options };
  if (PRESETS[choice.preset][name] === value) delete next[name];
  else next[name] = value;
  return { preset: choice.preset, options: next as Partial<RuleOptions> };
}

/** The points to win, as a number field (`${prefix}target`). */
export function TargetField({ preset, options, onChange, prefix = '' }: Omit<RulesFieldsetProps, 'withTarget' | 'collapsed'>) {
  const i18n = useI18n();
  const info = OPTION_INFO.find((o) => o.name === 'target');
  const id = `${prefix}target`;
  if (!info || info.type.kind !== 'integer') return null;
  return (
    <div className="option">
      <label htmlFor={id}>{i18n.t('option.target')}</label>
      <input
        id={id}
        type="number"
        min={info.type.min}
        max={info.type.max}
        value={options.target ?? PRESETS[preset].target}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= 1 && n <= 1000) onChange(withOption({ preset, options }, 'target', n));
        }}
        data-testid={id}
      />
    </div>
  );
}

/**
 * The rules part of a new-game form: the preset (each explained), every rule option of the engine with its
 * explanation, and the target score; with the engine's error when the options are not valid together.
 */
export function RulesFieldset({ preset, options, onChange, prefix = '', withTarget = true, collapsed = true }: RulesFieldsetProps) {
  const i18n = useI18n();
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key as MessageKey, params);
  const resolved = resolveChoice({ preset, options });
  // What each control shows: the option as chosen (even while the choice is not valid), else the preset's.
  const shown = (name: keyof RuleOptions) => options[name] ?? PRESETS[preset][name];

  const setOption = (name: keyof RuleOptions, value: RuleOptions[keyof RuleOptions]) => onChange(withOption({ preset, options }, name, value));

  const control = (info: (typeof OPTION_INFO)[number], id: string) => {
    const value = shown(info.name);
    if (info.type.kind === 'integer') {
      return (
        <input
          id={id}
          type="number"
          min={info.type.min}
          max={info.type.max}
          value={value as number}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 1 && n <= 1000) setOption(info.name, n);
          }}
          data-testid={id}
        />
      );
    }
    if (info.type.kind === 'enum') {
      return (
        <select id={id} value={value as string} onChange={(e) => setOption(info.name, e.target.value as RuleOptions[keyof RuleOptions])} data-testid={id}>
          {info.type.values.map((v) => (
            <option key={v} value={v}>
              {t(`option.${info.name}.${v}`)}
            </option>
          ))}
        </select>
      );
    }
    return <input id={id} type="checkbox" checked={value as boolean} onChange={(e) => setOption(info.name, e.target.checked)} data-testid={id} />;
  };

  const targetInfo = OPTION_INFO.find((info) => info.name === 'target');
  const targetId = `${prefix}target`;

  const optionControls = (
    <>
      {OPTION_INFO.filter((info) => info.name !== 'target').map((info) => {
        const id = `${prefix}option-${info.name}`;
        return (
          <div className="option" key={info.name}>
            <label htmlFor={id}>{t(`option.${info.name}`)}</label>
            {control(info, id)}
            <p className="help">{t(`option.${info.name}.help`)}</p>
          </div>
        );
      })}
      {Object.keys(options).some((name) => withTarget || name !== 'target') && (
        <button type="button" onClick={() => onChange({ preset, options: withTarget || options.target === undefined ? {} : { target: options.target } })} data-testid={`${prefix}reset-options`}>
          {i18n.t('resetOptions')}
        </button>
      )}
    </>
  );

  return (
    <fieldset>
      <legend>{i18n.t('presetLabel')}</legend>
      <div className="choices column">
        {PRESET_NAMES.map((name) => (
          <label key={name} className="choice">
            <input
              type="radio"
              name={`${prefix}preset`}
              value={name}
              checked={preset === name}
              onChange={() => onChange({ preset: name, options: {} })}
              data-testid={`${prefix}preset-${name}`}
            />
            <span>
              <strong>{t(`preset.${name}`)}</strong> <span className="help">{t(`preset.${name}.help`)}</span>
            </span>
          </label>
        ))}
      </div>
      {withTarget && targetInfo && (
        <div className="option">
          <label htmlFor={targetId}>{t('option.target')}</label>
          {control(targetInfo, targetId)}
          <p className="help">{t('option.target.help')}</p>
        </div>
      )}
      {collapsed ? (
        <details className="all-options">
          <summary>{i18n.t('moreOptions')}</summary>
          {optionControls}
        </details>
      ) : (
        optionControls
      )}
      {!resolved.ok && (
        <p className="error" role="alert" data-testid={`${prefix}rules-error`}>
          {i18n.t('badRules', { error: resolved.error.message })}
        </p>
      )}
    </fieldset>
  );
}
