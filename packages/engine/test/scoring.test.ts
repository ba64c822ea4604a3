import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS, SCORE_KEYS, comparePrimes, makeTable, primeCards, resolveRules, scoreHand, unwrap, type Card, type HandScore } from '@escoba/engine';
import { cs, names } from './helpers.js';

/**
 * Scores side piles given in notation; one pile may be 'REST' (every card not in another pile).
 * The side count is the number of piles: 2 or 3 sides of one seat each.
 */
function score(rules: unknown, piles: string[], escobas?: number[]): HandScore {
  const listed = piles.filter((x) => x !== 'REST').flatMap((x) => cs(x));
  expect(new Set(listed).size).toBe(listed.length);
  const rest = ALL_CARDS.filter((x) => !listed.includes(x));
  const cards: Card[][] = piles.map((x) => (x === 'REST' ? rest : cs(x)));
  const setup = unwrap(makeTable(piles.length, false));
  return scoreHand(unwrap(resolveRules(rules)), setup, cards, escobas ?? piles.map(() => 0));
}

/** The first n cards of the pack in id order (any n up to 40). */
const plainOrCoins = (n: number): string => names(ALL_CARDS.slice(0, n)).join(' ');

/** n cards of the pack that are neither oros nor sevens (for padding pile sizes). */
const plain = (n: number, skip: string[] = []): string =>
  names(ALL_CARDS)
    .filter((x) => !x.endsWith('o') && !x.startsWith('7') && !skip.includes(x))
    .slice(0, n)
    .join(' ');

describe('escobas (seeds 000-004: one point each)', () => {
  it('each escoba is a point for its side', () => {
    const r = score('classic', ['', ''], [3, 1]);
    expect(r.breakdown[0]!.escobas).toBe(3);
    expect(r.breakdown[1]!.escobas).toBe(1);
    expect(r.points).toEqual([3, 1]);
    expect(r.escobas).toEqual([3, 1]);
  });
});

