import type { SocketConstructor } from '@escoba/protocol';
import { WebSocket } from 'ws';
import { cliGameById } from '../games/catalog.js';
import type { Decider } from './decider.js';
import { LobbyWatch, type OpenSeat } from './lobby-watch.js';
import { playSeat } from './seat-player.js';

export interface BridgeOptions {
  readonly url: string;
  readonly Socket: SocketConstructor;
  readonly decider: Decider;
  /** Only tables of this game (its id), or of any game this escoba knows. */
  readonly game: string | undefined;
  /** Stop after this many games played to the end; undefined: go on until stopped. */
  readonly games: number | undefined;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/**
 * `escoba bot connect`: watches the server's lobby and sits at one public table at a time that has a free seat for
 * a game it can play, plays it to the end (`seat-player.ts`) and looks for the next. Resolves to the exit status:
 * 0 after `games` games, 2 when the bot failed (an illegal or late answer, a program that died) or the server refused
 * its token.
 */
export async function runBridge(o: BridgeOptions): Promise<number> {
  let refused: string | null = null;
  let wake: () => void = () => undefined;
  const lobby = new LobbyWatch(o.url, o.Socket as unknown as new (url: string) => WebSocket, {
    refused: (reason) => {
      refused = reason;
      wake();
    },
    dropped: (code, reason) => o.out(`the lobby connection dropped (${code}${reason ? `: ${reason}` : ''}); connecting again`),
  });
  const unwatch = lobby.onChange(() => wake());
  /** Tables whose seat was missed: not tried again. */
  const missed = new Set<string>();
  const playable = (s: OpenSeat) => !missed.has(s.code) && cliGameById(s.entry.settings.gameId) !== undefined && (o.game === undefined || s.entry.settings.gameId === o.game);
  lobby.start();
  o.out(`watching the lobby of ${o.url} for a free seat${o.game === undefined ? '' : ` at a ${o.game} table`}`);
  try {
    let played = 0;
    while (o.games === undefined || played < o.games) {
      const open = await new Promise<OpenSeat | null>((resolve) => {
        wake = () => {
          if (refused !== null) return resolve(null);
          const seat = lobby.openSeats().find(playable);
          if (seat !== undefined) resolve(seat);
        };
        wake();
      });
      if (open === null) {
        o.err(`escoba bot connect: the server refused the bot's connection: ${refused ?? ''}`);
        return 2;
      }
      const outcome = await playSeat({ url: o.url, Socket: o.Socket, open, decider: o.decider, report: o.out });
      if (outcome.kind === 'missed') {
        missed.add(open.code);
        o.out(`table ${open.code}: could not take seat ${open.seat} (${outcome.reason}); looking for another`);
        continue;
      }
      if (outcome.kind === 'failed') {
        o.err(`escoba bot connect: ${outcome.reason}`);
        return 2;
      }
      played++;
      missed.add(open.code);
      o.out(`table ${open.code}: game over${outcome.winner === null ? '' : `, won by side ${outcome.winner}`}${outcome.scores.length > 0 ? `, scores ${outcome.scores.join('-')}` : ''} (${played} game${played === 1 ? '' : 's'} played)`);
    }
    return 0;
  } finally {
    unwatch();
    lobby.stop();
  }
}
