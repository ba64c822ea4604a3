// What the test lanes need from the machine (test/lanes.mjs names it per lane), found where the tests look for it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findNginxBinary, findOpenssl, findPostgres, findRedis } from '../packages/server/test/services/services.mjs';

/** The one command that installs everything the lanes need (.ci/run installs the same on a fresh machine). */
export const INSTALL = 'sudo apt-get install -y chromium postgresql redis-server nginx openssl systemd';

/** Each dependency, by its Debian package name: whether this machine has it. */
const FOUND = {
  chromium: () => existsSync(process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'),
  postgresql: () => findPostgres() !== undefined,
  'redis-server': () => findRedis() !== undefined,
  nginx: () => findNginxBinary() !== undefined,
  openssl: () => findOpenssl() !== undefined,
  systemd: () => existsSync('/usr/bin/systemd-analyze'),
};

/** The dependencies in `needs` this machine lacks. */
export function missing(needs) {
  return needs.filter((name) => {
    if (!(name in FOUND)) throw new Error(`unknown test dependency ${name}`);
    return !FOUND[name]();
  });
}

/**
 * Installs `packages` with apt-get when this process may (root on a Debian-like machine, and
 * ESCOBA_NO_INSTALL unset), as .ci/run does; says what it runs. Returns whether it tried.
 */
export function installIfAllowed(packages) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (packages.length === 0 || !root || process.env['ESCOBA_NO_INSTALL'] || !existsSync('/usr/bin/apt-get')) return false;
  const run = (args) => {
    console.error(`$ apt-get ${args.join(' ')}`);
    return spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  };
  if (run(['update', '-qq'])) run(['install', '-y', '-qq', ...packages]);
  return true;
}
