import { parsed, problem, type Parsed } from '../command.js';
import type { Messages } from '../messages/index.js';

/**
 * The level of each seat of `escoba play` (null for the person's seat `human`), from `--levels` (one per
 * computer seat, in seat order) or else `--level` for all of them; `levels` are the game's bot levels.
 */
export function seatLevels<L extends string>(
  options: { readonly level?: string; readonly levels?: string },
  players: number,
  human: number,
  levels: readonly L[],
  fallback: L,
  m: Messages,
): Parsed<(L | null)[]> {
  const level = (option: string, text: string): Parsed<L> => {
    const t = text.trim();
    return (levels as readonly string[]).includes(t) ? parsed(t as L) : problem(m.errors.level(option, levels, text));
  };
  const computer: L[] = [];
  if (options.levels !== undefined) {
    const parts = options.levels.split(',');
    if (parts.length !== players - 1) return problem(m.errors.levelsCount(players - 1, options.levels));
    for (const p of parts) {
      const l = level('--levels', p);
      if (!l.ok) return l;
      computer.push(l.value);
    }
  } else {
    const l = level('--level', options.level ?? fallback);
    if (!l.ok) return l;
    for (let i = 1; i < players; i++) computer.push(l.value);
  }
  return parsed(Array.from({ length: players }, (_, s) => (s === human ? null : computer[s < human ? s : s - 1]!)));
}
