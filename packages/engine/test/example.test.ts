import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's runnable example must keep working (it runs against the built package, as a user would).
describe('packages/engine/examples/first-hand.mjs', () => {
  it('plays a hand and prints the points', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const out = execFileSync(process.execPath, ['packages/engine/examples/first-hand.mjs'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/^seat 0 holds( \d{1,2}[oceb]){3}; table( \d{1,2}[oceb])*/);
    expect(out).toMatch(/points per side: \d+ - \d+/);
  });
});
