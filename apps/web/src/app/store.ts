import type { KeyValueStore } from '../settings.js';
import type { BotWorker } from '../worker/bot-client.js';
import { LocalTableSource, type LocalMatch } from '../table/local-source.js';
import { SAVED_GAME_KEYS, type WebGameId } from '../games/catalog.js';
import type { GameModule, SeededSetup } from '../games/types.js';

/** A game's source as the store holds it; the game's own screen knows its types (`defineGame`). */
export type StoredSource = LocalTableSource<LocalMatch, unknown, unknown>;

/**
 * The current game against the computer of each game, and its persistence: the one table source every screen of
 * it reads, saved to `localStorage` on every change so a reload resumes it. A game's saved game is resumed once
 * its code is loaded (`attach`).
 */
export class GameStore {
  private readonly modules = new Map<WebGameId, GameModule>();
  private sources: ReadonlyMap<WebGameId, StoredSource> = new Map();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly kv: KeyValueStore,
    private readonly worker: BotWorker,
    /** The computer's minimum pause before a play, in ms (it follows the animation setting). */
    private think: number,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Each game's current source (replaced as a whole on every change). */
  readonly getSnapshot = (): ReadonlyMap<WebGameId, StoredSource> => this.sources;

  setThink(ms: number): void {
    this.think = ms;
  }

  /** A game's code is loaded: its saved game (if any) becomes its current source. */
  attach(module: GameModule): void {
    const id = module.kit.id;
    if (this.modules.has(id)) return;
    this.modules.set(id, module);
    const saved = module.kit.load(this.kv);
    if (saved) this.set(id, this.sourceFor(module, saved, false));
  }

  /** A game that can be continued: started and not over (before its code is loaded: one is saved). */
  canContinue(id: WebGameId): boolean {
    const module = this.modules.get(id);
    if (!module) return this.kv.getItem(SAVED_GAME_KEYS[id]) !== null;
    const source = this.sources.get(id);
    return source !== undefined && !module.kit.isOver(source.match);
  }

  /** Starts a new game of an attached game (replacing its current one); false when the setup is not a valid game. */
  start(id: WebGameId, setup: SeededSetup): boolean {
    const module = this.modules.get(id);
    if (!module) return false;
    const created = module.kit.create(setup);
    if (!created.ok) return false;
    this.sources.get(id)?.settled(null);
    module.kit.save(this.kv, created.value);
    this.set(id, this.sourceFor(module, created.value, true));
    return true;
  }

  /** Another game like the current one of `id`, dealt from `seed`. */
  rematch(id: WebGameId, seed: string): boolean {
    const module = this.modules.get(id);
    const source = this.sources.get(id);
    return module !== undefined && source !== undefined && this.start(id, module.kit.again(source.match, seed));
  }

  private set(id: WebGameId, source: StoredSource): void {
    const next = new Map(this.sources);
    next.set(id, source);
    this.sources = next;
    for (const l of this.listeners) l();
  }

  private sourceFor(module: GameModule, match: LocalMatch, fresh: boolean): StoredSource {
    const { kit } = module;
    return new LocalTableSource(kit.local, match, kit.bots(this.worker), (next) => kit.save(this.kv, next), () => this.think, fresh);
  }
}
