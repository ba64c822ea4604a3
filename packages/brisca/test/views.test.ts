/**
 * Hidden information: a seat's view holds its own hand and what the rules show (the trump card, the cards
 * played, the card left out, the face-up cards a seat picked up, the partner's hand in Alcalde when
 * `partnersSeeHands`), and nothing else: never another hand, never the stock.
 */
import { describe, expect, it } from 'vitest';
import { createRng, legalActions, sampleState, seatView, seesHand, type BriscaState, type Card } from '@escoba/brisca';
import { CONFIGS, randomGame } from './helpers.js';

const STATES: BriscaState[] = (() => {
  const out: BriscaState[] = [];
  const rng = createRng('views');
  CONFIGS.forEach((config, i) => {
    for (let g = 0; g < 3; g++) {
      const end = randomGame(config, `views-${i}-${g}`, 2, (_b, _a, after) => {
        if (rng.int(5) === 0) out.push(after);
      });
      out.push(end);
    }
  });
  return out;
})();

/** Every number reachable in a value (card ids among them). */
function numbersIn(x: unknown, out: Set<number> = new Set()): Set<number> {
  if (typeof x === 'number') out.add(x);
  else if (Array.isArray(x)) for (const v of x) numbersIn(v, out);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) numbersIn(v, out);
  return out;
}

describe('seat views', () => {
  it('never contain the deck, and name only the view fields', () => {
    for (const s of STATES.slice(0, 20)) {
      const v = seatView(s, 0);
      expect(JSON.stringify(v)).not.toMatch(/"deck"|"next"/);
    }
  });

  it("hold no card of another seat's hand or of the stock, beyond what the rules show", () => {
    let checked = 0;
    for (const s of STATES) {
      const h = s.hand!;
      for (const seat of [null, ...h.hands.keys()]) {
        const v = seatView(s, seat);
        // The cards this seat may not see: other hands (unless shown or picked up face up) and the face-down stock.
        const hidden = new Set<Card>(h.deck.slice(h.next));
        h.hands.forEach((cards, other) => {
          if (seesHand(s.rules, h, seat, other)) return;
          for (const card of cards) if (!v.known[other]!.includes(card)) hidden.add(card);
        });
        // The known cards of others are only face-up pickups: each was the trump card at some point.
        v.known.forEach((cards, other) => {
          if (seesHand(s.rules, h, seat, other)) expect(cards).toEqual(h.hands[other]);
          else for (const card of cards) expect((card / 10) | 0).toBe(h.trumpSuit);
        });
        // Card lists in the view: none may hold a hidden card.
        const lists: (readonly Card[])[] = [v.hand, ...v.known, v.trickCards, ...v.won, ...v.legal.map((a) => (a.type === 'exchange' ? [a.card] : a.cards))];
        for (const e of v.events) if (e.type === 'play') lists.push(e.cards);
        for (const list of lists) for (const card of list) expect(hidden.has(card)).toBe(false);
        if (seat === null) expect(v.hand).toEqual([]);
        else expect(v.hand).toEqual(h.hands[seat]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('do not depend on the hidden cards: a state resampled from a view gives back the same view', () => {
    const rng = createRng('resample');
    let checked = 0;
    for (const s of STATES) {
      for (const seat of [null, ...s.hand!.hands.keys()]) {
        const v = seatView(s, seat);
        const sampled = sampleState(v, rng);
        expect(seatView(sampled, seat)).toEqual(v);
        // The hidden cards were really redealt: the sample's hidden places hold the hidden cards, in some order.
        const all = [...sampled.hand!.hands.flat(), ...sampled.hand!.deck.slice(sampled.hand!.next)].sort((x, y) => x - y);
        const real = [...s.hand!.hands.flat(), ...s.hand!.deck.slice(s.hand!.next)].sort((x, y) => x - y);
        expect(all).toEqual(real);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('a view shares nothing with the state', () => {
    const s = STATES[3]!;
    const v = seatView(s, 0) as unknown as { hand: number[]; won: number[][] };
    v.hand.push(99);
    v.won[0]!.push(98);
    expect(numbersIn(s.hand!.hands).has(99)).toBe(false);
    expect(numbersIn(s.hand!.won).has(98)).toBe(false);
    // Nor with the engine's shared action objects.
    const on = STATES.find((x) => x.phase === 'play')!;
    const mine = seatView(on, on.hand!.turn).legal[0] as unknown as { cards?: number[]; card?: number };
    const before = JSON.stringify(legalActions(on));
    if (mine.cards) mine.cards[0] = 97;
    else mine.card = 97;
    expect(JSON.stringify(legalActions(on))).toBe(before);
  });

  it('reject seats outside the table', () => {
    expect(() => seatView(STATES[0]!, 7)).toThrow(RangeError);
  });
});
