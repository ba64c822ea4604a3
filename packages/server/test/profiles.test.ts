// Profiles and game history on a real server process (SQLite file) with real WebSocket clients: two accounts play a
// casual game to the end; both profiles count it, the history lists it, the record downloads and replays to the
// game's end, the head-to-head counts it; while the game is in play there is no record and no profile shows it; a
// kill -9 at a game's end and restarts write every game exactly once (also when nothing was written before the kill).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { actionText, gameForRecordFormat, tableGameById, type AnyGameDefinition } from '@escoba/games';
import { unwrap } from '@escoba/cards';
import type { GameView } from '@escoba/protocol';
import { Browser } from './accounts/browser.js';
import type { RawClient } from './helpers.js';
import { kill9, startProcess, type ServerProcess } from './server-process.js';

const PASSWORD = 'correct horse battery';
const children: ChildProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'escoba-profiles-'));
const file = join(dir, 'escoba.sqlite');
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const start = () => startProcess({ ESCOBA_DB: file, ESCOBA_BOT_DELAY_MS: '0', ESCOBA_READS_PER_MINUTE: '100000', ESCOBA_PLAYS_PER_SECOND: '1000' }, children);

/** Plays the seat's first legal action whenever the seat is on turn (the table's game from its sync). */
function autoplay(client: RawClient, seat: number, playing = true): { finished: number[]; play(): void; stop(): void } {
  let gameId = '';
  let playedAt = -1;
  let last: { v: number; view: GameView } | null = null;
  const finished: number[] = [];
  const act = () => {
    if (!playing || !last || last.view.turn !== seat || last.view.legal.length === 0 || playedAt === last.v) return;
    playedAt = last.v;
    client.send({ type: 'play', play: actionText(tableGameById(gameId), last.view.legal[0]), v: last.v });
  };
  const onMessage = (data: unknown) => {
    const m = JSON.parse(String(data)) as { type: string; code?: string; v?: number; view?: GameView | null; table?: { settings: { gameId: string } }; event?: { type: string; game?: number } };
    // Two autoplayers with no pause can pass the socket's 15 messages a second: a dropped play is sent again.
    if (m.type === 'error' && m.code === 'RateLimited') {
      playedAt = -1;
      setTimeout(act, 250);
      return;
    }
    if (m.table) gameId = m.table.settings.gameId;
    if (m.event?.type === 'finished') finished.push(m.event.game!);
    if ((m.type === 'event' || m.type === 'sync') && m.view) last = { v: m.v!, view: m.view };
    act();
  };
  client.ws.on('message', onMessage);
  return {
    finished,
    play: () => {
      playing = true;
      act();
    },
    stop: () => client.ws.off('message', onMessage),
  };
}

