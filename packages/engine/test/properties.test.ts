import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPlay,
  canTake,
  captureSets,
  cardValue,
  checkPlay,
  makeTable,
  resolveRules,
  scoreHand,
  createGame,
  createRng,
  deal,
  legalPlays,
  makeCard,
  makePlay,
  parseCard,
  parsePlay,
  samePlay,
  shuffledDeck,
  unwrap,
  type GameState,
  type Play,
} from '@escoba/engine';
import { randomGame } from './helpers.js';
import { refRules, refScore } from './reference.js';

const cardArb = fc.integer({ min: 0, max: 39 });
const playArb: fc.Arbitrary<Play> = fc
  .tuple(cardArb, fc.uniqueArray(cardArb, { maxLength: 8 }), fc.boolean())
  .map(([card, take, renuncio]) => {
    const t = take.filter((x) => x !== card);
    return renuncio && t.length > 0 ? { card, take: t, renuncio: true as const } : { card, take: t };
  });
const notationChars = fc.constantFrom(...'0123456789ocebOCEBx:+!-. '.split(''));
const notationish = fc.oneof(fc.string({ unit: notationChars, maxLength: 14 }), fc.string(), fc.string({ unit: 'binary', maxLength: 10 }));

describe('notation properties (spec: "Parsers return typed errors; parse(make(x)) round-trips")', () => {
  it('parseCard(makeCard(x)) === x for every card', () => {
    fc.assert(
      fc.property(cardArb, (x) => {
        expect(parseCard(makeCard(x))).toEqual({ ok: true, value: x });
      }),
    );
  });

  it('parsePlay(makePlay(x)) gives x back (laid, take, renuncio)', () => {
    fc.assert(
      fc.property(playArb, (x) => {
        expect(parsePlay(makePlay(x))).toEqual({ ok: true, value: x });
      }),
    );
  });

  it('parseCard never throws; it returns a card whose notation is the input, or an InvalidCard error echoing the input', () => {
    fc.assert(
      fc.property(notationish, (s) => {
        const r = parseCard(s);
        if (r.ok) expect(makeCard(r.value)).toBe(s.toLowerCase());
        else {
          expect(r.error.code).toBe('InvalidCard');
          expect(r.error.input).toBe(s);
          expect(typeof r.error.message).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('parsePlay never throws; it returns a play that writes back to the input, or a typed error echoing the input', () => {
    fc.assert(
      fc.property(notationish, (s) => {
        const r = parsePlay(s);
        if (r.ok) {
          expect(makePlay(r.value)).toBe(s.toLowerCase());
          expect(parsePlay(makePlay(r.value))).toEqual(r);
        } else {
          expect(['InvalidPlay', 'DuplicateCard', 'TakesOwnCard']).toContain(r.error.code);
          expect(r.error.input).toBe(s);
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('parsePlay accepts every well-formed play text built from cards', () => {
    fc.assert(
      fc.property(playArb, fc.boolean(), (x, upper) => {
        const text = makePlay(x);
        const r = parsePlay(upper ? text.toUpperCase() : text);
        expect(r.ok).toBe(true);
      }),
    );
  });
});

const CONFIGS = [
  { rules: 'classic', players: 2 },
  { rules: 'sevens', players: 3 },
  { rules: { preset: 'sevens', renuncio: true }, players: 2 },
  { rules: { preset: 'sevens', renuncio: true }, players: 4, partnerships: true },
  { rules: { preset: 'classic', capture: 'forced' }, players: 2 },
  { rules: { preset: 'fournier', capture: 'forced' }, players: 4 },
  { rules: 'escova', players: 6, partnerships: true },
] as const;

/** A random mid-hand state: config, seed and how many plays into the hand. */
const stateArb: fc.Arbitrary<GameState> = fc
  .tuple(fc.integer({ min: 0, max: CONFIGS.length - 1 }), fc.integer(), fc.integer({ min: 0, max: 40 }))
  .map(([ci, seed, k]) => {
    const config = CONFIGS[ci]!;
    const rng = createRng(seed);
    let s = unwrap(deal(unwrap(createGame(config)), shuffledDeck(rng), rng.int(config.players)));
    for (let i = 0; i < k && s.phase === 'play' && !s.hand!.result; i++) {
      const legal = legalPlays(s);
      // Prefer lays now and then, so that renuncio chances come up.
      const lays = legal.filter((x) => x.take.length === 0);
      s = unwrap(applyPlay(s, lays.length > 0 && rng.int(2) === 0 ? lays[rng.int(lays.length)]! : legal[rng.int(legal.length)]!));
    }
    return s;
  });

/** Plays near the legal ones: a legal play with one change. */
function nearPlays(s: GameState, rng: ReturnType<typeof createRng>): Play[] {
  const out: Play[] = [];
  for (const x of legalPlays(s)) {
    const extra = rng.int(40);
    out.push({ ...x, take: [...x.take, extra] });
    if (x.take.length > 0) out.push({ ...x, take: x.take.slice(1) });
    out.push(x.renuncio ? { card: x.card, take: x.take } : { ...x, renuncio: true });
    out.push({ ...x, card: rng.int(40) });
    if (x.take.length > 0) out.push({ card: x.card, take: [] });
  }
  return out;
}

describe('legal plays and applyPlay agree (spec "A turn plays one card")', () => {
  it('every legal play is accepted; legalPlays has no duplicates and is never empty on turn', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        if (s.phase !== 'play' || s.hand!.result) return;
        const legal = legalPlays(s);
        expect(legal.length).toBeGreaterThan(0);
        legal.forEach((x, i) => {
          expect(legal.findIndex((y) => samePlay(x, y))).toBe(i);
          expect(checkPlay(s, x)).toBeNull();
          expect(applyPlay(s, x).ok).toBe(true);
        });
      }),
      { numRuns: 600 },
    );
  });

  it('a random or near-legal play is accepted exactly when it is legal; a rejected play changes nothing', () => {
    fc.assert(
      fc.property(stateArb, fc.array(playArb, { maxLength: 20 }), fc.integer(), (s, randomPlays, seed) => {
        if (s.phase !== 'play' || s.hand!.result) return;
        const legal = legalPlays(s);
        const before = JSON.stringify(s);
        for (const x of [...randomPlays, ...nearPlays(s, createRng(seed))]) {
          const isLegal = legal.some((y) => samePlay(x, y));
          const r = applyPlay(s, x);
          expect(r.ok).toBe(isLegal);
          expect(checkPlay(s, x) === null).toBe(isLegal);
          if (!r.ok) {
            expect(typeof r.error.code).toBe('string');
            expect(r.error.message.length).toBeGreaterThan(0);
          }
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('determinism (the engine draws no random numbers of its own)', () => {
  it('the same seed gives the same game; the same record gives the same states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CONFIGS.length - 1 }), fc.integer(), (ci, seed) => {
        const config = CONFIGS[ci]!;
        const a = randomGame(config, seed, undefined, 3);
        const b = randomGame(config, seed, undefined, 3);
        expect(b).toEqual(a);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 30 },
    );
  });
});

describe('captures (spec: "takes any set of table cards whose values plus the card\'s make exactly 15")', () => {
  it('captureSets lists exactly the subsets that make 15 (brute force), and canTake agrees', () => {
    fc.assert(
      fc.property(fc.uniqueArray(cardArb, { minLength: 0, maxLength: 12 }), cardArb, (cards, card) => {
        const table = cards.filter((x) => x !== card);
        const brute: string[] = [];
        for (let mask = 1; mask < 1 << table.length; mask++) {
          const set = table.filter((_, i) => mask & (1 << i));
          if (set.reduce((t, x) => t + cardValue(x), cardValue(card)) === 15) brute.push(set.join(','));
        }
        const sets = captureSets(table, card);
        expect(sets.map((x) => x.join(',')).sort()).toEqual(brute.sort());
        // Each set keeps table order.
        for (const x of sets) expect(x).toEqual(table.filter((y) => x.includes(y)));
        expect(canTake(table, card)).toBe(brute.length > 0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('scoring agrees with the reference scorer written from the spec', () => {
  // Only combinations resolveRules accepts: faceValue with the prime, the all-sevens bonus with a sevens category, "added" with a bonus.
  const rulesArb = fc
    .record({
      preset: fc.constantFrom('classic', 'sevens', 'fournier', 'escova'),
      sevens: fc.constantFrom('prime', 'primiera', 'mostSevens', 'none'),
      faceValue: fc.boolean(),
      bonusCards: fc.boolean(),
      bonusAllCoins: fc.boolean(),
      bonusAllSevens: fc.boolean(),
      added: fc.boolean(),
    })
    .map(({ faceValue, added, ...r }) => {
      const bonusAllSevens = r.bonusAllSevens && r.sevens !== 'none';
      return {
        ...r,
        bonusAllSevens,
        primeOrder: faceValue && r.sevens === 'prime' ? 'faceValue' : 'pagat',
        bonusScoring: added && (r.bonusCards || r.bonusAllCoins || bonusAllSevens) ? 'added' : 'instead',
      };
    });
  it('points and breakdown for random splits of the pack among 2, 3 or 4 sides (some cards to nobody)', () => {
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(2, 3, 4), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 40, maxLength: 40 }), fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }), (rules, n, owner, escobas) => {
        const piles = Array.from({ length: n }, (_, s) => owner.flatMap((o, card) => (o === s ? [card] : [])));
        const esc = escobas.slice(0, n);
        const got = scoreHand(unwrap(resolveRules(rules)), unwrap(makeTable(n, false)), piles, esc);
        const ref = refScore(refRules(rules), piles.map((p) => p.map(makeCard)), esc);
        expect(got.points).toEqual(ref.points);
        expect(got.breakdown).toEqual(ref.breakdown);
        expect(got.captured).toEqual(ref.captured);
        expect(got.coins).toEqual(ref.coins);
        expect(got.sevens).toEqual(ref.sevens);
      }),
      { numRuns: 3000 },
    );
  });
});
