// ratedGameOf: a finished table's seats (accounts, computer levels) and `finished` event as the store rates them,
// with the format and the levels' fixed ratings from the game's plugin.
import { describe, expect, it } from 'vitest';
import { ratingFormatOf, resolveTableConfig, type GameRatingFormat } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import type { TableConfig, TableSettings } from '@escoba/protocol';
import { levelRating } from '@escoba/ratings';
import { ratedGameOf } from '@escoba/server';

function table(config: TableConfig): { settings: TableSettings; format: GameRatingFormat } {
  const resolved = resolveTableConfig(PLUGINS, config);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return { settings: resolved.settings, format: ratingFormatOf(PLUGINS, resolved.settings)! };
}

describe('ratedGameOf', () => {
  it('seats partners by side and holds a computer level at its measured rating', () => {
    const { settings, format } = table({ gameId: 'escoba', players: 4, partnerships: true });
    expect(format.format.id).toBe('escoba-partners');
    const game = ratedGameOf(format, settings, [{ account: 'ana' }, { account: 'bea' }, { level: 'hard' }, { account: 'cai' }], { winner: 1, scores: [12, 21] }, 5);
    expect(game.sides).toEqual([
      [{ account: 'ana' }, { fixed: levelRating(format.levels, 'hard') }],
      [{ account: 'bea' }, { account: 'cai' }],
    ]);
    expect(game.ranks).toEqual([2, 1]);
    expect(game.at).toBe(5);
  });

  it('ranks an Alcalde table by hands won per seat, ties shared', () => {
    const { settings, format } = table({ gameId: 'alcalde', players: 3 });
    expect(format.format.id).toBe('alcalde');
    const game = ratedGameOf(format, settings, [{ account: 'ana' }, { account: 'bea' }, { account: 'cai' }], { winner: null, scores: [1, 1, 1] }, 0);
    expect(game.ranks).toEqual([1, 1, 1]);
    expect(ratedGameOf(format, settings, [{ account: 'ana' }, { account: 'bea' }, { account: 'cai' }], { winner: 2, scores: [0, 1, 2] }, 0).ranks).toEqual([3, 2, 1]);
  });

  it('names the formats of Brisca tables and refuses seats that do not fit', () => {
    expect(table({ gameId: 'brisca', players: 2 }).format.format.id).toBe('brisca');
    const pairs = table({ gameId: 'brisca', players: 4, partnerships: true });
    expect(pairs.format.format.id).toBe('brisca-pairs');
    expect(() => ratedGameOf(pairs.format, pairs.settings, [{ account: 'ana' }], { winner: 0, scores: [1, 0] }, 0)).toThrow(/a table of 4 has 4 seats, not 1/);
  });
});
