import type { OptionDescription, PresetDescription } from '@escoba/engine';

/** What a preset says of itself in one language. */
export interface PresetText {
  readonly summary: string;
  /** The rule texts it was written from, e.g. `pagat (001) and rules site (000)`. */
  readonly source: string;
}

/**
 * A game's presets and options in one language, by name (`CliGame.ruleTexts`); the English ones are the engines'
 * own descriptions. `test/messages.test.ts` checks every preset and option of every game in `GAMES` has one.
 */
export interface GameTexts {
  /** Each preset's summary (its source is cited by id in the game's `rules.sources`). */
  readonly presets: Readonly<Record<string, string>>;
  readonly options: Readonly<Record<string, string>>;
}

/** `escoba rules`, and the rules labels other commands print. */
export interface RulesMessages {
  /** A preset's summary and source in this language. */
  readonly preset: (gameId: string, preset: PresetDescription) => PresetText;
  /** An option's meaning in this language. */
  readonly meaning: (gameId: string, option: OptionDescription) => string;
  readonly presetsTitle: string;
  readonly gameTitle: (name: string, id: string) => string;
  readonly source: (source: string) => string;
  readonly tables: (tables: string) => string;
  readonly valuesTitle: string;
  readonly optionColumn: string;
  readonly optionsTitle: (example: string) => string;
  /** `  target: whole number 1-1000 (classic: 21)`; `value` null when no default is shown. */
  readonly optionLine: (name: string, type: string, preset: string, value: string | null) => string;
  readonly wholeNumber: (min: number, max: number) => string;
  /** `2, 3 or 4`. */
  readonly orList: (items: readonly string[]) => string;
  readonly playersOnly: (players: number) => string;
  readonly playersAlone: (counts: string) => string;
  readonly playersTeams: (players: number) => string;
  /** `classic with target 15, capture optional`. */
  readonly rulesWith: (preset: string, changes: readonly string[]) => string;
  /** The head of the full values of some rules: `sevens with target 15:` or `Brisca, alcalde:`. */
  readonly resolved: (game: string | null, label: string) => string;
}
