import { WebSocket } from 'ws';
import type { SocketConstructor } from '@escoba/protocol';

/**
 * A WebSocket class that sends the bot token in the handshake's `Authorization: Bearer` header (never in the URL: URLs
 * end in logs). Node 20 has no WebSocket of its own; `ws`'s is what the protocol client is given.
 */
export function botSocket(token: string): SocketConstructor {
  return class BotSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { authorization: `Bearer ${token}` } });
    }
  };
}
