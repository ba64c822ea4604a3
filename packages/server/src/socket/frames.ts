import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import type { Transport } from './connection.js';

/**
 * A server's WebSocket text frame holding `text` (RFC 6455 §5.2: FIN, opcode 1, no mask, no extension bits), header
 * and payload in one buffer: what `ws` writes for `send(text)` without compression, as one chunk instead of two.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, header);
  return frame;
}

/** A message's text and, made at its first need, its frame: one for every connection the message goes to (cpu21). */
export class SharedText {
  private framed: Buffer | null = null;

  constructor(readonly text: string) {}

  get frame(): Buffer {
    return (this.framed ??= textFrame(this.text));
  }
}

/**
 * A `ws` socket whose text messages are framed here and written to its TCP socket in one `write` (cpu21): `ws`'s
 * sender corks the socket and writes the header and the text as two chunks, a `writev` through Node's stream
 * buffering, for each message. Only while the socket is open, as `ws` does; its pings, pongs and close frames still
 * go through `ws`, on the same socket in the same order. Valid because the server never compresses
 * (`perMessageDeflate: false`) nor sends a Blob, so `ws`'s sender never holds a message back in a queue of its own.
 */
export class FramedSocket implements Transport {
  constructor(
    private readonly ws: WebSocket,
    private readonly socket: Duplex,
  ) {}

  send(text: string): void {
    this.sendFrame(textFrame(text));
  }

  sendFrame(frame: Buffer): void {
    if (this.ws.readyState === WebSocket.OPEN) this.socket.write(frame);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  get bufferedAmount(): number {
    return this.ws.bufferedAmount;
  }
}
