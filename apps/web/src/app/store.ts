import { createMatch, type Match, type MatchSetup } from '../game/match.js';
import { loadGame, saveGame } from '../game/saved-game.js';
import type { KeyValueStore } from '../settings.js';
import type { BotClient } from '../worker/protocol.js';
import { LocalTableSource } from '../table/local-source.js';

/**
 * The current game against the computer and its persistence: the one table source every screen of it reads,
 * saved to `localStorage` on every change so a reload resumes it.
 */
export class GameStore {
  private current: LocalTableSource | null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly kv: KeyValueStore,
    private readonly bots: BotClient,
    /** The computer's minimum pause before a play, in ms (it follows the animation setting). */
    private think: number,
  ) {
    const saved = loadGame(kv);
    this.current = saved ? this.sourceFor(saved) : null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current game's source, or null when there is none. */
  readonly getSnapshot = (): LocalTableSource | null => this.current;

  setThink(ms: number): void {
    this.think = ms;
  }

  /** A game that can be continued: started and not over. */
  canContinue(): boolean {
    return this.current !== null && this.current.match.state.phase !== 'over';
  }

  /** Starts a new game (replacing the current one); false when the setup is not a valid game. */
  start(setup: MatchSetup): boolean {
    const created = createMatch(setup);
    if (!created.ok) return false;
    this.current?.settled(null);
    this.current = this.sourceFor(created.value, true);
    saveGame(this.kv, created.value);
    for (const l of this.listeners) l();
    return true;
  }

  private sourceFor(match: Match, fresh = false): LocalTableSource {
    return new LocalTableSource(match, this.bots, (next) => saveGame(this.kv, next), () => this.think, fresh);
  }
}
