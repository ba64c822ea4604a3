import { describe, expect, it } from 'vitest';
import { createMessageParser } from '@escoba/protocol';

const parse = createMessageParser(['escoba', 'brisca', 'alcalde']);
const text = (m: unknown) => JSON.stringify(m);

describe('the lobby messages (lobby22)', () => {
  it('watching and no longer watching the lobby are read', () => {
    expect(parse(text({ type: 'lobby', watch: true, ref: 1 }))).toEqual({ ok: true, message: { type: 'lobby', watch: true, ref: 1 } });
    expect(parse(text({ type: 'lobby', watch: false }))).toEqual({ ok: true, message: { type: 'lobby', watch: false } });
  });

  it('refuses a lobby request without watch, with another watch than a boolean, or with a field of its own', () => {
    const missing = parse(text({ type: 'lobby', ref: 'a' }));
    expect(missing).toMatchObject({ ok: false, error: { code: 'Malformed', ref: 'a' } });
    expect(!missing.ok && missing.error.message).toMatch(/^lobby: watch: /);
    const notBoolean = parse(text({ type: 'lobby', watch: 'yes' }));
    expect(!notBoolean.ok && notBoolean.error.message).toBe('lobby: watch: watch is true (start watching the lobby) or false (stop)');
    const extra = parse(text({ type: 'lobby', watch: true, game: 'escoba' }));
    expect(extra).toMatchObject({ ok: false, error: { code: 'Malformed' } });
    expect(!extra.ok && extra.error.message).toMatch(/game/);
  });

  it('a table config may ask to be public, with a boolean only', () => {
    const config = { players: 2, public: true };
    expect(parse(text({ type: 'create', config, name: 'Ana' }))).toEqual({ ok: true, message: { type: 'create', config, name: 'Ana' } });
    const bad = parse(text({ type: 'create', config: { players: 2, public: 1 }, name: 'Ana' }));
    expect(!bad.ok && bad.error.message).toBe('create: config.public: public is true (listed in the lobby) or false');
  });
});
