import { CODE_PATTERN } from '@escoba/protocol';

/** The server's WebSocket endpoint, on the host that served the page. */
export const socketUrl = (loc: { protocol: string; host: string }): string => `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;

/** The link to share: the server answers `/t/CODE` with the app, which opens the table. */
export const tableLink = (origin: string, code: string): string => `${origin}/t/${code}`;

/** A table code typed by a person: spaces and dashes dropped, upper case; null when it cannot be one. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
