/** The `--help` of the program and of each command, in one language. Flags and their value placeholders stay as typed. */

/** One command's help: its summary, its arguments and options by name, and the text after the option list. */
export interface CommandHelp<Option extends string, Argument extends string = never> {
  readonly summary: string;
  readonly args: Readonly<Record<Argument, { readonly name: string; readonly description: string }>>;
  readonly options: Readonly<Record<Option, string>>;
  readonly after: string;
}

type Table = 'players' | 'partnerships' | 'noPartnerships' | 'rules';

export interface HelpMessages {
  readonly program: { readonly summary: string; readonly after: string };
  /** Commander's headings (`Usage:`, `Options:`, ...) and placeholders (`[options]`, `[command]`). */
  readonly titles: Readonly<Record<string, string>>;
  readonly placeholders: Readonly<Record<string, string>>;
  /** `(default: "en")` after an option's description. */
  readonly defaultValue: (value: string) => string;
  readonly helpOption: string;
  readonly versionOption: string;
  readonly helpCommand: string;
  readonly afterError: string;
  /** What `--lang` says its default is (the environment decides it). */
  readonly langDefault: string;
  readonly lang: string;
  readonly game: string;
  readonly table: Readonly<Record<Table, string>>;
  readonly replay: CommandHelp<'pretty', 'file'>;
  readonly selfplay: CommandHelp<'games' | 'seed' | 'start' | 'hands'>;
  readonly rules: CommandHelp<'json' | 'game', 'rules'>;
  readonly bench: CommandHelp<'json' | 'seconds'>;
  readonly watch: CommandHelp<'seed' | 'game' | 'delay' | 'level' | 'levels'>;
  readonly match: CommandHelp<
    'a' | 'b' | 'games' | 'seed' | 'json' | 'workers' | 'iterations' | 'timeMs' | 'botTimeout' | 'sprt' | 'sprtDelta' | 'sprtAlpha' | 'sprtBeta'
  >;
  readonly bot: CommandHelp<'level' | 'seed' | 'iterations' | 'timeMs'>;
  readonly botConnect: CommandHelp<'server' | 'tokenFile' | 'cmd' | 'level' | 'game' | 'games' | 'botTimeout' | 'seed' | 'challenges'>;
  readonly play: CommandHelp<'level' | 'levels' | 'seat' | 'seed' | 'record' | 'iterations' | 'timeMs' | 'hands'>;
  readonly analyze: CommandHelp<'pretty' | 'iterations' | 'seed' | 'threshold', 'file'>;
}

/**
 * A game's parts of the help (`games/<id>/messages/`): its examples of `escoba rules`, and what a bot request for it
 * looks like and is answered with (empty for a game the shared text already describes).
 */
export interface GameHelp {
  readonly rulesExamples: readonly string[];
  readonly botRequest: string;
  /** The game's name in the program's summary ("Escoba de 15"). */
  readonly name: string;
  /** How `--game` chooses it ("escoba (default)"). */
  readonly gameOption: string;
  /** Its name in `bench`'s summary. */
  readonly benchName: string;
  /** Added to the description of `rules`'s argument (" (a Brisca preset shows Brisca rules)"), or empty. */
  readonly presetNote: string;
  /** What `--hands` means for it (`selfplay`, `play`), for a game with more than one hand a game. */
  readonly hands?: { readonly selfplay: string; readonly play: string };
  /** A paragraph of a command's help about this game. */
  readonly notes?: Partial<Record<'watch' | 'match' | 'play' | 'analyze', string>>;
  /** Example command lines of this game, in a command's help. */
  readonly examples?: Partial<Record<'selfplay' | 'watch' | 'match' | 'play' | 'analyze', readonly string[]>>;
}
