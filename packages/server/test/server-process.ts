import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** The port of its operations address (`/metrics`, `/readyz`; 127.0.0.1 unless ESCOBA_OPS_ADDRESS says otherwise), from its startup lines. */
  readonly opsPort: number;
  /** Everything the process wrote on stderr so far (its JSON logs). */
  readonly logs: () => string;
  /** Resolves with the exit code once the process has exited (at once if it has). */
  readonly exited: () => Promise<number | null>;
}

/**
 * Starts the real server (`bin/escoba-server.js`, the built dist/) on a free port (its operations address too); resolves once it listens.
 * `openFiles`: its open-files limit (soft and hard, `ulimit -n` in a shell that then becomes the server).
 */
export function startProcess(env: Record<string, string>, children: ChildProcess[] = [], options: { readonly openFiles?: number } = {}): Promise<ServerProcess> {
  const [command, args] = options.openFiles === undefined ? [process.execPath, [BIN]] : ['/bin/sh', ['-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, process.execPath, BIN]];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', ESCOBA_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let err = '';
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exitCode = code))));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^Escoba: http:\/\/\S+:(\d+)$/m.exec(out);
      const ops = /^Escoba operations: http:\/\/\S+:(\d+) /m.exec(out);
      if (m) resolve({ child, port: Number(m[1]), opsPort: Number(ops?.[1]), logs: () => err, exited: () => (exitCode !== undefined ? Promise.resolve(exitCode) : exit) });
    });
    void exit.then((code) => reject(new ProcessExit(code, err)));
  });
}

/** The server process exited before listening: its exit code and what it said. */
export class ProcessExit extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`the server exited with ${code}: ${stderr.slice(0, 2000)}`);
  }
}

/** Kills with SIGKILL and waits for the exit. */
export async function kill9(p: ServerProcess): Promise<void> {
  p.child.kill('SIGKILL');
  await p.exited();
}
