import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { json, type ApiHandler } from '../http-api.js';
import { isOpsPath } from './ops-api.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer TOKEN` (compared in constant time). */
function bears(req: IncomingMessage, expected: Buffer): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m !== null && timingSafeEqual(digest(m[1]!), expected);
}

/**
 * The operations endpoints as the public port serves them: with a token (`ESCOBA_OPS_TOKEN`) to whoever presents
 * it, 401 to anyone else; without one, 404 saying where they are. Other paths: false.
 */
export function publicOps(ops: ApiHandler, token: string | undefined, where: string): ApiHandler {
  const expected = token === undefined ? null : digest(token);
  return (req, res) => {
    if (!isOpsPath((req.url ?? '/').split('?')[0]!)) return false;
    if (expected === null) {
      json(res, 404, { error: `the operations endpoints are served ${where}, not on this port` });
      return true;
    }
    if (!bears(req, expected)) {
      json(res, 401, { error: 'the operations endpoints need Authorization: Bearer ESCOBA_OPS_TOKEN on this port' }, { 'www-authenticate': 'Bearer' });
      return true;
    }
    return ops(req, res);
  };
}
