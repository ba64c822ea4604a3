import { describe, expect, it } from 'vitest';
import { resolveRules } from '@escoba/brisca';
import { entryOfTable, GAME_ENTRIES } from '../src/games/catalog.js';
import { LANGS } from '../src/i18n/strings.js';
import { MESSAGES } from '../src/games/messages.js';

// The header and the tab's title name an online table's game (issue 21, item 7): an Alcalde table is a Brisca table
// (the server's game id) with an Alcalde preset, and must read "Alcalde".
describe('the game an online table is named by', () => {
  const brisca = (preset: string) => {
    const r = resolveRules(preset);
    if (!r.ok) throw new Error(r.error.message);
    return { gameId: 'brisca', rules: r.value };
  };

  it('is Brisca for Brisca rules and Alcalde for either Alcalde game', () => {
    expect(entryOfTable(brisca('brisca'))?.id).toBe('brisca');
    expect(entryOfTable(brisca('alcalde'))?.id).toBe('alcalde');
    expect(entryOfTable(brisca('alcalde-variation'))?.id).toBe('alcalde');
    expect(entryOfTable({ gameId: 'escoba', rules: { preset: 'classic' } })?.id).toBe('escoba');
    expect(entryOfTable({ gameId: 'tute', rules: {} })).toBeUndefined();
  });

  it('every game has a card for its home tile, each a different one', () => {
    const emblems = GAME_ENTRIES.map((entry) => entry.emblem);
    for (const card of emblems) expect(card >= 0 && card < 40).toBe(true);
    expect(new Set(emblems).size).toBe(emblems.length);
  });

  it('the product is "Naipes" in every language, and home no longer says only Escoba plays online', () => {
    for (const lang of LANGS) {
      expect(MESSAGES[lang].appTitle).toBe('Naipes');
      expect(MESSAGES[lang].titleAtGame).toBe('{game} — {product}');
      expect(MESSAGES[lang].homeGames).not.toMatch(/escoba|escova/i);
    }
  });
});
