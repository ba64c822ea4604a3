import type { SocketConstructor } from '@escoba/protocol';
import { WebSocket } from 'ws';
import { cliGameById } from '../games/catalog.js';
import { ChallengeWatch, wanted, type ChallengeChoice } from './challenge-watch.js';
import type { Decider } from './decider.js';
import { LobbyWatch, type OpenSeat } from './lobby-watch.js';
import { playSeat, type SeatToTake } from './seat-player.js';

export interface BridgeOptions {
  readonly url: string;
  readonly Socket: SocketConstructor;
  readonly decider: Decider;
  /** Only tables of this game (its id), or of any game this escoba knows. */
  readonly game: string | undefined;
  /** Stop after this many games played to the end; undefined: go on until stopped. */
  readonly games: number | undefined;
  /** challenge22: which challenges to the bot account it accepts (default none: it does not listen for them). */
  readonly challenges?: ChallengeChoice;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** What the bridge plays next: a public table's free seat, or a challenge's seat. */
type Next = { readonly kind: 'open'; readonly open: OpenSeat } | { readonly kind: 'challenge'; readonly seat: SeatToTake } | { readonly kind: 'refused' };

/**
 * `escoba bot connect`: watches the server's lobby and sits at one public table at a time that has a free seat for
 * a game it can play, plays it to the end (`seat-player.ts`) and looks for the next; with `challenges`, it also
 * accepts the challenges it wants while it is free (`challenge-watch.ts`) and plays them the same way. Resolves to
 * the exit status: 0 after `games` games, 2 when the bot failed (an illegal or late answer, a program that died) or
 * the server refused its token.
 */
export async function runBridge(o: BridgeOptions): Promise<number> {
  let refused: string | null = null;
  let wake: () => void = () => undefined;
  const refuse = (reason: string) => {
    refused = reason;
    wake();
  };
  const lobby = new LobbyWatch(o.url, o.Socket as unknown as new (url: string) => WebSocket, {
    refused: refuse,
    dropped: (code, reason) => o.out(`the lobby connection dropped (${code}${reason ? `: ${reason}` : ''}); connecting again`),
  });
  const gameWanted = (gameId: string) => cliGameById(gameId) !== undefined && (o.game === undefined || gameId === o.game);
  const choice = o.challenges ?? 'none';
  const challenges = choice === 'none' ? null : new ChallengeWatch(o.url, o.Socket as unknown as new (url: string) => WebSocket, (c) => wanted(c, choice, gameWanted), { refused: refuse, report: o.out });
  const unwatch = [lobby.onChange(() => wake()), challenges?.onChange(() => wake())];
  /** Tables whose seat was missed: not tried again. */
  const missed = new Set<string>();
  const playable = (s: OpenSeat) => !missed.has(s.code) && gameWanted(s.entry.settings.gameId);
  lobby.start();
  challenges?.start();
  o.out(`watching the lobby of ${o.url} for a free seat${o.game === undefined ? '' : ` at a ${o.game} table`}${challenges === null ? '' : `, and answering ${choice === 'all' ? 'every' : choice} challenge${choice === 'all' ? '' : 's'}`}`);
  try {
    let played = 0;
    while (o.games === undefined || played < o.games) {
      const next = await new Promise<Next>((resolve) => {
        wake = () => {
          if (refused !== null) return resolve({ kind: 'refused' });
          const given = challenges?.takeSeat();
          if (given !== undefined) return resolve({ kind: 'challenge', seat: { code: given.code, seat: given.seat, token: given.token, gameId: given.challenge.game, players: given.challenge.config.players } });
          // While an accept is on its way, its seat is what comes next.
          if (challenges?.accepting || challenges?.acceptNext()) return;
          const seat = lobby.openSeats().find(playable);
          if (seat !== undefined) resolve({ kind: 'open', open: seat });
        };
        wake();
      });
      if (next.kind === 'refused') {
        o.err(`escoba bot connect: the server refused the bot's connection: ${refused ?? ''}`);
        return 2;
      }
      const seat: SeatToTake = next.kind === 'challenge' ? next.seat : { code: next.open.code, seat: next.open.seat, gameId: next.open.entry.settings.gameId, players: next.open.entry.settings.players };
      const outcome = await playSeat({ url: o.url, Socket: o.Socket, open: seat, decider: o.decider, report: o.out });
      if (outcome.kind === 'missed') {
        missed.add(seat.code);
        o.out(`table ${seat.code}: could not take seat ${seat.seat} (${outcome.reason}); looking for another`);
        continue;
      }
      if (outcome.kind === 'failed') {
        o.err(`escoba bot connect: ${outcome.reason}`);
        return 2;
      }
      played++;
      missed.add(seat.code);
      o.out(`table ${seat.code}: game over${outcome.winner === null ? '' : `, won by side ${outcome.winner}`}${outcome.scores.length > 0 ? `, scores ${outcome.scores.join('-')}` : ''} (${played} game${played === 1 ? '' : 's'} played)`);
    }
    return 0;
  } finally {
    for (const stop of unwatch) stop?.();
    lobby.stop();
    challenges?.stop();
  }
}
