// Bot accounts and challenges, quick play, on a real server process (SQLite): `escoba bot connect --challenges`
// (a real bridge process) accepts a person's challenge to its bot account and plays the game to its end, declining
// a challenge it does not take; in quick play a bot account is never seated with a person who did not allow
// computers, and is with one who did.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteProcess, type Backend } from './accounts/backends.js';
import { AutoPlayer, seeded } from './autoplayer.js';
import { People } from './challenges/people.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ESCOBA = join(ROOT, 'apps/cli/bin/escoba.js');
/** A whole game with a bridge process and operator commands on a loaded machine. */
const GAME_TIMEOUT = 400_000;

describe('bot accounts: challenges through the bridge, and quick play', () => {
  const children: ChildProcess[] = [];
  let b: Backend;
  let people: People;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'challenges-bots-'));
    b = await sqliteProcess({ ESCOBA_BOT_TIME_MS: '30' });
    people = new People(b.port, b.file, 42);
  }, 60_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await people?.closeAll();
    await b?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The messages of an AutoPlayer so far, parsed. */
  const messages = (p: AutoPlayer) => p.texts.map((t) => JSON.parse(t) as Record<string, unknown>);
  const until = async <T>(find: () => T | undefined, what: string, timeoutMs = 120_000): Promise<T> => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('escoba bot connect --challenges casual declines a rated challenge, accepts a casual one and plays it to the end', async () => {
    const bot = await people.botAccount('Retador');
    const tokenFile = join(dir, 'bot.token');
    writeFileSync(tokenFile, `${bot.token}\n`);
    const child = spawn(process.execPath, [ESCOBA, 'bot', 'connect', '--server', `ws://127.0.0.1:${b.port}/ws`, '--token-file', tokenFile, '--level', 'random', '--challenges', 'casual', '--games', '1'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    await until(() => (out.includes('answering casual challenges') ? true : undefined), 'the bridge to start');

    // The person: logged in, playing at random once seated.
    const ana = await people.person('Ana');
    const person = new AutoPlayer(b, 0, seeded(7), { headers: { origin: ana.web.origin, cookie: ana.web.cookieHeader() } });
    await person.send({ type: 'challenge', action: 'listen' });
    // The bridge's challenge connection may still be opening: a challenge waits for it (the list it gets at its listen).
    await person.send({ type: 'challenge', action: 'send', to: bot.name, config: { gameId: 'brisca', players: 2, rated: true } });
    const declined = await until(() => messages(person).find((m) => m['type'] === 'challenge' && m['state'] === 'ended'), 'the rated challenge declined');
    expect(declined).toMatchObject({ reason: 'declined', message: `${bot.name} declined the challenge` });

    await person.send({ type: 'challenge', action: 'send', to: bot.name, config: { gameId: 'escoba', players: 2, target: 15 } });
    const seated = await until(() => messages(person).find((m) => m['type'] === 'challenge' && m['state'] === 'seated'), 'the casual challenge accepted');
    expect(seated).toMatchObject({ seat: 0 });
    await person.send({ type: 'resume', code: seated['code'], seat: 0, token: seated['token'] });
    const finished = await until(() => messages(person).find((m) => m['type'] === 'event' && (m['event'] as { type: string }).type === 'finished'), 'the game to end', GAME_TIMEOUT - 60_000);
    const sync = messages(person).find((m) => m['type'] === 'sync')!;
    expect((sync['table'] as { seats: unknown[] }).seats[1]).toMatchObject({ seat: 1, name: bot.name, account: true, botAccount: true });
    expect(await exited).toBe(0);
    expect(err).toBe('');
    expect(out).toContain(`declined a challenge from ${ana.name} (brisca, rated): not one this bridge takes\n`);
    expect(out).toContain(`challenge from ${ana.name} (escoba, 2 players, casual)\n`);
    expect(out).toContain(`table ${String(seated['code'])}: seated at seat 1 (escoba, 2 players)\n`);
    const { winner } = finished['event'] as { winner: number | null };
    expect(out).toMatch(new RegExp(`table ${String(seated['code'])}: game over${winner === null ? '' : `, won by side ${winner}`}.*\\(1 game played\\)\\n`));
    expect(person.errors).toEqual([]);
    person.close();
  }, GAME_TIMEOUT);

  it('seats a bot account in quick play only with a person who allowed computers', async () => {
    const bot = await people.botAccount('Cola');
    const table = { gameId: 'escoba', players: 2, rated: false };
    const program = await people.program(bot.token);
    expect(await program.request({ type: 'quickplay', action: 'join', table, name: 'ignored', computers: false })).toMatchObject({ type: 'ack' });
    const [wary, welcoming] = [await people.person('Recelosa'), await people.person('Abierta')];
    expect(await wary.ws.request({ type: 'quickplay', action: 'join', table, name: wary.name, computers: false })).toMatchObject({ type: 'ack' });
    await wary.ws.next((m) => m.type === 'quickplay' && m['state'] === 'waiting');
    expect(await welcoming.ws.request({ type: 'quickplay', action: 'join', table, name: welcoming.name, computers: true })).toMatchObject({ type: 'ack' });
    const [toBot, toPerson] = [await program.next((m) => m.type === 'quickplay' && m['state'] === 'seated', 15_000), await welcoming.ws.next((m) => m.type === 'quickplay' && m['state'] === 'seated', 15_000)];
    expect(toBot['code']).toBe(toPerson['code']);
    const sync = await welcoming.ws.next((m) => m.type === 'sync');
    const seats = (sync['table'] as { seats: { name: string; botAccount?: boolean }[] }).seats;
    expect(new Map(seats.map((s) => [s.name, s.botAccount === true]))).toEqual(new Map([
      [bot.name, true],
      [welcoming.name, false],
    ]));
    // The person who did not allow computers waited the whole time and was never taken: leaving still succeeds.
    expect(await wary.ws.request({ type: 'quickplay', action: 'leave' })).toMatchObject({ type: 'ack' });
    expect(wary.ws.received.some((m) => m.type === 'quickplay' && m['state'] === 'seated')).toBe(false);
  }, GAME_TIMEOUT);
});
