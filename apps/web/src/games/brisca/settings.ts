import { allowedTables, OPTION_INFO, PRESETS, resolveRules, type BriscaRuleOptions, type BriscaRulesInput, type PresetName } from '@escoba/brisca';
import { isBotLevel, type BotLevel } from '@escoba/bots';
import { DEFAULT_ALCALDE_HANDS } from '@escoba/games';
import { LIMITS } from '@escoba/protocol';
import type { KeyValueStore } from '../../settings.js';

/** The Brisca tables, named as the app names tables (`4p`: 4 players, 2 against 2). */
export const BRISCA_TABLES = allowedTables(PRESETS.brisca).map((t) => ({ ...t, id: `${t.players}${t.partnerships ? 'p' : ''}` }));
export type BriscaTableId = string;
export const tableById = (id: string) => BRISCA_TABLES.find((t) => t.id === id) ?? BRISCA_TABLES[0]!;

/** The Alcalde games, each its preset. */
export const ALCALDE_PRESETS = ['alcalde', 'alcalde-variation'] as const satisfies readonly PresetName[];
export type AlcaldePreset = (typeof ALCALDE_PRESETS)[number];

/** A new-game form's choices: the preset, the options that differ from it, the table and each computer seat's level. */
export interface BriscaChoice {
  readonly preset: PresetName;
  readonly options: Partial<BriscaRuleOptions>;
  readonly table: BriscaTableId;
  /** Bot level of the computer seats 1..3 (only the first players - 1 are used). */
  readonly levels: readonly BotLevel[];
}

/** Who is the first Alcalde (the first dealer) in a game against the computer: the person, or drawn at random from the seed. */
export const FIRST_ALCALDE = ['me', 'random'] as const;
export type FirstAlcalde = (typeof FIRST_ALCALDE)[number];

/** The Alcalde games' choices: also the first Alcalde, and the hands to play (the games have no end of their own). */
export interface AlcaldeChoice extends BriscaChoice {
  readonly firstAlcalde: FirstAlcalde;
  readonly hands: number;
}

/** Hands to play, as many as an online Alcalde table may play. */
export const isHandsToPlay = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= LIMITS.maxHands;

/** What Brisca's and the Alcalde games' forms and tables remember, apart from the app's settings. */
export interface BriscaPrefs {
  readonly brisca: BriscaChoice;
  readonly alcalde: AlcaldeChoice;
  /** Show each side's card points while the hand is played (for learners; a real table counts them at the end). */
  readonly showPoints: boolean;
}

export const BRISCA_PREFS_KEY = 'escoba.brisca.settings.v1';

const LEVELS: readonly BotLevel[] = ['medium', 'medium', 'medium'];

export const defaultBriscaPrefs = (): BriscaPrefs => ({
  brisca: { preset: 'brisca', options: {}, table: '2', levels: LEVELS },
  alcalde: { preset: 'alcalde', options: {}, table: '3', levels: LEVELS, firstAlcalde: 'random', hands: DEFAULT_ALCALDE_HANDS },
  showPoints: false,
});

/** Who sits at a table, as the engine's `onlyAt` says which table an option is for. */
export interface TableSeats {
  readonly players: number;
  readonly partnerships: boolean;
}

/** Whether an option means something at `table` (the engine's `onlyAt`: señas only 2 against 2, the card left out only with 3 players). */
export const optionFitsTable = (name: keyof BriscaRuleOptions, table: TableSeats): boolean => {
  const only = OPTION_INFO.find((info) => info.name === name)?.onlyAt;
  return only === undefined || (only.players === table.players && only.partnerships === table.partnerships);
};

/**
 * The options of a choice that mean something at `table`: one chosen for another table size (señas, saved from a
 * 2 against 2 table) is ignored, neither shown nor sent, so it never blocks this table; it is kept in the saved
 * choice for when that table size is chosen again.
 */
export const optionsAt = (options: Partial<BriscaRuleOptions>, table: TableSeats): Partial<BriscaRuleOptions> =>
  Object.fromEntries(Object.entries(options).filter(([name]) => optionFitsTable(name as keyof BriscaRuleOptions, table))) as Partial<BriscaRuleOptions>;

/** The rules a choice describes at `table` (the options that mean something there), in the compact form records use. */
export const rulesAtTable = (choice: Pick<BriscaChoice, 'preset' | 'options'>, table: TableSeats): BriscaRulesInput => rulesOfChoice({ preset: choice.preset, options: optionsAt(choice.options, table) });

/** The rules a choice describes, in the compact form records use. */
export const rulesOfChoice = (choice: Pick<BriscaChoice, 'preset' | 'options'>): BriscaRulesInput =>
  Object.keys(choice.options).length === 0 ? choice.preset : ({ preset: choice.preset, ...choice.options } as BriscaRulesInput);

/** Options the engine accepts together with the preset; anything else is dropped. */
function validOptions(preset: PresetName, options: unknown): Partial<BriscaRuleOptions> {
  if (typeof options !== 'object' || options === null) return {};
  const kept: Record<string, unknown> = {};
  for (const info of OPTION_INFO) {
    const value = (options as Record<string, unknown>)[info.name];
    if (value !== undefined && resolveRules({ preset, ...kept, [info.name]: value }).ok) kept[info.name] = value;
  }
  return kept as Partial<BriscaRuleOptions>;
}

function readChoice(saved: unknown, fallback: BriscaChoice, presets: readonly PresetName[], tables: readonly string[]): BriscaChoice {
  if (typeof saved !== 'object' || saved === null) return fallback;
  const s = saved as Record<string, unknown>;
  const preset = presets.includes(s.preset as PresetName) ? (s.preset as PresetName) : fallback.preset;
  const levels = Array.isArray(s.levels) ? s.levels : [];
  return {
    preset,
    options: validOptions(preset, s.options),
    table: tables.includes(s.table as string) ? (s.table as string) : fallback.table,
    levels: fallback.levels.map((l, i) => (isBotLevel(levels[i]) ? levels[i] : l)),
  };
}

function readAlcaldeChoice(saved: unknown, fallback: AlcaldeChoice): AlcaldeChoice {
  const s = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  return {
    ...readChoice(saved, fallback, ALCALDE_PRESETS, ['3']),
    firstAlcalde: FIRST_ALCALDE.includes(s.firstAlcalde as FirstAlcalde) ? (s.firstAlcalde as FirstAlcalde) : fallback.firstAlcalde,
    hands: isHandsToPlay(s.hands) ? s.hands : fallback.hands,
  };
}

/** Reads what was saved, keeping every valid field and defaulting the rest. */
export function loadBriscaPrefs(kv: KeyValueStore): BriscaPrefs {
  const defaults = defaultBriscaPrefs();
  let saved: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(kv.getItem(BRISCA_PREFS_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return defaults;
    saved = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  return {
    brisca: readChoice(saved.brisca, defaults.brisca, ['brisca'], BRISCA_TABLES.map((t) => t.id)),
    alcalde: readAlcaldeChoice(saved.alcalde, defaults.alcalde),
    showPoints: typeof saved.showPoints === 'boolean' ? saved.showPoints : defaults.showPoints,
  };
}

export const saveBriscaPrefs = (kv: KeyValueStore, prefs: BriscaPrefs): void => kv.setItem(BRISCA_PREFS_KEY, JSON.stringify(prefs));
