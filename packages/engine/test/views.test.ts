/**
 * Seat views (spec "Views"): a seat sees its own hand, the table, captured piles, counts and scores,
 * and never another seat's hand nor the deck order.
 */
import { describe, expect, it } from 'vitest';
import { createRng, legalPlays, seatView, type Card, type GameState, type HandState, type SeatView } from '@escoba/engine';
import { randomGame, start } from './helpers.js';

const VIEW_KEYS = [
  'seat',
  'side',
  'rules',
  'players',
  'partnerships',
  'sides',
  'phase',
  'scores',
  'winner',
  'winReason',
  'results',
  'handIndex',
  'dealer',
  'nextDealer',
  'turn',
  'hand',
  'handCounts',
  'table',
  'piles',
  'escobas',
  'stock',
  'lastCapturer',
  'plays',
  'events',
  'renuncio',
  'handResult',
  'legal',
].sort();

// Snapshots of many games at many points, over tables and rules (renuncio included), plus finished hands and games.
const STATES: GameState[] = (() => {
  const out: GameState[] = [];
  const rng = createRng('views');
  const configs = [
    { rules: 'classic', players: 2 },
    { rules: { preset: 'sevens', renuncio: true }, players: 3 },
    { rules: 'fournier', players: 4, partnerships: true },
    { rules: 'escova', players: 4 },
    { rules: { preset: 'sevens', renuncio: true }, players: 6, partnerships: true },
  ];
  configs.forEach((config, i) => {
    for (let g = 0; g < 3; g++) {
      const end = randomGame(config, `views-${i}-${g}`, (_b, _p, after) => {
        if (rng.int(6) === 0) out.push(after);
      }, 2);
      out.push(end);
    }
  });
  return out;
})();

const SEATS = (s: GameState): (number | null)[] => [null, ...Array.from({ length: s.setup.players }, (_, i) => i)];

function keysDeep(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) keysDeep(y, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

const CARD_KEYS = new Set(['hand', 'table', 'piles', 'card', 'take', 'cards', 'leftover', 'sets', 'prime', 'legal']);
/** Every card id found under a card-bearing key. */
function cardsIn(x: unknown, under = false, out: Card[] = []): Card[] {
  if (Array.isArray(x)) for (const y of x) cardsIn(y, under, out);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) cardsIn(v, CARD_KEYS.has(k), out);
  else if (under && typeof x === 'number') out.push(x);
  return out;
}

/** The cards that are hidden from `seat` right now: other seats' hands and the stock. */
function hiddenFrom(s: GameState, seat: number | null): Card[] {
  const h = s.hand;
  if (!h) return [];
  return [...h.hands.flatMap((cards, t) => (t === seat ? [] : cards)), ...h.deck.slice(h.dealt)];
}

