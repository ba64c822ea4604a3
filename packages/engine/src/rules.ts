import { optionsDiff, resolveOptions, type PresetDescription, type Result, type RuleOption, type RulesError, type RuleSet } from '@escoba/cards';

export type { RulesError } from '@escoba/cards';

/** `mustTake`: a card that can make 15 must take (pagat). `optional`: any card may be laid (seed 002).
 * `forced`: a player who can take with any card must take with some card (Wikipedia's reading). */
export type CaptureRule = 'mustTake' | 'optional' | 'forced';
export type SevensRule = 'prime' | 'primiera' | 'mostSevens' | 'none';
/**
 * Who takes four opening table cards worth 15 or 30, and what they score. `dealer`: 15 is one escoba, 30 two
 * (000, 001). `dealerGroups`: 15 is one escoba, 30 two only when the four split into two groups of 15 (003).
 * `dealerNoEscoba`: the dealer takes a 15 into his pile, no escoba, and a 30 stays (004). `mano`: as `dealer`,
 * for the first player. `none`: the cards stay.
 */
export type DealEscobasRule = 'dealer' | 'dealerGroups' | 'dealerNoEscoba' | 'mano' | 'none';
/** `instead`: a bonus replaces its category's point (001 "2 points for coins instead of 1"). `added`: every line of 003's table scores on its own. */
export type BonusScoring = 'instead' | 'added';
/** How the prime ranks the cards: pagat's 7 > 6 > 1 > 5 > 4 > 3 > 2 > figures, or seed 000's 7 > 6 > 5 > 4 > 3 > 2 > 1 > figures. */
export type PrimeOrder = 'pagat' | 'faceValue';

export interface Rules {
  /** The preset these rules started from. */
  readonly preset: PresetName;
  readonly target: number;
  readonly capture: CaptureRule;
  readonly dealEscobas: DealEscobasRule;
  readonly lastPlayEscoba: boolean;
  readonly sevens: SevensRule;
  readonly primeOrder: PrimeOrder;
  readonly bonusCards: boolean;
  readonly bonusAllCoins: boolean;
  readonly bonusAllSevens: boolean;
  readonly bonusScoring: BonusScoring;
  readonly zeroCardsLoses: boolean;
  readonly renuncio: boolean;
}

export type RuleOptions = Omit<Rules, 'preset'>;
export type RulesInput = PresetName | ({ readonly preset?: PresetName } & Partial<RuleOptions>);

