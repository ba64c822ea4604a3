import { describe, expect, it } from 'vitest';
import { allowedTables, briscaGame, OPTION_INFO, resolveRules } from '@escoba/brisca';
import { BRISCA_TABLES, optionFitsTable, optionsAt, rulesAtTable } from '../src/games/brisca/settings.js';

// An option a table size cannot have never blocks that table (issue 21, item 3): it is neither shown nor sent there.
describe("Brisca's options made for one table size", () => {
  it("señas's table (onlyAt) is the one table the engine allows with señas on", () => {
    const senas = OPTION_INFO.find((info) => info.name === 'senas')!;
    const rules = resolveRules({ preset: 'brisca', senas: true });
    if (!rules.ok) throw new Error(rules.error.message);
    expect(allowedTables(rules.value)).toEqual([senas.onlyAt]);
  });

  it('keeps señas only 2 against 2 and the card left out only with 3 players', () => {
    const saved = { senas: true, leaveOut: 'two', wins: 3 } as const;
    const at = (id: string) => optionsAt(saved, BRISCA_TABLES.find((t) => t.id === id)!);
    expect(at('2')).toEqual({ wins: 3 });
    expect(at('3')).toEqual({ leaveOut: 'two', wins: 3 });
    expect(at('4')).toEqual({ wins: 3 });
    expect(at('4p')).toEqual({ senas: true, wins: 3 });
    expect(optionFitsTable('exchange', { players: 2, partnerships: false })).toBe(true);
  });

  it('a choice saved at a 2 against 2 table with señas deals at every Brisca table', () => {
    const choice = { preset: 'brisca' as const, options: { senas: true, leaveOut: 'two' as const } };
    for (const table of BRISCA_TABLES) {
      const created = briscaGame.newGame({ rules: rulesAtTable(choice, table), players: table.players, partnerships: table.partnerships });
      expect(created.ok, `table ${table.id}`).toBe(true);
    }
    // The engine alone still refuses señas at a table without partners: the form is what leaves them out.
    expect(briscaGame.newGame({ rules: { preset: 'brisca', senas: true }, players: 2, partnerships: false }).ok).toBe(false);
  });
});
