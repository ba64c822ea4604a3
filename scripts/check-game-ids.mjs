// The plug-in boundary, checked: no game id ('escoba', 'brisca', 'alcalde' as a string, or a `case` on one) in
// source outside each game's own folders. The shared code is the packages every game uses (SHARED_PACKAGES) and
// the apps; in them a game's folders are packages/bots/src/<id>/, packages/games/src/<id>/ and
// apps/*/src/games/<id>/ (Alcalde lives in Brisca's). Every other package is a game's own (its engine). Tests and
// docs may name games.
// `node scripts/check-game-ids.mjs` prints every literal found and exits 1 if there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The games' ids and table names (a new game adds its own here). */
const GAME_IDS = ['escoba', 'brisca', 'alcalde'];
/** The packages every game uses: the rest of packages/ are games' engines. */
const SHARED_PACKAGES = ['cards', 'games', 'bots', 'protocol', 'ratings', 'server'];
/** Where a game's own code lives inside shared code: game ids may be written there. */
const GAME_FOLDERS = [new RegExp(`^packages/(bots|games)/src/(${GAME_IDS.join('|')})/`), new RegExp(`^apps/[a-z]+/src/games/(${GAME_IDS.join('|')})/`)];
const LITERAL = new RegExp(`(['"\`])(${GAME_IDS.join('|')})\\1`, 'g');

/** A line without its comment (doc-comment lines, and what follows `//`): comments may name games. */
function codeOf(line) {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('/*') || t.startsWith('//')) return '';
  const at = line.indexOf(' // ');
  return at >= 0 ? line.slice(0, at) : line;
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sources(path);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

/** Every game-id literal outside the game folders, as `path:line: text`. */
export function gameIdLiterals(root = ROOT) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const pkg of readdirSync(join(root, group))) {
      if (group === 'packages' && !SHARED_PACKAGES.includes(pkg)) continue;
      let src;
      try {
        src = [...sources(join(root, group, pkg, 'src'))];
      } catch {
        continue;
      }
      for (const file of src) {
        const path = relative(root, file).split('\\').join('/');
        if (GAME_FOLDERS.some((f) => f.test(path))) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (codeOf(line).match(LITERAL)) found.push(`${path}:${i + 1}: ${line.trim()}`);
          });
      }
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = gameIdLiterals();
  if (found.length > 0) {
    console.error(`${found.length} game-id literal(s) outside the game folders (see docs/architecture.md, "Adding a game"):`);
    for (const f of found) console.error(`  ${f}`);
    process.exit(1);
  }
  console.log('No game-id literal outside the game folders.');
}
