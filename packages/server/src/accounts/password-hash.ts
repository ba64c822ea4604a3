import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N = 2^15 (32 MiB with r = 8), the interactive-login setting RFC 7914 and OWASP give. */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

/** The tests' cost setting: scrypt's N, a power of 2, lower than the default; refused unless NODE_ENV is `test`. */
export const TEST_SCRYPT_N = 'ESCOBA_TEST_SCRYPT_N';
/** The lowest N the tests may ask for: 1 MiB of memory a hash with r = 8, so the hash stays memory-hard. */
const LOWEST_TEST_N = 2 ** 10;

/**
 * The cost of new hashes: {@link DEFAULT_SCRYPT}, or in the tests (`NODE_ENV=test`) a lower N from
 * `ESCOBA_TEST_SCRYPT_N`, which saves the suite the CPU of a production hash per signup and login
 * (docs/decisions.md). Outside the tests the setting is an error, so that no server runs with it.
 */
export function scryptParams(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const raw = env[TEST_SCRYPT_N];
  if (raw === undefined || raw === '') return DEFAULT_SCRYPT;
  if (env['NODE_ENV'] !== 'test') throw new Error(`${TEST_SCRYPT_N} lowers the password hash's cost for the tests only: it is refused unless NODE_ENV=test (unset it)`);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < LOWEST_TEST_N || n > DEFAULT_SCRYPT.N || (n & (n - 1)) !== 0) {
    throw new Error(`${TEST_SCRYPT_N} must be a power of 2 from ${LOWEST_TEST_N} to ${DEFAULT_SCRYPT.N}, got "${raw}"`);
  }
  return { ...DEFAULT_SCRYPT, N: n };
}
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default), so it is set with room to spare.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/**
 * A password's stored form: `scrypt$N$r$p$SALT$KEY` (salt and key in base64url), the parameters with the hash so
 * that they can be raised later (a stored hash with weaker ones is replaced at the next login: {@link needsRehash}).
 */
export async function hashPassword(password: string, params: ScryptParams = scryptParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface Parsed {
  readonly params: ScryptParams;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parse(stored: string): Parsed | null {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!m) return null;
  return { params: { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) }, salt: Buffer.from(m[4]!, 'base64url'), key: Buffer.from(m[5]!, 'base64url') };
}

/** Whether `password` is the one `stored` was made from; compared in constant time. A malformed stored form never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than `params`. */
export function needsRehash(stored: string, params: ScryptParams = scryptParams()): boolean {
  const parsed = parse(stored);
  return parsed === null || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

let dummy: Promise<string> | null = null;

/**
 * A hash of no one's password, made once: a login for a name that is not an account is checked against it, so it
 * costs the same time as a wrong password and the answer does not tell whether the name exists.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
