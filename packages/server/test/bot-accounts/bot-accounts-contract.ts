import { expect, it } from 'vitest';
import { BotAccounts, type AccountStore, type BotTokenStore } from '@escoba/server';

/** Bot accounts on a pair of stores (accounts, bot tokens) over one database: what every backend must do alike. */
export function botAccountsContract(make: () => Promise<{ accounts: AccountStore; tokens: BotTokenStore; close: () => Promise<void> }>): void {
  const tokenHash = (token: string) => import('node:crypto').then((c) => c.createHash('sha256').update(token).digest('hex'));

  it('makes a bot account with a token that authenticates it; a new token replaces the old; a revoked one is refused', async () => {
    const s = await make();
    try {
      const bots = new BotAccounts(s.accounts, s.tokens, () => 1_800_000_000_000);
      const added = await bots.addBot('  Robotina ');
      if (!added.ok) throw new Error(added.error);
      expect(added.account).toMatchObject({ name: 'Robotina', bot: true, banned: false, createdAt: 1_800_000_000_000 });
      expect(added.token).toMatch(/^escoba_bot_[\w-]{43}$/);
      expect(await s.accounts.accountById(added.account.id)).toMatchObject({ name: 'Robotina', bot: true });
      expect((await bots.authenticate(await tokenHash(added.token)))?.id).toBe(added.account.id);
      expect(await bots.isBot(added.account.id)).toBe(true);
      expect(await bots.isBot('acc_nobody')).toBe(false);

      const second = await bots.issueToken(added.account);
      expect(second).not.toBe(added.token);
      expect(await bots.authenticate(await tokenHash(added.token))).toBeNull();
      expect((await bots.authenticate(await tokenHash(second)))?.name).toBe('Robotina');

      await s.accounts.setBanned(added.account.id, true);
      expect(await bots.authenticate(await tokenHash(second))).toBeNull();
      await s.accounts.setBanned(added.account.id, false);
      expect(await bots.revokeToken(added.account)).toBe(true);
      expect(await bots.revokeToken(added.account)).toBe(false);
      expect(await bots.authenticate(await tokenHash(second))).toBeNull();

      expect(await bots.addBot('ROBOTINA')).toMatchObject({ ok: false, error: expect.stringMatching(/looks like it/) });
      expect(await bots.addBot('')).toMatchObject({ ok: false });
    } finally {
      await s.close();
    }
  });

  it('keeps each bot its own token, and refuses a token for an account that is not a bot', async () => {
    const s = await make();
    try {
      const bots = new BotAccounts(s.accounts, s.tokens);
      const a = await bots.addBot('Uno');
      const b = await bots.addBot('Dos');
      if (!a.ok || !b.ok) throw new Error('not made');
      expect((await bots.authenticate(await tokenHash(a.token)))?.name).toBe('Uno');
      expect((await bots.authenticate(await tokenHash(b.token)))?.name).toBe('Dos');
      const person = { ...a.account, id: 'acc_person', name: 'Persona', skeletons: ['persona'], bot: false };
      expect(await s.accounts.createAccount(person)).toBe('ok');
      await expect(bots.issueToken(person)).rejects.toThrow(/is not a bot account/);
      // A token stored for an account that is no bot (not something the server does) still authenticates nobody.
      await s.tokens.setToken(person.id, await tokenHash('escoba_bot_person'), 0);
      expect(await bots.authenticate(await tokenHash('escoba_bot_person'))).toBeNull();
    } finally {
      await s.close();
    }
  });
}
