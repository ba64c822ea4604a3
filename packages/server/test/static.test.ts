import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess, type ServerProcess } from './server-process.js';

// The web app is rebuilt (apps/web/dist emptied and written again) while the server serves it: no request may take the
// process down, and what is served is what is on disk now (issue 9: a file listed at start and gone later crashed it).

const dir = mkdtempSync(join(tmpdir(), 'escoba-static-'));
const web = join(dir, 'dist');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Writes a build: an index naming its asset, the asset (large enough to be streamed in chunks), a manifest. */
function build(target: string, n: number): void {
  mkdirSync(join(target, 'assets'), { recursive: true });
  writeFileSync(join(target, 'index.html'), `<!doctype html><title>build ${n}</title><script src="/assets/app-${n}.js"></script>`);
  writeFileSync(join(target, 'assets', `app-${n}.js`), `// build ${n}\n${'x'.repeat(200_000 + n)}\n`);
  writeFileSync(join(target, 'manifest.webmanifest'), JSON.stringify({ name: `build ${n}` }));
}

/** One raw GET (or HEAD) of `path` as written (no URL normalisation): its status, headers and body. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app’s files (real server process)', () => {
  let server: ServerProcess;

  it('serves files, app routes, caching and conditional requests, and refuses paths out of its directory', async () => {
    build(web, 1);
    server = await startProcess({ ESCOBA_DB: ':memory:', ESCOBA_WEB_DIR: web }, children);
    const index = await get(server.port, '/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('build 1');
    // An app route is the app's index; a missing file with an extension is a 404.
    expect((await get(server.port, '/t/K7PM2Q?invite=abc')).body).toBe(index.body);
    // A tournament's share link (tour23) is an app route too, beside the tournaments' API.
    const tournament = await get(server.port, '/tournaments/K7PM2QXY3Z');
    expect(tournament.status).toBe(200);
    expect(tournament.body).toBe(index.body);
    expect((await get(server.port, '/assets/app-9.js')).status).toBe(404);
    const asset = await get(server.port, '/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.length).toBe(Number(asset.headers['content-length']));
    expect((await get(server.port, '/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect((await get(server.port, '/assets/app-1.js', { 'if-none-match': String(asset.headers['etag']) })).status).toBe(304);
    const head = await get(server.port, '/assets/app-1.js', {}, 'HEAD');
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', asset.headers['content-length']]);
    for (const path of ['/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/.env', '/%E0%A4%A', '/a%00b']) {
      const r = await get(server.port, path);
      // Refused, or (a route once the URL's dots are resolved: `/etc/passwd`) the app's own index.
      if (r.status === 200) expect(r.body, path).toBe(index.body);
      else expect([400, 404], path).toContain(r.status);
    }
  });

  it('keeps serving while its directory is deleted, emptied, rebuilt and replaced under running requests', async () => {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const paths = ['/', '/t/ABCDEF', '/assets/app-1.js', '/manifest.webmanifest'];
    for (let round = 2; round <= 40; round++) {
      // Requests in flight while the build changes: as Vite does (empty the directory, write anew), or swapped whole.
      const requests = Array.from({ length: 24 }, (_, i) =>
        get(server.port, paths[i % paths.length]!.replace('app-1', `app-${round - (i % 2)}`)).then(
          (r) => statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1),
          (e: Error) => failures.push(e.message),
        ),
      );
      if (round % 2 === 0) {
        rmSync(web, { recursive: true, force: true });
        await get(server.port, '/assets/app-1.js').then((r) => statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1));
        build(web, round);
      } else {
        const next = join(dir, `next-${round}`);
        build(next, round);
        rmSync(web, { recursive: true, force: true });
        renameSync(next, web);
      }
      await Promise.all(requests);
      expect((await get(server.port, '/healthz')).status).toBe(200);
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()].every((s) => s === 200 || s === 404 || s === 503)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect((statuses.get(404) ?? 0) + (statuses.get(503) ?? 0)).toBeGreaterThan(0);
    // What is served is the build on disk now, not a list made at start.
    const index = await get(server.port, '/');
    expect(index.body).toContain('build 40');
    const asset = await get(server.port, '/assets/app-40.js');
    expect([asset.status, asset.body.length]).toEqual([200, Number(asset.headers['content-length'])]);
    // A directory that is gone: the app is not built, said plainly.
    rmSync(web, { recursive: true, force: true });
    expect((await get(server.port, '/')).status).toBe(503);
    expect((await get(server.port, '/healthz')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
  });
});
