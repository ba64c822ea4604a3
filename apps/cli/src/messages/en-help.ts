import { BOT_LEVELS } from '@escoba/bots';
import { BOT_FORMAT, DEFAULT_BOT_LEVEL, DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES, TTY_DELAY_MS } from '../defaults.js';
import { benchJsonShape, cliGames, gameExamples, gameHelp, gameNotes } from './games.js';
import type { HelpMessages } from './help-types.js';

const FILE = { name: 'file', description: 'a record, or JSON Lines with one record per line; - reads standard input' };

export const HELP_EN: HelpMessages = {
  get program() {
    return {
      summary:
        `${gameHelp('en').map((h) => h.name).join(', ')}, the Spanish card games: play against the computer, run bot matches, analyse and replay game records, list the rules, measure the engine.`,

      after:
        '\nStart with: npx escoba watch   (one random game, told hand by hand)\n' +
        'Language: --lang es (before or after the command name) or ESCOBA_LANG=es for Spanish, --lang pt for Portuguese; --lang en for English.\n' +
        'Exit status: 0 on success, 2 for bad options, unreadable input or records that do not replay.',
    };
  },
  titles: { 'Usage:': 'Usage:', 'Options:': 'Options:', 'Commands:': 'Commands:', 'Arguments:': 'Arguments:', 'Global Options:': 'Global Options:' },
  placeholders: { '[options]': '[options]', '[command]': '[command]' },
  defaultValue: (value) => `default: ${value}`,
  helpOption: 'display help for command',
  versionOption: 'output the version number',
  helpCommand: 'display help for command',
  afterError: '(add --help for usage)',
  langDefault: 'ESCOBA_LANG, else es or pt when LANG is Spanish or Portuguese, else en',
  lang: 'language of the text for people: en, es or pt',
  get game() {
    return `the game: ${gameHelp('en').map((h) => h.gameOption).join(' or ')}`;
  },
  table: {
    players: 'players: 2, 3, 4 or 6',
    partnerships: 'play in partnerships: 2 against 2 with 4 players (6 players always play 3 against 3)',
    noPartnerships: 'everyone for themselves (not possible with 6 players)',
    rules: 'a preset (classic, sevens, fournier, escova) or a JSON object like \'{"preset":"classic","target":15}\'; see escoba rules',
  },
  replay: {
    summary: 'replay game records (escoba-record/1) and print one summary per record',
    args: { file: FILE },
    options: { pretty: 'a table per record for people instead of one JSON summary per line' },
    after:
      '\nEach summary is {"scores", "winner", "sides", "hands"}; a record that does not replay prints {"error": "..."}\n' +
      'and the others are still replayed; the exit status is then 2.\n\nExample:\n  escoba selfplay --games 3 | escoba replay -',
  },
  get selfplay() {
    return {
      summary: 'play whole games with random legal plays and print one escoba-record/1 record per line',
      args: {},
      options: {
        games: 'number of games',
        seed: 'seed of the run, a whole number',
        start: 'number of the first game (game i is the same in any run with the same seed)',
        hands: gameHelp('en').flatMap((h) => (h.hands ? [h.hands.selfplay] : [])).join('; '),
      },
      after:
        '\nGame i (from 0) draws from createRng("<seed>:<i>"): first dealer, then per hand a shuffled deck and one\n' +
        'uniform pick among legalPlays per play. Each record carries "seed" and "game", so\n' +
        '  escoba selfplay --seed 7 --start 41 --games 1\nreproduces the record of game 41 of  escoba selfplay --seed 7 --games 100.\n\n' +
        'Example:\n  escoba selfplay --games 2 --seed 7 --players 4 --partnerships --rules sevens' +
        gameExamples('en', 'selfplay'),
    };
  },
  // `rules`, `bench` and `bot` name every game: read when the help is shown (see games.ts).
  get rules() {
    return {
      summary: 'list the rule presets, tables and options of every game, or show the full rules a --rules value stands for',
      args: { rules: { name: 'rules', description: 'a preset name or a JSON object, as for --rules' + gameHelp('en').map((h) => h.presetNote).join('') } },
      options: { json: 'machine-readable output', game: `only this game: ${cliGames().map((g) => g.plugin.definition.id).join(' or ')}` },
      after: `\nExamples:\n${[...gameHelp('en').flatMap((h) => h.rulesExamples), 'escoba rules --lang es'].map((line) => `  ${line}`).join('\n')}`,
    };
  },
  get bench() {
    return {
      summary: `engine throughput: complete random hands per second on one core, ${gameHelp('en').map((h) => h.benchName).join(' and ')}`,
      args: {},
      options: { json: `print only {${benchJsonShape()}}`, seconds: 'seconds to measure each figure for (default 3)' },
      after: '\nExample:\n  escoba bench --seconds 1',
    };
  },
  get watch() {
    return {
      summary: 'play one random game and tell it hand by hand: deals, plays, escobas, points, scores',
      args: {},
      options: {
        seed: 'seed of the run, as for selfplay',
        game: 'which game of that run (the record is: escoba selfplay --seed S --start I --games 1)',
        delay: `milliseconds between plays (default ${TTY_DELAY_MS} on a terminal, 0 when piped)`,
        level: `the computer's level for every seat (${BOT_LEVELS.join(', ')}) instead of random legal plays`,
        levels: 'one level per seat, in seat order, comma-separated, e.g. expert,medium (overrides --level)',
      },
      after:
        '\n' +
        gameNotes('en', 'watch', '', '\n\n') +
        'Examples:\n  escoba watch --seed 3 --players 4 --partnerships' +
        gameExamples('en', 'watch') +
        '\n  escoba watch --delay 0   (all at once)\n  escoba watch --levels expert,medium --delay 0   (the expert against the medium bot)',
    };
  },
  get match() {
    return {
      summary: 'a fair duplicate match between two bots, on all cores, with win rates, points per hand and confidence intervals',
      args: {},
      options: {
        a: 'bot A: a level, cmd:<command line>, omniscient (a measuring tool that sees every card) or perfect-inference (the expert seeing every hand, also a measuring tool)',
        b: 'bot B: a level, cmd:<command line>, omniscient (a measuring tool that sees every card) or perfect-inference (the expert seeing every hand, also a measuring tool)',
        games: `number of games, rounded up to whole deck sets (default ${DEFAULT_GAMES})`,
        seed: 'seed of the match, a whole number (default 1)',
        json: 'print one JSON object: {games, hands, a: {wins, winRate, winRateCI, pointsPerHand, pointsPerHandCI, decisionMs: {median, p99}}, b: {...}}',
        workers: 'worker threads (default: the number of cores); 1 plays in the main thread',
        iterations: 'search effort per decision of the search bots (hard, expert)',
        timeMs: 'time budget per decision of the search bots, in milliseconds (not reproducible)',
        botTimeout: `seconds an external bot may take per answer (default ${DEFAULT_BOT_TIMEOUT_SECONDS})`,
        sprt: 'sequential test on the game wins; stop as soon as it decides',
        sprtDelta: 'with --sprt: H1 is a win rate this much above the fair share (default 0.05)',
        sprtAlpha: 'with --sprt: false positive rate (default 0.05)',
        sprtBeta: 'with --sprt: false negative rate (default 0.05)',
      },
      after: `
Bots: a level (${BOT_LEVELS.join(', ')}) or "cmd:<command line>", a program that speaks the bot protocol
(docs/bot-protocol.md), e.g. --a "cmd:python3 mybot.py" or --b "cmd:escoba bot --level hard".

Duplicate play: the games come in deck sets; every game of set k uses the decks and first dealer of the seed
"<seed>:<k>", once per seating: with two sides (2 players, or 4 or 6 in partnerships) A plays one side and B the
other, then they swap; with 3 or 4 players each for themselves A plays each seat in turn and B all the others.
--games N is rounded up to whole sets (a multiple of 2, or of the number of players).

Statistics: win rate with a Wilson 95% interval; a side's own points per hand with a 95% interval that treats
each deck set as one observation (ratio estimator, Student t), so it reflects the duplicate design; escobas per
hand; decision time median and 99th percentile. --sprt runs a sequential probability ratio test on A's game
wins after each deck set, H0 p = p0 (A's fair share: 1/2 with two sides, 1/players otherwise) against
H1 p = p0 + delta, and stops the match once it decides (--games is then the most it plays).

Examples:
  escoba match --a expert --b medium --games 2000 --seed 1
  escoba match --a hard --b medium --players 4 --partnerships --sprt --json
  escoba match --a "cmd:python3 mybot.py" --b medium --games 200 --workers 1${gameExamples('en', 'match')}${gameNotes('en', 'match', '\n\n', '')}`,
    };
  },
  get bot() {
    return {
      summary: `play as a bot over the bot protocol (${BOT_FORMAT}): one JSON request per line on stdin, one play per line on stdout`,
      args: {},
      options: {
        level: `${BOT_LEVELS.join(', ')} (default ${DEFAULT_BOT_LEVEL})`,
        seed: "seed of the bot's random choices, a whole number (default 1)",
        iterations: 'search effort per decision of the search bots (hard, expert)',
        timeMs: 'time budget per decision of the search bots, in milliseconds',
      },
      after:
        '\nEach request line is a JSON object describing the position of the seat to play (docs/bot-protocol.md);\n' +
        'the answer is one line with the play in notation, e.g. 7o:3c+5e, or 4b to lay a card. A request that\n' +
        'cannot be answered gets the line "error: <reason>" (the reason also goes to stderr), and the bot\n' +
        'goes on with the next request; blank lines are skipped. It stops at the end of its input, status 0.\n' +
        gameHelp('en')
          .map((h) => h.botRequest)
          .join('') +
        'The protocol is for programs:\n' +
        'its answers and reasons are English whatever --lang says.\n\n' +
        'Example:\n  escoba match --a "cmd:escoba bot --level hard" --b medium --games 100',
    };
  },
  get botConnect() {
    return {
      summary: `play on a server with a bot account: sit at public tables with a free seat and answer each turn with a program speaking ${BOT_FORMAT}, or a built-in level`,
      args: {},
      options: {
        server: 'the server: ws://host:port/ws, or http(s)://host[:port]',
        tokenFile: 'a file holding the bot token (escoba-server accounts add-bot NAME prints it); never on the command line',
        cmd: `the bot program's command line; it gets the same request lines as escoba match --a "cmd:…"`,
        level: `a built-in level instead of a program: ${BOT_LEVELS.join(', ')}`,
        game: `only tables of this game: ${cliGames().map((g) => g.plugin.definition.id).join(' or ')} (default: any)`,
        games: 'stop after this many games played to the end (default: go on until stopped)',
        botTimeout: `seconds the program has for each answer (default ${DEFAULT_BOT_TIMEOUT_SECONDS})`,
        seed: "seed of a built-in level's random choices (default 1)",
        challenges: 'answer challenges to the bot account: all, rated, casual (only those; the others are declined; --game applies too), or none (default)',
      },
      after:
        '\nThe token is sent in the handshake as "Authorization: Bearer TOKEN". One table at a time: at the end of a\n' +
        'game the bot leaves and looks for the next. A dropped connection is resumed with the seat\'s token. An illegal or\n' +
        'late answer, or a program that exits, is reported with the table code and ends the bridge with status 2, as does\n' +
        'a token the server refuses. Its output is English whatever --lang says (docs/bot-protocol.md).\n\n' +
        'Examples:\n  escoba bot connect --server ws://localhost:8080/ws --token-file bot.token --cmd "python3 mybot.py"\n' +
        '  escoba bot connect --server https://naipes.example --token-file bot.token --level hard --games 10',
    };
  },
  get play() {
    return {
      summary: 'play a game against bots in the terminal, one line per choice (works with piped standard input too)',
      args: {},
      options: {
        level: `level of every computer seat: ${BOT_LEVELS.join(', ')}`,
        levels: 'levels of the computer seats in seat order, comma-separated, e.g. easy,expert,easy (overrides --level)',
        seat: 'your seat (seats play in turn 0, 1, 2, ...)',
        seed: 'seed of the decks, the first dealer and the bots, a whole number (default: random, and printed)',
        record: 'write the game record (escoba-record/1) to this file when the game ends, you quit or the input ends',
        iterations: "search effort per decision for the bots and for hint (default: each level's own)",
        timeMs: 'time budget per bot decision in milliseconds (decisions are then not reproducible)',
        hands: gameHelp('en').flatMap((h) => (h.hands ? [h.hands.play] : [])).join('; '),
      },
      after:
        '\nOn your turn type the number of a card in your hand (1, 2, 3), a card (7o), or a whole play (7o:3c+5e);\n' +
        'when the card can take more than one set you are asked which. Commands: help, hint, show, lay 7o, claim, quit.\n' +
        'Standard input may be a pipe: each line is one choice, and the game stops (exit status 0) when the input ends.\n\n' +
        gameNotes('en', 'play', '', '\n\n') +
        'Examples:\n  escoba play --players 2 --level expert --rules classic --record /tmp/game.json' +
        gameExamples('en', 'play') +
        '\n  escoba play --lang es   (in Spanish: prompts, help, card names, the reasons a play is refused)',
    };
  },
  get analyze() {
    return {
      summary: "review a game record: the expert's estimate of every legal alternative of every play, and the points each play lost",
      args: { file: FILE },
      options: {
        pretty: 'a table per record for people instead of JSON Lines',
        iterations: "search effort per estimate (simulations); default the expert's own",
        seed: "seed of the analyst's sampling, a whole number",
        threshold: 'a play that lost more than this margin is a mistake',
      },
      after:
        '\nOne JSON line per play: {"type":"play","record","hand","play","seat","side","played","forced","best",\n' +
        '"expected":[{"play","points","margin"}, ...],"loss","mistake"}, then per record\n' +
        '{"type":"summary",...,"loss":[per side],"mistakes":[per side],"seats":[...]}; see the README.\n' +
        'A record that does not replay prints {"type":"error","record","error"} and the exit status is 2.\n\n' +
        gameNotes('en', 'analyze', '', '\n\n') +
        'Examples:\n  escoba selfplay --seed 3 | escoba analyze --pretty --iterations 200 -' +
        gameExamples('en', 'analyze'),
    };
  },
};
