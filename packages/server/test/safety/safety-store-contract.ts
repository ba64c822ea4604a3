// What every SafetyStore does (memory, SQLite, PostgreSQL): blocks one way, listed and lifted; reports kept,
// listed, closed once. The accounts are made in the store's account store first (PostgreSQL checks the references).
import { expect, it } from 'vitest';
import type { AccountStore, SafetyStore } from '@escoba/server';

export interface SafetyStores {
  readonly safety: SafetyStore;
  readonly accounts: AccountStore;
}

let serial = 0;
async function account(accounts: AccountStore, name: string): Promise<string> {
  const id = `acc_${String(++serial).padStart(22, 'x')}${Math.random().toString(36).slice(2, 6)}`;
  const unique = `${name}${serial}${Math.random().toString(36).slice(2, 6)}`;
  expect(await accounts.createAccount({ id, name: unique, skeletons: [unique.toLowerCase()], hash: 'x', createdAt: 1, banned: false, bot: false })).toBe('ok');
  return id;
}

export function safetyStoreContract(open: () => Promise<SafetyStores>): void {
  it('keeps a block one way, lists it, and lifts it; blockedEitherWay reads both ways', async () => {
    const { safety, accounts } = await open();
    const [a, b, c] = [await account(accounts, 'Ana'), await account(accounts, 'Bea'), await account(accounts, 'Cai')];
    expect(await safety.block({ blocker: a, blocked: b, createdAt: 10 })).toBe(true);
    expect(await safety.block({ blocker: a, blocked: b, createdAt: 11 })).toBe(false);
    expect(await safety.block({ blocker: a, blocked: c, createdAt: 12 })).toBe(true);
    expect(await safety.blocksBy(a)).toEqual([
      { blocker: a, blocked: b, createdAt: 10 },
      { blocker: a, blocked: c, createdAt: 12 },
    ]);
    expect(await safety.blocksBy(b)).toEqual([]);
    expect([await safety.blockedEitherWay(a, b), await safety.blockedEitherWay(b, a), await safety.blockedEitherWay(b, c)]).toEqual([true, true, false]);
    expect(await safety.unblock(a, b)).toBe(true);
    expect(await safety.unblock(a, b)).toBe(false);
    expect(await safety.blockedEitherWay(b, a)).toBe(false);
    expect((await safety.blocksBy(a)).map((x) => x.blocked)).toEqual([c]);
  });

  // story22: quick play reads the blocks among a queue's accounts at once.
  it('lists the blocks among a set of accounts, each way as kept, and none with an account outside it', async () => {
    const { safety, accounts } = await open();
    const [a, b, c, d] = [await account(accounts, 'Ana'), await account(accounts, 'Bea'), await account(accounts, 'Cai'), await account(accounts, 'Dan')];
    await safety.block({ blocker: a, blocked: b, createdAt: 10 });
    await safety.block({ blocker: c, blocked: a, createdAt: 11 });
    await safety.block({ blocker: d, blocked: a, createdAt: 12 });
    const pairs = (among: string[]) => safety.blocksAmong(among).then((rows) => rows.map((r) => `${r.blocker}>${r.blocked}`).sort());
    expect(await pairs([a, b, c])).toEqual([`${a}>${b}`, `${c}>${a}`].sort());
    expect(await pairs([b, c, d])).toEqual([]);
    expect(await pairs([])).toEqual([]);
  });

  it('keeps reports with their names, text and table; lists open ones; closes each once', async () => {
    const { safety, accounts } = await open();
    const [a, b] = [await account(accounts, 'Dani'), await account(accounts, 'Eva')];
    const before = (await safety.reports(false)).length;
    const text = 'said "x"\t<b>hi</b> \u00f1';
    const first = await safety.addReport({ reporter: a, reporterName: 'Dani', reported: b, reportedName: 'Eva', reason: 'chat-abuse', text, code: 'ABCDEF', createdAt: 100 });
    const second = await safety.addReport({ reporter: b, reporterName: 'Eva', reported: a, reportedName: 'Dani', reason: 'other', text: 'left', code: null, createdAt: 200 });
    expect(second).toBeGreaterThan(first);
    const all = await safety.reports(false);
    expect(all.length).toBe(before + 2);
    expect(all.at(-2)).toEqual({ id: first, reporter: a, reporterName: 'Dani', reported: b, reportedName: 'Eva', reason: 'chat-abuse', text, code: 'ABCDEF', createdAt: 100, closedAt: null });
    expect(await safety.closeReport(first, 300)).toBe('closed');
    expect(await safety.closeReport(first, 400)).toBe('already');
    expect(await safety.closeReport(999_999, 400)).toBe('none');
    const stillOpen = await safety.reports(true);
    expect(stillOpen.map((r) => r.id)).toContain(second);
    expect(stillOpen.map((r) => r.id)).not.toContain(first);
    expect((await safety.reports(false)).find((r) => r.id === first)?.closedAt).toBe(300);
  });
}
