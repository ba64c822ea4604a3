import { ruleSource, type RuleSourceId } from '@escoba/cards';

/**
 * The rule texts a preset or an option was written from, named as `escoba rules` prints them: the name and the id
 * come from `RULE_SOURCES` of `@escoba/cards`, the one list of them; the CLI's texts cite ids only.
 */

/** Where a preset's rules come from: the rule texts, and the section of the text when it has several games. */
export interface PresetSource {
  readonly ids: readonly RuleSourceId[];
  readonly section?: string;
}

/** `pagat (001)`. */
export const citeSource = (id: RuleSourceId): string => `${ruleSource(id).name} (${id})`;

/** A preset's sources in one language: `pagat (001) and rules site (000)`, `Spanish card games page (001b), "Briscas"`. */
export const presetSourceLabel = (source: PresetSource, list: (items: readonly string[]) => string): string =>
  `${list(source.ids.map(citeSource))}${source.section === undefined ? '' : `, "${source.section}"`}`;

/**
 * A text with its citations named: `{source:000}` becomes `rules site (000)`, and `({source:000})` `(rules site, 000)`.
 * The engines' English texts cite `rule text 000` or `seed 000`, which read as the same citations.
 */
export function citeSources(text: string): string {
  return text
    .replace(/\((?:rule text |seed )(\d{3}b?)\)/g, '({source:$1})')
    .replace(/\b(?:rule text|seed) (\d{3}b?)\b/g, '{source:$1}')
    .replace(/\(\{source:(\w+)\}\)/g, (_, id: RuleSourceId) => `(${ruleSource(id).name}, ${id})`)
    .replace(/\{source:(\w+)\}/g, (_, id: RuleSourceId) => citeSource(id));
}
