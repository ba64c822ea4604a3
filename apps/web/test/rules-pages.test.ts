import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_SOURCES, type RuleSourceId } from '@escoba/cards';
import { OPTION_INFO, PRESET_NAMES, PRESETS, sumValues } from '@escoba/engine';
import { CARD_SUIT } from '@escoba/brisca';
import { GAME_ENTRIES } from '../src/games/catalog.js';
import { I18nProvider } from '../src/i18n/I18n.js';
import { LANGS, type Lang } from '../src/i18n/strings.js';
import type { GameRules } from '../src/rules/types.js';
import { sourceIdsIn } from '../src/rules/source-ids.js';
import { ESCOBA_EXAMPLE_TAKES } from '../src/games/escoba/rules/EscobaRules.js';
import { SUIT_TRICK, TRUMP_TRICK } from '../src/games/brisca/rules/BriscaRules.js';
import { ALCALDE_TRICK } from '../src/games/brisca/rules/AlcaldeRules.js';
import { trickWinner } from '../src/games/brisca/rules/parts.js';

// The rules pages and docs/rules.md must not contradict: each page section cites rule texts that docs/rules.md cites
// for the same rule, the facts come from the engines, and every Spanish word marked in the text is explained.

const DOCS = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8').split('\n');

interface Heading {
  readonly level: number;
  readonly text: string;
  readonly line: number;
  /** The line after the section's last (the next heading of its level or higher, or the end). */
  readonly end: number;
}

const HEADINGS: readonly Heading[] = (() => {
  const found = DOCS.flatMap((text, line) => {
    const m = /^(#{2,4}) (.*)$/.exec(text);
    return m ? [{ level: m[1]!.length, text: m[2]!, line }] : [];
  });
  return found.map((h, i) => ({ ...h, end: found.slice(i + 1).find((next) => next.level <= h.level)?.line ?? DOCS.length }));
})();

const matches = (heading: string, segment: string): boolean => heading === segment || heading.startsWith(`${segment} (`);

/** The heading a section's `doc` path names ("Brisca and Alcalde / The deal"), and its parents. */
function docSection(path: string): { readonly heading: Heading; readonly parents: readonly Heading[] } {
  const parents: Heading[] = [];
  let range = { line: -1, end: DOCS.length, level: 1 };
  for (const segment of path.split(' / ')) {
    const inside = HEADINGS.filter((h) => h.line > range.line && h.line < range.end && (parents.length === 0 ? h.level === 2 : h.level > range.level));
    const found = inside.filter((h) => matches(h.text, segment));
    if (found.length !== 1) throw new Error(`docs/rules.md has ${found.length} headings "${segment}" for "${path}"`);
    parents.push(found[0]!);
    range = found[0]!;
  }
  const heading = parents.pop()!;
  return { heading, parents };
}

/** The rule-text ids docs/rules.md cites for a section: in its text, or in its parents' introductions (their text before their first subheading). */
function docCitations(path: string): Set<RuleSourceId> {
  const { heading, parents } = docSection(path);
  const text = [DOCS.slice(heading.line, heading.end).join('\n')];
  for (const parent of parents) {
    const firstChild = HEADINGS.find((h) => h.line > parent.line && h.line < parent.end)?.line ?? parent.end;
    text.push(DOCS.slice(parent.line, firstChild).join('\n'));
  }
  return new Set(sourceIdsIn(text.join('\n')));
}

const PAGES: readonly { readonly id: string; readonly rules: GameRules }[] = await Promise.all(GAME_ENTRIES.map(async (entry) => ({ id: entry.id, rules: await entry.rules() })));

const render = (rules: GameRules, lang: Lang): string => renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(rules.Page) }));

describe('rules pages against docs/rules.md', () => {
  it('every game of the catalog has a rules page with sections', () => {
    expect(PAGES.map((p) => p.id)).toEqual(GAME_ENTRIES.map((e) => e.id));
    for (const page of PAGES) expect(page.rules.sections.length).toBeGreaterThan(3);
  });

  for (const page of PAGES) {
    for (const section of page.rules.sections) {
      it(`${page.id} "${section.id}" cites what docs/rules.md cites under "${section.doc}"`, () => {
        const cited = docCitations(section.doc);
        if (section.sources.length === 0) {
          // A house rule: docs/rules.md says so in the heading.
          expect(docSection(section.doc).heading.text).toContain('house rule');
        }
        for (const id of section.sources) expect(cited, `${id} under "${section.doc}"`).toContain(id);
      });
    }
  }
});

