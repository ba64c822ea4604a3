/**
 * The rule texts the games were written from (`shared/seeds/`), one list for the docs, the CLI and the app.
 * `docs/rules.md` prints the same table (test/rule-sources.test.ts checks it), and every rule there cites an id.
 */
export interface RuleSource {
  /** The text's number in `shared/seeds/`; `001b` is the second half of text 001, a different page. */
  readonly id: RuleSourceId;
  /** What people call it: a site's or a maker's name where it has one. */
  readonly name: string;
  /** One line saying what the text is, in English. */
  readonly description: string;
}

export type RuleSourceId = '000' | '001' | '001b' | '002' | '003' | '004';

export const RULE_SOURCES: readonly RuleSource[] = [
  { id: '000', name: 'rules site', description: 'a rules web site (Amber Crook’s article)' },
  { id: '001', name: 'pagat', description: 'John McLeod’s pagat.com page, partly from Hernán A. Iannella' },
  {
    id: '001b',
    name: 'Spanish card games page',
    description: 'the second half of text 001: a Spanish card games page ("Briscas", "Alcalde", "Alcalde Variation")',
  },
  { id: '002', name: 'web game', description: 'the help page of a web Escoba game' },
  { id: '003', name: 'Fournier', description: 'the leaflet of the card maker Fournier' },
  { id: '004', name: 'Wikipedia', description: 'Wikipedia’s Escoba article, with the Brazilian Escova' },
];

/** The source with this id; throws on an id that is not in the list (a typo in a citation). */
export function ruleSource(id: RuleSourceId): RuleSource {
  const source = RULE_SOURCES.find((s) => s.id === id);
  if (source === undefined) throw new Error(`no rule source ${id}`);
  return source;
}
