// Quick play's predicate: two accounts may meet unless either blocked the other, whichever way, until the block is lifted.
import { describe, expect, it } from 'vitest';
import { MemoryAccountStore, MemorySafetyStore, type AccountRecord } from '@escoba/server';
import { LocalLimiter } from '../../src/limits/limiter.js';
import { Safety } from '../../src/safety/safety.js';
import { SafetyLimits } from '../../src/safety/safety-limits.js';

const accountNamed = (id: string, name: string): AccountRecord => ({ id, name, skeletons: [name.toLowerCase()], hash: 'x', createdAt: 1, banned: false, bot: false });

describe('mayMeet', () => {
  it('is false both ways once either account blocked the other, and true again after unblock', async () => {
    const accounts = new MemoryAccountStore();
    const [ana, bea, cai] = [accountNamed('acc_a', 'Ana'), accountNamed('acc_b', 'Bea'), accountNamed('acc_c', 'Cai')];
    for (const a of [ana, bea, cai]) await accounts.createAccount(a);
    const changed: string[] = [];
    const safety = new Safety({ store: new MemorySafetyStore(), accounts, limits: new SafetyLimits(new LocalLimiter()), changed: (who) => Promise.resolve(void changed.push(who)) });
    expect([await safety.mayMeet('acc_a', 'acc_b'), await safety.mayMeet('acc_b', 'acc_a')]).toEqual([true, true]);
    expect(await safety.block(ana, 'bea', '127.0.0.1')).toMatchObject({ ok: true, blocked: { account: 'acc_b', name: 'Bea' } });
    expect([await safety.mayMeet('acc_a', 'acc_b'), await safety.mayMeet('acc_b', 'acc_a')]).toEqual([false, false]);
    expect([await safety.mayMeet('acc_a', 'acc_c'), await safety.mayMeet('acc_c', 'acc_b')]).toEqual([true, true]);
    expect(await safety.unblock(ana, 'acc_b', '127.0.0.1')).toEqual({ ok: true, unblocked: true });
    expect([await safety.mayMeet('acc_a', 'acc_b'), await safety.mayMeet('acc_b', 'acc_a')]).toEqual([true, true]);
    expect(changed).toEqual(['acc_a', 'acc_a']);
  });

  it('refuses to block oneself, a name that is no account, and a missing name', async () => {
    const accounts = new MemoryAccountStore();
    const ana = accountNamed('acc_a', 'Ana');
    await accounts.createAccount(ana);
    const safety = new Safety({ store: new MemorySafetyStore(), accounts, limits: new SafetyLimits(new LocalLimiter()) });
    expect(await safety.block(ana, 'ANA', 'x')).toMatchObject({ ok: false, status: 400, error: 'you cannot block yourself' });
    expect(await safety.block(ana, 'Guesty', 'x')).toMatchObject({ ok: false, status: 404, field: 'name' });
    expect(await safety.block(ana, 42, 'x')).toMatchObject({ ok: false, status: 400, field: 'name' });
  });
});
