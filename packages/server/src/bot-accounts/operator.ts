import type { AccountStore } from '../accounts/account-store.js';
import { accountSkeletons } from '../accounts/account-names.js';
import { BotAccounts, isBotAccount } from './bot-accounts.js';

/** The operator's bot-account commands (`escoba-server accounts add-bot|bot-token|revoke-bot-token NAME`). */
export const BOT_VERBS: ReadonlySet<string> = new Set(['add-bot', 'bot-token', 'revoke-bot-token']);

export const BOT_USAGE = `       escoba-server accounts add-bot NAME | bot-token NAME | revoke-bot-token NAME`;

/** What a command prints (`out` on stdout, `err` on stderr) and its exit code: 0 done, 1 refused. */
export interface BotOutcome {
  readonly code: 0 | 1;
  readonly out?: string;
  readonly err?: string;
}

const shown = (name: string, token: string) => `bot token of ${JSON.stringify(name)} (shown once; only its hash is kept; a program sends it as "Authorization: Bearer TOKEN"):\n${token}`;

/** One bot-account command (`verb` one of {@link BOT_VERBS}) on open stores. */
export async function runBotCommand(bots: BotAccounts, accounts: AccountStore, verb: string, name: string): Promise<BotOutcome> {
  if (verb === 'add-bot') {
    const added = await bots.addBot(name);
    return added.ok ? { code: 0, out: `made the bot account ${JSON.stringify(added.account.name)} (${added.account.id})\n${shown(added.account.name, added.token)}` } : { code: 1, err: added.error };
  }
  const account = await accounts.accountBySkeletons(accountSkeletons(name.trim()));
  if (account === null) return { code: 1, err: `no account is named ${JSON.stringify(name)}` };
  if (!isBotAccount(account)) return { code: 1, err: `${JSON.stringify(account.name)} is not a bot account (make one with accounts add-bot NAME)` };
  if (verb === 'bot-token') return { code: 0, out: `${shown(account.name, await bots.issueToken(account))}\nthe previous token, if any, no longer works` };
  return (await bots.revokeToken(account)) ? { code: 0, out: `revoked the bot token of ${JSON.stringify(account.name)}: its program can no longer connect` } : { code: 1, err: `${JSON.stringify(account.name)} has no bot token to revoke` };
}
