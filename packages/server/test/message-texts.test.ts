import { createRng } from '@escoba/cards';
import { GAMES, gameDefinition } from '@escoba/games';
import type { GameView, PublicEvent, TableInfo } from '@escoba/protocol';
import { describe, expect, it } from 'vitest';
import type { TableMessage } from '../src/cluster/bus.js';
import { MessageTexts, messageFor } from '../src/socket/message-texts.js';

/** Every seat's text of `m`, and the spectators', as the fan-out writes them and as `JSON.stringify` writes the message. */
function both(m: TableMessage, seats: number): { written: (string | null)[]; reference: (string | null)[] } {
  const texts = new MessageTexts(m);
  const all = [...Array.from({ length: seats }, (_, i) => i), null];
  return { written: all.map((s) => texts.of(s)), reference: all.map((s) => { const message = messageFor(m, s); return message === null ? null : JSON.stringify(message); }) };
}

const table = { code: 'ABCDEF', status: 'playing', games: 1, seats: [{ seat: 0, name: 'Ana ü "x"', bot: null, substitute: false }], deadline: null, commitment: null } as unknown as TableInfo;

describe('the texts of a table message', () => {
  for (const { id } of GAMES) {
    it(`are JSON.stringify of each seat's message at every position of random ${id} games (event, view, table's info)`, () => {
      const g = gameDefinition(id);
      const rng = createRng(`message-texts ${id}`);
      for (const preset of g.presets) {
        const rules = g.resolveRules(preset.name);
        if (!rules.ok) throw new Error(rules.error.message);
        for (const { players, partnerships } of g.tables(rules.value)) {
          const started = g.newGame({ rules: preset.name, players, partnerships });
          if (!started.ok) throw new Error(started.error.message);
          let state = started.value;
          let v = 1;
          for (let hand = 0; hand < 1 && g.matchOutcome(state) === null; hand++) {
            const dealt = g.deal(state, g.randomDeck(state, rng), g.nextDealer(state) ?? 0);
            if (!dealt.ok) throw new Error(dealt.error.message);
            state = dealt.value;
            while (g.turn(state) !== null) {
              const legal = g.legalActions(state);
              const action = legal[rng.int(legal.length)]!;
              const seat = g.turn(state)!;
              const applied = g.apply(state, action);
              if (!applied.ok) throw new Error(applied.error.message);
              state = applied.value;
              const after = state;
              const event = { type: 'played', seat, play: g.makeAction(action), by: 'player', deadline: v % 3 === 0 ? 1_700_000_000_000 + v : null } as unknown as PublicEvent;
              const m: TableMessage = { code: 'ABCDEF', v: ++v, publicV: v, event, view: (s) => g.view(after, s) as GameView, ...(v % 5 === 0 ? { table } : {}) };
              const { written, reference } = both(m, players);
              expect(written).toEqual(reference);
              // cpu21: with the game's own text of each view (Escoba writes one), as the server publishes it.
              if (g.viewText) expect(both({ ...m, viewText: (s) => g.viewText!(after, s) }, players).written).toEqual(reference);
            }
          }
        }
      }
    });
  }

  it('are JSON.stringify of the message for events without a view, with a table of odd characters, and private entries', () => {
    const chat = { type: 'chat', seat: 0, text: 'hola\u2028"\\\u00e9 😀', at: 1 } as unknown as PublicEvent;
    for (const m of [
      { code: 'ABCDEF', v: 3, publicV: 3, event: chat },
      { code: 'ABCDEF', v: 4, publicV: 4, event: chat, table },
      { code: 'ABCDEF', v: 5, publicV: 4, private: { event: { type: 'sena', seat: 1, play: 'x', by: 'player' }, seats: [1, 3] }, view: (s: number | null) => (s === null ? null : ({ seat: s } as unknown as GameView)) },
    ] as TableMessage[]) {
      const { written, reference } = both(m, 4);
      expect(written).toEqual(reference);
    }
  });
});
