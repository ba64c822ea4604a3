import { createClient, ProtocolError, type ClientGame, type SocketConstructor } from '@escoba/protocol';
import { cliGameById } from '../games/catalog.js';
import { ExternalBotError } from '../duplicate/external.js';
import type { Decider } from './decider.js';

/** How a table ended for the bridge. */
export type TableOutcome =
  /** The game was played to its end. */
  | { readonly kind: 'finished'; readonly winner: number | null; readonly scores: readonly number[] }
  /** The seat could not be taken (taken by someone else first, the table gone) or the host removed the bot: look for another. */
  | { readonly kind: 'missed'; readonly reason: string }
  /** The bot failed (an illegal or late answer, a program that died) or the server refused the token: stop. */
  | { readonly kind: 'failed'; readonly reason: string };

/** The seat the bridge plays: a free seat it joins, or one a challenge gave it (resumed with its `token`). */
export interface SeatToTake {
  readonly code: string;
  readonly seat: number;
  readonly gameId: string;
  readonly players: number;
  readonly token?: string;
}

export interface SeatPlayerOptions {
  readonly url: string;
  readonly Socket: SocketConstructor;
  readonly open: SeatToTake;
  readonly decider: Decider;
  /** A line of what happens at the table (seated, connection lost and resumed). */
  readonly report: (line: string) => void;
}

/** How long a play refused for the server's rate limit waits before it is tried again. */
const RATE_LIMITED_RETRY_MS = 500;

const definitionOf = (id: string): Promise<ClientGame> => {
  const game = cliGameById(id);
  return game ? Promise.resolve(game.plugin.definition as unknown as ClientGame) : Promise.reject(new Error(`this escoba does not know the game ${JSON.stringify(id)}`));
};

/**
 * Takes the open seat and plays it to the end of the game: at each position where the seat is on turn, its view
 * becomes the game's `escoba-bot/1` request (`botWire.request`, the line `escoba match` sends), the decider's
 * answer is read back as one of the legal actions (`botWire.answer`) and played. The protocol client resumes the
 * seat with its token after a dropped connection.
 */
export function playSeat(o: SeatPlayerOptions): Promise<TableOutcome> {
  const { code, seat } = o.open;
  const client = createClient(o.url, { definitionOf, WebSocket: o.Socket });
  return new Promise<TableOutcome>((resolve) => {
    let done = false;
    let busy = false;
    let seated = false;
    /** The position last asked about: the version and the private messages (señas) since, so each is asked once. */
    let askedAt = '';
    let privates = 0;
    const finish = (outcome: TableOutcome) => {
      if (done) return;
      done = true;
      client.close();
      resolve(outcome);
    };
    const check = () => {
      const { view, table } = client;
      if (done || busy || !seated || view === null || table === null) return;
      if (table.status === 'finished') return finish({ kind: 'finished', winner: null, scores: [] });
      if (table.status !== 'playing' || view.turn !== seat || view.legal.length === 0) return;
      const at = `${client.v}:${privates}`;
      if (at === askedAt) return;
      askedAt = at;
      const game = cliGameById(table.settings.gameId);
      if (game === undefined) return finish({ kind: 'failed', reason: `table ${code}: this escoba does not know the game ${JSON.stringify(table.settings.gameId)}` });
      busy = true;
      const where = `table ${code}, seat ${seat}, version ${client.v}`;
      void o.decider
        .answer(game.botWire.request(view as never))
        .then(async (line) => {
          const action = game.botWire.answer(line, view as never);
          if (!action.ok) return finish({ kind: 'failed', reason: `${where}: the answer ${JSON.stringify(line)} is not a legal play: ${action.message}` });
          await client.play(action.value as object);
        })
        .catch((e: unknown) => {
          if (e instanceof ExternalBotError) return finish({ kind: 'failed', reason: `${where}: the program ${e.message}` });
          // The server takes a few plays a second from a seat: the same position is asked again a moment later.
          if (e instanceof ProtocolError && e.code === 'RateLimited') return void setTimeout(() => retry(at), RATE_LIMITED_RETRY_MS).unref();
          if (e instanceof ProtocolError) return finish({ kind: 'failed', reason: `${where}: the server refused the play (${e.code}): ${e.message}` });
          finish({ kind: 'failed', reason: `${where}: ${(e as Error).message}` });
        })
        .finally(() => {
          busy = false;
          check();
        });
    };
    /** Asks about the position `at` again, if the game is still there. */
    const retry = (at: string) => {
      if (askedAt === at) askedAt = '';
      check();
    };
    client.on('sync', check);
    client.on('private', () => {
      privates++;
      check();
    });
    client.on('event', (e) => {
      if (e.event.type === 'finished') return finish({ kind: 'finished', winner: e.event.winner, scores: e.event.scores });
      // The host removed the bot before the start: another table, then.
      if (e.event.type === 'left' && e.event.seat === seat && seated) return finish({ kind: 'missed', reason: e.event.kicked ? 'the host removed the bot' : 'the seat was given up' });
      check();
    });
    client.on('status', (status) => {
      if (status === 'closed' && seated && !done) o.report(`table ${code}: the connection dropped; resuming the seat`);
    });
    client.on('error', (e) => {
      if (e.code === 'Refused') finish({ kind: 'failed', reason: `the server refused the connection: ${e.detail ?? e.message}` });
    });
    client
      .ready()
      .then(async () => void (o.open.token === undefined ? await client.join(code, seat, 'program') : await client.resume({ code, seat, token: o.open.token })))
      .then(() => {
        seated = true;
        o.report(`table ${code}: seated at seat ${seat} (${o.open.gameId}, ${o.open.players} players)`);
        check();
      })
      .catch((e: unknown) => finish({ kind: 'missed', reason: (e as Error).message }));
  });
}
