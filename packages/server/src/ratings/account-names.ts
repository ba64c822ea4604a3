import type { AccountStore } from '../accounts/account-store.js';

/** The display names of accounts by id, for the leaderboards (an id with no account left is absent). */
export async function accountNames(store: AccountStore, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await Promise.all([...new Set(ids)].map(async (id) => [id, (await store.accountById(id))?.name] as const));
  return new Map(found.filter((e): e is readonly [string, string] => e[1] !== undefined));
}
