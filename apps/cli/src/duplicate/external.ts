import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

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
 * answer line out. Requests are sent one at a time.
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
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
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
        this.child.kill();
        reject(new ExternalBotError(`did not answer within ${this.timeoutMs / 1000} s${this.stderrNote()}`));
      }, this.timeoutMs);
      this.pending = { resolve, reject, timer };
      this.child.stdin!.write(`${request}\n`);
    });
  }

  /** Ends the program: closes its standard input, then kills it if it is still running after a moment. */
  close(): Promise<void> {
    if (this.closing) return Promise.resolve();
    this.closing = true;
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 2000);
      this.child.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.child.stdin!.end();
    });
  }
}
