import { writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { messages, type Messages } from './messages/index.js';

export type ReadResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

/** Reads a whole file as UTF-8, or all of `stdin` when `path` is `-`. */
export async function readInput(path: string, stdin: AsyncIterable<string | Uint8Array> = process.stdin, m: Messages = messages('en')): Promise<ReadResult> {
  if (path === '-') {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
    } catch (e) {
      return { ok: false, message: m.errors.cannotReadStdin((e as Error).message) };
    }
    return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
  }
  try {
    return { ok: true, text: await readFile(path, 'utf8') };
  } catch (e) {
    return { ok: false, message: describeReadError(path, e, m) };
  }
}

function describeReadError(path: string, e: unknown, m: Messages): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return m.errors.noFile(path);
    case 'EISDIR':
      return m.errors.isDirectory(path);
    case 'EACCES':
    case 'EPERM':
      return m.errors.denied(path);
    default:
      return m.errors.cannotRead(path, (e as Error).message);
  }
}

/** Thrown by {@link fdWriter} when the reader went away (`escoba selfplay | head`). */
export class OutputClosed extends Error {
  constructor() {
    super('output closed');
    this.name = 'OutputClosed';
  }
}

/**
 * A synchronous writer to a file descriptor (1 or 2). It writes everything before returning, so a long
 * `selfplay` run streams in constant memory, and it throws {@link OutputClosed} on a closed pipe, so
 * the run stops instead of playing on for nobody.
 */
export function fdWriter(fd: number): (text: string) => void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return (text: string) => {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length) {
      try {
        off += writeSync(fd, buf, off);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          Atomics.wait(pause, 0, 0, 1); // a non-blocking pipe is full: wait a millisecond for the reader
          continue;
        }
        if (code === 'EPIPE') throw new OutputClosed();
        throw e;
      }
    }
  };
}

/**
 * The lines of a stream of text chunks (UTF-8 bytes or strings), without their line ends (`\n` or `\r\n`);
 * a last line without a newline is yielded too. Stopping early (break) closes the stream.
 */
export async function* readLines(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
  }
  buffer += decoder.decode();
  if (buffer !== '') yield buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
}
