import type { Delivery, QueuedEntry, QueueStore } from './queue-store.js';

/** The queues of one process alone (no Redis): every step runs on the event loop, so each is atomic. */
export class MemoryQueueStore implements QueueStore {
  private readonly byQueue = new Map<string, Map<string, QueuedEntry>>();
  /** The entry each waiting player has. */
  private readonly players = new Map<string, string>();
  private receive: (delivery: Delivery) => void = () => undefined;

  add(entry: QueuedEntry): Promise<boolean> {
    if (this.players.has(entry.player)) return Promise.resolve(false);
    this.players.set(entry.player, entry.id);
    let queue = this.byQueue.get(entry.queue);
    if (!queue) this.byQueue.set(entry.queue, (queue = new Map()));
    queue.set(entry.id, entry);
    return Promise.resolve(true);
  }

  remove(entry: QueuedEntry): Promise<boolean> {
    const queue = this.byQueue.get(entry.queue);
    if (!queue?.delete(entry.id)) return Promise.resolve(false);
    this.forget(entry);
    return Promise.resolve(true);
  }

  queues(): Promise<string[]> {
    for (const [key, queue] of this.byQueue) if (queue.size === 0) this.byQueue.delete(key);
    return Promise.resolve([...this.byQueue.keys()]);
  }

  list(queue: string): Promise<QueuedEntry[]> {
    return Promise.resolve([...(this.byQueue.get(queue)?.values() ?? [])]);
  }

  take(group: readonly QueuedEntry[]): Promise<boolean> {
    if (!group.every((e) => this.byQueue.get(e.queue)?.has(e.id))) return Promise.resolve(false);
    for (const e of group) {
      this.byQueue.get(e.queue)!.delete(e.id);
      this.forget(e);
    }
    return Promise.resolve(true);
  }

  claim(): Promise<boolean> {
    return Promise.resolve(true);
  }

  renew(): Promise<void> {
    return Promise.resolve();
  }

  deliver(_process: string, delivery: Delivery): Promise<void> {
    this.receive(delivery);
    return Promise.resolve();
  }

  onDelivery(receive: (delivery: Delivery) => void): void {
    this.receive = receive;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private forget(entry: QueuedEntry): void {
    if (this.players.get(entry.player) === entry.id) this.players.delete(entry.player);
  }
}
