import type { OptionDescription, OptionType } from './game.js';
import { err, ok, type Result } from './result.js';

/**
 * A game's rules as presets and options: a preset is a full rule set with a name, an option one field of it. Rules
 * are written as a preset name or as `{ preset?, ...options }` (records, command lines, forms, table configs), and
 * records keep only the options that differ from the preset ({@link optionsDiff}). Every game reads them with
 * {@link resolveOptions}, so the errors and their wording are the same in every game.
 */

export interface RulesError {
  readonly code: 'UnknownPreset' | 'UnknownOption' | 'BadOptionValue' | 'BadRules' | 'ImpossibleRules';
  readonly message: string;
  /** The option at fault, when there is one. */
  readonly option?: string;
}

export const RULES_ERROR_CODES: readonly RulesError['code'][] = ['UnknownPreset', 'UnknownOption', 'BadOptionValue', 'BadRules', 'ImpossibleRules'];

/** Whether an error (of a game's `newGame`, say) is about its rules rather than its table. */
export const isRulesErrorCode = (code: string): code is RulesError['code'] => (RULES_ERROR_CODES as readonly string[]).includes(code);

/** One rule option; with `presets`, it applies to those presets only (another preset accepts it only at its own value). */
export interface RuleOption<Name extends string = string, Preset extends string = string> extends OptionDescription {
  readonly name: Name;
  readonly presets?: readonly Preset[];
}

/** A rule set's options: every field but `preset`. */
export type OptionName<Rules> = Exclude<keyof Rules, 'preset'> & string;

/** Rules as records and command lines write them: a preset name, or the options that differ from a preset. */
export type RulesInputOf<Preset extends string, Rules> = Preset | ({ readonly preset?: Preset } & Partial<Omit<Rules, 'preset'>>);

/** A game's presets and options, and what its rules must say beyond each option's own type. */
export interface RuleSet<Preset extends string, Rules extends { readonly preset: Preset }> {
  readonly presetNames: readonly Preset[];
  readonly presets: Readonly<Record<Preset, Rules>>;
  readonly options: readonly RuleOption<OptionName<Rules>, Preset>[];
  /** The preset an object without `preset` starts from. */
  readonly basePreset: Preset;
  /** The object the error for rules of the wrong type shows, e.g. `{"preset": "classic", "target": 15}`. */
  readonly example: string;
  /** Whether that error ends with the value it got (`, got the list [1,2]`). */
  readonly badRulesSaysInput: boolean;
  /** A combination of options the game refuses, checked once every option has been read. */
  readonly check?: (rules: Rules) => RulesError | null;
}

/** Whether `x` names one of `names`. */
export const isPreset = <Preset extends string>(names: readonly Preset[], x: unknown): x is Preset => typeof x === 'string' && (names as readonly string[]).includes(x);

/** Why `value` is not of the option's type (a phrase such as `expected true or false`), or null when it is. */
export function checkOptionValue(type: OptionType, value: unknown): string | null {
  switch (type.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'expected true or false';
    case 'enum':
      return typeof value === 'string' && type.values.includes(value) ? null : `expected one of ${type.values.join(', ')}`;
    case 'integer':
      return Number.isInteger(value) && (value as number) >= type.min && (value as number) <= type.max ? null : `expected a whole number from ${type.min} to ${type.max}`;
  }
}

const describeValue = (x: unknown): string => (x === undefined ? 'nothing' : Array.isArray(x) ? `the list ${JSON.stringify(x)}` : JSON.stringify(x));

/** Reads a preset name or `{ preset?, ...options }` into full rules, or says what is wrong with it. */
export function resolveOptions<Preset extends string, Rules extends { readonly preset: Preset }>(set: RuleSet<Preset, Rules>, input: unknown): Result<Rules, RulesError> {
  const presetList = set.presetNames.join(', ');
  if (typeof input === 'string') {
    if (isPreset(set.presetNames, input)) return ok(set.presets[input]);
    return err({ code: 'UnknownPreset', message: `unknown preset "${input}" (presets: ${presetList})` });
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const got = set.badRulesSaysInput ? `, got ${describeValue(input)}` : '';
    return err({ code: 'BadRules', message: `rules must be a preset name or an object like ${set.example}${got}` });
  }
  const obj = input as Record<string, unknown>;
  let base = set.presets[set.basePreset];
  if ('preset' in obj) {
    if (!isPreset(set.presetNames, obj.preset)) return err({ code: 'UnknownPreset', option: 'preset', message: `unknown preset ${JSON.stringify(obj.preset)} (presets: ${presetList})` });
    base = set.presets[obj.preset];
  }
  const rules: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'preset') continue;
    const info = set.options.find((o) => o.name === key);
    if (!info) return err({ code: 'UnknownOption', option: key, message: `unknown rule option "${key}" (options: ${set.options.map((o) => o.name).join(', ')})` });
    const problem = checkOptionValue(info.type, value);
    if (problem) return err({ code: 'BadOptionValue', option: key, message: `rule option ${key}: ${problem}, got ${JSON.stringify(value)}` });
    // An option of another preset at that preset's own value is what resolved rules hold: accepted, so resolving is idempotent.
    if (info.presets && !info.presets.includes(base.preset) && value !== base[info.name]) {
      return err({ code: 'ImpossibleRules', option: key, message: `rule option ${key} applies to ${info.presets.join(', ')}, not to ${base.preset}` });
    }
    rules[key] = value;
  }
  const resolved = rules as unknown as Rules;
  const impossible = set.check?.(resolved) ?? null;
  return impossible ? err(impossible) : ok(resolved);
}

/** The options that differ from the preset the rules name: the compact form written into records. */
export function optionsDiff<Preset extends string, Rules extends { readonly preset: Preset }>(set: RuleSet<Preset, Rules>, rules: Rules): RulesInputOf<Preset, Rules> {
  const base = set.presets[rules.preset];
  const diff: Record<string, unknown> = {};
  for (const { name } of set.options) if (rules[name] !== base[name]) diff[name] = rules[name];
  return Object.keys(diff).length === 0 ? rules.preset : ({ preset: rules.preset, ...diff } as RulesInputOf<Preset, Rules>);
}
