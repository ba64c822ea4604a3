import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript scripts (CI helpers, examples, launchers) run on Node.
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['packages/cards/src/**/*.ts', 'packages/engine/src/**/*.ts', 'packages/brisca/src/**/*.ts', 'packages/games/src/**/*.ts'],
    ignores: ['packages/*/src/**/*.test.ts'],
    rules: {
      // The engine is pure and deterministic: no randomness or clock of its own.
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'use a seeded Rng from rng.ts' },
        { object: 'Date', property: 'now', message: 'the engine never reads the clock' },
        { object: 'performance', property: 'now', message: 'the engine never reads the clock' },
      ],
      'no-restricted-globals': ['error', { name: 'Date', message: 'the engine never reads the clock' }],
    },
  },
  {
    // The web app's React components: the rules of hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web shell's game-free folders: no engine, no registry of games, no game's folder. Pack-level names
    // come from @escoba/cards; a game's parts reach them through the catalog (games/catalog.ts, games/load.ts,
    // games/types.ts) and its words through games/messages.ts, which gathers each game folder's strings.ts.
    files: ['apps/web/src/{table,ui,review,cards,i18n,sound}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@escoba/engine', '@escoba/engine/*', '@escoba/brisca', '@escoba/brisca/*', '@escoba/games', '@escoba/games/*'], message: 'the shell knows no game: import pack names from @escoba/cards, and a game through the catalog' },
            { regex: '(^|/)games/[^/]+/', message: 'a game’s folder is reached through the catalog (games/catalog.ts, games/load.ts), never imported by the shell' },
          ],
        },
      ],
    },
  },
  {
    // The web app's shell names no game: its online play, app shell, bot worker and home screen reach a game only
    // through the catalog (`games/catalog.ts`, `games/load.ts`), which loads each game's folder, never an engine or
    // a game's folder directly (docs/architecture.md, "Adding a game to the web app").
    files: ['apps/web/src/{online,app,worker,rules,guide}/**/*.{ts,tsx}', 'apps/web/src/ui/Home.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@escoba/engine', '@escoba/engine/*', '@escoba/brisca', '@escoba/brisca/*', '@escoba/bots', '@escoba/bots/*'],
              message: "a game's engine and bots are that game's: reach them through its web object (games/catalog.ts), or take pack-level names from @escoba/cards",
            },
            { group: ['**/games/*/**'], message: "a game's folder is reached only through games/catalog.ts and games/load.ts" },
          ],
        },
      ],
    },
  },
  {
    // Web app scripts pass functions to the browser (page.evaluate, init scripts).
    files: ['apps/web/scripts/**/*.mjs'],
    languageOptions: { globals: { localStorage: 'readonly', document: 'readonly', performance: 'readonly', requestAnimationFrame: 'readonly', Worker: 'readonly' } },
  },
);
