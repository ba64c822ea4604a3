// The end of an online game as the protocol tells it: a spectator's real client on the table.
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { createClient, type ClientOptions, type PublicEvent } from '@escoba/protocol';
import { gameDefinition } from '@escoba/games';

export type FinishedEvent = Extract<PublicEvent, { type: 'finished' }>;

/** Spectates table `code` on the server at `serverUrl` (closed after the file's tests); the getter gives its `finished` event once heard. */
export async function finishedOf(serverUrl: string, code: string): Promise<() => FinishedEvent | null> {
  const client = createClient(`${serverUrl.replace(/^http/, 'ws')}/ws`, { WebSocket: WebSocket as unknown as ClientOptions['WebSocket'], definitionOf: (id) => Promise.resolve(gameDefinition(id)) });
  let finished: FinishedEvent | null = null;
  client.on('event', ({ event }) => {
    if (event.type === 'finished') finished = event;
  });
  await client.spectate(code);
  afterAll(() => client.close());
  return () => finished;
}
