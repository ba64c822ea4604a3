// Global setup of every lane: one `tsc -b` before any test file runs. Tests import the packages from source, but
// some run what is built: the CLI's program, the server's process and its bot worker, the packages' examples.
// `tsc -b` is incremental: when nothing changed it only checks timestamps.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Set once built, so that the lanes of one Vitest run (each with this global setup) build once. */
const BUILT = 'ESCOBA_TEST_BUILT';

export default function build(): void {
  if (process.env[BUILT] === 'tsc') return;
  run('npx', ['tsc', '-b']);
  process.env[BUILT] = 'tsc';
}

/** Runs npm or npx from the repository root; throws with the command's output if it fails. */
export function run(command: 'npm' | 'npx', args: string[], env: Record<string, string> = {}): void {
  try {
    execFileSync(process.platform === 'win32' ? `${command}.cmd` : command, args, { cwd: ROOT, stdio: 'pipe', env: { ...process.env, ...env } });
  } catch (e) {
    const failure = e as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(`${command} ${args.join(' ')} failed before the tests ran:\n${failure.stdout?.toString() ?? ''}${failure.stderr?.toString() ?? failure.message}`, { cause: e });
  }
}
