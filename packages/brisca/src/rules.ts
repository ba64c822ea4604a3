import {
  err,
  ok,
  optionsDiff,
  resolveOptions,
  sidesOf,
  type Card,
  type PresetDescription,
  type Result,
  type RuleOption,
  type RulesError,
  type RuleSet,
  type Seat,
  type TableDescription,
} from '@escoba/cards';

export type { RulesError, Seat } from '@escoba/cards';

// ---- cards ----

/** Trick strength by rank index (ranks 1, 2, 3, 4, 5, 6, 7, 10, 11, 12): 1 > 3 > 12 > 11 > 10 > 7 > 6 > 5 > 4 > 2. */
export const STRENGTH: readonly number[] = [9, 0, 8, 1, 2, 3, 4, 5, 6, 7];
/** Card points by rank index: as 11, 3 10, rey 4, caballo 3, sota 2, the rest 0 (120 in the pack). */
export const POINTS: readonly number[] = [11, 0, 10, 0, 0, 0, 0, 2, 3, 4];
/** Points of the whole 40-card pack. */
export const PACK_POINTS = 120;

/** How strong a card is in a trick within its suit (0 the 2 .. 9 the as). */
export const cardStrength = (card: Card): number => STRENGTH[card % 10]!;
/** A card's points when counted in won tricks. */
export const cardPoints = (card: Card): number => POINTS[card % 10]!;
/** Total points of some cards. */
export function sumPoints(cards: readonly Card[]): number {
  let s = 0;
  for (let i = 0; i < cards.length; i++) s += POINTS[cards[i]! % 10]!;
  return s;
}
/** Rank index of the 2 and of the 7 (the exchanging cards). */
export const RANK_TWO = 1;
export const RANK_SEVEN = 6;
export const RANK_FOUR = 3;

// ---- rules ----

