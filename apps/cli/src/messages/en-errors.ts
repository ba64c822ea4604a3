import type { ErrorMessages } from './error-types.js';

const q = (x: string): string => JSON.stringify(x);

export const ERRORS_EN: ErrorMessages = {
  wholeNumber: (option, min, max, got) => `${option} must be a whole number ${max === null ? `${min} or more` : `from ${min} to ${max}`}, got ${q(got)}`,
  seconds: (option, max, got) => `${option} must be a number of seconds above 0 and at most ${max}, got ${q(got)}`,
  fraction: (option, lo, hi, got) => `${option} must be a number above ${lo} and below ${hi}, got ${q(got)}`,
  threshold: (got) => `--threshold must be a number of points, 0 or more, got ${q(got)}`,
  rulesArgument: 'the rules argument',
  notJson: (what, detail) => `${what} is not valid JSON: ${detail}`,
  rulesText: (what, presets, example, got) => `${what} must be a preset name (${presets.join(', ')}) or a JSON object such as ${example}, got ${q(got)}`,
  optionProblem: (option, sentence) => `${option}: ${sentence}`,
  level: (option, levels, got) => `${option} must be one of ${levels.join(', ')}, got ${q(got)}`,
  levelsCount: (n, got) => `--levels needs ${n} level${n === 1 ? '' : 's'} (one per computer seat, in seat order), got ${q(got)}`,
  game: (words, got) => `--game must be one of ${words.join(', ')}, got ${q(got)}`,
  rulesOfOtherGame: (preset, game, asked) => `--rules ${preset} is a rule set of ${game}, not of --game ${asked}`,
  botRequired: (option, levels) => `${option} is required: a level (${levels.join(', ')}) or cmd:<command line>`,
  cmdEmpty: (option) => `${option} cmd: needs a command line after it, e.g. ${option} "cmd:python3 mybot.py"`,
  unknownBot: (option, got, levels) => `${option}: unknown bot ${q(got)}: use a level (${levels.join(', ')}) or cmd:<command line>`,
  sprtWithout: '--sprt-delta, --sprt-alpha and --sprt-beta go with --sprt',
  envLang: (given) => `ESCOBA_LANG must be en, es or pt, got ${q(given)}`,
  noFile: (path) => `cannot read ${path}: no such file (use - to read standard input)`,
  isDirectory: (path) => `cannot read ${path}: it is a directory, not a file`,
  denied: (path) => `cannot read ${path}: permission denied`,
  cannotRead: (path, detail) => `cannot read ${path}: ${detail}`,
  cannotReadStdin: (detail) => `cannot read standard input: ${detail}`,
  readingStdin: 'reading records from standard input; end with Ctrl-D',
  noRecords: 'the input holds no record (expected one JSON record, or JSON Lines with one record per line)',
  hint: (hint) => `hint: ${hint}`,
  hintArray: 'the input looks like a JSON array; replay reads one record, or JSON Lines with one record per line',
  hintSpread: (detail) => `the input looks like one record spread over several lines, but it is not valid JSON: ${detail}`,
  failed: (failed, total) => `${failed} of ${total} record${total === 1 ? '' : 's'} did not replay`,
  lineNotJson: (line, detail) => `line ${line}: not valid JSON: ${detail}`,
  jsonDetail: (parserMessage) => parserMessage,
  progressMatch: (games, total, aWins, bWins) => `${games} of ${total} games played (A won ${aWins}, B won ${bWins})`,
  progressBar: 'match [{bar}] {value}/{total} games | A {aWins} B {bWins} | {duration_formatted} elapsed, ETA {eta_formatted}',
  progressAnalyze: (record, records, hand, hands) => `analysing record ${record} of ${records}, hand ${hand} of ${hands}`,
  dealHint: (seat, held, players, partnerships, dealer) =>
    `seat ${seat} holds ${held.join(', ') || 'nothing'}. This record deals the deck to ${players} players${partnerships ? ' in partnerships' : ''} with seat ${dealer} dealing: ` +
    'if it was written for another number of players or another dealer, the deal differs, so check "players" and "dealer"',
  engine: (facts) => facts.message,
  commander: (line) => line,
};
