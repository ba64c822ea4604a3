import { isIP } from 'node:net';

/**
 * The key a client address is counted under by the limits per address: an IPv4 address itself (also when Node
 * reports it IPv4-mapped, `::ffff:10.0.0.1`), an IPv6 address by its /64 (`2001:db8:0:1::/64`), since one
 * subscriber usually gets a whole /64 and could otherwise pick a new address for every connection. Anything else
 * (an unknown peer) is its own key.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  return `${expand(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, 0, 0, 0, 0, 1). */
function expand(address: string): string[] {
  const plain = address.split('%')[0]!.toLowerCase();
  const [head, tail] = plain.includes('::') ? (plain.split('::') as [string, string]) : [plain, null];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === null ? [] : groups(tail);
  // An embedded IPv4 tail (`::1.2.3.4`) lies beyond the first four groups, which are all this is used for.
  const width = (g: string[]) => g.reduce((n, x) => n + (x.includes('.') ? 2 : 1), 0);
  const zeros = tail === null ? [] : Array.from({ length: 8 - width(left) - width(right) }, () => '0');
  return [...left, ...zeros, ...right].map((g) => (g.includes('.') ? g : String(parseInt(g, 16).toString(16))));
}