describe('rules pages as drawn', () => {
  const known = new Set<string>(RULE_SOURCES.map((s) => s.id));
  for (const page of PAGES) {
    for (const lang of LANGS) {
      it(`${page.id} in ${lang}: its sections in order, sources from RULE_SOURCES, every marked word explained`, () => {
        const html = render(page.rules, lang);
        const sections = [...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);
        expect(sections).toEqual([...page.rules.sections.map((s) => s.id), 'glossary']);
        const cited = [...html.matchAll(/data-source="([^"]+)"/g)].map((m) => m[1]!);
        expect(cited.length).toBeGreaterThan(0);
        for (const id of cited) expect(known).toContain(id);
        // An unexplained marked word is drawn as <em>; a marker left in the text would show its asterisks.
        expect(html).not.toContain('<em>');
        expect(html).not.toMatch(/\*[^*<>]+\*/);
        expect(html).toMatch(/<dfn lang="es"/);
      });
    }
  }

  it('the glossary words are explained where used, in every language', () => {
    const expected: Record<string, readonly string[]> = {
      escoba: ['escoba', 'oros', 'sota', 'mano'],
      brisca: ['triunfo', 'bazas', 'mano', 'seña', 'oros', 'sota', 'muestra'],
      alcalde: ['alcalde', 'muestra', 'oros', 'sota'],
    };
    for (const page of PAGES) {
      for (const lang of LANGS) {
        const terms = new Set([...render(page.rules, lang).matchAll(/data-term="([^"]+)"/g)].map((m) => m[1]));
        for (const term of expected[page.id]!) expect(terms, `${page.id} ${lang}`).toContain(term);
      }
    }
  });

  it('the Escoba preset table is the engine’s presets, option by option', () => {
    const html = render(PAGES.find((p) => p.id === 'escoba')!.rules, 'en');
    const rows = [...html.matchAll(/<tr data-option="([^"]+)">(.*?)<\/tr>/g)];
    expect(rows.map((r) => r[1])).toEqual(OPTION_INFO.map((o) => o.name));
    for (const [, name, row] of rows) {
      const cells = [...row!.matchAll(/data-preset="([^"]+)" data-value="([^"]*)"/g)].map((m) => [m[1], m[2]]);
      expect(cells).toEqual(PRESET_NAMES.map((p) => [p, String(PRESETS[p][name as keyof (typeof PRESETS)['classic']])]));
    }
    const target = rows.find((r) => r[1] === 'target')![2]!;
    for (const p of PRESET_NAMES) expect(target).toContain(`>${PRESETS[p].target}<`);
  });
});

describe('the worked examples say what the engines do', () => {
  it('each Escoba example take makes 15 by the engine’s values', () => {
    for (const take of ESCOBA_EXAMPLE_TAKES) expect(sumValues(take)).toBe(15);
  });

  it('the trump trick goes to the trump, the plain trick to the 3 of the suit led, the Alcalde’s trick to his trump', () => {
    expect(CARD_SUIT[TRUMP_TRICK.cards[trickWinner(TRUMP_TRICK)]!]).toBe(TRUMP_TRICK.trumpSuit);
    expect(CARD_SUIT[TRUMP_TRICK.cards[0]!]).not.toBe(TRUMP_TRICK.trumpSuit);
    expect(trickWinner(SUIT_TRICK)).toBe(1);
    expect(SUIT_TRICK.cards.some((c) => CARD_SUIT[c] === SUIT_TRICK.trumpSuit)).toBe(false);
    expect(trickWinner(ALCALDE_TRICK)).toBe(3);
    expect(CARD_SUIT[ALCALDE_TRICK.cards[3]!]).toBe(ALCALDE_TRICK.trumpSuit);
  });
});
