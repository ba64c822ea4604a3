import { useState } from 'react';
import { useAccountName } from './AccountContext.js';

/**
 * The name an online form sends: what the guest types (starting from the saved one), or the account's name for a
 * logged-in player, whose field shows it and cannot be edited (`fromAccount`).
 */
export function useOnlineName(initial: string): { readonly name: string; readonly setName: (name: string) => void; readonly fromAccount: boolean } {
  const [typed, setName] = useState(initial);
  const accountName = useAccountName();
  return { name: accountName ?? typed, setName, fromAccount: accountName !== null };
}
