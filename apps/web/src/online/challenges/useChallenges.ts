import { useSyncExternalStore } from 'react';
import { socketUrl } from '../links.js';
import { challengeClient, type ChallengeClient, type ChallengeState } from './challenge-client.js';

/** The page's challenge client and its state. */
export function useChallenges(): { readonly client: ChallengeClient; readonly state: ChallengeState } {
  const client = challengeClient(socketUrl(location));
  const state = useSyncExternalStore(client.subscribe, client.snapshot, client.snapshot);
  return { client, state };
}