/** Polls up to two minutes. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 2400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Profile {
  name: string;
  games: { group: string; gameId: string; games: number; wins: number; draws: number; losses: number; stats: { id: string; count: number; per: number }[] }[];
}
interface History {
  total: number;
  games: { table: string; game: number; result: string; seat: number; seats: { name: string; account: boolean; result: string }[] }[];
}

describe('profiles on a server process (SQLite)', () => {
  it('counts a finished game once in both profiles, its history, record and head-to-head; nothing of a game in play', async () => {
    let server: ServerProcess = await start();
    const ana = new Browser(server.port, '127.0.3.1');
    const bea = new Browser(server.port, '127.0.3.2');
    const [anaName, beaName] = ['Anaprof', 'Beaprof'];
    expect((await ana.signIn('signup', anaName, PASSWORD)).status).toBe(201);
    expect((await bea.signIn('signup', beaName, PASSWORD)).status).toBe(201);
    const get = async <T>(path: string, who = ana) => {
      const a = await who.send(path, { method: 'GET', origin: null, csrf: null });
      return { status: a.status, body: a.body as T, text: a.text, headers: a.headers };
    };

    const host = await ana.socket();
    host.send({ type: 'hello', protocol: 'escoba/2' });
    expect(await host.request({ type: 'create', config: { gameId: 'escoba', players: 2, target: 1 }, name: 'ignored' })).toMatchObject({ type: 'ack' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const guest = await bea.socket();
    guest.send({ type: 'hello', protocol: 'escoba/2' });
    expect(await guest.request({ type: 'join', code, seat: 1, name: 'ignored' })).toMatchObject({ type: 'ack' });
    const guestPlayer = autoplay(guest, 1, false);
    const hostPlayer = autoplay(host, 0);
    expect(await host.request({ type: 'start' })).toMatchObject({ type: 'ack' });

    // In play (Bea does not play yet): no record, and no profile answer shows the game or any of its cards.
    const beaView = (await guest.next((m) => m.type === 'event' && !!m['view'] && (m['view'] as GameView).hand.length > 0))['view'] as GameView & { hand: unknown[] };
    expect((await get(`/api/games/${code}/0/record`)).status).toBe(404);
    const inPlay = [await get(`/api/players/${anaName}`), await get(`/api/players/${beaName}/games`), await get(`/api/players/${anaName}/vs/${beaName}`)];
    expect(inPlay.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(inPlay[0]!.body).toMatchObject({ name: anaName, games: [] });
    expect(inPlay[1]!.body).toMatchObject({ total: 0, games: [] });
    expect(inPlay[2]!.body).toMatchObject({ games: 0 });
    expect(beaView.hand.length).toBeGreaterThan(0);
    // Nothing names the table in play, and no answer carries a hand, a deck or a record.
    for (const a of inPlay) expect(a.text).not.toMatch(new RegExp(`${code}|"(hand|hands|deck|record|legal)"`));

    // Bea plays: the game goes to its end.
    guestPlayer.play();
    await until(() => Promise.resolve(hostPlayer.finished.length), (n) => n >= 1, 'the first game to end');
    const profileA = await until(() => get<Profile>(`/api/players/${anaName}`), (a) => a.body.games.length === 1, 'the profile to count the game');
    const profileB = (await get<Profile>(`/api/players/${beaName}`)).body;
    const [a, b] = [profileA.body.games[0]!, profileB.games[0]!];
    expect([a.group, a.games, b.group, b.games]).toEqual(['escoba', 1, 'escoba', 1]);
    expect(a.wins + a.draws + a.losses).toBe(1);
    expect([b.wins, b.draws, b.losses]).toEqual([a.losses, a.draws, a.wins]);
    const hands = a.stats.find((s) => s.id === 'pointsPerHand')!;
    expect(hands.per).toBeGreaterThan(0);
    expect(a.stats.find((s) => s.id === 'escobasPerHand')!.per).toBe(hands.per);

    const history = (await get<History>(`/api/players/${beaName}/games`)).body;
    expect(history.total).toBe(1);
    expect(history.games[0]).toMatchObject({ table: code, game: 0, seat: 1, seats: [{ name: anaName, account: true }, { name: beaName, account: true }] });

    // The record downloads and replays to the game's end, with the scores the table announced.
    const download = await get<Record<string, unknown>>(`/api/games/${code}/0/record`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    // review22: the seats' players as metadata, for the review to name them and link the accounts' names (no account id).
    expect(download.body['seats']).toEqual([
      { name: anaName, account: true },
      { name: beaName, account: true },
    ]);
    expect(download.body['players']).toBe(2);
    const game = gameForRecordFormat(download.body['format'] as string) as unknown as AnyGameDefinition;
    const replayed = unwrap(game.record.replay(download.body));
    const end = host.received.find((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'finished') as unknown as { event: { scores: number[]; winner: number | null } };
    expect(game.phase(replayed)).toBe('over');
    expect(game.matchOutcome(replayed)?.winner).toBe(end.event.winner);
    expect(end.event.winner).toBe(a.wins === 1 ? 0 : a.losses === 1 ? 1 : null);
    expect(game.matchOutcome(replayed)?.points).toEqual(end.event.scores);
    expect((await get(`/api/players/${anaName}/vs/${beaName}`)).body).toEqual({ name: anaName, other: beaName, games: 1, wins: a.wins, draws: a.draws, losses: a.losses });

    // A rematch, killed with -9 as soon as its end is announced; the restarted process counts it once.
    expect(await host.request({ type: 'rematch' })).toMatchObject({ type: 'ack' });
    await until(() => Promise.resolve(hostPlayer.finished.length), (n) => n >= 2, 'the rematch to end');
    await kill9(server);
    hostPlayer.stop();
    guestPlayer.stop();
    server = await start();
    const again = new Browser(server.port, '127.0.3.3');
    const read = async (path: string) => (await again.send(path, { method: 'GET', origin: null, csrf: null })).body;
    const afterKill = await until(() => read(`/api/players/${anaName}`) as Promise<unknown> as Promise<Profile>, (p) => p.games[0]?.games === 2, 'both games counted after the restart');
    expect(afterKill.games).toHaveLength(1);
    expect(((await read(`/api/players/${beaName}/games`)) as unknown as History).total).toBe(2);

    // Killed again, with every profile row gone (as if the process had died before writing any): the next start reads
    // the finished table again and writes both games once; another restart changes nothing.
    await kill9(server);
    const db = new Database(file);
    db.exec('DELETE FROM profile_games; DELETE FROM profile_results; DELETE FROM profile_sums; DELETE FROM profile_read;');
    db.close();
    for (let restart = 0; restart < 2; restart++) {
      server = await start();
      const later = new Browser(server.port, `127.0.3.${4 + restart}`);
      const profile = await until(async () => (await later.send(`/api/players/${anaName}`, { method: 'GET', origin: null, csrf: null })).body as unknown as Profile, (p) => p.games[0]?.games === 2, 'the games read again');
      expect(profile).toEqual(afterKill);
      const vs = (await later.send(`/api/players/${beaName}/vs/${anaName}`, { method: 'GET', origin: null, csrf: null })).body;
      expect(vs).toMatchObject({ games: 2 });
      await kill9(server);
    }
  }, 420_000);
});
