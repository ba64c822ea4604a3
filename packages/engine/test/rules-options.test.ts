import { describe, expect, it } from 'vitest';
import { OPTION_INFO, PRESETS, PRESET_NAMES, createGame, makeTable, resolveRules, rulesDiff, unwrap, type Rules } from '@escoba/engine';

const classic: Omit<Rules, 'preset'> = {
  target: 21,
  capture: 'mustTake',
  dealEscobas: 'dealer',
  lastPlayEscoba: true,
  sevens: 'prime',
  primeOrder: 'pagat',
  bonusCards: false,
  bonusAllCoins: false,
  bonusAllSevens: false,
  bonusScoring: 'instead',
  zeroCardsLoses: false,
  renuncio: false,
};

describe('presets (spec "Presets")', () => {
  it('has exactly the four presets', () => {
    expect([...PRESET_NAMES].sort()).toEqual(['classic', 'escova', 'fournier', 'sevens']);
  });

  it('classic: to 21, mustTake, prime (pagat order), deal escobas to the dealer, last-play escoba counts, no bonuses (seeds 001 pagat, 000)', () => {
    expect(unwrap(resolveRules('classic'))).toEqual({ preset: 'classic', ...classic });
    expect(unwrap(resolveRules({}))).toEqual({ preset: 'classic', ...classic });
  });

  it('sevens: capture optional, most sevens, all-sevens bonus, no escoba on the last play (seed 002)', () => {
    expect(unwrap(resolveRules('sevens'))).toEqual({
      preset: 'sevens',
      ...classic,
      capture: 'optional',
      sevens: 'mostSevens',
      bonusAllSevens: true,
      lastPlayEscoba: false,
    });
  });

  it('fournier: most sevens, 2 for cards, 2 for all coins, all-sevens bonus, a side with no cards loses (seed 003)', () => {
    expect(unwrap(resolveRules('fournier'))).toEqual({
      preset: 'fournier',
      ...classic,
      sevens: 'mostSevens',
      bonusCards: true,
      bonusAllCoins: true,
      bonusAllSevens: true,
      zeroCardsLoses: true,
    });
  });

  it('escova: to 31, no sevens category, 2 for all the coins (seed 004, Brazilian Escova)', () => {
    expect(unwrap(resolveRules('escova'))).toEqual({ preset: 'escova', ...classic, target: 31, sevens: 'none', bonusAllCoins: true });
  });

  it('PRESETS agrees with resolveRules', () => {
    for (const name of PRESET_NAMES) expect(unwrap(resolveRules(name))).toEqual(PRESETS[name]);
  });
});

describe('options override presets (spec: "Every option can override a preset")', () => {
  it('overrides each option on each preset', () => {
    const overrides: Partial<Rules>[] = [
      { target: 15 },
      { capture: 'forced' },
      { capture: 'optional' },
      { dealEscobas: 'mano' },
      { dealEscobas: 'none' },
      { dealEscobas: 'dealerGroups' },
      { dealEscobas: 'dealerNoEscoba' },
      { lastPlayEscoba: false },
      { lastPlayEscoba: true },
      { sevens: 'primiera' },
      { sevens: 'prime', primeOrder: 'faceValue' },
      { sevens: 'none', bonusAllSevens: false },
      { bonusCards: true },
      { bonusAllCoins: false },
      { bonusAllSevens: false, bonusScoring: 'instead' },
      { bonusCards: true, bonusScoring: 'added' },
      { zeroCardsLoses: true },
      { capture: 'optional', renuncio: true },
    ];
    for (const preset of PRESET_NAMES) {
      for (const o of overrides) {
        const r = unwrap(resolveRules({ preset, ...o }));
        expect(r).toEqual({ ...PRESETS[preset], ...o });
      }
    }
  });

  it('the sevens preset already has capture optional, so renuncio may be switched on directly (seed 002 "Renuncio")', () => {
    expect(unwrap(resolveRules({ preset: 'sevens', renuncio: true })).renuncio).toBe(true);
  });

  it('rulesDiff writes only what differs from the preset, and resolves back to the same rules', () => {
    expect(rulesDiff(PRESETS.fournier)).toBe('fournier');
    const r = unwrap(resolveRules({ preset: 'escova', target: 21, capture: 'forced' }));
    expect(rulesDiff(r)).toEqual({ preset: 'escova', target: 21, capture: 'forced' });
    expect(unwrap(resolveRules(rulesDiff(r)))).toEqual(r);
  });

  it('documents every option', () => {
    expect(OPTION_INFO.map((o) => o.name).sort()).toEqual(Object.keys(classic).sort());
  });
});

