/**
 * A view's text (cpu21): `seatViewText` is exactly `JSON.stringify(seatView)` for every seat and spectator at every
 * position, whether the positions come move by move (the server's order, which reuses the history's text) or in any
 * other order (a position whose history text is not known, or forgotten).
 */
import { describe, expect, it } from 'vitest';
import { createRng, seatView, seatViewText, type GameState } from '@escoba/engine';
import { randomGame } from './helpers.js';

const CONFIGS = [
  { rules: 'classic', players: 2 },
  { rules: { preset: 'sevens', renuncio: true }, players: 3 },
  { rules: 'fournier', players: 4, partnerships: true },
  { rules: 'escova', players: 4 },
  { rules: { preset: 'sevens', renuncio: true }, players: 6, partnerships: true },
] as const;

const SEATS = (s: GameState): (number | null)[] => [...Array.from({ length: s.setup.players }, (_, i) => i), null];

function expectSameText(s: GameState): void {
  for (const seat of SEATS(s)) expect(seatViewText(s, seat)).toBe(JSON.stringify(seatView(s, seat)));
}

describe('a view’s text', () => {
  CONFIGS.forEach((config, i) => {
    it(`is JSON.stringify of the view at every position of random games, move by move and out of order (${JSON.stringify(config.rules)}, ${config.players} players)`, () => {
      const positions: GameState[] = [];
      for (let g = 0; g < 3; g++) {
        const end = randomGame(config, `view-text-${i}-${g}`, (before, _play, after) => {
          expectSameText(before);
          expectSameText(after);
          positions.push(after);
        }, 3);
        expectSameText(end);
      }
      const rng = createRng(`view-text-order-${i}`);
      for (let k = 0; k < 200; k++) expectSameText(positions[rng.int(positions.length)]!);
    });
  });

  it('refuses a seat the game does not have, as the view does', () => {
    const s = randomGame({ rules: 'classic', players: 2 }, 'view-text-seat', undefined, 1);
    expect(() => seatViewText(s, 2)).toThrow(RangeError);
    expect(() => seatView(s, 2)).toThrow(RangeError);
  });
});
