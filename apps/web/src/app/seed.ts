/**
 * A new game's seed: random, unless the page was opened with `?seed=…` (tests and bug reports), in which
 * case games are numbered from it so a session is reproducible.
 */
export function newSeed(search: string, gameNumber: number): string {
  const fixed = new URLSearchParams(search).get('seed');
  if (fixed) return gameNumber === 0 ? fixed : `${fixed}:${gameNumber}`;
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}