describe('bad rules are rejected with clear errors (spec: "unknown options and impossible combinations rejected")', () => {
  it('unknown preset', () => {
    expect(resolveRules('scopa')).toEqual({
      ok: false,
      error: { code: 'UnknownPreset', message: 'unknown preset "scopa" (presets: classic, sevens, fournier, escova)' },
    });
    expect(resolveRules({ preset: 'scopa' })).toMatchObject({ ok: false, error: { code: 'UnknownPreset', option: 'preset' } });
  });

  it('unknown option names the option and lists the known ones', () => {
    const r = resolveRules({ preset: 'classic', escobaValue: 2 });
    expect(r).toMatchObject({ ok: false, error: { code: 'UnknownOption', option: 'escobaValue' } });
    if (!r.ok) {
      expect(r.error.message).toContain('unknown rule option "escobaValue"');
      expect(r.error.message).toContain('target');
      expect(r.error.message).toContain('renuncio');
    }
  });

  it.each([
    ['target', 0, 'expected a whole number from 1 to 1000'],
    ['target', 1001, 'expected a whole number from 1 to 1000'],
    ['target', 1.5, 'expected a whole number from 1 to 1000'],
    ['target', '21', 'expected a whole number from 1 to 1000'],
    ['target', null, 'expected a whole number from 1 to 1000'],
    ['capture', 'sometimes', 'expected one of mustTake, optional, forced'],
    ['capture', true, 'expected one of mustTake, optional, forced'],
    ['dealEscobas', 'dealers', 'expected one of dealer, dealerGroups, dealerNoEscoba, mano, none'],
    ['bonusScoring', 'both', 'expected one of instead, added'],
    ['sevens', 'most', 'expected one of prime, primiera, mostSevens, none'],
    ['primeOrder', 'italian', 'expected one of pagat, faceValue'],
    ['lastPlayEscoba', 'yes', 'expected true or false'],
    ['bonusCards', 1, 'expected true or false'],
    ['bonusAllCoins', 0, 'expected true or false'],
    ['bonusAllSevens', 'true', 'expected true or false'],
    ['zeroCardsLoses', null, 'expected true or false'],
    ['renuncio', 'on', 'expected true or false'],
  ])('bad value for %s (%j) -> BadOptionValue naming the option', (option, value, why) => {
    expect(resolveRules({ [option]: value })).toEqual({
      ok: false,
      error: { code: 'BadOptionValue', option, message: `rule option ${option}: ${why}, got ${JSON.stringify(value)}` },
    });
  });

  it('rules that are neither a preset name nor an object', () => {
    for (const bad of [null, 3, ['classic'], true]) {
      expect(resolveRules(bad)).toMatchObject({ ok: false, error: { code: 'BadRules' } });
    }
  });

  it('renuncio without capture "optional" is impossible (house rule only with optional capture, seed 002)', () => {
    const expected = {
      ok: false,
      error: {
        code: 'ImpossibleRules',
        option: 'renuncio',
        message: 'renuncio needs capture "optional": with the other capture rules a card that can make 15 is never laid',
      },
    };
    expect(resolveRules({ renuncio: true })).toEqual(expected);
    expect(resolveRules({ preset: 'classic', capture: 'forced', renuncio: true })).toEqual(expected);
    expect(resolveRules({ preset: 'sevens', capture: 'mustTake', renuncio: true })).toEqual(expected);
    expect(createGame({ players: 2, rules: { renuncio: true } })).toMatchObject({ ok: false, error: { code: 'ImpossibleRules' } });
  });
});

describe('tables: players 2, 3, 4, 6 and partnerships (spec "Seats"; seeds 001, 003)', () => {
  it('2 and 3 players: each seat its own side', () => {
    expect(unwrap(makeTable(2, false))).toMatchObject({ players: 2, partnerships: false, sides: [[0], [1]], sideOf: [0, 1], deals: 6 });
    expect(unwrap(makeTable(3, false))).toMatchObject({ sides: [[0], [1], [2]], sideOf: [0, 1, 2], deals: 4 });
  });

  it('4 players alone, or partners sitting opposite: {0,2} v {1,3} (seed 001 pagat)', () => {
    expect(unwrap(makeTable(4, false))).toMatchObject({ sides: [[0], [1], [2], [3]], deals: 3 });
    expect(unwrap(makeTable(4, true))).toMatchObject({ sides: [[0, 2], [1, 3]], sideOf: [0, 1, 0, 1], deals: 3 });
  });

  it('6 players: two partnerships of three in alternate seats {0,2,4} v {1,3,5} (seed 003 Fournier)', () => {
    expect(unwrap(makeTable(6, true))).toMatchObject({ sides: [[0, 2, 4], [1, 3, 5]], sideOf: [0, 1, 0, 1, 0, 1], deals: 2 });
    // Partnerships default to true for 6 players.
    expect(unwrap(createGame({ players: 6 })).setup.partnerships).toBe(true);
    expect(unwrap(createGame({ players: 4 })).setup.partnerships).toBe(false);
  });

  it('6 players without partnerships is rejected', () => {
    expect(makeTable(6, false)).toEqual({
      ok: false,
      error: { code: 'BadPartnerships', message: '6 players play as two partnerships of three: set partnerships to true' },
    });
    expect(createGame({ players: 6, partnerships: false })).toMatchObject({ ok: false, error: { code: 'BadPartnerships' } });
  });

  it.each([2, 3])('partnerships with %i players are rejected', (n) => {
    expect(createGame({ players: n, partnerships: true })).toEqual({
      ok: false,
      error: { code: 'BadPartnerships', message: `partnerships need 4 players (2 against 2) or 6 (3 against 3), not ${n}` },
    });
  });

  it.each([0, 1, 5, 7, 8, 2.5, '2', null])('players %j is rejected', (n) => {
    expect(makeTable(n)).toEqual({ ok: false, error: { code: 'BadPlayers', message: `players must be 2, 3, 4 or 6, got ${JSON.stringify(n)}` } });
  });

  it('partnerships must be a boolean', () => {
    expect(makeTable(4, 'yes')).toMatchObject({ ok: false, error: { code: 'BadPartnerships' } });
  });
});

