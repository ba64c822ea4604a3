import type { BlockedPlayer, ReportReason } from '@escoba/protocol';
import { AccountClient, type Outcome } from '../../account/api.js';

const isBlocked = (x: unknown): x is BlockedPlayer => {
  const b = x as Record<string, unknown> | null;
  return typeof b === 'object' && b !== null && typeof b['account'] === 'string' && typeof b['name'] === 'string' && typeof b['since'] === 'number';
};

const field = (name: string) => (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

/**
 * The server's blocks and reports (`/api/safety/…`, docs/protocol.md), for a logged-in player: POSTs through the
 * account client, which carries the session's CSRF token.
 */
export class SafetyClient {
  constructor(
    private readonly account = new AccountClient(),
    private readonly fetcher: (input: string, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
  ) {}

  /** The players the account blocked, or null when the list cannot be read (logged out, offline). */
  async blocks(): Promise<BlockedPlayer[] | null> {
    try {
      const res = await this.fetcher('/api/safety/blocks', { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok) return null;
      const list = field('blocks')(await res.json());
      return Array.isArray(list) ? list.filter(isBlocked) : null;
    } catch {
      return null;
    }
  }

  block(name: string): Promise<Outcome<BlockedPlayer>> {
    return this.account.post('/api/safety/block', { name }, (body) => {
      const blocked = field('blocked')(body);
      return isBlocked(blocked) ? blocked : null;
    });
  }

  unblock(account: string): Promise<Outcome<boolean>> {
    return this.account.post('/api/safety/unblock', { account }, (body) => (typeof field('unblocked')(body) === 'boolean' ? (field('unblocked')(body) as boolean) : null));
  }

  report(name: string, reason: ReportReason, text: string, code: string | null): Promise<Outcome<number>> {
    return this.account.post('/api/safety/report', { name, reason, text, ...(code === null ? {} : { code }) }, (body) => (typeof field('report')(body) === 'number' ? (field('report')(body) as number) : null));
  }
}
