import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_SOURCES, ruleSource } from '../src/sources.js';

const rulesDoc = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');

/** The rows of the first table of docs/rules.md: id and short name. */
function documentedSources(): { id: string; name: string }[] {
  const rows = rulesDoc.split('\n').filter((line) => /^\| 00\d/.test(line));
  return rows.map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    return { id: cells[1]!, name: cells[3]!.replace(/^\*|\*$/g, '') };
  });
}

describe('rule sources', () => {
  it('docs/rules.md lists the same sources, ids and names, in the same order', () => {
    expect(documentedSources()).toEqual(RULE_SOURCES.map(({ id, name }) => ({ id, name })));
  });

  it('finds a source by id and refuses one that is not listed', () => {
    expect(ruleSource('003').name).toBe('Fournier');
    expect(() => ruleSource('009' as never)).toThrow(/no rule source 009/);
  });
});
