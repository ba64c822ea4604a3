import { randomBytes } from 'node:crypto';
import { runStoreCommand, type Outcome } from '../store-command.js';
import type { AccountRecord, AccountStore } from './account-store.js';
import { accountNameProblem, accountSkeletons } from './account-names.js';
import { isAddressRange } from './address-bans.js';
import { hashPassword } from './password-hash.js';
import { openAccountStore } from './start-accounts.js';
import { BotAccounts } from '../bot-accounts/bot-accounts.js';
import { openBotTokenStore } from '../bot-accounts/open-bot-tokens.js';
import { BOT_USAGE, BOT_VERBS, runBotCommand } from '../bot-accounts/operator.js';

export const OPERATOR_USAGE = `usage: escoba-server accounts list
       escoba-server accounts reset-password NAME
       escoba-server accounts rename OLD NEW
       escoba-server accounts ban NAME | unban NAME
${BOT_USAGE}
       escoba-server addresses list
       escoba-server addresses ban ADDRESS|CIDR | unban ADDRESS|CIDR
(on the store the server is configured with: ESCOBA_DATABASE_URL, else the SQLite file ESCOBA_DB)`;


const done = (out: string): Outcome => ({ code: 0, out });
const refused = (err: string): Outcome => ({ code: 1, err });
const usage: Outcome = { code: 2, err: OPERATOR_USAGE };

const line = (a: AccountRecord): string => [a.id, JSON.stringify(a.name), new Date(a.createdAt).toISOString(), a.banned ? 'banned' : 'active', ...(a.bot ? ['bot'] : [])].join('\t');

async function named(store: AccountStore, name: string): Promise<AccountRecord | null> {
  return store.accountBySkeletons(accountSkeletons(name.trim()));
}

/** One operator command on an open store. */
export async function runOperatorCommand(store: AccountStore, args: readonly string[]): Promise<Outcome> {
  const [noun, verb, a, b, ...rest] = args;
  if (rest.length > 0) return usage;
  if (noun === 'accounts') {
    if (verb === 'list' && a === undefined) {
      const all = await store.listAccounts();
      return done(all.length === 0 ? 'no accounts' : ['id\tname\tcreated\tstate', ...all.map(line)].join('\n'));
    }
    if (a === undefined || (verb === 'rename') !== (b !== undefined)) return usage;
    const account = await named(store, a);
    if (account === null) return refused(`no account is named ${JSON.stringify(a)}`);
    switch (verb) {
      case 'reset-password': {
        if (account.bot) return refused(`${JSON.stringify(account.name)} is a bot account: it has no password (accounts bot-token NAME issues a new token)`);
        const password = randomBytes(12).toString('base64url');
        await store.setHash(account.id, await hashPassword(password));
        const ended = await store.deleteSessions(account.id);
        return done(`new password of ${JSON.stringify(account.name)} (shown once; give it to its owner, who can change it): ${password}\n${ended} session(s) ended`);
      }
      case 'rename': {
        const next = b!.trim();
        const problem = accountNameProblem(next);
        if (problem) return refused(`cannot rename to ${JSON.stringify(next)}: ${problem}`);
        if ((await store.rename(account.id, next, accountSkeletons(next))) === 'taken') return refused(`cannot rename to ${JSON.stringify(next)}: another account's name is that name or looks like it`);
        return done(`renamed ${JSON.stringify(account.name)} to ${JSON.stringify(next)} (seats already taken keep the old name)`);
      }
      case 'ban': {
        await store.setBanned(account.id, true);
        const ended = await store.deleteSessions(account.id);
        return done(`banned ${JSON.stringify(account.name)}: it cannot log in; ${ended} session(s) ended`);
      }
      case 'unban':
        await store.setBanned(account.id, false);
        return done(`unbanned ${JSON.stringify(account.name)}`);
      default:
        return usage;
    }
  }
  if (noun === 'addresses') {
    if (verb === 'list' && a === undefined) {
      const bans = await store.addressBans();
      return done(bans.length === 0 ? 'no banned addresses' : bans.map((x) => `${x.range}\tbanned ${new Date(x.createdAt).toISOString()}`).join('\n'));
    }
    if ((verb !== 'ban' && verb !== 'unban') || a === undefined || b !== undefined) return usage;
    if (!isAddressRange(a)) return { code: 2, err: `${JSON.stringify(a)} is not an IP address or CIDR range (like 203.0.113.7 or 203.0.113.0/24)` };
    if (verb === 'ban') return (await store.banAddress({ range: a, createdAt: Date.now() })) ? done(`banned ${a}: it cannot sign up or log in`) : done(`${a} was banned already`);
    return (await store.unbanAddress(a)) ? done(`unbanned ${a}`) : refused(`${a} is not banned (addresses list shows the bans)`);
  }
  return usage;
}

/** `escoba-server accounts …` and `escoba-server addresses …`: prints the outcome, returns the exit code. */
export function operatorCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return runStoreCommand(env, openAccountStore, (store, config) => {
    const [noun, verb, name, ...more] = args;
    if (noun === 'accounts' && verb !== undefined && BOT_VERBS.has(verb)) return name === undefined || more.length > 0 ? Promise.resolve(usage) : botCommand(store, config, verb, name);
    return runOperatorCommand(store, args);
  });
}

/** A bot-account command, on the bot tokens' store opened beside the accounts' (`bot-accounts/operator.ts`). */
async function botCommand(store: AccountStore, where: { readonly databaseUrl?: string | undefined; readonly dbPath?: string | undefined }, verb: string, name: string): Promise<Outcome> {
  const tokens = await openBotTokenStore(where);
  try {
    return await runBotCommand(new BotAccounts(store, tokens), store, verb, name);
  } finally {
    await tokens.close();
  }
}
