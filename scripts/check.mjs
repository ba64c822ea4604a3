// `npm test`'s checks before the test lanes: the type checks of `npm run typecheck`, `npm run lint`'s eslint and
// game-id check. `tsc -b` first (eslint's typed rules and the other type checks read the packages' built types),
// then the others as many at once as the machine has cores, longest first: each is one single-threaded process, so
// on two cores they take half the time they take one after another. Each one's output is printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** After `tsc -b`, longest first (docs/performance.md, "Test lanes"). */
const CHECKS = [
  ['npx', 'eslint', '.'],
  ['npx', 'tsc', '-p', 'tsconfig.tests.json'],
  ['npx', 'tsc', '-p', 'apps/web'],
  ['npx', 'tsc', '-p', 'apps/web/tsconfig.node.json'],
  ['node', 'scripts/check-game-ids.mjs'],
];

const build = spawnSync(npx, ['tsc', '-b'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('tsc -b failed');
  process.exit(build.status ?? 1);
}

const failed = [];
const queue = [...CHECKS];
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const [command, ...args] = check;
    const started = Date.now();
    const { status, output } = await run(command === 'npx' ? npx : process.execPath, args);
    process.stdout.write(`$ ${check.join(' ')} (${((Date.now() - started) / 1000).toFixed(0)} s${status === 0 ? '' : `, exit ${status}`})\n${output}`);
    if (status !== 0) failed.push(check.join(' '));
  }
}));
if (failed.length > 0) {
  console.error(`Failed: ${failed.join('; ')}`);
  process.exit(1);
}

/** Runs a command, its output (stdout and stderr as they came) held until it ends. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}
