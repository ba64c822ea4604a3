import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script with no declarations
import { gameIdLiterals } from '../scripts/check-game-ids.mjs';

const find = gameIdLiterals as (root?: string) => string[];
const root = mkdtempSync(join(tmpdir(), 'game-ids-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the plug-in boundary check (scripts/check-game-ids.mjs, run by npm test)', () => {
  it('finds game ids as strings and cases outside the game folders, and allows them inside, in tests and in comments', () => {
    write('apps/web/src/online/form.ts', "const a = 1;\nif (game === 'brisca') run();\n// 'escoba' in a comment\n");
    write('packages/server/src/x.ts', 'switch (id) {\n  case "alcalde":\n}\n');
    write('apps/web/src/games/brisca/part.ts', "export const id = 'brisca';\n");
    write('packages/games/src/escoba/table.ts', "export const id = 'escoba';\n");
    write('packages/engine/src/definition.ts', "export const id = 'escoba';\n");
    write('apps/cli/src/commands/play.test.ts', "expect(id).toBe('escoba');\n");
    write('packages/bots/src/search/cut.ts', "if (id === 'escoba') cut();\n");
    expect(find(root).sort()).toEqual(["apps/web/src/online/form.ts:2: if (game === 'brisca') run();", 'packages/bots/src/search/cut.ts:1: if (id === \'escoba\') cut();', 'packages/server/src/x.ts:2: case "alcalde":']);
  });

  it('finds none in this repository', () => {
    expect(find()).toEqual([]);
  });
});