describe('seat views never leak hidden cards', () => {
  it(`has many states to look at`, () => {
    expect(STATES.length).toBeGreaterThan(60);
    expect(STATES.some((s) => s.hand?.renuncio)).toBe(true);
    expect(STATES.some((s) => s.phase === 'deal')).toBe(true);
  });

  it('the view has exactly the known fields (a new field must be reviewed for leaks), and no deck, log or hands anywhere', () => {
    for (const s of STATES) {
      for (const seat of SEATS(s)) {
        const v = seatView(s, seat);
        expect(Object.keys(v).sort()).toEqual(VIEW_KEYS);
        const keys = keysDeep(JSON.parse(JSON.stringify(v)));
        for (const k of ['deck', 'log', 'hands', 'history', 'dealt']) expect(keys.has(k)).toBe(false);
      }
    }
  });

  it('`hand` is the seat\'s own hand (empty for a spectator); counts, table and piles are as in the state', () => {
    for (const s of STATES) {
      const h = s.hand;
      for (const seat of SEATS(s)) {
        const v = seatView(s, seat);
        expect(v.hand).toEqual(h && seat !== null ? h.hands[seat] : []);
        if (h) {
          expect(v.handCounts).toEqual(h.hands.map((x) => x.length));
          expect(v.table).toEqual(h.table);
          expect(v.piles).toEqual(h.piles);
          expect(v.stock).toBe(40 - h.dealt);
          expect(v.escobas).toEqual(h.escobas);
        }
        expect(v.scores).toEqual(s.scores);
        expect(v.legal).toEqual(seat !== null && s.phase === 'play' && h!.turn === seat ? legalPlays(s) : []);
      }
    }
  });

  it('no card in another seat\'s hand or in the stock appears anywhere in the current hand\'s part of the view', () => {
    for (const s of STATES) {
      for (const seat of SEATS(s)) {
        const v = seatView(s, seat);
        const current = { hand: v.hand, table: v.table, piles: v.piles, plays: v.plays, events: v.events, renuncio: v.renuncio, handResult: v.handResult, legal: v.legal };
        const hidden = new Set(hiddenFrom(s, seat));
        const seen = cardsIn(JSON.parse(JSON.stringify(current)));
        expect(seen.filter((c) => hidden.has(c))).toEqual([]);
      }
    }
  });

  it('two states that differ only in hidden cards give the same view (swap cards between other hands and the stock)', () => {
    const rng = createRng('views-swap');
    let checked = 0;
    for (const s of STATES) {
      const h = s.hand;
      if (!h || s.phase !== 'play') continue;
      for (const seat of SEATS(s)) {
        const hidden = hiddenFrom(s, seat);
        if (hidden.length < 2) continue;
        for (let k = 0; k < 4; k++) {
          const x = hidden[rng.int(hidden.length)]!;
          const y = hidden[rng.int(hidden.length)]!;
          if (x === y) continue;
          const sw = (c: Card) => (c === x ? y : c === y ? x : c);
          const hand: HandState = { ...h, deck: h.deck.map(sw), hands: h.hands.map((cards) => cards.map(sw)) };
          const other: GameState = { ...s, hand };
          expect(seatView(other, seat)).toEqual(seatView(s, seat));
          checked++;
        }
        // The stock order alone never shows.
        const stock = h.deck.slice(h.dealt);
        const reversed: GameState = { ...s, hand: { ...h, deck: [...h.deck.slice(0, h.dealt), ...stock.reverse()] } };
        expect(seatView(reversed, seat)).toEqual(seatView(s, seat));
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('the view shares nothing with the state: changing it changes nothing', () => {
    const s = STATES.find((x) => x.phase === 'play')!;
    const before = JSON.stringify(s);
    const v = seatView(s, s.hand!.turn) as unknown as Record<string, unknown[]>;
    (v.hand as unknown[]).push(99);
    (v.table as unknown[]).length = 0;
    (v.piles![0] as unknown[]).push(98);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a seat out of range is refused; a spectator sees no hand and has no legal plays', () => {
    const s = start(Array.from({ length: 40 }, (_, i) => i), 0);
    expect(() => seatView(s, 2)).toThrow(RangeError);
    expect(() => seatView(s, -1)).toThrow(RangeError);
    const spectator: SeatView = seatView(s, null);
    expect(spectator.hand).toEqual([]);
    expect(spectator.legal).toEqual([]);
    expect(spectator.side).toBeNull();
    expect(seatView(s, 1).legal.length).toBeGreaterThan(0);
    expect(seatView(s, 0).legal).toEqual([]);
  });
});

describe('a view is a copy', () => {
  it('changing anything in a view leaves the game state as it was', async () => {
    const { applyPlay, createGame, createRng, deal, legalPlays, seatView, shuffledDeck, unwrap } = await import('@escoba/engine');
    const rng = createRng('view-copy');
    const tables = [
      { players: 2, rules: 'classic' },
      { players: 4, partnerships: true, rules: { preset: 'sevens', renuncio: true } },
    ] as const;
    for (const t of tables) {
      let s = unwrap(deal(unwrap(createGame(t)), shuffledDeck(rng), 0));
      for (let step = 0; s.phase !== 'over' && step < 400; step++) {
        if (s.phase === 'deal') {
          s = unwrap(deal(s, shuffledDeck(rng)));
          continue;
        }
        const before = JSON.stringify(seatView(s, s.hand!.turn));
        const view = seatView(s, s.hand!.turn);
        // Vandalise every array reachable from the view.
        const seen = new Set<unknown>();
        const vandalise = (x: unknown): void => {
          if (x === null || typeof x !== 'object' || seen.has(x) || Object.isFrozen(x)) return;
          seen.add(x);
          if (Array.isArray(x)) {
            for (const item of x) vandalise(item);
            x.push(39);
          } else for (const v of Object.values(x)) vandalise(v);
        };
        vandalise(view);
        expect(JSON.stringify(seatView(s, s.hand!.turn))).toBe(before);
        const l = legalPlays(s);
        s = unwrap(applyPlay(s, l[rng.int(l.length)]!));
      }
    }
  });
});
