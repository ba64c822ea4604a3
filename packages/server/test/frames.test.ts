import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Outbox, type Connection, type Transport } from '../src/socket/connection.js';
import { FramedSocket, SharedText, textFrame } from '../src/socket/frames.js';

/** Texts around each length the frame header changes at (125/126 bytes, 65,535/65,536), and some that are not ASCII. */
const TEXTS = ['', 'a', 'x'.repeat(125), 'x'.repeat(126), 'é'.repeat(63), 'é'.repeat(64), `${'y'.repeat(65_533)}é`, 'z'.repeat(65_535), 'z'.repeat(65_536), `{"n":"Ana 😀 \u2028"}`, 'w'.repeat(200_000)];

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A `ws` server whose connections are framed sockets, and a `ws` client connected to it. */
async function pair(): Promise<{ server: FramedSocket; serverWs: WebSocket; client: WebSocket }> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const accepted = new Promise<{ server: FramedSocket; serverWs: WebSocket }>((resolve) => wss.on('connection', (ws: WebSocket, req: IncomingMessage) => resolve({ server: new FramedSocket(ws, req.socket), serverWs: ws })));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`, { perMessageDeflate: false });
  closers.push(async () => {
    client.terminate();
    wss.close();
    await new Promise((resolve) => http.close(resolve));
  });
  await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
  return { ...(await accepted), client };
}

describe('text frames written by the server', () => {
  it('have the header ws writes: FIN and text opcode, 7-bit, 16-bit and 64-bit lengths', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame('x'.repeat(126)).subarray(0, 4)]).toEqual([0x81, 126, 0, 126]);
    expect([...textFrame('z'.repeat(65_536)).subarray(0, 10)]).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(textFrame('é').length).toBe(4);
  });

  it('reach a ws client as the same texts, in order, between the pings and pongs ws itself sends, and the close', async () => {
    const { server, serverWs, client } = await pair();
    const got: string[] = [];
    let pongs = 0;
    let pings = 0;
    client.on('pong', () => pongs++);
    client.on('ping', () => pings++);
    const closed = new Promise<number>((resolve) => client.on('close', (code) => resolve(code)));
    client.on('message', (data, binary) => {
      expect(binary).toBe(false);
      got.push(data.toString());
    });
    const pinged = new Promise((resolve) => serverWs.once('ping', resolve));
    client.ping();
    await pinged;
    for (const [i, text] of TEXTS.entries()) {
      server.send(text);
      if (i % 3 === 0) serverWs.ping();
    }
    expect(server.bufferedAmount).toBeGreaterThanOrEqual(0);
    server.close(4000, 'done');
    // Written after the close frame: dropped, as ws drops a send once it is closing.
    server.send('after the close');
    expect(await closed).toBe(4000);
    expect(got).toEqual(TEXTS);
    expect([pings, pongs]).toEqual([Math.ceil(TEXTS.length / 3), 1]);
  });

  it('of a message for several connections are made once, and a transport that cannot take frames gets the text', () => {
    const message = new SharedText('{"type":"event","v":3}');
    expect(message.frame).toBe(message.frame);
    expect(message.frame.equals(textFrame(message.text))).toBe(true);
    const frames: Buffer[] = [];
    const texts: string[] = [];
    const framed: Transport = { send: () => expect.unreachable(), sendFrame: (f) => void frames.push(f), close: () => undefined, bufferedAmount: 0 };
    const plain: Transport = { send: (t) => void texts.push(t), close: () => undefined, bufferedAmount: 0 };
    const outbox = new Outbox(1 << 20, () => undefined);
    for (const transport of [framed, framed, plain]) outbox.sendShared({ transport, closed: false } as Connection, message);
    expect(frames).toEqual([message.frame, message.frame]);
    expect(frames[0]).toBe(frames[1]);
    expect(texts).toEqual([message.text]);
  });
});
