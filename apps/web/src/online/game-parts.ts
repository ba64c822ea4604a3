import type { ComponentType } from 'react';
import type { TableLengthField } from '@escoba/games';
import type { TableConfig, TableSettings } from '@escoba/protocol';
import type { I18n } from '../i18n/translator.js';
import type { KeyValueStore, Settings } from '../settings.js';
import type { OnlineTableProps } from './useOnlineTable.js';

/** A game's own verdict on rules: its engine's error code and sentence. */
export interface GameRulesError {
  readonly code: string;
  readonly message: string;
}

/** What a game's fields in the "Create a table" form are given: the game's own choices and how to change them. */
export interface FormPartProps<Choice> {
  readonly choice: Choice;
  readonly onChange: (choice: Choice) => void;
  /**
   * loose23: the length fields to draw (the tournament form gives those its plugin says a tournament uses,
   * `tournamentFieldsOf`); all of the game's when absent.
   */
  readonly lengthFields?: readonly TableLengthField[];
}

/**
 * A game's part of the online "Create a table" form, over its own choices (`Choice`: its table, its rules, …):
 * where they start, the table and the request they make, whether the game's rules accept them, and its fields.
 * The form itself holds the name, the game, the other seats and the timer.
 */
export interface OnlineFormPart<Choice> {
  /** The first choices: the game's remembered ones (`kv`: null when rendered without a browser) or the app's settings. */
  initial(settings: Settings, kv: KeyValueStore | null): Choice;
  /** The players of the chosen table and whether they play in partnerships. */
  seats(choice: Choice): { readonly players: number; readonly partnerships: boolean };
  /** The game's part of the table request: its game, its rules and, for a game with no end of its own, its hands. */
  config(choice: Choice): Pick<TableConfig, 'gameId' | 'rules' | 'hands'>;
  /** The game's own rules error for these choices (said before anything only an online table refuses), or null. */
  rulesError(choice: Choice): GameRulesError | null;
  /** That error in the person's language. */
  rulesProblem(i18n: I18n, error: GameRulesError): string;
  /** The fields above the seats: the table (how many play), or what the game asks first. */
  readonly TableFields: ComponentType<FormPartProps<Choice>>;
  /** The fields below the seats: the rules. */
  readonly RulesFields: ComponentType<FormPartProps<Choice>>;
}

/** A table of the game in words, on the join screen and in the lobby (`settings.rules` are the game's own). */
export interface OnlineTableWords {
  /** The game with its players (given in words): "Escoba de 15, 2 players", "Alcalde variation, 3 players". */
  game(i18n: I18n, settings: TableSettings, players: string): string;
  /** The rules: the preset's name and each option that differs from it. */
  rules(i18n: I18n, settings: TableSettings): string;
  /** How long the game lasts, as its label and value: ("Points to win", "21"), ("Hands to play", "4"). */
  length(i18n: I18n, settings: TableSettings): { readonly label: string; readonly value: string };
  /** The lobby's line before the timer, given the game in words: ["Classic", "21 points"], [game, "3 hands to win"]. */
  line(i18n: I18n, settings: TableSettings, game: string): readonly string[];
}

/** A game's online play, as its web object (`GameModule.online`) brings it. */
export interface OnlineParts {
  readonly form: OnlineFormPart<unknown>;
  readonly words: OnlineTableWords;
  /** The game's online table, given the table's view, which it reads as its own game's (the table plays it). */
  readonly Table: ComponentType<OnlineTableProps & { readonly view: unknown }>;
}

/** A game's form part with its choices' type forgotten: the form gives it back only the choices it made. */
export const anyFormPart = <Choice>(part: OnlineFormPart<Choice>): OnlineFormPart<unknown> => part as unknown as OnlineFormPart<unknown>;
