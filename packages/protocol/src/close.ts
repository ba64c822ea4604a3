/**
 * The WebSocket close codes the server uses and the reasons it gives with a refusal, shared by the server (which
 * sends them) and clients (which read them).
 */
export const CLOSE_CODES = {
  /** Policy: the server refused this client (a page of a site it does not accept, or a connection that flooded it). Not retried automatically. */
  refused: 1008,
  /** The server is restarting or shutting down: reconnect (elsewhere). */
  restart: 1012,
  /** Try again later: the server shed this connection (too slow to read, over its share). */
  tryAgainLater: 1013,
} as const;

/** The reason of a 1008 close for a connection that kept sending faster than the rate limit. */
export const FLOODING_REASON = 'rate limit exceeded';

/** The reason of a 1008 close for a page of a site the server does not accept (`origin` as the page sent it, shortened). */
export const originRefusalReason = (origin: string): string => `pages of ${origin} may not connect here (ESCOBA_ALLOWED_ORIGINS)`;

/** What a refusal's reason says: the page's site is not accepted, the connection flooded the server, or something else. */
export type RefusalKind = 'origin' | 'flooding' | 'other';

export function refusalKind(reason: string): RefusalKind {
  if (reason === FLOODING_REASON) return 'flooding';
  if (reason.endsWith('(ESCOBA_ALLOWED_ORIGINS)')) return 'origin';
  return 'other';
}