describe('cards (seed 001 "Cartas")', () => {
  it('most cards scores 1', () => {
    const r = score('classic', [plain(21), 'REST']);
    expect(r.captured).toEqual([21, 19]);
    expect(r.breakdown[0]!.cards).toBe(1);
    expect(r.breakdown[1]!.cards).toBeUndefined();
  });

  it('a 20-20 split scores for nobody (seed 001 "If the cards split 20-20 the point is not awarded")', () => {
    const r = score('classic', [plain(20), 'REST']);
    expect(r.captured).toEqual([20, 20]);
    expect(r.breakdown.every((b) => b.cards === undefined)).toBe(true);
  });

  it('bonusCards: 2 when the other side took fewer than 10 (seed 003 "If the opponent has less than 10 cards 2 points"; seed 001 "more than 30 ... fewer than 10")', () => {
    const r = score('fournier', ['REST', plain(9)]);
    expect(r.captured).toEqual([31, 9]);
    expect(r.breakdown[0]!.cards).toBe(2);
    // With 10 the other side is not under 10: 1 point.
    expect(score('fournier', ['REST', plain(10)]).breakdown[0]!.cards).toBe(1);
    // Without the option, 1 point even at 31-9.
    expect(score('classic', ['REST', plain(9)]).breakdown[0]!.cards).toBe(1);
    // The side with fewer than 10 is the one that gets nothing, whichever seat it is.
    expect(score('fournier', [plain(5), 'REST']).breakdown[1]!.cards).toBe(2);
  });

  it('bonusCards with three or four sides needs both halves of seed 001 "a player or team that captures more than 30 cards, the opponent(s) having fewer than 10, scores 2 points for cards instead of 1"', () => {
    // Every other side under 10 is not enough: 22-9-9 and 25-6-9 are 1 point.
    const a = score('fournier', ['REST', plain(9), plain(9, plain(9).split(' '))]);
    expect(a.captured).toEqual([22, 9, 9]);
    expect(a.breakdown[0]!.cards).toBe(1);
    const six = plain(6);
    const b = score('fournier', ['REST', six, plain(9, six.split(' '))]);
    expect(b.captured).toEqual([25, 6, 9]);
    expect(b.breakdown[0]!.cards).toBe(1);
    // More than 30 with the others under 10: 2. 31 with 4 + 5 is the smallest such split.
    const four = plain(4);
    const c = score('fournier', ['REST', four, plain(5, four.split(' '))]);
    expect(c.captured).toEqual([31, 4, 5]);
    expect(c.breakdown[0]!.cards).toBe(2);
    // 30 is not more than 30.
    const d = score('fournier', ['REST', four, plain(6, four.split(' '))]);
    expect(d.captured).toEqual([30, 4, 6]);
    expect(d.breakdown[0]!.cards).toBe(1);
    // Four sides, 13 against 9-9-9: 1 point.
    const e1 = plain(9);
    const e2 = plain(9, e1.split(' '));
    const e3 = plain(9, [...e1.split(' '), ...e2.split(' ')]);
    const e = score('fournier', ['REST', e1, e2, e3]);
    expect(e.captured).toEqual([13, 9, 9, 9]);
    expect(e.breakdown[0]!.cards).toBe(1);
  });

  it('bonusCards: with two sides "the opponent having fewer than 10" (seed 003 "If the opponent has less than 10 cards 2 points") is the same as more than 30, for every split of the 40 cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        const r = score('fournier', [n === 0 ? '' : plainOrCoins(n), 'REST']);
        const best = r.captured[0]! > r.captured[1]! ? 0 : r.captured[1]! > r.captured[0]! ? 1 : null;
        if (best === null) {
          expect(r.breakdown.every((b) => b.cards === undefined)).toBe(true);
        } else {
          expect(r.breakdown[best]!.cards).toBe(r.captured[1 - best]! < 10 ? 2 : 1);
          expect(r.captured[best]! > 30).toBe(r.captured[1 - best]! < 10);
        }
      }),
    );
  });

  it('three sides: a tie for the most cards scores for nobody, even if the third side has fewer (seed 004 "If two or more players score the same in any category, none of them is awarded")', () => {
    const first = plain(14);
    const second = `${plain(13, first.split(' '))} 1o`;
    const r = score('classic', [first, second, 'REST']);
    expect(r.captured).toEqual([14, 14, 12]);
    expect(r.breakdown.every((b) => b.cards === undefined)).toBe(true);
  });
});

describe('coins (seed 001 "Oros")', () => {
  it('most oros scores 1; 5-5 scores for nobody', () => {
    const r = score('classic', ['1o 2o 3o 4o 5o 6o', 'REST']);
    expect(r.coins).toEqual([6, 4]);
    expect(r.breakdown[0]!.coins).toBe(1);
    expect(r.breakdown[1]!.coins).toBeUndefined();
    const t = score('classic', ['1o 2o 3o 4o 5o', 'REST']);
    expect(t.coins).toEqual([5, 5]);
    expect(t.breakdown.every((b) => b.coins === undefined)).toBe(true);
  });

  it('bonusAllCoins: all ten oros score 2 (seed 003 "For having all the coins 2 points", seed 004 "Having all diamond cards = 2 points")', () => {
    const all = '1o 2o 3o 4o 5o 6o 7o 10o 11o 12o';
    expect(score('fournier', [all, 'REST']).breakdown[0]!.coins).toBe(2);
    expect(score('escova', [all, 'REST']).breakdown[0]!.coins).toBe(2);
    // Nine are only "most": 1.
    expect(score('escova', ['1o 2o 3o 4o 5o 6o 7o 10o 11o', 'REST']).breakdown[0]!.coins).toBe(1);
    // Without the option all ten are worth 1.
    expect(score('classic', [all, 'REST']).breakdown[0]!.coins).toBe(1);
  });

  it('three sides: 4-4-2 oros scores for nobody', () => {
    const r = score('classic', ['1o 2o 3o 4o', '5o 6o 7o 10o', 'REST']);
    expect(r.coins).toEqual([4, 4, 2]);
    expect(r.breakdown.every((b) => b.coins === undefined)).toBe(true);
  });
});

