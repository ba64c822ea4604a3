import type { IncomingMessage } from 'node:http';

/** The largest body an account request may have. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: 400 | 413; readonly error: string };

/** Reads a JSON body of at most {@link MAX_BODY_BYTES} (an empty body reads as `{}`); stops reading once it is over. */
export function readJsonBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      return resolve(tooLarge);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        req.resume();
        return resolve(tooLarge);
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      if (!done) resolve({ ok: false, status: 400, error: 'the request body could not be read' });
      done = true;
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve({ ok: true, value: {} });
      try {
        resolve({ ok: true, value: JSON.parse(text) as unknown });
      } catch {
        resolve({ ok: false, status: 400, error: 'the body is not JSON' });
      }
    });
  });
}

const tooLarge: BodyResult = { ok: false, status: 413, error: `the body is larger than ${MAX_BODY_BYTES / 1024} KB` };
