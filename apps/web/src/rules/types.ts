import type { ComponentType } from 'react';
import type { RuleSourceId } from '@escoba/cards';

/**
 * One section of a game's rules page: its id (the page's anchor and test id), the heading of `docs/rules.md` it
 * follows (`doc`: the heading's text, or the start of it, after its parents' and ` / `, as "Brisca and Alcalde /
 * The deal"), and the rule texts it cites, from `RULE_SOURCES` (none for a house rule).
 * `test/rules-pages.test.ts` checks that docs/rules.md cites the same ids under that heading.
 */
export interface RulesSectionInfo {
  readonly id: string;
  readonly doc: string;
  readonly sources: readonly RuleSourceId[];
}

/** A game's rules page, loaded on demand through its catalog entry (`rules()`), each game its own chunk. */
export interface GameRules {
  /** The page's sections in order, as data: the page draws each one from this list. */
  readonly sections: readonly RulesSectionInfo[];
  /** The page, in the language and deck style of the app. */
  readonly Page: ComponentType;
}
