import { TrustedProxies } from '../limits/client-address.js';
import type { AccountStore } from './account-store.js';

/** Whether `range` is an IP address or CIDR range (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/32`). */
export function isAddressRange(range: string): boolean {
  return !/[\s,]/.test(range) && range !== '' && TrustedProxies.parse(range).ok;
}

/** Whether `address` is in one of the banned ranges (read from the store at each signup and login: bans are few). */
export async function addressBanned(store: AccountStore, address: string): Promise<boolean> {
  const bans = await store.addressBans();
  if (bans.length === 0) return false;
  // TrustedProxies is a matcher of addresses and CIDR ranges; here it holds the banned ones.
  const parsed = TrustedProxies.parse(bans.map((b) => b.range).join(','));
  return parsed.ok && parsed.proxies.has(address);
}