describe('the siete de oros (seeds 000-004)', () => {
  it('the side holding 7o scores 1, whatever else it holds', () => {
    const r = score('classic', ['7o', 'REST']);
    expect(r.breakdown[0]).toEqual({ sevenOfCoins: 1 });
    expect(r.points[0]).toBe(1);
    expect(score('escova', ['REST', '7o']).breakdown[1]).toEqual({ sevenOfCoins: 1 });
  });

  it('nobody scores it when nobody took it', () => {
    const r = score('classic', ['1o', '2o']);
    expect(r.breakdown.every((b) => b.sevenOfCoins === undefined)).toBe(true);
  });
});

describe('prime, pagat order 7 > 6 > 1 > 5 > 4 > 3 > 2 > figures (seed 001 "La Setenta")', () => {
  it('7,7,6,5 beats 7,7,1,1 because 6 is better than ace (seed 001 example)', () => {
    const r = score('classic', ['7o 7c 6e 5b', '7e 7b 1o 1c']);
    expect(r.prime).toEqual([cs('7o 7c 6e 5b'), cs('1o 1c 7e 7b')]);
    expect(r.breakdown).toEqual([{ sevenOfCoins: 1, prime: 1 }, {}]);
  });

  it('7,7,6,1 beats 7,7,6,5: the best three are equal and the ace beats the five (seed 001 example)', () => {
    const r = score('classic', ['7o 7c 6e 1b', '7e 7b 6o 5c']);
    expect(r.breakdown[0]!.prime).toBe(1);
    expect(r.breakdown[1]!.prime).toBeUndefined();
    expect(comparePrimes(cs('7o 7c 6e 1b'), cs('6o 5c 7e 7b'), 'pagat')).toBeGreaterThan(0);
  });

  it('equal primes (7,7,6,6 each) score for nobody (seed 001 example)', () => {
    const r = score('classic', ['7o 7c 6e 6b', '7e 7b 6o 6c']);
    expect(r.breakdown.every((b) => b.prime === undefined)).toBe(true);
  });

  it('the prime uses the best card of each suit, whatever else the pile holds', () => {
    const r = score('classic', ['7o 1o 2o 6c 12c 5e 4e 3b 11b', '3o 4o 5o 1c 2c 6e 1e 2b 10b']);
    // Side 0: 7o 6c 5e 3b -> 7,6,5,3. Side 1: 5o 1c 6e 2b -> 6,1,5,2 sorted 6,1,5,2 (pagat). 7 > 6: side 0.
    expect(r.prime[0]).toEqual(cs('7o 6c 5e 3b'));
    expect(r.prime[1]).toEqual(cs('5o 1c 6e 2b'));
    expect(r.breakdown[0]!.prime).toBe(1);
  });

  it('a side without a card of every suit has no prime, even against a weak prime (spec)', () => {
    const r = score('classic', ['7o 7c 7e 6o 6c 6e', '2o 2c 2e 2b']);
    expect(r.prime[0]).toBeNull();
    expect(r.breakdown[1]!.prime).toBe(1);
    const none = score('classic', ['7o 7c 7e', '7b 6b']);
    expect(none.prime).toEqual([null, null]);
    expect(none.breakdown.every((b) => b.prime === undefined)).toBe(true);
  });

  it('figures all rank alike: 7,7,6,rey ties 7,7,6,sota', () => {
    const r = score('classic', ['7o 7c 6e 12b', '7e 7b 6o 10c']);
    expect(r.breakdown.every((b) => b.prime === undefined)).toBe(true);
  });

  it('twos beat figures; aces beat twos, and sixes beat aces', () => {
    expect(score('classic', ['2o 2c 2e 2b', '12o 12c 12e 12b']).breakdown[0]!.prime).toBe(1);
    expect(score('classic', ['2o 2c 2e 2b', '1o 1c 1e 1b']).breakdown[1]!.prime).toBe(1);
    expect(score('classic', ['1o 1c 1e 1b', '6o 2c 2e 2b']).breakdown[1]!.prime).toBe(1);
    expect(score('classic', ['5o 5c 5e 5b', '1o 2c 2e 2b']).breakdown[1]!.prime).toBe(1);
  });

  it('three sides: a tie between the two best primes scores for nobody; otherwise the best wins', () => {
    const tie = score('classic', ['7o 7c 6e 6b', '7e 7b 6o 6c', '5o 5c 5e 5b']);
    expect(tie.breakdown.every((b) => b.prime === undefined)).toBe(true);
    const win = score('classic', ['7o 7c 6e 6b', '7e 7b 6o 5c', '5o 1c 5e 5b']);
    expect(win.breakdown[0]!.prime).toBe(1);
    expect(win.breakdown[1]!.prime).toBeUndefined();
  });
});

