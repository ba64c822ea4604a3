import type { EventBus, TableMessage } from './bus.js';

/** The bus of one process: delivers each message to this process's subscribers of its table, at once. */
export class InMemoryBus implements EventBus {
  private readonly topics = new Map<string, Set<(message: TableMessage) => void>>();

  publish(message: TableMessage): void {
    const handlers = this.topics.get(message.code);
    if (handlers) for (const h of handlers) h(message);
  }

  subscribe(code: string, handler: (message: TableMessage) => void): () => void {
    let handlers = this.topics.get(code);
    if (!handlers) this.topics.set(code, (handlers = new Set()));
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.topics.get(code) === handlers) this.topics.delete(code);
    };
  }
}
