import type { OptionDescription } from '@escoba/cards';
import type { ErrorFacts } from './messages/error-types.js';

/**
 * The facts of engine errors, found out from what the CLI was doing when it got them, so that the message
 * catalogue can tell them in any language (`ErrorMessages.engine`). The engines' own sentences are English;
 * these functions never read them, only the codes. What only one game's errors need is in its folder
 * (`games/<id>/errors.ts`).
 */

export type EngineError = { readonly code: string; readonly message: string };

export const json = (x: unknown): string => (x === undefined ? 'undefined' : JSON.stringify(x));
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** What the rules errors of a game are told from: its presets, its options and an example of its rules. */
export interface RulesFactsGame {
  readonly presets: readonly string[];
  readonly options: readonly (OptionDescription & { readonly presets?: readonly string[] })[];
  /** The option values of a preset (undefined for an unknown one). */
  readonly base: (preset: string) => unknown;
  readonly example: string;
  /** The option an impossible combination is told against (Escoba: `sevens`), if any. */
  readonly related?: string;
}

/** A rules error of game `g` for the rules `input` (a preset name or an object, as `resolveRules` takes). */
export function rulesFacts(g: RulesFactsGame, input: unknown, error: EngineError & { readonly option?: string }): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, preset: g.presets[0], example: g.example };
  const obj = isObject(input) ? input : {};
  const presetName = typeof input === 'string' ? input : typeof obj.preset === 'string' ? obj.preset : g.presets[0]!;
  switch (error.code) {
    case 'UnknownPreset':
      return { ...base, value: json(typeof input === 'string' ? input : obj.preset), choices: g.presets };
    case 'UnknownOption':
      return { ...base, option: error.option, choices: g.options.map((o) => o.name) };
    case 'BadOptionValue': {
      const info = g.options.find((o) => o.name === error.option);
      return { ...base, option: error.option, value: json(obj[error.option ?? '']), ...(info ? { expected: info.type } : {}) };
    }
    case 'BadRules':
      return { ...base, value: json(input), ...(Array.isArray(input) ? { reason: 'list' } : input === undefined ? { reason: 'nothing' } : {}) };
    case 'ImpossibleRules': {
      const rules = { ...(g.base(presetName) as Record<string, unknown>), ...obj };
      const info = g.options.find((o) => o.name === error.option);
      return { ...base, option: error.option, value: json(rules[error.option ?? '']), other: json(g.related === undefined ? undefined : rules[g.related]), preset: presetName, choices: info?.presets ?? [] };
    }
    default:
      return base;
  }
}


/** The player counts of a list of tables, each once. */
export const playerCounts = (list: readonly { readonly players: number }[]): string[] => [...new Set(list.map((t) => String(t.players)))];
