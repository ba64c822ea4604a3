/**
 * The protocol knows no game: it depends on the pack (`@escoba/cards`) and its two libraries only, never on a game's
 * engine or on `@escoba/games` (each game's plugin brings what a table needs of it). Checked on the package's
 * manifest, its build references and every import of its sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
/** What the protocol's code may import besides its own modules. */
const ALLOWED = ['@escoba/cards', 'valibot', 'unhomoglyph'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

/** Every module specifier of a source: static imports and exports, and dynamic imports. */
const specifiers = (text: string): string[] => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('the protocol package', () => {
  it('depends on no game: its manifest lists only the pack and its libraries', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
      for (const name of Object.keys(manifest[field] ?? {})) expect(ALLOWED, `${field}: ${name}`).toContain(name);
    }
  });

  it('builds against the pack alone (tsconfig references)', () => {
    const tsconfig = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8');
    const references = [...tsconfig.matchAll(/"path":\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(references).toEqual(['../cards']);
  });

  it('imports nothing but its own modules, the pack and its libraries', () => {
    const files = sources(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('./') || spec.startsWith('../')) continue;
        expect(ALLOWED, `${file.slice(ROOT.length)} imports ${spec}`).toContain(spec);
      }
    }
  });

  it('the check reads every kind of import (a game import would be found)', () => {
    expect(specifiers("import { a } from '@escoba/engine';\nexport * from \"@escoba/games\";\nconst m = () => import('@escoba/brisca');\nimport '@escoba/bots';")).toEqual(['@escoba/engine', '@escoba/games', '@escoba/brisca', '@escoba/bots']);
  });
});
