import { describe, expect, it } from 'vitest';
import { briscaGame } from '@escoba/brisca';
import { escobaGame, PRESET_NAMES } from '@escoba/engine';
import { GAME_IDS, GAMES, gameById, gameForPreset, gameForRecordFormat } from '@escoba/games';

describe('the game registry', () => {
  it('finds each game by id and by record format', () => {
    expect(GAME_IDS).toEqual(['escoba', 'brisca']);
    expect(gameById('escoba')).toBe(escobaGame);
    expect(gameById('brisca')).toBe(briscaGame);
    expect(gameById('tute')).toBeUndefined();
    expect(gameForRecordFormat('escoba-record/1')).toBe(escobaGame);
    expect(gameForRecordFormat(briscaGame.record.format)).toBe(briscaGame);
    expect(gameForRecordFormat('escoba-record/2')).toBeUndefined();
  });

  it('finds the game of every preset, and only of real presets', () => {
    for (const name of PRESET_NAMES) expect(gameForPreset(name)).toBe(escobaGame);
    expect(gameForPreset('alcalde')).toBe(briscaGame);
    expect(gameForPreset('brisca')).toBe(briscaGame);
    expect(gameForPreset('Classic')).toBeUndefined();
  });

  it('keeps ids, record formats and preset names unique across games', () => {
    const unique = (xs: readonly string[]) => new Set(xs).size === xs.length;
    expect(unique(GAMES.map((g) => g.id))).toBe(true);
    expect(unique(GAMES.map((g) => g.record.format))).toBe(true);
    expect(unique(GAMES.flatMap((g) => g.presets.map((p) => p.name)))).toBe(true);
  });

  it("sends every preset to a game that accepts it", () => {
    for (const game of GAMES) {
      for (const preset of game.presets) {
        expect(gameForPreset(preset.name)).toBe(game);
        expect(game.resolveRules(preset.name).ok).toBe(true);
      }
    }
  });
});
