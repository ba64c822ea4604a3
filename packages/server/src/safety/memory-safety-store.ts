import type { BlockRecord, NewReport, ReportRecord, SafetyStore } from './safety-store.js';

/** Blocks and reports kept in memory: for tests, and for a server whose game log is in memory. */
export class MemorySafetyStore implements SafetyStore {
  private readonly blocks = new Map<string, BlockRecord>();
  private readonly kept: ReportRecord[] = [];

  block(b: BlockRecord): Promise<boolean> {
    const key = keyOf(b.blocker, b.blocked);
    if (this.blocks.has(key)) return Promise.resolve(false);
    this.blocks.set(key, b);
    return Promise.resolve(true);
  }

  unblock(blocker: string, blocked: string): Promise<boolean> {
    return Promise.resolve(this.blocks.delete(keyOf(blocker, blocked)));
  }

  blocksBy(blocker: string): Promise<BlockRecord[]> {
    return Promise.resolve([...this.blocks.values()].filter((b) => b.blocker === blocker).sort((a, b) => a.createdAt - b.createdAt));
  }

  blocksAmong(accounts: readonly string[]): Promise<{ blocker: string; blocked: string }[]> {
    const among = new Set(accounts);
    return Promise.resolve([...this.blocks.values()].filter((b) => among.has(b.blocker) && among.has(b.blocked)).map((b) => ({ blocker: b.blocker, blocked: b.blocked })));
  }

  blockedEitherWay(a: string, b: string): Promise<boolean> {
    return Promise.resolve(this.blocks.has(keyOf(a, b)) || this.blocks.has(keyOf(b, a)));
  }

  addReport(r: NewReport): Promise<number> {
    const id = this.kept.length + 1;
    this.kept.push({ ...r, id, closedAt: null });
    return Promise.resolve(id);
  }

  reports(open: boolean): Promise<ReportRecord[]> {
    return Promise.resolve(this.kept.filter((r) => !open || r.closedAt === null));
  }

  closeReport(id: number, at: number): Promise<'closed' | 'already' | 'none'> {
    const i = this.kept.findIndex((r) => r.id === id);
    if (i < 0) return Promise.resolve('none');
    if (this.kept[i]!.closedAt !== null) return Promise.resolve('already');
    this.kept[i] = { ...this.kept[i]!, closedAt: at };
    return Promise.resolve('closed');
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

const keyOf = (blocker: string, blocked: string): string => `${blocker}\n${blocked}`;
