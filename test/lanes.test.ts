// Every test file in the repository is in exactly one lane: Vitest's own list of each lane's files (the projects
// of vitest.config.ts, from test/lanes.mjs) against the test files found on disk.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LANES } from './lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git']);

function testFilesOnDisk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesOnDisk(path);
    return TEST_FILE.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

it('puts every test file in exactly one lane', () => {
  const listed = JSON.parse(execFileSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vitest', 'list', '--filesOnly', '--json'], { cwd: ROOT, encoding: 'utf8' })) as { file: string; projectName: string }[];
  const lanes = new Map<string, string[]>();
  for (const { file, projectName } of listed) {
    const path = relative(ROOT, file);
    lanes.set(path, [...(lanes.get(path) ?? []), projectName]);
  }
  const files = testFilesOnDisk(ROOT);
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((f) => !lanes.has(f)), 'test files in no lane').toEqual([]);
  expect([...lanes].filter(([, names]) => names.length > 1).map(([f, names]) => `${f}: ${names.join(', ')}`), 'test files in more than one lane').toEqual([]);
  expect(new Set(listed.map((l) => l.projectName))).toEqual(new Set(LANES.map((l) => l.name)));
});
