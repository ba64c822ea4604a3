// What the test lanes need from the machine (test/lanes.mjs names it per lane), found where the tests look for it.
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
