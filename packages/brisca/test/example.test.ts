import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's runnable example must keep working (it runs against the built package, as a user would).
describe('packages/brisca/examples/first-hand.mjs', () => {
  it('plays a hand and prints the points', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const out = execFileSync(process.execPath, ['packages/brisca/examples/first-hand.mjs'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/^seat 0 holds( \d{1,2}[oceb]){3}; trump card \d{1,2}[oceb]/);
    expect(out).toMatch(/points per seat: \d+ - \d+; (a draw|seat [01] wins)/);
    expect(out.match(/^seat [01]: \d/gm)).toHaveLength(40);
  });
});
