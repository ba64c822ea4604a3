import { connect } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, type ServerProcess } from './server-process.js';

const children: ChildProcess[] = [];
let server: ServerProcess;
beforeAll(async () => {
  server = await startProcess({ ESCOBA_DB: ':memory:' }, children);
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** Sends raw bytes and returns the status code of the answer (null: the server closed without answering). */
function raw(port: number, bytes: string | Buffer): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve(m ? Number(m[1]) : null);
    };
    socket.setTimeout(3000, done);
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (/\r\n\r\n/.test(answer)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(bytes);
    socket.end();
  });
}

const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);

async function expectAlive() {
  expect(server.child.exitCode).toBeNull();
  const r = await get('/healthz');
  expect(r.status).toBe(200);
}

describe('HTTP: no request stops the server', () => {
  it('malformed escapes in a table code answer 400, and the process keeps answering', async () => {
    for (const bad of ['%', '%zz', '%C0', '%E0%A4%A', '%ff%fe', '%00', 'K7PM2Q%', '..%2f..%2fetc']) {
      const r = await get(`/api/tables/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(((await r.json()) as { error: string }).error).toMatch(/6 letters/);
    }
    expect((await get('/api/tables/K7PM2Q')).status).toBe(404);
    await expectAlive();
  });

  it('sends the security headers with every answer', async () => {
    for (const path of ['/healthz', '/api/tables/K7PM2Q', '/', '/t/K7PM2Q']) {
      const r = await get(path);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('survives random and malformed paths, methods, headers and bodies (fuzz), answering each without a 5xx', async () => {
    const byte = fc.integer({ min: 0, max: 255 }).map((n) => String.fromCharCode(n));
    const escape = fc.oneof(fc.constantFrom('%', '%z', '%zz', '%C0', '%C0%80', '%E0%A4%A', '%00', '%2F', '%25', '%ff'), fc.stringMatching(/^%[0-9a-fA-F]{1,2}$/));
    const segment = fc.array(fc.oneof(escape, fc.string({ maxLength: 6 }), byte), { maxLength: 6 }).map((parts) => parts.join('').replace(/[\r\n ]/g, ''));
    const path = fc.tuple(fc.constantFrom('/api/tables/', '/api/', '/api/stats', '/', '/t/', '/assets/', '/ws', '//', '/healthz'), segment, fc.constantFrom('', '?gc=1', '?%', '#x')).map(([a, b, c]) => a + b + c);
    const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'BREW'), fc.stringMatching(/^[A-Z]{1,8}$/));
    const header = fc.tuple(fc.stringMatching(/^[A-Za-z-]{1,12}$/), fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, '')));
    const special = fc.constantFrom<[string, string]>(['Content-Length', '-1'], ['Content-Length', '99999999999'], ['Transfer-Encoding', 'chunked'], ['Upgrade', 'websocket'], ['Connection', 'Upgrade'], ['Sec-WebSocket-Key', 'x'], ['Host', ''], ['Expect', '100-continue']);
    const request = fc.record({ method, path, headers: fc.array(fc.oneof(header, special), { maxLength: 5 }), body: fc.string({ maxLength: 200 }), version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', '') });
    const garbage = fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b));
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: request, weight: 4 }, { arbitrary: garbage, weight: 1 }), async (input) => {
        const bytes = Buffer.isBuffer(input)
          ? input
          : Buffer.from(`${input.method} ${input.path} ${input.version}\r\nHost: localhost\r\n${input.headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${input.body}`, 'latin1');
        const status = await raw(server.port, bytes);
        expect(server.child.exitCode).toBeNull();
        if (status !== null) expect(status, bytes.toString('latin1').slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
    await expectAlive();
    expect(server.logs()).not.toMatch(/uncaught|URIError/i);
  });
});
