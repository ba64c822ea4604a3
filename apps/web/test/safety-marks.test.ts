// Which mark a seat's name gets (online/safety/identity.ts): a person with an account, a guest, a bot account
// (BOT), and nothing for a free seat or the server's own computer players (they are named by their level).
import { describe, expect, it } from 'vitest';
import { identityOf, profileHref } from '../src/online/safety/identity.js';

describe('the identity marks', () => {
  it('tells an account, a guest, a bot account, a computer player and a free seat apart', () => {
    expect(identityOf({ name: 'Ana', bot: null, account: true })).toBe('account');
    expect(identityOf({ name: 'Ana', bot: null })).toBe('guest');
    expect(identityOf({ name: 'Deep Escoba', bot: null, account: true, botAccount: true })).toBe('bot');
    expect(identityOf({ name: 'Hard', bot: 'hard' })).toBeNull();
    expect(identityOf({ name: null, bot: null })).toBeNull();
  });

  it('links a name to its profile page, escaped', () => {
    expect(profileHref('Ana María')).toBe('#/players/Ana%20Mar%C3%ADa');
    expect(profileHref('a/b?c')).toBe('#/players/a%2Fb%3Fc');
  });
});