export const PRESET_NAMES = ['classic', 'sevens', 'fournier', 'escova'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

const CLASSIC: Rules = {
  preset: 'classic',
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

export const PRESETS: Readonly<Record<PresetName, Rules>> = {
  classic: CLASSIC,
  sevens: { ...CLASSIC, preset: 'sevens', capture: 'optional', sevens: 'mostSevens', bonusAllSevens: true, lastPlayEscoba: false },
  fournier: {
    ...CLASSIC,
    preset: 'fournier',
    sevens: 'mostSevens',
    bonusCards: true,
    bonusAllCoins: true,
    bonusAllSevens: true,
    zeroCardsLoses: true,
  },
  escova: { ...CLASSIC, preset: 'escova', target: 31, sevens: 'none', bonusAllCoins: true },
};

export const PRESET_INFO: readonly (PresetDescription & { readonly name: PresetName })[] = [
  { name: 'classic', source: 'pagat (rule text 001) and rule text 000', summary: 'Escoba de 15 as on pagat: to 21, a card that can take must take, prime' },
  { name: 'sevens', source: 'web game help (rule text 002)', summary: 'capture optional, most sevens + all sevens bonus, a sweep on the last play is no escoba' },
  { name: 'fournier', source: "Fournier's leaflet (rule text 003)", summary: 'most sevens, 2 points for cards / all coins, all sevens bonus, a side with no cards loses' },
  { name: 'escova', source: 'Wikipedia, Brazilian Escova (rule text 004)', summary: 'to 31, no sevens category, 2 points for all the coins' },
];

export const OPTION_INFO: readonly RuleOption<keyof RuleOptions, PresetName>[] = [
  { name: 'target', type: { kind: 'integer', min: 1, max: 1000 }, meaning: 'points to win: a side at or over it with the strictly highest total after a hand wins' },
  { name: 'capture', type: { kind: 'enum', values: ['mustTake', 'optional', 'forced'] }, meaning: 'mustTake: a card that can make 15 must take (another card may still be laid); optional: any card may be laid; forced: if any card can take, the player must take' },
  {
    name: 'dealEscobas',
    type: { kind: 'enum', values: ['dealer', 'dealerGroups', 'dealerNoEscoba', 'mano', 'none'] },
    meaning:
      'four dealt table cards worth 15 or 30: dealer: the dealer takes them, 1 escoba for 15, 2 for 30; dealerGroups: the same, but 30 only when the four split into two groups of 15; dealerNoEscoba: the dealer takes a 15 with no escoba and a 30 stays; mano: the first player takes them, 1 or 2 escobas; none: they stay on the table',
  },
  { name: 'lastPlayEscoba', type: { kind: 'boolean' }, meaning: "whether a sweep by the hand's final play counts as an escoba" },
  { name: 'sevens', type: { kind: 'enum', values: ['prime', 'primiera', 'mostSevens', 'none'] }, meaning: 'the sevens point: best prime (compared card by card), primiera (highest total 7=21 6=18 1=16 ...), most sevens, or none' },
  { name: 'primeOrder', type: { kind: 'enum', values: ['pagat', 'faceValue'] }, meaning: 'prime card order, with sevens "prime" only: pagat 7 > 6 > 1 > 5 > 4 > 3 > 2 > figures; faceValue 7 > 6 > 5 > 4 > 3 > 2 > 1 > figures (rule text 000)' },
  { name: 'bonusCards', type: { kind: 'boolean' }, meaning: 'the cards point is worth 2 when its side took more than 30 cards and every other side fewer than 10' },
  { name: 'bonusAllCoins', type: { kind: 'boolean' }, meaning: 'the coins point is worth 2 when a side took all ten oros' },
  { name: 'bonusAllSevens', type: { kind: 'boolean' }, meaning: 'a side that took all four sevens scores 1 more (needs a sevens category)' },
  {
    name: 'bonusScoring',
    type: { kind: 'enum', values: ['instead', 'added'] },
    meaning: 'instead: a bonus replaces its category point (2 for cards, 2 for coins, +1 for all sevens); added: Fournier\'s table read line by line (3 for cards, 3 for coins, +2 for all sevens); needs a bonus',
  },
  { name: 'zeroCardsLoses', type: { kind: 'boolean' }, meaning: 'with two sides, a side that captured no card in a hand loses the game at once' },
  { name: 'renuncio', type: { kind: 'boolean' }, meaning: 'with capture optional: when a player lays a card that could have made 15, the next player may claim it and a set it could have taken' },
];

const RULE_SET: RuleSet<PresetName, Rules> = {
  presetNames: PRESET_NAMES,
  presets: PRESETS,
  options: OPTION_INFO,
  basePreset: 'classic',
  example: '{"preset": "classic", "target": 15}',
  badRulesSaysInput: true,
  check: impossibleCombination,
};

/** Accepts a preset name or `{ preset?, ...options }` (as found in records and on the command line). */
export const resolveRules = (input: unknown): Result<Rules, RulesError> => resolveOptions(RULE_SET, input);

/** An option that these rules would accept yet never use, or use in a way no source describes. */
function impossibleCombination(r: Rules): RulesError | null {
  const fail = (option: keyof RuleOptions, message: string): RulesError => ({ code: 'ImpossibleRules', option, message });
  if (r.renuncio && r.capture !== 'optional') {
    return fail('renuncio', 'renuncio needs capture "optional": with the other capture rules a card that can make 15 is never laid');
  }
  if (r.primeOrder !== 'pagat' && r.sevens !== 'prime') {
    return fail('primeOrder', `primeOrder "${r.primeOrder}" needs sevens "prime": it orders the cards of the card-by-card prime, and sevens is "${r.sevens}"`);
  }
  if (r.bonusAllSevens && r.sevens === 'none') {
    return fail('bonusAllSevens', 'bonusAllSevens needs a sevens category: the sources that reward all four sevens (001, 002, 003) add it to a sevens point, and sevens is "none"');
  }
  if (r.bonusScoring !== 'instead' && !r.bonusCards && !r.bonusAllCoins && !r.bonusAllSevens) {
    return fail('bonusScoring', `bonusScoring "${r.bonusScoring}" needs a bonus: bonusCards, bonusAllCoins and bonusAllSevens are all false`);
  }
  return null;
}

/** The options that differ from the preset the rules name: the compact form written into records. */
export const rulesDiff = (rules: Rules): RulesInput => optionsDiff(RULE_SET, rules);