describe('prime, primeOrder "faceValue": 7 > 6 > 5 > 4 > 3 > 2 > 1 > figures (seed 000 "7 (high), 6, 5, 4, 3, 2, and picture cards")', () => {
  const fv = { sevens: 'prime', primeOrder: 'faceValue' };
  it('7,7,6,5 beats 7,7,6,1 (the reverse of pagat)', () => {
    const r = score(fv, ['7o 7c 6e 1b', '7e 7b 6o 5c']);
    expect(r.breakdown[1]!.prime).toBe(1);
    expect(r.breakdown[0]!.prime).toBeUndefined();
    expect(r.prime[0]).toEqual(cs('7o 7c 6e 1b'));
  });

  it('twos beat aces; aces still beat figures', () => {
    expect(score(fv, ['2o 2c 2e 2b', '1o 1c 1e 1b']).breakdown[0]!.prime).toBe(1);
    expect(score(fv, ['12o 12c 12e 12b', '1o 1c 1e 1b']).breakdown[1]!.prime).toBe(1);
  });

  it('the best card of a suit follows the order: 5o beats 1o', () => {
    expect(primeCards(cs('1o 5o 1c 1e 1b'), 'faceValue')).toEqual(cs('5o 1c 1e 1b'));
    expect(primeCards(cs('1o 5o 1c 1e 1b'), 'pagat')).toEqual(cs('1o 1c 1e 1b'));
  });
});

describe('primiera: 7=21 6=18 1=16 5=15 4=14 3=13 2=12 figures 10, highest total (spec "primiera")', () => {
  const pr = { sevens: 'primiera' };
  it('highest total wins, key "prime"', () => {
    const r = score(pr, ['7o 7c 7e 10b', '6o 6c 6e 6b']);
    expect(r.primiera).toEqual([21 * 3 + 10, 18 * 4]);
    expect(r.breakdown[0]).toEqual({ sevenOfCoins: 1, prime: 1 });
  });

  it('totals decide, not the best card: 7,2,2,2 (57) loses to 6,6,6,6 (72), though the card-by-card prime would win', () => {
    const r = score(pr, ['7o 2c 2e 2b', '6o 6c 6e 6b']);
    expect(r.primiera).toEqual([57, 72]);
    expect(r.breakdown[1]!.prime).toBe(1);
    expect(score('classic', ['7o 2c 2e 2b', '6o 6c 6e 6b']).breakdown[0]!.prime).toBe(1);
  });

  it('equal totals score for nobody: 7,3,3,3 = 60 = 6,6,2,2', () => {
    const r = score(pr, ['7o 3c 3e 3b', '6o 6c 2e 2b']);
    expect(r.primiera).toEqual([60, 60]);
    expect(r.breakdown.every((b) => b.prime === undefined)).toBe(true);
  });

  it('a side missing a suit has none', () => {
    const r = score(pr, ['7o 7c 7e 6o', '2o 2c 2e 2b']);
    expect(r.primiera).toEqual([null, 48]);
    expect(r.breakdown[1]!.prime).toBe(1);
  });

  it('aces count 16, more than fives (15)', () => {
    const r = score(pr, ['1o 1c 1e 1b', '5o 5c 5e 5b']);
    expect(r.primiera).toEqual([64, 60]);
    expect(r.breakdown[0]!.prime).toBe(1);
  });
});

