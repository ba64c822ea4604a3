// Bot accounts on a real server process (SQLite): the operator makes one and gets its token once; a program
// connects with `Authorization: Bearer TOKEN` and takes a seat marked `botAccount` exactly as a browser would; a
// wrong, malformed, replaced or revoked token is closed with its reason; a bot account has no password login; no
// token reaches the logs, /metrics or the database.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { PROTOCOL } from '@escoba/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/browser.js';
import { sqliteProcess, type Backend } from '../accounts/backends.js';
import { RawClient } from '../helpers.js';

const BIN = fileURLToPath(new URL('../../bin/escoba-server.js', import.meta.url));
/** Each command is a Node process started afresh: on a loaded machine, several seconds each. */
const COMMANDS_TIMEOUT = 400_000;
const TOKEN = /^escoba_bot_[\w-]{43}$/m;

describe('bot accounts on a server process', () => {
  let b: Backend;
  const tokens: string[] = [];
  beforeAll(async () => {
    b = await sqliteProcess();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
  });

  const run = (...args: string[]) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ESCOBA_DB: b.file! } }, (error, out, err) => resolve({ code: error ? Number(error.code) : 0, out, err }));
    });
  /** The token a command printed (and kept to look for in the logs). */
  const tokenOf = (out: string): string => {
    const token = TOKEN.exec(out)?.[0];
    expect(token, out).toBeDefined();
    tokens.push(token!);
    return token!;
  };
  const socketWith = (authorization: string) => new WebSocket(`ws://127.0.0.1:${b.port}/ws`, { headers: { authorization } });
  const bot = async (token: string) => {
    const c = await RawClient.wrap(socketWith(`Bearer ${token}`));
    expect((await c.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    return c;
  };
  /** How the server closes a socket opened with this Authorization header. */
  const closeOf = (authorization: string) =>
    new Promise<{ code: number; reason: string; messages: number }>((resolve, reject) => {
      const ws = socketWith(authorization);
      let messages = 0;
      ws.on('message', () => messages++);
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), messages }));
      ws.on('error', reject);
    });
  /** A person's public table for two with seat 1 free: its code and the person's socket. */
  const publicTable = async () => {
    const person = await RawClient.open(b, '127.0.5.1');
    expect((await person.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    person.send({ type: 'create', config: { players: 2, public: true }, name: 'Nuria' });
    const code = (await person.next((m) => m.type === 'joined'))['code'] as string;
    return { person, code };
  };

  it('makes a bot account whose program sits at a public table under its name, marked botAccount', async () => {
    const made = await run('accounts', 'add-bot', 'Robotina');
    expect(made.code, made.err).toBe(0);
    expect(made.out).toMatch(/^made the bot account "Robotina" \(acc_[\w-]{22}\)\nbot token of "Robotina" \(shown once/);
    const token = tokenOf(made.out);
    expect((await run('accounts', 'list')).out).toMatch(/"Robotina"\t.*\tactive\tbot\n/);

    const { person, code } = await publicTable();
    const program = await bot(token);
    // The name sent is ignored: a bot account's seat is its name.
    program.send({ type: 'join', code, seat: 1, name: 'Somebody else' });
    expect(await program.next((m) => m.type === 'joined')).toMatchObject({ code, seat: 1 });
    const seated = await person.next((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'seated');
    expect(seated['event']).toEqual({ type: 'seated', seat: 1, name: 'Robotina', account: true, botAccount: true });
    const info = (await new Browser(b.port).send(`/api/tables/${code}`, { method: 'GET' })).body as { seats: unknown[] };
    expect(info.seats[0]).not.toHaveProperty('botAccount');
    expect(info.seats[1]).toMatchObject({ seat: 1, name: 'Robotina', bot: null, account: true, botAccount: true });
    // And it plays as any seat does: the host starts, the view comes with the seat's cards.
    expect((await person.request({ type: 'start' })).type).toBe('ack');
    const dealt = await program.next((m) => m.type === 'event' && m['view'] !== undefined && (m['view'] as { hand: readonly unknown[] }).hand.length > 0);
    expect((dealt['view'] as { seat: number }).seat).toBe(1);
    await Promise.all([program.close(), person.close()]);

    // challenge22: it may wait in quick play (seated only with people who allow computers: challenges.test.ts).
    const queued = await bot(token);
    const waiting = await queued.request({ type: 'quickplay', action: 'join', table: { gameId: 'escoba', players: 2, rated: false }, name: 'x', computers: false });
    expect(waiting).toMatchObject({ type: 'ack' });
    await queued.close();

    // It may also create a table, as its host.
    const again = await bot(token);
    again.send({ type: 'create', config: { players: 2, public: true }, name: 'ignored' });
    const created = await again.next((m) => m.type === 'sync');
    expect((created['table'] as { seats: unknown[] }).seats[0]).toMatchObject({ name: 'Robotina', account: true, botAccount: true });
    await again.close();

    // A bot account has no password login, whatever is tried.
    const login = await new Browser(b.port, '127.0.5.2').signIn('login', 'Robotina', 'any password at all');
    expect(login).toMatchObject({ status: 403, body: { error: 'this is a bot account: it has no password and plays with its bot token over the WebSocket' } });
    expect(await run('accounts', 'reset-password', 'Robotina')).toMatchObject({ code: 1, err: expect.stringMatching(/is a bot account: it has no password/) });
  }, COMMANDS_TIMEOUT);

  it('closes a wrong, malformed, replaced or revoked token with its reason (1008), before any message', async () => {
    const made = await run('accounts', 'add-bot', 'Tokenia');
    const first = tokenOf(made.out);
    const unknown = `escoba_bot_${'A'.repeat(43)}`;
    expect(await closeOf(`Bearer ${unknown}`)).toEqual({ code: 1008, reason: 'the bot token is unknown or revoked, or its bot account is banned', messages: 0 });
    expect(await closeOf(`Bearer not-a-token`)).toMatchObject({ code: 1008, reason: 'the bot token is not one this server issues (escoba_bot_ and 43 characters)' });
    expect(await closeOf(`Basic dXNlcjpwYXNz`)).toMatchObject({ code: 1008, reason: 'the Authorization header must be "Bearer TOKEN" with a bot token' });

    // A new token replaces the old one at once.
    const issued = await run('accounts', 'bot-token', 'Tokenia');
    expect(issued.out).toMatch(/the previous token, if any, no longer works/);
    const second = tokenOf(issued.out);
    expect(second).not.toBe(first);
    expect((await closeOf(`Bearer ${first}`)).code).toBe(1008);
    const held = await bot(second);

    // Revoked: the next handshake is closed, and a connection made before sits nowhere any more.
    expect(await run('accounts', 'revoke-bot-token', 'Tokenia')).toMatchObject({ code: 0, out: 'revoked the bot token of "Tokenia": its program can no longer connect\n' });
    expect((await closeOf(`Bearer ${second}`)).reason).toBe('the bot token is unknown or revoked, or its bot account is banned');
    const { person, code } = await publicTable();
    held.send({ type: 'join', code, seat: 1, name: 'x' });
    expect(await held.next((m) => m.type === 'error')).toMatchObject({ code: 'Unauthorized', message: expect.stringMatching(/bot token was revoked, or its account banned, after it connected/) });
    await Promise.all([held.close(), person.close()]);
    expect(await run('accounts', 'revoke-bot-token', 'Tokenia')).toMatchObject({ code: 1, err: '"Tokenia" has no bot token to revoke\n' });

    // A banned bot account's token is refused too.
    const third = tokenOf((await run('accounts', 'bot-token', 'Tokenia')).out);
    expect((await run('accounts', 'ban', 'Tokenia')).code).toBe(0);
    expect((await closeOf(`Bearer ${third}`)).code).toBe(1008);
    expect((await run('accounts', 'unban', 'Tokenia')).code).toBe(0);
    (await bot(third)).ws.close();
  }, COMMANDS_TIMEOUT);

  it('refuses bot commands on names that are not bot accounts, and bot names that are taken', async () => {
    expect((await new Browser(b.port, '127.0.5.3').signIn('signup', 'Persona', 'correct horse battery')).status).toBe(201);
    expect(await run('accounts', 'bot-token', 'Persona')).toMatchObject({ code: 1, err: '"Persona" is not a bot account (make one with accounts add-bot NAME)\n' });
    expect(await run('accounts', 'revoke-bot-token', 'Nobody')).toMatchObject({ code: 1, err: 'no account is named "Nobody"\n' });
    expect(await run('accounts', 'add-bot', 'PERS0NA')).toMatchObject({ code: 1, err: expect.stringMatching(/another account's name is that name or looks like it/) });
    expect(await run('accounts', 'add-bot', 'You')).toMatchObject({ code: 1, err: expect.stringMatching(/word the table uses for itself/) });
    expect((await run('accounts', 'add-bot')).code).toBe(2);
  }, COMMANDS_TIMEOUT);

  it('keeps no token in the database, the logs (at debug) or /metrics', async () => {
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const db = new Database(b.file!, { readonly: true });
    try {
      const stored = db.prepare<[], { token_hash: string }>('SELECT token_hash FROM bot_tokens').all();
      expect(stored.length).toBe(2);
      for (const row of stored) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      const everything = JSON.stringify(db.prepare('SELECT * FROM bot_tokens').all()) + JSON.stringify(db.prepare('SELECT body FROM events').all()) + JSON.stringify(db.prepare('SELECT * FROM accounts').all());
      for (const token of tokens) expect(everything.includes(token.slice("escoba_bot_".length))).toBe(false);
    } finally {
      db.close();
    }
    const metrics = await (await fetch(`http://127.0.0.1:${b.opsPort}/metrics`)).text();
    expect(metrics).toContain('# HELP');
    const logs = b.logs()!;
    // The process logs at debug (ESCOBA_LOG_LEVEL=debug): what it said is here.
    expect(logs).toContain('"level":30');
    for (const token of tokens) {
      const secret = token.slice('escoba_bot_'.length);
      expect(logs.includes(secret), `the logs hold ${token}`).toBe(false);
      expect(metrics.includes(secret), `/metrics holds ${token}`).toBe(false);
    }
  });
});
