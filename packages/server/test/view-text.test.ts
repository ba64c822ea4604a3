import { describe, expect, it } from 'vitest';
import { createRng, GameRun, unwrap, type GameDefinition } from '@escoba/cards';
import { GAME_IDS, gameDefinition, type GameView } from '@escoba/protocol';
import type { TableMessage } from '../src/cluster/bus.js';
import { messageFor, messageText } from '../src/socket/rooms.js';
import { viewText } from '../src/socket/view-text.js';

const PLAYED = { type: 'played', seat: 0, play: '1o', by: 'player', deadline: null } as const;

/**
 * Every view of random whole games (each seat and a spectator, at every decision): the text the fan-out sends,
 * built from the texts of the hand's shared events, is byte for byte `JSON.stringify` of the message.
 */
describe.each(GAME_IDS.flatMap((id) => [[id, 2], [id, 4]] as const))('the fan-out text of %s views (%i players)', (id, players) => {
  it('is JSON.stringify of the message, at every decision of three games', () => {
    const g = gameDefinition(id) as GameDefinition<unknown, unknown, unknown, GameView>;
    let compared = 0;
    for (let n = 0; n < 3; n++) {
      const seed = `view-text:${id}:${players}:${n}`;
      const run = new GameRun(g, unwrap(g.newGame({ players, partnerships: players === 4 })), { seed, maxHands: 2 });
      const rng = createRng(`${seed}:actions`);
      for (let d = run.next(); d !== null; d = run.next()) {
        const state = run.state;
        const view = (seat: number | null): GameView => g.view(state, seat);
        for (const m of [
          { code: 'T', v: 7, publicV: 7, event: PLAYED, view },
          { code: 'T', v: 7, publicV: 7, event: PLAYED, view, table: { code: 'T', status: 'playing', seats: [{ seat: 0, name: 'Ana' }] } },
          { code: 'T', v: 8, publicV: 7, private: { event: { type: 'sena', seat: 1, play: 'sena', by: 'player' }, seats: [1] }, view },
        ] as unknown as TableMessage[]) {
          const shared = {};
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const message = messageFor(m, seat);
            expect(messageText(m, seat, shared)).toBe(message === null ? null : JSON.stringify(message));
            compared++;
          }
        }
        const legal = g.legalActions(state);
        unwrap(run.apply(legal[rng.int(legal.length)]!));
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('viewText', () => {
  it('writes what JSON.stringify writes for values without a JSON form, shared and unshared arrays', () => {
    const shared = Object.freeze({ b: 1, a: Object.freeze(['x', 2]) });
    const values = [
      { plays: [shared, shared], gone: undefined, f: () => 1, n: null, s: 'é"\n', arr: [1, undefined, () => 1] },
      { events: [shared, { mutable: true }, undefined, null, 3] },
      { empty: [], nested: { plays: [shared] }, 2: 'two', 1: 'one' },
      { withToJSON: { toJSON: () => 'j' }, date: new Date(0) },
      [shared],
    ];
    for (const v of values) expect(viewText(v)).toBe(JSON.stringify(v));
  });

  it('reuses the text of an array only as far as its elements are the same objects', () => {
    const e = Array.from({ length: 5 }, (_, i) => Object.freeze({ i, take: Object.freeze([i, i + 1]) }));
    const other = Object.freeze({ i: 9, take: Object.freeze([]) });
    const unfrozenInside = Object.freeze({ i: 7, take: [7] });
    const arrays = [[e[0], e[1], e[2]], [e[0], e[1], e[2], e[3], e[4]], [e[0], e[1]], [e[0], other, e[2]], [e[0]], [e[0], e[1], e[2], e[3]], [e[0], unfrozenInside], [e[0], e[1], 3]];
    for (const events of arrays) expect(viewText({ events, n: 1 })).toBe(JSON.stringify({ events, n: 1 }));
    unfrozenInside.take.push(8);
    expect(viewText({ events: [e[0], unfrozenInside] })).toBe(JSON.stringify({ events: [e[0], unfrozenInside] }));
  });
});
