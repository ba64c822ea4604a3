import type { IncomingMessage, ServerResponse } from 'node:http';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** A file opened for one answer: its handle, size and modification time. */
interface OpenFile {
  readonly handle: FileHandle;
  readonly size: number;
  readonly mtimeMs: number;
  readonly name: string;
}

/** Errors that mean "no such file here" (gone, or a path through a file): a 404, not a failure. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);
const isMissing = (e: unknown) => MISSING.has((e as NodeJS.ErrnoException).code ?? '');

function answer(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${text}\n`);
}

/** Opens `name` under `root` if it is a regular file; null when it is missing or a directory. */
async function openFile(root: string, name: string): Promise<OpenFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(join(root, name), 'r');
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
  try {
    // The handle's own stat: the size and time of exactly the file that will be sent, even if it is replaced meanwhile.
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, size: stats.size, mtimeMs: stats.mtimeMs, name };
  } catch (e) {
    await handle.close();
    throw e;
  }
  await handle.close();
  return null;
}

/** The request's path as a file name under the root (`/a/b.js` → `a/b.js`), or null for one that may not be served. */
function fileName(url: string | undefined): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const name = normalize(pathname).replace(/^[/\\]+/, '');
  // No way out of the root, and no dotfiles (but /.well-known).
  if (name.split(/[/\\]/).some((part) => part === '..' || (part.startsWith('.') && part !== '.well-known'))) return null;
  return name;
}

/**
 * Serves the built web app from `dir`: hashed assets with long caching, everything else revalidated, and unknown
 * paths without an extension answered with `index.html` so the app's own routes (`/t/ABCD`) work on reload. Every
 * request opens its file afresh, so a rebuild while the server runs is served as it lands; a file that vanishes
 * (the directory deleted or replaced meanwhile) is a 404, any other file system error a 500, and the stream's own
 * errors end that one answer: none of them reaches the process.
 */
export function staticApp(dir: string): RequestHandler {
  const root = resolve(dir);
  return (req, res, next) => {
    const notFound = () => (next ? next() : answer(res, 404, 'Not found'));
    const name = fileName(req.url);
    if (name === null) return answer(res, 400, 'Bad path');
    void find(root, name).then(
      (found) => {
        if (found === 'unbuilt') return answer(res, 503, `The web app is not built: ${root} does not exist. Run "npm run build" first.`);
        if (found === null) return notFound();
        send(req, res, found);
      },
      () => answer(res, 500, 'The file could not be read'),
    );
  };
}

/** The file for `name`: itself, `name.html`, `name/index.html`, or for an app route the app's `index.html`. */
async function find(root: string, name: string): Promise<OpenFile | null | 'unbuilt'> {
  const candidates = name === '' ? ['index.html'] : [name, `${name}.html`, join(name, 'index.html')];
  for (const candidate of candidates) {
    const file = await openFile(root, candidate);
    if (file) return file;
  }
  if (extname(name) === '') {
    const index = await openFile(root, 'index.html');
    if (index) return index;
  }
  return (await isDirectory(root)) ? null : 'unbuilt';
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

function send(req: IncomingMessage, res: ServerResponse, file: OpenFile): void {
  const etag = `W/"${file.size}-${Math.floor(file.mtimeMs)}"`;
  const headers: Record<string, string | number> = {
    'content-type': TYPES[extname(file.name).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': /^assets[/\\]/.test(file.name) ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
    'last-modified': new Date(file.mtimeMs).toUTCString(),
  };
  if (req.headers['if-none-match'] === etag || req.method === 'HEAD') {
    res.writeHead(req.method === 'HEAD' ? 200 : 304, req.method === 'HEAD' ? { ...headers, 'content-length': file.size } : headers);
    res.end();
    void file.handle.close();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': file.size });
  if (file.size === 0) {
    res.end();
    void file.handle.close();
    return;
  }
  // The stream reads the opened file (its size is the one announced); an error ends this answer only.
  const stream = file.handle.createReadStream({ start: 0, end: file.size - 1 });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
