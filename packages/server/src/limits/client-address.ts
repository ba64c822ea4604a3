import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:10.0.0.1`) is the IPv4 address. */
export function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The reverse proxies whose `X-Forwarded-For` and `X-Real-IP` headers are believed: addresses and CIDR ranges
 * (`ESCOBA_TRUSTED_PROXIES`, none by default). A header from any other peer is ignored, so a client cannot choose
 * the address its limits are counted under.
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  private constructor(readonly entries: readonly string[]) {
    for (const entry of entries) {
      const [address, bits] = entry.split('/') as [string, string | undefined];
      const a = plain(address);
      const type = isIP(a) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.list.addAddress(a, type);
      else this.list.addSubnet(a, Number(bits), type);
    }
  }

  /**
   * Reads a list of addresses and CIDR ranges separated by commas or spaces (`127.0.0.1, 10.0.0.0/8, ::1`); an
   * entry that is neither names itself in the error.
   */
  static parse(raw: string): { ok: true; proxies: TrustedProxies } | { ok: false; entry: string } {
    const entries = raw.split(/[\s,]+/).filter((e) => e !== '');
    for (const entry of entries) if (!validEntry(entry)) return { ok: false, entry };
    return { ok: true, proxies: new TrustedProxies(entries) };
  }

  static readonly none = new TrustedProxies([]);

  has(address: string): boolean {
    const a = plain(address);
    const version = isIP(a);
    return version !== 0 && this.entries.length > 0 && this.list.check(a, version === 6 ? 'ipv6' : 'ipv4');
  }

  /**
   * The client's address for the limits per address. From a trusted proxy: the nearest address in
   * `X-Forwarded-For` that is not itself a trusted proxy (read from the right, as each proxy appends the address it
   * was connected from), else `X-Real-IP`; from anyone else: the socket's peer, whatever the headers say.
   */
  clientAddress(req: IncomingMessage): string {
    const peer = plain(req.socket.remoteAddress ?? '?');
    if (!this.has(peer)) return peer;
    const forwarded = headerText(req.headers['x-forwarded-for']).split(',').map((a) => plain(a.trim())).filter((a) => a !== '');
    let nearest = peer;
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const hop = forwarded[i]!;
      // Not an address: the proxy that wrote it is as far as the chain can be believed.
      if (isIP(hop) === 0) return nearest;
      if (!this.has(hop)) return hop;
      nearest = hop;
    }
    if (forwarded.length > 0) return nearest;
    const real = plain(headerText(req.headers['x-real-ip']).trim());
    return isIP(real) !== 0 ? real : peer;
  }
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function validEntry(entry: string): boolean {
  const parts = entry.split('/');
  if (parts.length > 2) return false;
  const version = isIP(plain(parts[0]!));
  if (version === 0) return false;
  if (parts.length === 1) return true;
  const bits = parts[1]!;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32);
}