describe('most sevens (seeds 002, 003: key "sevens")', () => {
  it('most sevens scores 1; 2-2 scores for nobody', () => {
    const r = score('sevens', ['7o 7c 7e', 'REST']);
    expect(r.sevens).toEqual([3, 1]);
    expect(r.breakdown[0]!.sevens).toBe(1);
    expect(r.breakdown[0]!.prime).toBeUndefined();
    const t = score('fournier', ['7o 7c', 'REST']);
    expect(t.sevens).toEqual([2, 2]);
    expect(t.breakdown.every((b) => b.sevens === undefined)).toBe(true);
  });

  it('three sides: 2-1-1 scores for the two; 2-2-0 for nobody', () => {
    expect(score('sevens', ['7o 7c', '7e', 'REST']).breakdown[0]!.sevens).toBe(1);
    const t = score('sevens', ['7o 7c', '7e 7b', 'REST']);
    expect(t.sevens).toEqual([2, 2, 0]);
    expect(t.breakdown.every((b) => b.sevens === undefined)).toBe(true);
  });
});

describe('bonusAllSevens: +1 for all four sevens (key "allSevens")', () => {
  const sevens4 = '7o 7c 7e 7b';
  it('seed 002 "If one of the players takes all the 7 cards, he will get 1 point"', () => {
    const r = score('sevens', [sevens4, 'REST']);
    expect(r.breakdown[0]).toEqual({ sevenOfCoins: 1, sevens: 1, allSevens: 1 });
  });

  it('seed 003: all the sevens (7o included) are worth 3 points in all with most sevens and the siete de oros', () => {
    const r = score('fournier', [sevens4, 'REST']);
    expect(r.breakdown[0]!.sevenOfCoins! + r.breakdown[0]!.sevens! + r.breakdown[0]!.allSevens!).toBe(3);
  });

  it('seed 001: all four sevens score 3 instead of 2 for setanta and 7 of coins (classic prime + bonusAllSevens)', () => {
    const r = score({ bonusAllSevens: true }, [sevens4, 'REST']);
    expect(r.breakdown[0]).toEqual({ sevenOfCoins: 1, prime: 1, allSevens: 1 });
    expect(score('classic', [sevens4, 'REST']).breakdown[0]).toEqual({ sevenOfCoins: 1, prime: 1 });
  });

  it('three sevens get no bonus', () => {
    expect(score('sevens', ['7o 7c 7e', 'REST']).breakdown[0]!.allSevens).toBeUndefined();
  });
});

describe('sevens "none" (seed 004 Escova has no sevens category)', () => {
  it('no prime and no sevens point, even with all four sevens', () => {
    const r = score('escova', ['7o 7c 7e 7b 6o 6c', 'REST']);
    expect(r.breakdown[0]).toEqual({ sevenOfCoins: 1 });
    expect(r.breakdown.every((b) => b.prime === undefined && b.sevens === undefined)).toBe(true);
  });
});

describe('a complete hand scored by hand', () => {
  it('classic 2 sides: exact breakdown and points = sum of breakdown', () => {
    // Side 0 takes 22 cards: all oros but 1o (9), 7c 7e, 6c 6e 6b, 1c, and 8 copas/espadas figures and low cards.
    const side0 = '2o 3o 4o 5o 6o 7o 10o 11o 12o 7c 7e 6c 6e 6b 1c 2c 3c 10c 11c 12c 10e 11e';
    const r = score('classic', [side0, 'REST'], [1, 2]);
    // Cards 22-18: side 0. Oros 9-1: side 0. 7o: side 0.
    // Side 1 holds 1o, 4c 5c, 1e 2e 3e 4e 5e 12e, 1b 2b 3b 4b 5b 7b 10b 11b 12b (18 cards).
    // Prime: side 0 best per suit 7o, 7c, 7e, 6b -> 7,7,7,6; side 1: 1o, 5c, 1e (ace over five), 7b -> 7,1,1,5.
    // 7 = 7, then 7 > 1: side 0.
    expect(r.prime[0]).toEqual(cs('7o 7c 7e 6b'));
    expect(r.prime[1]).toEqual(cs('1o 5c 1e 7b'));
    expect(r.breakdown).toEqual([
      { escobas: 1, cards: 1, coins: 1, sevenOfCoins: 1, prime: 1 },
      { escobas: 2 },
    ]);
    expect(r.points).toEqual([5, 2]);
  });

  it('points always equal the sum of the breakdown, and only the known keys are used', () => {
    for (const rules of ['classic', 'sevens', 'fournier', 'escova', { sevens: 'primiera' }]) {
      const r = score(rules, ['7o 7c 7e 7b 1o 2o 3o', plain(12), 'REST'], [1, 0, 2]);
      r.breakdown.forEach((b, s) => {
        expect(Object.values(b).reduce((t, v) => t + (v ?? 0), 0)).toBe(r.points[s]);
        for (const k of Object.keys(b)) expect(SCORE_KEYS).toContain(k);
      });
    }
  });
});

