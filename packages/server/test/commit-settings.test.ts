import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SERVER_COMMIT_INTERVAL_MS } from '../src/config.js';

// The server's commit settings (docs/decisions.md, "The SQLite log's commits may be spaced"): spaced by default,
// each setting from its variable within 0..50 ms.
describe('the SQLite log commit settings', () => {
  it('space commits 5 ms apart and hold none by default', () => {
    const config = readConfig({});
    expect(SERVER_COMMIT_INTERVAL_MS).toBe(5);
    expect(config.commitIntervalMs).toBe(SERVER_COMMIT_INTERVAL_MS);
    expect(config.commitHoldMs).toBe(0);
  });

  it('take each from its variable, 0 turning the spacing off', () => {
    expect(readConfig({ ESCOBA_COMMIT_INTERVAL_MS: '0' }).commitIntervalMs).toBe(0);
    expect(readConfig({ ESCOBA_COMMIT_INTERVAL_MS: '12' }).commitIntervalMs).toBe(12);
    expect(readConfig({ ESCOBA_COMMIT_HOLD_MS: '3' }).commitHoldMs).toBe(3);
  });

  it('refuse a value outside 0..50 ms with the variable named', () => {
    expect(() => readConfig({ ESCOBA_COMMIT_INTERVAL_MS: '51' })).toThrow(ConfigError);
    expect(() => readConfig({ ESCOBA_COMMIT_INTERVAL_MS: '-1' })).toThrow(/ESCOBA_COMMIT_INTERVAL_MS/);
  });
});
