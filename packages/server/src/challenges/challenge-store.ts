import type { ChallengeMessage, TableConfig } from '@escoba/protocol';

/** One side of a stored challenge: the account, its name when the challenge was sent, and whether it is a bot account. */
export interface ChallengeSide {
  readonly account: string;
  readonly name: string;
  readonly bot: boolean;
}

/** A challenge waiting for an answer. */
export interface StoredChallenge {
  readonly id: string;
  readonly from: ChallengeSide;
  readonly to: ChallengeSide;
  readonly config: TableConfig;
  /** The game's id (`TableSettings.gameId`). */
  readonly game: string;
  readonly expiresAt: number;
  /** The connection that sent it (its listener id): the challenger's seat goes there, and its close cancels the challenge. */
  readonly listener: string;
}

/** A challenge message for the listening connections of some accounts, on whichever process holds them. */
export interface ChallengeNotice {
  readonly accounts: readonly string[];
  /** Only this listener (a connection's id) gets it. */
  readonly only?: string;
  /** These listeners do not get it. */
  readonly except?: readonly string[];
  readonly message: ChallengeMessage;
}

/**
 * Where open challenges are kept and how their messages reach the players: in this process
 * ({@link MemoryChallengeStore}, one process on SQLite) or in Redis for every process (`RedisChallengeStore`).
 * An answer rests on one atomic step: `take` removes a challenge once, so of an accept, a decline, a cancel and the
 * expiry racing each other exactly one wins.
 */
export interface ChallengeStore {
  add(challenge: StoredChallenge): Promise<void>;
  get(id: string): Promise<StoredChallenge | null>;
  /** Removes the challenge and returns it, or null when it is gone already (answered, cancelled, expired). */
  take(id: string): Promise<StoredChallenge | null>;
  /** The open challenges from or to the account, not expired at `now`. */
  of(account: string, now: number): Promise<StoredChallenge[]>;
  /** Sends a notice to every process (this one included). */
  publish(notice: ChallengeNotice): Promise<void>;
  onNotice(receive: (notice: ChallengeNotice) => void): void;
  close(): Promise<void>;
}

export class MemoryChallengeStore implements ChallengeStore {
  private readonly challenges = new Map<string, StoredChallenge>();
  private receive: (notice: ChallengeNotice) => void = () => undefined;

  add(challenge: StoredChallenge): Promise<void> {
    this.challenges.set(challenge.id, challenge);
    return Promise.resolve();
  }

  get(id: string): Promise<StoredChallenge | null> {
    return Promise.resolve(this.challenges.get(id) ?? null);
  }

  take(id: string): Promise<StoredChallenge | null> {
    const challenge = this.challenges.get(id) ?? null;
    this.challenges.delete(id);
    return Promise.resolve(challenge);
  }

  of(account: string, now: number): Promise<StoredChallenge[]> {
    return Promise.resolve([...this.challenges.values()].filter((c) => (c.from.account === account || c.to.account === account) && c.expiresAt > now));
  }

  publish(notice: ChallengeNotice): Promise<void> {
    this.receive(notice);
    return Promise.resolve();
  }

  onNotice(receive: (notice: ChallengeNotice) => void): void {
    this.receive = receive;
  }

  close(): Promise<void> {
    this.challenges.clear();
    return Promise.resolve();
  }
}