describe('primiera values each suit by its highest primiera card, never by a prime order (issue 10: 4 = 14 beat 1 = 16 under faceValue)', () => {
  it('an ace (16) is the best primiera card of a suit that also holds a 4 (14), 5 (15) or 2 (12)', () => {
    const r = score({ sevens: 'primiera' }, ['1o 4o 5o 2o 1c 1e 1b', '6o 6c 6e 6b']);
    expect(r.primiera).toEqual([64, 72]);
    // Whatever primeOrder the rules carry for the card-by-card prime, the primiera totals are the same.
    expect(score({ sevens: 'prime', primeOrder: 'faceValue' }, ['1o 4o 5o 2o 1c 1e 1b', '6o 6c 6e 6b']).primiera).toEqual([64, 72]);
  });

  it('primiera totals are the sum of each suit\'s highest primiera value, for any pile (property)', () => {
    const primieraOf = (rank: number): number => ({ 1: 16, 2: 12, 3: 13, 4: 14, 5: 15, 6: 18, 7: 21 })[rank] ?? 10;
    fc.assert(
      fc.property(fc.subarray([...ALL_CARDS], { minLength: 0, maxLength: 40 }), fc.constantFrom('pagat', 'faceValue'), (pile, order) => {
        const r = score({ sevens: 'prime', primeOrder: order }, [names(pile).join(' '), '']);
        const bySuit = ['o', 'c', 'e', 'b'].map((suit) => names(pile).filter((x) => x.endsWith(suit)).map((x) => primieraOf(Number(x.slice(0, -1)))));
        const expected = bySuit.some((v) => v.length === 0) ? null : bySuit.reduce((t, v) => t + Math.max(...v), 0);
        expect(r.primiera[0]).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('bonusScoring "added": seed 003\'s table read line by line (issue 10)', () => {
  const added = { preset: 'fournier', bonusScoring: 'added' };
  const all = '1o 2o 3o 4o 5o 6o 7o 10o 11o 12o';
  it('all ten oros: "For having all the coins 2 points" on top of "For having most of coins 1 point" = 3 (instead: 2, seed 001 "2 points for coins instead of 1")', () => {
    expect(score(added, [all, 'REST']).breakdown[0]!.coins).toBe(3);
    expect(score('fournier', [all, 'REST']).breakdown[0]!.coins).toBe(2);
    // Nine oros are only "most": 1 either way.
    expect(score(added, ['1o 2o 3o 4o 5o 6o 7o 10o 11o', 'REST']).breakdown[0]!.coins).toBe(1);
  });

  it('cards: "If the opponent has less than 10 cards 2 points" on top of "For having most of cards 1 point" = 3', () => {
    expect(score(added, ['REST', plain(9)]).breakdown[0]!.cards).toBe(3);
    expect(score(added, ['REST', plain(10)]).breakdown[0]!.cards).toBe(1);
  });

  it('all four sevens: "For having all the sevens (the value of 7 of coins included) 3 points" plus "For having most of sevens 1 point" = 4 (instead: 3 in all)', () => {
    const sevens4 = '7o 7c 7e 7b';
    const r = score(added, [sevens4, 'REST']);
    expect(r.breakdown[0]).toEqual({ sevenOfCoins: 1, sevens: 1, allSevens: 2 });
    expect(r.points[0]).toBe(4);
    expect(score('fournier', [sevens4, 'REST']).points[0]).toBe(3);
  });
});
