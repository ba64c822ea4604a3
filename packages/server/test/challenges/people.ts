import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { PROTOCOL } from '@escoba/protocol';
import { expect } from 'vitest';
import { Browser } from '../accounts/browser.js';
import { RawClient } from '../helpers.js';

const BIN = fileURLToPath(new URL('../../bin/escoba-server.js', import.meta.url));
const PASSWORD = 'correct horse battery';
const TOKEN = /^escoba_bot_[\w-]{43}$/m;

/** A logged-in person: their browser (cookies, CSRF) and a WebSocket of its page that listens to challenges. */
export interface Person {
  readonly name: string;
  readonly web: Browser;
  readonly ws: RawClient;
}

/** Makes accounts and listening connections on the server at `port`, each from its own loopback address. */
export class People {
  private serial = 0;
  private readonly opened: RawClient[] = [];

  constructor(
    private readonly port: number,
    /** The server's SQLite file, for the operator's commands (bot accounts); null in process. */
    private readonly file: string | null = null,
    /** The third byte of the addresses this instance sends from, so that two instances' limits never meet. */
    private readonly net = 40,
  ) {}

  /** A fresh account named `base` and a letter, logged in, with a connection listening to its challenges. */
  async person(base: string): Promise<Person> {
    const n = this.serial++;
    const name = `${base}${String.fromCharCode(97 + (n % 26))}`;
    const web = new Browser(this.port, `127.0.${this.net}.${10 + n}`);
    expect((await web.signIn('signup', name, PASSWORD)).status).toBe(201);
    await web.session();
    return { name, web, ws: await this.listening(await web.socket()) };
  }

  /** Another connection of the same browser, listening too (another tab). */
  async tab(p: Person): Promise<RawClient> {
    return this.listening(await p.web.socket());
  }

  /** A bot account made with the operator's command: its name and token. */
  async botAccount(base: string): Promise<{ name: string; token: string }> {
    const name = `${base}${String.fromCharCode(97 + (this.serial++ % 26))}`;
    const out = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [BIN, 'accounts', 'add-bot', name], { env: { ...process.env, ESCOBA_DB: this.file! } }, (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)));
    });
    const token = TOKEN.exec(out)?.[0];
    expect(token, out).toBeDefined();
    return { name, token: token! };
  }

  /** A bot account's program connected with its token. */
  async program(token: string): Promise<RawClient> {
    const c = await RawClient.wrap(new WebSocket(`ws://127.0.0.1:${this.port}/ws`, { headers: { authorization: `Bearer ${token}` }, localAddress: `127.0.${this.net}.250` }));
    this.opened.push(c);
    expect((await c.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    return c;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((c) => c.close()));
  }

  private async listening(c: RawClient): Promise<RawClient> {
    this.opened.push(c);
    expect((await c.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    expect((await c.request({ type: 'challenge', action: 'listen' })).type).toBe('ack');
    await c.next((m) => m.type === 'challenge' && m['state'] === 'list');
    return c;
  }
}

type Message = Awaited<ReturnType<RawClient['next']>>;

export const challengeOf = (c: RawClient, state: string, timeoutMs = 10_000): Promise<Message> => c.next((m) => m.type === 'challenge' && m['state'] === state, timeoutMs);

/** `from` challenges `to` to `config`; the challenge as `to` received it. */
export async function challenge(from: RawClient, to: RawClient, name: string, config: Record<string, unknown>): Promise<{ id: string; incoming: Message }> {
  expect(await from.request({ type: 'challenge', action: 'send', to: name, config })).toMatchObject({ type: 'ack' });
  const sent = await challengeOf(from, 'sent');
  const incoming = await challengeOf(to, 'incoming');
  expect((incoming['challenge'] as { id: string }).id).toBe((sent['challenge'] as { id: string }).id);
  return { id: (sent['challenge'] as { id: string }).id, incoming };
}
