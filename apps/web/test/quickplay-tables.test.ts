import { describe, expect, it } from 'vitest';
import { quickPlayChoices } from '../src/online/quickplay/tables.js';

// The tables quick play offers come from the catalog's games (their table names and the sizes their rules allow),
// each named by the web entry that draws it.
describe('quick play tables', () => {
  it('lists each game’s tables the server accepts, under the entry that names them', () => {
    const choices = quickPlayChoices().map((c) => `${c.entry.id}:${c.table.gameId}/${c.table.players}${c.table.partnerships ? 'p' : ''}:${c.sizeKey}`);
    expect(choices).toEqual([
      'escoba:escoba/2:table.2',
      'escoba:escoba/3:table.3',
      'escoba:escoba/4:table.4',
      'escoba:escoba/4p:table.4p',
      'escoba:escoba/6p:table.6p',
      'brisca:brisca/2:table.2',
      'brisca:brisca/3:table.3',
      'brisca:brisca/4:table.4',
      'brisca:brisca/4p:table.4p',
      'alcalde:alcalde/3:table.3',
    ]);
  });
});
