import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { failure, parsed, problem, type Parsed } from '../command.js';
import { DEFAULT_BOT_TIMEOUT_SECONDS } from '../defaults.js';
import { cliGameById, CLI_GAMES } from '../games/catalog.js';
import { parseSeconds, parseWholeNumber } from '../options.js';
import { describeCommand, type ProgramContext } from '../program.js';
import type { Decider } from '../bridge/decider.js';
import { socketUrl } from '../bridge/server-url.js';
import { parseGameBots, type BotCommandOptions } from './bot.js';
import { CHALLENGE_CHOICES, type ChallengeChoice } from '../bridge/challenge-watch.js';

export interface BotConnectOptions extends BotCommandOptions {
  readonly server?: string;
  readonly tokenFile?: string;
  readonly cmd?: string;
  readonly game?: string;
  readonly games?: string;
  readonly botTimeout?: string;
  readonly challenges?: string;
}

interface Connect {
  readonly url: string;
  readonly token: string;
  readonly decider: () => Promise<Decider>;
  readonly game: string | undefined;
  readonly games: number | undefined;
  readonly challenges: ChallengeChoice;
}

/** The bridge's options: the server, the token (read from its file, never from the command line), and who answers. */
export function parseConnectOptions(opts: BotConnectOptions, ctx: ProgramContext, m: ProgramContext['m']): Parsed<Connect> {
  if (opts.server === undefined) return problem('--server URL is needed (ws://host:port/ws, or http(s)://host[:port])');
  const url = socketUrl(opts.server);
  if (url === null) return problem(`--server ${JSON.stringify(opts.server)} is not a ws://, wss://, http:// or https:// URL without a query or a password (the token goes in the token file)`);
  if (opts.tokenFile === undefined) return problem('--token-file PATH is needed: the file holding the bot token escoba-server accounts add-bot printed');
  let token: string;
  try {
    token = readFileSync(opts.tokenFile, 'utf8').trim();
  } catch (e) {
    return problem(`cannot read the token file ${opts.tokenFile}: ${(e as Error).message}`);
  }
  if (!/^escoba_bot_[\w-]{43}$/.test(token)) return problem(`the token file ${opts.tokenFile} does not hold a bot token (escoba_bot_ and 43 characters)`);
  if ((opts.cmd === undefined) === (opts.level === undefined)) return problem('give either --cmd "<command line>" (a bot program) or --level LEVEL (a built-in bot), not both');
  if (opts.game !== undefined && cliGameById(opts.game) === undefined) return problem(`--game must be ${CLI_GAMES.map((g) => JSON.stringify(g.plugin.definition.id)).join(' or ')}, got ${JSON.stringify(opts.game)}`);
  const games = opts.games === undefined ? parsed(undefined) : parseWholeNumber('--games', opts.games, 1, undefined, m);
  if (!games.ok) return games;
  const challenges = (opts.challenges ?? 'none') as ChallengeChoice;
  if (!CHALLENGE_CHOICES.includes(challenges)) return problem(`--challenges must be ${CHALLENGE_CHOICES.join(', ')}, got ${JSON.stringify(opts.challenges)}`);
  const timeout = parseSeconds('--bot-timeout', opts.botTimeout ?? String(DEFAULT_BOT_TIMEOUT_SECONDS), 3600, m);
  if (!timeout.ok) return timeout;
  let decider: () => Promise<Decider>;
  if (opts.cmd !== undefined) {
    const command = opts.cmd;
    decider = async () => (await import('../bridge/decider.js')).programDecider(command, timeout.value * 1000);
  } else {
    const bots = parseGameBots({ ...opts, lang: ctx.lang });
    if (!bots.ok) return bots;
    decider = async () => (await import('../bridge/decider.js')).levelDecider(bots.value);
  }
  return parsed({ url, token, decider, game: opts.game, games: games.value, challenges });
}

/** `escoba bot connect`: a bot program (or a built-in level) plays on a server with a bot account's token. */
export function registerBotConnect(bot: Command, ctx: ProgramContext): void {
  const h = ctx.m.help.botConnect;
  bot.enablePositionalOptions();
  ctx
    .langOption(
      describeCommand(bot, 'connect', h)
        .option('--server <url>', h.options.server)
        .option('--token-file <path>', h.options.tokenFile)
        .option('--cmd <command>', h.options.cmd)
        .option('--level <level>', h.options.level)
        .option('--game <id>', h.options.game)
        .option('--games <n>', h.options.games)
        .option('--bot-timeout <s>', h.options.botTimeout)
        .option('--seed <s>', h.options.seed)
        .option('--challenges <which>', h.options.challenges),
    )
    .action(async (opts: BotConnectOptions) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('bot connect', l.message));
      const options = parseConnectOptions(opts, ctx, l.m);
      if (!options.ok) return ctx.emit(failure('bot connect', options.message));
      const { url, token, game, games, challenges } = options.value;
      // The bridge (ws, the protocol's client) is loaded only by this command: every other command starts as fast as before.
      const [{ runBridge }, { botSocket }] = await Promise.all([import('../bridge/bridge.js'), import('../bridge/bot-socket.js')]);
      const decider = await options.value.decider();
      try {
        ctx.setCode(await runBridge({ url, Socket: botSocket(token), decider, game, games, challenges, out: (line) => ctx.env.out(`${line}\n`), err: (line) => ctx.env.err(`${line}\n`) }));
      } finally {
        await decider.close();
      }
    });
}
