import { PROTOCOL, type ChallengeInfo, type ServerMessage } from '@escoba/protocol';
import { WebSocket } from 'ws';

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
 * its seat comes through `onSeat`. A dropped connection is opened again after `retryMs`; a refusal (1008) ends it.
 */
export class ChallengeWatch {
  private ws: WebSocket | null = null;
  private stopped = false;
  /** Wanted challenges not answered yet, oldest first. */
  private readonly waiting = new Map<string, ChallengeInfo>();
  private readonly asked = new Map<string, ChallengeInfo>();
  private readonly listeners = new Set<() => void>();
  private readonly seats: ChallengeSeat[] = [];

  constructor(
    private readonly url: string,
    private readonly Socket: new (url: string) => WebSocket,
    private readonly want: (c: ChallengeInfo) => boolean,
    private readonly events: { readonly refused: (reason: string) => void; readonly report: (line: string) => void },
    private readonly retryMs = 1000,
  ) {}

  start(): void {
    if (this.stopped) return;
    const ws = new this.Socket(this.url);
    this.ws = ws;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL }));
      ws.send(JSON.stringify({ type: 'challenge', action: 'listen' }));
    });
    ws.on('message', (data) => this.receive(JSON.parse(String(data)) as ServerMessage));
    ws.on('error', () => undefined); // followed by 'close'
    ws.on('close', (code, reason) => {
      this.ws = null;
      if (this.stopped) return;
      if (code === 1008) {
        this.stopped = true;
        return this.events.refused(reason.toString());
      }
      this.waiting.clear();
      setTimeout(() => this.start(), this.retryMs).unref();
    });
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A seat a challenge gave, if one came (taken from the list). */
  takeSeat(): ChallengeSeat | undefined {
    return this.seats.shift();
  }

  /** Accepts the oldest wanted challenge still open: its seat comes later (`onChange`). False when none waits. */
  acceptNext(): boolean {
    const next = this.waiting.values().next();
    if (next.done || this.ws === null) return false;
    this.waiting.delete(next.value.id);
    this.asked.set(next.value.id, next.value);
    this.ws.send(JSON.stringify({ type: 'challenge', action: 'accept', id: next.value.id }));
    return true;
  }

  /** Whether an accept was sent and its seat (or its failure) has not come yet. */
  get accepting(): boolean {
    return this.asked.size > 0;
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close(1000);
  }

  private receive(m: ServerMessage): void {
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
    } else return;
    for (const listener of this.listeners) listener();
  }

  private incoming(c: ChallengeInfo): void {
    if (this.want(c)) {
      this.events.report(`challenge from ${c.from.name} (${c.game}, ${c.config.players} players, ${c.config.rated === true ? 'rated' : 'casual'})`);
      this.waiting.set(c.id, c);
    } else {
      this.events.report(`declined a challenge from ${c.from.name} (${c.game}, ${c.config.rated === true ? 'rated' : 'casual'}): not one this bridge takes`);
      this.ws?.send(JSON.stringify({ type: 'challenge', action: 'decline', id: c.id }));
    }
  }
}
