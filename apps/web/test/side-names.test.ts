import { describe, expect, it } from 'vitest';
import { makeI18n } from '../src/i18n/translator.js';
import { sideName } from '../src/table/names.js';

describe('a side is named by its seats, as the language lists names', () => {
  const partners2 = [[0, 2], [1, 3]];
  const partners3 = [[0, 2, 4], [1, 3, 5]];
  it('two partners', () => {
    expect(sideName(makeI18n('es'), partners2, 0)).toBe('Tú y Mateo');
    expect(sideName(makeI18n('en'), partners2, 1)).toBe('Lucía & Carmen');
    expect(sideName(makeI18n('pt'), partners2, 0)).toBe('Você e Mateo');
  });
  it('three partners (6 players): a comma, then the conjunction once', () => {
    expect(sideName(makeI18n('es'), partners3, 0)).toBe('Tú, Mateo y Pablo');
    expect(sideName(makeI18n('pt'), partners3, 1)).toBe('Lucía, Carmen e Elena');
    expect(sideName(makeI18n('en'), partners3, 1)).toBe('Lucía, Carmen, & Elena');
  });
});