describe('options that would be accepted yet do nothing, or add a point no seed describes, are rejected (issue 10)', () => {
  it.each(['primiera', 'mostSevens', 'none'] as const)(
    'primeOrder "faceValue" with sevens %s: seed 000\'s order "7 (high), 6, 5, 4, 3, 2, and picture cards (low)" is for the card-by-card prime only',
    (sevens) => {
      const r = resolveRules({ sevens, primeOrder: 'faceValue' });
      expect(r).toEqual({
        ok: false,
        error: {
          code: 'ImpossibleRules',
          option: 'primeOrder',
          message: `primeOrder "faceValue" needs sevens "prime": it orders the cards of the card-by-card prime, and sevens is "${sevens}"`,
        },
      });
    },
  );

  it('primeOrder "faceValue" with the prime is accepted, on any preset', () => {
    for (const preset of PRESET_NAMES) expect(resolveRules({ preset, sevens: 'prime', primeOrder: 'faceValue' }).ok).toBe(true);
    expect(resolveRules({ preset: 'fournier', primeOrder: 'faceValue' })).toMatchObject({ ok: false, error: { option: 'primeOrder' } });
  });

  it('bonusAllSevens with sevens "none": seed 001 "3 points instead of just 2 for setanta and 7 of coins", 002 and 003 all add it to a sevens point', () => {
    expect(resolveRules({ preset: 'escova', bonusAllSevens: true })).toEqual({
      ok: false,
      error: {
        code: 'ImpossibleRules',
        option: 'bonusAllSevens',
        message: 'bonusAllSevens needs a sevens category: the sources that reward all four sevens (001, 002, 003) add it to a sevens point, and sevens is "none"',
      },
    });
    expect(resolveRules({ preset: 'fournier', sevens: 'none' })).toMatchObject({ ok: false, error: { option: 'bonusAllSevens' } });
    for (const sevens of ['prime', 'primiera', 'mostSevens'] as const) expect(resolveRules({ sevens, bonusAllSevens: true }).ok).toBe(true);
  });

  it('bonusScoring "added" with no bonus switched on changes nothing, so it is rejected', () => {
    expect(resolveRules({ bonusScoring: 'added' })).toEqual({
      ok: false,
      error: { code: 'ImpossibleRules', option: 'bonusScoring', message: 'bonusScoring "added" needs a bonus: bonusCards, bonusAllCoins and bonusAllSevens are all false' },
    });
    for (const bonus of ['bonusCards', 'bonusAllCoins', 'bonusAllSevens']) expect(resolveRules({ bonusScoring: 'added', [bonus]: true }).ok).toBe(true);
    expect(unwrap(resolveRules({ preset: 'fournier', bonusScoring: 'added' })).bonusScoring).toBe('added');
  });

  it('every preset is a valid combination, and a record or game with a rejected combination cannot be created', () => {
    for (const name of PRESET_NAMES) expect(resolveRules(PRESETS[name]).ok).toBe(true);
    expect(createGame({ players: 2, rules: { sevens: 'mostSevens', primeOrder: 'faceValue' } })).toMatchObject({ ok: false, error: { code: 'ImpossibleRules' } });
  });

  it('rules that are not a preset name or an object say what they got', () => {
    expect(resolveRules([1, 2])).toEqual({
      ok: false,
      error: { code: 'BadRules', message: 'rules must be a preset name or an object like {"preset": "classic", "target": 15}, got the list [1,2]' },
    });
    expect(resolveRules(15)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/, got 15$/) } });
  });
});
