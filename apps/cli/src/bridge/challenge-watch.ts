import type { ChallengeInfo, ServerMessage } from '@escoba/protocol';
import type { WebSocket } from 'ws';
import { WatchSocket } from './watch-socket.js';

/** Which challenges the bridge accepts (`--challenges`): every one, only rated or only casual ones; `none`: it does not listen. */
export type ChallengeChoice = 'all' | 'rated' | 'casual' | 'none';
export const CHALLENGE_CHOICES: readonly ChallengeChoice[] = ['all', 'rated', 'casual', 'none'];

/** A seat a challenge gave the bot: resumed with its token. */
export interface ChallengeSeat {
  readonly code: string;
  readonly seat: number;
  readonly token: string;
  readonly challenge: ChallengeInfo;
}

/** Whether the bridge takes a challenge: its choice of rated or casual, and the game (`--game`, and one this escoba plays). */
export function wanted(c: ChallengeInfo, choice: ChallengeChoice, playable: (game: string) => boolean): boolean {
  if (choice === 'none' || !playable(c.game)) return false;
  return choice === 'all' || (choice === 'rated') === (c.config.rated === true);
}

/**
 * The bot account's challenges, over a WebSocket of their own with the bot's token (`{type: 'challenge', action:
 * 'listen'}`): one it does not want is declined at once; one it wants waits until the bridge is free (`accept`), and
 * its seat comes through `takeSeat` after a change.
 */
export class ChallengeWatch extends WatchSocket {
  /** Wanted challenges not answered yet, oldest first. */
  private readonly waiting = new Map<string, ChallengeInfo>();
  private readonly asked = new Map<string, ChallengeInfo>();
  private readonly seats: ChallengeSeat[] = [];

  constructor(
    url: string,
    Socket: new (url: string) => WebSocket,
    private readonly want: (c: ChallengeInfo) => boolean,
    private readonly events: { readonly refused: (reason: string) => void; readonly report: (line: string) => void },
    retryMs = 1000,
  ) {
    super(url, Socket, events, retryMs);
  }

  protected subscriptions(): readonly object[] {
    return [{ type: 'challenge', action: 'listen' }];
  }

  protected override onDrop(): void {
    this.waiting.clear();
  }

  /** A seat a challenge gave, if one came (taken from the list). */
  takeSeat(): ChallengeSeat | undefined {
    return this.seats.shift();
  }

  /** Accepts the oldest wanted challenge still open: its seat comes later (`onChange`). False when none waits. */
  acceptNext(): boolean {
    const next = this.waiting.values().next();
    if (next.done || !this.connected) return false;
    this.waiting.delete(next.value.id);
    this.asked.set(next.value.id, next.value);
    this.send({ type: 'challenge', action: 'accept', id: next.value.id });
    return true;
  }

  /** Whether an accept was sent and its seat (or its failure) has not come yet. */
  get accepting(): boolean {
    return this.asked.size > 0;
  }

  protected receive(m: ServerMessage): boolean {
    if (m.type === 'error' && this.asked.size > 0) {
      // An accept that came too late (the challenge was cancelled or expired meanwhile).
      this.events.report(`a challenge could not be accepted: ${m.message}`);
      this.asked.clear();
    } else if (m.type === 'challenge') {
      if (m.state === 'list') m.incoming.forEach((c) => this.incoming(c));
      else if (m.state === 'incoming') this.incoming(m.challenge);
      else if (m.state === 'ended') {
        this.waiting.delete(m.id);
        this.asked.delete(m.id);
      } else if (m.state === 'seated') {
        const challenge = this.asked.get(m.id);
        this.asked.delete(m.id);
        if (challenge) this.seats.push({ code: m.code, seat: m.seat, token: m.token, challenge });
      }
    } else return false;
    return true;
  }

  private incoming(c: ChallengeInfo): void {
    if (this.want(c)) {
      this.events.report(`challenge from ${c.from.name} (${c.game}, ${c.config.players} players, ${c.config.rated === true ? 'rated' : 'casual'})`);
      this.waiting.set(c.id, c);
    } else {
      this.events.report(`declined a challenge from ${c.from.name} (${c.game}, ${c.config.rated === true ? 'rated' : 'casual'}): not one this bridge takes`);
      this.send({ type: 'challenge', action: 'decline', id: c.id });
    }
  }
}
