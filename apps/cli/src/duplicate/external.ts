import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { endGroup, GRACE_MS, groupEnded, groupStarted } from './process-groups.js';

/** Thrown when an external bot program fails: the match stops with this message. */
export class ExternalBotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExternalBotError';
  }
}

const STDERR_LINES = 5;

/**
 * A bot program started with a shell command line, speaking the bot protocol: one request line in, one
 * answer line out. Requests are sent one at a time. The shell starts in a process group of its own (loose23), which
 * ending the program ends whole: the command the shell ran and any helper it started (`process-groups.ts`).
 */
export class ExternalProcess {
  private readonly child: ChildProcess;
  private readonly stderrTail: string[] = [];
  private pending: { resolve: (line: string) => void; reject: (e: Error) => void; timer: NodeJS.Timeout } | null = null;
  private exited: string | null = null;
  private unexpected: string | null = null;
  private closing = false;

  constructor(
    readonly command: string,
    private readonly timeoutMs: number,
  ) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const pgid = this.child.pid;
    if (pgid !== undefined) groupStarted(pgid);
    this.child.on('error', (e) => this.fail(`could not be started: ${e.message}`));
    // 'close' comes after the program's output has all been read, so an answer written just before exiting counts.
    this.child.on('close', (code, signal) => this.fail(signal ? `was killed by ${signal}` : `exited with status ${code}`));
    this.child.stdin!.on('error', () => {}); // a dead program: reported through 'exit'
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.onLine(line));
    createInterface({ input: this.child.stderr! }).on('line', (line) => {
      this.stderrTail.push(line);
      if (this.stderrTail.length > STDERR_LINES) this.stderrTail.shift();
    });
  }

  private stderrNote(): string {
    return this.stderrTail.length > 0 ? `; its last stderr lines: ${this.stderrTail.join(' | ')}` : '';
  }

  private fail(what: string): void {
    if (this.exited === null) this.exited = what;
    const p = this.pending;
    if (p) {
      this.pending = null;
      clearTimeout(p.timer);
      p.reject(new ExternalBotError(`${what} before answering${this.stderrNote()}`));
    }
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    const p = this.pending;
    if (!p) {
      this.unexpected ??= line;
      return;
    }
    this.pending = null;
    clearTimeout(p.timer);
    p.resolve(line);
  }

  /** Sends one request line and resolves to the answer line. */
  ask(request: string): Promise<string> {
    if (this.unexpected !== null) return Promise.reject(new ExternalBotError(`wrote "${this.unexpected}" when no request was waiting for an answer`));
    if (this.exited !== null) return Promise.reject(new ExternalBotError(`${this.exited}${this.stderrNote()}`));
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = null;
        void this.endGroup();
        reject(new ExternalBotError(`did not answer within ${this.timeoutMs / 1000} s${this.stderrNote()}`));
      }, this.timeoutMs);
      this.pending = { resolve, reject, timer };
      this.child.stdin!.write(`${request}\n`);
    });
  }

  /**
   * Ends the program: closes its standard input and gives it a moment to exit, then ends its process group
   * (SIGTERM, SIGKILL after a grace), whatever is left of it: a helper it started too. Its output pipes are closed
   * last, so a process that escaped the group (one that made a session of its own) cannot hold the CLI open.
   */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, GRACE_MS);
        this.child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        this.child.stdin!.end();
      });
    }
    await this.endGroup();
    this.child.stdout!.destroy();
    this.child.stderr!.destroy();
  }

  /** Ends the program's process group (SIGTERM, then SIGKILL after the grace). */
  private async endGroup(): Promise<void> {
    const pgid = this.child.pid;
    if (pgid === undefined) return;
    await endGroup(pgid);
    groupEnded(pgid);
  }
}
