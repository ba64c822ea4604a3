// The web app's session when the server refuses the connection (close code 1008): a real server, a real protocol
// client whose socket sends the Origin of another site's page, as a browser there would.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { pino } from 'pino';
import { originRefusalReason, type SocketConstructor } from '@escoba/protocol';
import { MemoryStore, startServer, type EscobaServer } from '@escoba/server';
import { OnlineSession } from '../src/online/session.js';
import { refusal } from '../src/online/errors.js';
import { makeI18n } from '../src/i18n/translator.js';

const sessions: OnlineSession[] = [];
const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) s.close();
  for (const s of servers.splice(0)) await s.close();
});

function fromPage(origin: string): SocketConstructor {
  class PageSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin } });
    }
  }
  return PageSocket as unknown as SocketConstructor;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('a session the server refuses', () => {
  it('holds the refusal (not a dismissable notice), says why in the person’s language without "retrying", and tries again only when asked', async () => {
    const server = await startServer({ webDir: '/nonexistent', port: 0, store: new MemoryStore(), botWorker: false, logger: pino({ level: 'silent' }) });
    servers.push(server);
    let handshakes = 0;
    server.http.on('upgrade', () => handshakes++);
    const page = 'http://127.0.0.1:5173';
    const session = new OnlineSession(`ws://localhost:${server.port}/ws`, { WebSocket: fromPage(page), reconnectDelayMs: 10 });
    sessions.push(session);
    const creating = session.create({ players: 2 }, 'Ana').then(
      () => null,
      (e: unknown) => e,
    );
    await until(() => session.getSnapshot().refused !== null, 'the refusal');
    const snap = session.getSnapshot();
    expect(snap.status).toBe('closed');
    expect(snap.error).toBeNull();
    expect(snap.refused).toMatchObject({ code: 'Refused', detail: originRefusalReason(page) });
    // The table could not be created: the form shows the same words.
    const failed = await creating;
    expect(failed).toBe(snap.refused);

    const reason = originRefusalReason(page);
    const en = refusal(makeI18n('en'), failed);
    expect(en).toBe(`This server does not accept connections from this page (its operator can allow it: ESCOBA_ALLOWED_ORIGINS). The server said: “${reason}”`);
    expect(refusal(makeI18n('es'), failed)).toBe(`Este servidor no acepta conexiones desde esta página (quien lo administra puede permitirlo: ESCOBA_ALLOWED_ORIGINS). El servidor dijo: «${reason}»`);
    expect(refusal(makeI18n('pt'), failed)).toContain(`O servidor disse: “${reason}”`);
    for (const lang of ['en', 'es', 'pt'] as const) expect(refusal(makeI18n(lang), failed)).not.toMatch(/retry|reintent|tentando|reconnect|reconect/i);

    // "Try again": one more handshake, refused again; the refusal is cleared while it connects.
    expect(handshakes).toBe(1);
    const seen: (string | null)[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().refused?.code ?? null));
    session.reconnect();
    await until(() => session.getSnapshot().refused !== null, 'the second refusal');
    expect(seen[0]).toBeNull();
    expect(handshakes).toBe(2);
  });
});