export const PRESET_NAMES = ['brisca', 'alcalde', 'alcalde-variation'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
/** How the game is played: Brisca (each alone or in partnerships) or one of the two Alcalde games. */
export type GameMode = 'brisca' | 'alcalde' | 'alcaldeVariation';

/**
 * `seed`: the seed's rule (the 7 of trumps takes a trump card of 10 or better at any time, and so does the 2
 * during the first trick, with precedence: a seat holding both then gives the 2; the 2 takes a trump card of 7 or
 * lower at any time), on one's own turn before playing. `winner`: the same cards, but only the winner of the last trick, before leading to the next
 * (a common Spanish house rule). `none`: no exchanging.
 */
export type ExchangeRule = 'seed' | 'winner' | 'none';
/** Which card 3-player Brisca leaves out: a four (the seed) or a two (Italian Briscola for three). */
export type LeaveOut = 'four' | 'two';

export interface BriscaRules {
  /** The preset these rules started from; it fixes the game ({@link modeOf}). */
  readonly preset: PresetName;
  readonly exchange: ExchangeRule;
  /** Brisca: hands a side must win to win the match. */
  readonly wins: number;
  /** Brisca with 3 players: the rank of the card left out of the pack. */
  readonly leaveOut: LeaveOut;
  /** Alcalde: whether the two partners see each other's hands. */
  readonly partnersSeeHands: boolean;
  /** Alcalde: points the Alcalde needs to keep the role. */
  readonly keep: number;
  /** Brisca 2 against 2: the partners' señas (house rule, off by default; see `senas.ts`). */
  readonly senas: boolean;
}

export type BriscaRuleOptions = Omit<BriscaRules, 'preset'>;
export type BriscaRulesInput = PresetName | ({ readonly preset?: PresetName } & Partial<BriscaRuleOptions>);

const BRISCA: BriscaRules = { preset: 'brisca', exchange: 'seed', wins: 1, leaveOut: 'four', partnersSeeHands: false, keep: 60, senas: false };

export const PRESETS: Readonly<Record<PresetName, BriscaRules>> = {
  brisca: BRISCA,
  alcalde: { ...BRISCA, preset: 'alcalde', partnersSeeHands: true, keep: 60 },
  'alcalde-variation': { ...BRISCA, preset: 'alcalde-variation', partnersSeeHands: false, keep: 31 },
};

export const modeOf = (rules: BriscaRules): GameMode =>
  rules.preset === 'brisca' ? 'brisca' : rules.preset === 'alcalde' ? 'alcalde' : 'alcaldeVariation';

export const PRESET_INFO: readonly (PresetDescription & { readonly name: PresetName })[] = [
  { name: 'brisca', source: 'seed 001, "Briscas"', summary: '2 or 3 alone, or 4 alone or 2 against 2; 3 cards each, a trump card under the stock, no need to follow suit; most card points wins' },
  { name: 'alcalde', source: 'seed 001, "Alcalde"', summary: '3 players: the dealer (Alcalde) alone with 6 cards, playing and drawing two at a time, against two partners who see each other; he keeps the role with 60 points' },
  { name: 'alcalde-variation', source: 'seed 001, "Alcalde Variation"', summary: '3 players: the Alcalde alone with 4 cards against two partners who do not see each other; his last card counts for him; he keeps the role with 31 points' },
];

/** The only table señas can be played at: they are signals between partners. */
const SENAS_TABLE: TableDescription = { players: 4, partnerships: true };

/**
 * Each option with the presets it belongs to and, for an option made for one table size, that table (`onlyAt`): at
 * any other it means nothing (the card left out with 3 players) or the table cannot be played (señas), so a form
 * neither shows nor sends it there.
 */
export const OPTION_INFO: readonly (RuleOption<keyof BriscaRuleOptions, PresetName> & { readonly presets: readonly PresetName[]; readonly onlyAt?: TableDescription })[] = [
  {
    name: 'exchange',
    type: { kind: 'enum', values: ['seed', 'winner', 'none'] },
    meaning:
      'exchanging the trump card: seed (on one\'s turn before playing: the 7 of trumps takes a 10 or better at any time, and so does the 2 during the first trick, first: a player holding both gives the 2; the 2 takes a 7 or lower at any time), winner (the 7 takes a 10 or better, the 2 a 7 or lower, only by the last trick\'s winner before leading), none',
    presets: ['brisca', 'alcalde', 'alcalde-variation'],
  },
  { name: 'wins', type: { kind: 'integer', min: 1, max: 99 }, meaning: 'Brisca: hands a side must win to win the match (drawn hands count for nobody; with 1, a drawn hand ends the game drawn)', presets: ['brisca'] },
  { name: 'leaveOut', type: { kind: 'enum', values: ['four', 'two'] }, meaning: 'Brisca with 3 players: the rank of the card left out of the pack (39 cards)', presets: ['brisca'], onlyAt: { players: 3, partnerships: false } },
  { name: 'partnersSeeHands', type: { kind: 'boolean' }, meaning: "Alcalde: whether the Alcalde's two opponents see each other's hands", presets: ['alcalde', 'alcalde-variation'] },
  { name: 'keep', type: { kind: 'integer', min: 0, max: 121 }, meaning: 'Alcalde: card points the Alcalde needs to win the hand and keep the role', presets: ['alcalde', 'alcalde-variation'] },
  {
    name: 'senas',
    type: { kind: 'boolean' },
    meaning: "Brisca 2 against 2 only (house rule): señas, the partners' signals about their trumps (as, tres, rey, caballo, sota of trumps, or none), seen by the partner only",
    presets: ['brisca'],
    onlyAt: SENAS_TABLE,
  },
];

const RULE_SET: RuleSet<PresetName, BriscaRules> = {
  presetNames: PRESET_NAMES,
  presets: PRESETS,
  options: OPTION_INFO,
  basePreset: 'brisca',
  example: '{"preset": "brisca", "wins": 3}',
  badRulesSaysInput: false,
};

/** Accepts a preset name or `{preset?, ...options}` (records, command lines); without `preset` the base is brisca. */
export const resolveRules = (input: unknown): Result<BriscaRules, RulesError> => resolveOptions(RULE_SET, input);

/** The options that differ from the preset: the compact form written into records. */
export const rulesDiff = (rules: BriscaRules): BriscaRulesInput => optionsDiff(RULE_SET, rules);

// ---- tables ----

/** Who sits at the table. In the Alcalde games the sides change with the Alcalde: see the hand's `sides`. */
export interface BriscaTable {
  readonly players: number;
  readonly partnerships: boolean;
  /** Brisca's fixed sides (`{0,2},{1,3}` for 2 against 2, else one seat a side); in Alcalde one seat a side (the tally is per player). */
  readonly sides: readonly (readonly Seat[])[];
  readonly sideOf: readonly number[];
}

export interface TableError {
  readonly code: 'BadPlayers' | 'BadPartnerships' | 'SenasNeedPartners';
  readonly message: string;
}

/** The tables the rules allow: Brisca 2, 3 or 4 alone, or 4 in partnerships; the Alcalde games 3. */
export function allowedTables(rules: BriscaRules): TableDescription[] {
  if (modeOf(rules) !== 'brisca') return [{ players: 3, partnerships: false }];
  if (rules.senas) return [SENAS_TABLE];
  return [
    { players: 2, partnerships: false },
    { players: 3, partnerships: false },
    { players: 4, partnerships: false },
    { players: 4, partnerships: true },
  ];
}

export function makeTable(rules: BriscaRules, players: unknown, partnerships: unknown = false): Result<BriscaTable, TableError> {
  const tables = allowedTables(rules);
  if (rules.senas && !(players === 4 && partnerships === true)) {
    return err({ code: 'SenasNeedPartners', message: `señas (rule option senas) are signals between partners: play 4 players 2 against 2 (partnerships), or leave senas off` });
  }
  if (!tables.some((t) => t.players === players)) {
    const counts = [...new Set(tables.map((t) => t.players))].join(', ');
    return err({ code: 'BadPlayers', message: `${rules.preset} is played by ${counts} players, not ${JSON.stringify(players)}` });
  }
  if (typeof partnerships !== 'boolean') return err({ code: 'BadPartnerships', message: `partnerships must be true or false, got ${JSON.stringify(partnerships)}` });
  if (!tables.some((t) => t.players === players && t.partnerships === partnerships)) {
    return err({
      code: 'BadPartnerships',
      message: modeOf(rules) === 'brisca' ? `partnerships need 4 players (2 against 2), not ${players}` : `in ${rules.preset} the sides come from the Alcalde: leave partnerships out`,
    });
  }
  const n = players as number;
  return ok({ players: n, partnerships, ...sidesOf(n, partnerships) });
}

/** Cards in the deck for this game: 39 for 3-player Brisca (one card left out), else 40. */
export const deckSizeFor = (rules: BriscaRules, players: number): number => (modeOf(rules) === 'brisca' && players === 3 ? 39 : 40);

/** Cards dealt before the trump card is turned: 3 a seat in Brisca, 12 (3 + 3 + 6) in Alcalde, 10 (3 + 3 + 4) in the variation. */
export const dealtCount = (mode: GameMode, players: number): number => (mode === 'brisca' ? 3 * players : mode === 'alcalde' ? 12 : 10);

/** Tricks in a hand: 20, 13 or 10 in Brisca for 2, 3 or 4 players; 10 in Alcalde; 13 in the variation. */
export const trickCount = (mode: GameMode, players: number): number => (mode === 'brisca' ? Math.floor(40 / players) : mode === 'alcalde' ? 10 : 13);
