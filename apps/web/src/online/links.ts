import { CODE_PATTERN } from '@escoba/protocol';

/** The server's WebSocket endpoint, on the host that served the page. */
export const socketUrl = (loc: { protocol: string; host: string }): string => `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;

/**
 * The link to share: the server answers `/t/CODE` with the app, which opens the table. With the table's invitation
 * (`?invite=…`, known to the host) the link keeps working after the code alone has stopped letting people join.
 */
export const tableLink = (origin: string, code: string, invite?: string | null): string => `${origin}/t/${code}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;

/** The link to watch: watching needs only the code. */
export const watchLink = (origin: string, code: string): string => `${origin}/t/${code}/watch`;

/** The invitation in a page's query string (`?invite=…`), if it looks like one. */
export function inviteFrom(search: string): string | null {
  const invite = new URLSearchParams(search).get('invite');
  return invite !== null && /^[A-Za-z0-9_-]{16,64}$/.test(invite) ? invite : null;
}

/** A table code typed by a person: spaces and dashes dropped, upper case; null when it cannot be one. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
