// `escoba bot connect` against a real server process (SQLite): the operator makes a bot account; the bridge, with
// a bot program (`--cmd`) or a built-in level (`--level random`), sits at a person's public table and plays the game
// to its end against a person (a WebSocket player in this test); an illegal answer is reported with the table code;
// a revoked token stops it. The example of docs/bot-protocol.md ("Playing on a server") is run as written there.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutoPlayer, seeded } from '../../../packages/server/test/autoplayer.js';
import { startProcess, type ServerProcess } from '../../../packages/server/test/server-process.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ESCOBA = join(ROOT, 'apps/cli/bin/escoba.js');
const SERVER = join(ROOT, 'packages/server/bin/escoba-server.js');
const FIRST_LEGAL = join(ROOT, 'apps/cli/test/fixtures/first-legal-bot.mjs');
/** Whole games with server processes and operator commands on a loaded machine. */
const GAME_TIMEOUT = 400_000;

describe('escoba bot connect on a server process', () => {
  const children: ChildProcess[] = [];
  let dir: string;
  let server: ServerProcess;
  let db: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'escoba-bridge-'));
    db = join(dir, 'escoba.sqlite');
    // Plays as fast as the bridge and the person answer: at the default 5 a second a seat, a whole Escoba game waited
    // some 20 s on the limit, which is not this file's subject (limits-many.test.ts is its).
    server = await startProcess({ ESCOBA_DB: db, ESCOBA_BOT_DELAY_MS: '0', ESCOBA_PLAYS_PER_SECOND: '1000' }, children);
  }, 60_000);
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const operator = (...args: string[]) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(process.execPath, [SERVER, ...args], { env: { ...process.env, ESCOBA_DB: db } }, (error, out, err) => resolve({ code: error ? Number(error.code) : 0, out, err }));
    });
  /** A new bot account; its token in a file, as the bridge reads it. */
  const botAccount = async (name: string): Promise<string> => {
    const made = await operator('accounts', 'add-bot', name);
    expect(made.code, made.err).toBe(0);
    const file = join(dir, `${name}.token`);
    writeFileSync(file, `${/^escoba_bot_[\w-]{43}$/m.exec(made.out)![0]}\n`);
    return file;
  };
  /** Runs `escoba ARGS` until it exits: its status and output. */
  const bridge = (args: readonly string[]) => {
    const child = spawn(process.execPath, [ESCOBA, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.once('close', (code) => resolve({ code, out, err })));
    return { child, exited, out: () => out };
  };
  /** The first event of the person's table matching `match` (its messages are all kept: none is missed between waits). */
  const eventOf = async (person: AutoPlayer, match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> => {
    for (;;) {
      for (const text of person.texts) {
        const m = JSON.parse(text) as { type: string; event?: Record<string, unknown> };
        if (m.type === 'event' && match(m.event!)) return m.event!;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** A person's public table with seat 1 free (the person plays at random once the game starts). */
  const personTable = async (config: Record<string, unknown>, seed: number) => {
    const person = new AutoPlayer(server, 0, seeded(seed));
    await person.send({ type: 'create', config: { players: 2, public: true, ...config }, name: 'Paula' });
    await person.waitFor('joined');
    const seated = eventOf(person, (e) => e['type'] === 'seated' && e['seat'] === 1);
    return { person, code: person.code, seated };
  };
  /** Once the bot is seated, the person starts the game; the game's end as the person saw it. */
  const playToTheEnd = async (person: AutoPlayer, seated: Promise<Record<string, unknown>>, name: string) => {
    expect(await seated).toEqual({ type: 'seated', seat: 1, name, account: true, botAccount: true });
    await person.send({ type: 'start' });
    return (await eventOf(person, (e) => e['type'] === 'finished')) as { winner: number | null; scores: number[] };
  };

  it('plays a whole Escoba game with a bot program (--cmd), then stops after --games 1', async () => {
    const token = await botAccount('Bridget');
    const { person, code, seated } = await personTable({}, 1);
    const run = bridge(['bot', 'connect', '--server', `ws://127.0.0.1:${server.port}/ws`, '--token-file', token, '--cmd', `node ${FIRST_LEGAL}`, '--games', '1']);
    const finished = await playToTheEnd(person, seated, 'Bridget');
    const r = await run.exited;
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`table ${code}: seated at seat 1 (escoba, 2 players)\n`);
    expect(r.out).toContain(`table ${code}: game over, won by side ${finished.winner}, scores ${finished.scores.join('-')} (1 game played)\n`);
    // The person's plays were all accepted, and the bot's too: the game reached its end.
    expect(person.errors).toEqual([]);
    person.close();
  }, GAME_TIMEOUT);

  it('plays a whole Brisca game with a built-in level (--level random) at a table of that game (--game)', async () => {
    const token = await botAccount('Brisquero');
    const { person, code, seated } = await personTable({ gameId: 'brisca' }, 2);
    const run = bridge(['bot', 'connect', '--server', `http://127.0.0.1:${server.port}`, '--token-file', token, '--level', 'random', '--game', 'brisca', '--games', '1']);
    await playToTheEnd(person, seated, 'Brisquero');
    const r = await run.exited;
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`table ${code}: seated at seat 1 (brisca, 2 players)\n`);
    expect(r.out).toMatch(new RegExp(`table ${code}: game over.*\\(1 game played\\)\\n`));
    person.close();
  }, GAME_TIMEOUT);

  it('reports an illegal answer with the table code and stops (status 2)', async () => {
    const token = await botAccount('Tramposo');
    const { person, code, seated } = await personTable({}, 3);
    const run = bridge(['bot', 'connect', '--server', `ws://127.0.0.1:${server.port}/ws`, '--token-file', token, '--cmd', `node ${FIRST_LEGAL} illegal`]);
    await seated;
    await person.send({ type: 'start' });
    const r = await run.exited;
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`^escoba bot connect: table ${code}, seat 1, version \\d+: the answer "\\w+" is not a legal play: .+\\n$`));
    person.close();
  }, GAME_TIMEOUT);

  it('stops with the server’s reason when its token is revoked, and refuses bad options', async () => {
    const token = await botAccount('Revocado');
    expect((await operator('accounts', 'revoke-bot-token', 'Revocado')).code).toBe(0);
    const r = await bridge(['bot', 'connect', '--server', `ws://127.0.0.1:${server.port}/ws`, '--token-file', token, '--level', 'random']).exited;
    expect(r).toMatchObject({ code: 2, err: "escoba bot connect: the server refused the bot's connection: the bot token is unknown or revoked, or its bot account is banned\n" });
    const usage = await bridge(['bot', 'connect', '--server', `ws://127.0.0.1:${server.port}/ws?token=x`, '--token-file', token, '--level', 'random']).exited;
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/is not a ws:\/\/, wss:\/\/, http:\/\/ or https:\/\/ URL without a query/);
    expect((await bridge(['bot', 'connect', '--server', 'ws://127.0.0.1:1/ws', '--token-file', token]).exited).err).toMatch(/give either --cmd/);
  }, GAME_TIMEOUT);

  it('runs the example of docs/bot-protocol.md as written there', async () => {
    const doc = readFileSync(join(ROOT, 'docs/bot-protocol.md'), 'utf8');
    const example = /<!-- tested example: apps\/cli\/test\/bot-connect\.test\.ts -->\n```sh\n([\s\S]*?)```\n[\s\S]*?```\n([\s\S]*?)```/.exec(doc);
    expect(example, 'the tested example in docs/bot-protocol.md').not.toBeNull();
    const commands = example![1]!.trim().split('\n');
    const [addBot, connect] = commands.map((line) => line.replace(/^\$ /, ''));
    // The operator's command as the doc writes it (on the server's file), then the bridge's, on this test's server.
    expect(addBot).toBe("npx escoba-server accounts add-bot Robota | grep '^escoba_bot_' > robota.token");
    const made = await operator('accounts', 'add-bot', 'Robota');
    expect(made.out).toMatch(/^made the bot account "Robota" \(acc_[\w-]{22}\)\nbot token of "Robota" \(shown once/);
    writeFileSync(join(dir, 'robota.token'), /^escoba_bot_[\w-]{43}$/m.exec(made.out)![0]);
    const args = connect!.match(/"[^"]*"|\S+/g)!.map((a) => a.replace(/^"|"$/g, ''));
    expect(args.slice(0, 4)).toEqual(['npx', 'escoba', 'bot', 'connect']);
    const at = (flag: string) => args.indexOf(flag) + 1;
    args[at('--server')] = `ws://127.0.0.1:${server.port}/ws`;
    args[at('--token-file')] = join(dir, 'robota.token');
    const { person, code, seated } = await personTable({}, 4);
    const run = bridge(args.slice(2));
    await playToTheEnd(person, seated, 'Robota');
    const r = await run.exited;
    expect(r.code).toBe(0);
    // The doc's output, line for line, with this run's table code, scores and server.
    const shown = example![2]!.trim().split('\n');
    const got = r.out.trim().split('\n');
    expect(got.length).toBe(shown.length);
    shown.forEach((line, i) => {
      const pattern = line
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\bABCDEF\b/g, code)
        .replace(/ws:\/\/localhost:8080\/ws/g, `ws://127.0.0.1:${server.port}/ws`)
        .replace(/won by side \d, scores \d+-\d+/, 'won by side \\d, scores \\d+-\\d+');
      expect(got[i]).toMatch(new RegExp(`^${pattern}$`));
    });
    person.close();
  }, GAME_TIMEOUT);
});
