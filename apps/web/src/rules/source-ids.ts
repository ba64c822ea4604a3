import { RULE_SOURCES, type RuleSourceId } from '@escoba/cards';

/** The rule-text ids (`RULE_SOURCES`) a sentence names, in order, each once: "pagat (rule text 001) and rule text 000" → 001, 000. */
export function sourceIdsIn(text: string): RuleSourceId[] {
  const known = new Set<string>(RULE_SOURCES.map((s) => s.id));
  const ids: RuleSourceId[] = [];
  for (const m of text.matchAll(/\b\d{3}b?\b/g)) {
    if (known.has(m[0]) && !ids.includes(m[0] as RuleSourceId)) ids.push(m[0] as RuleSourceId);
  }
  return ids;
}
