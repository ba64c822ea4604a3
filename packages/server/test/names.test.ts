/**
 * Names and chat lines that cannot impersonate or hide, on a real server with WebSocket clients: a look-alike of
 * a seated player's name is refused at join, and so are the probe names and chat lines that show nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { RawClient, testServer } from './helpers.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function lobby(players: 2 | 3 | 4) {
  const server = await testServer();
  servers.push(server);
  const host = await RawClient.open(server);
  host.send({ type: 'create', config: { players }, name: 'Ana' });
  const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
  return { server, host, code };
}

async function refused(client: RawClient, message: Record<string, unknown>, code: string, text?: RegExp) {
  const answer = await client.request(message);
  expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'error', code });
  if (text) expect(answer['message']).toMatch(text);
}

describe('names at a table', () => {
  it('refuses a name that looks the same as a seated player’s, and takes a different one', async () => {
    const { server, code } = await lobby(4);
    const guest = await RawClient.open(server);
    // A Cyrillic А, capitals, spacing and punctuation, a braille blank: all read "Ana".
    for (const name of ['\u0410na', 'ANA', 'A n a', 'Ana.', 'Ana\u2800'])
      await refused(guest, { type: 'join', code, seat: 1, name }, 'BadName', new RegExp(`the name ${JSON.stringify(name).replace(/[.]/g, '\\.')} looks the same as "Ana", the name of the player at seat 0: choose another name`));
    expect(server.service.peek(code)!.seats[1]!.name).toBeNull();
    expect((await guest.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
    const third = await RawClient.open(server);
    // A Cyrillic В and е pass for the second player's name too.
    await refused(third, { type: 'join', code, seat: 2, name: '\u0412\u0435a' }, 'BadName', /looks the same as "Bea", the name of the player at seat 1/);
    expect((await third.request({ type: 'join', code, seat: 2, name: 'Анна' })).type).toBe('ack');
    expect(server.service.peek(code)!.seats.map((s) => s.name)).toEqual(['Ana', 'Bea', 'Анна', null]);
  });

  it('refuses look-alikes of the app’s words and names with nothing visible, whatever the seat', async () => {
    const { server, code } = await lobby(2);
    const guest = await RawClient.open(server);
    for (const name of ['Y\u043Eu', 'S\u0435rv\u0435r', 'B\u03BFt', 'S\u0435at 2'])
      await refused(guest, { type: 'join', code, seat: 1, name }, 'BadName', /reads as a word the table uses for itself/);
    for (const name of ['\u2800', '\uFFFC', '\u0301'])
      await refused(guest, { type: 'join', code, seat: 1, name }, 'BadName', /name has no visible letter or digit/);
    await refused(guest, { type: 'join', code, seat: 1, name: '\uFDFD'.repeat(24) }, 'BadName', /name is longer than 24 characters/);
    await refused(guest, { type: 'join', code, seat: 1, name: 'Bea\uD800' }, 'Malformed', /name: the text holds a lone surrogate/);
    await refused(guest, { type: 'create', config: { players: 2 }, name: 'V\u043E\u0441\u00EA' }, 'BadName', /reads as a word the table uses for itself/);
    expect(server.service.peek(code)!.seats[1]!.name).toBeNull();
  });
});

describe('chat lines', () => {
  it('refuses lines that show nothing or are not well-formed, and passes the next good line', async () => {
    const { server, host, code } = await lobby(2);
    const guest = await RawClient.open(server);
    expect((await guest.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
    for (const text of ['\u200D'.repeat(200), '\uFE0F\uFE0E\u0301', '\u2800 \u2800', '\u200C\u200D\u200C'])
      await refused(guest, { type: 'chat', text }, 'Malformed', /chat text shows nothing/);
    await refused(guest, { type: 'chat', text: '\uFDFD'.repeat(24) }, 'Malformed', /chat text is longer than 200 characters/);
    await refused(guest, { type: 'chat', text: 'hola \uDC00' }, 'Malformed', /text: the text holds a lone surrogate/);
    expect((await guest.request({ type: 'chat', text: '¡Hola! 👋' })).type).toBe('ack');
    // The host's first chat event is the good line: nothing refused reached the table.
    const line = await host.next((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'chat');
    expect(line['event']).toMatchObject({ type: 'chat', seat: 1, name: 'Bea', text: '¡Hola! 👋' });
  });
});
