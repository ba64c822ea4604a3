// The queue of `npm test`'s first run (unit, cli, soak and browser lanes) as vitest.config.ts's sequencer
// (test/sequencer.ts) orders it, listed by scripts/lane-order.mjs from Vitest's own file list.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LANES, LONGEST_FIRST } from './lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Queued {
  readonly lane: string;
  readonly group: number;
  readonly shared: boolean;
  readonly file: string;
}

it('one queue for the run: stage by stage, each stage longest first, then the unit lane\'s other files together', () => {
  const { queue } = JSON.parse(execFileSync(process.execPath, ['scripts/lane-order.mjs', '0', '--json'], { cwd: ROOT, encoding: 'utf8' })) as { queue: Queued[] };
  const stageOf = (f: Queued): number => LANES.find((l) => l.name === f.lane)!.stage;
  const lanes = new Set(queue.map((f) => f.lane));
  expect(lanes).toEqual(new Set(LANES.filter((l) => l.run === 0).map((l) => l.name)));
  // One Vitest group: a worker done with a stage takes the next stage's first file.
  expect(new Set(queue.map((f) => f.group)).size).toBe(1);
  const stages = queue.map(stageOf);
  expect(stages).toEqual([...stages].sort((a, b) => a - b));
  for (const stage of new Set(stages)) {
    const files = queue.filter((f) => stageOf(f) === stage).map((f) => f.file);
    const ranked = files.filter((f) => LONGEST_FIRST.includes(f));
    expect(files.slice(0, ranked.length), `stage ${stage}: LONGEST_FIRST's files first`).toEqual(ranked);
    expect(ranked).toEqual([...ranked].sort((a, b) => LONGEST_FIRST.indexOf(a) - LONGEST_FIRST.indexOf(b)));
    // After LONGEST_FIRST's files, lane by lane (Vitest's own order): the unit lane's files in one run.
    const rest = queue.filter((f) => stageOf(f) === stage && !LONGEST_FIRST.includes(f.file));
    const firstShared = rest.findIndex((f) => f.shared);
    if (firstShared !== -1) expect(rest.slice(firstShared).filter((f) => !f.shared).map((f) => f.file), `stage ${stage}`).toEqual([]);
  }
  // The unit lane's files not in LONGEST_FIRST follow one another, so that two workers go through them all.
  const at = queue.flatMap((f, i) => (f.shared && !LONGEST_FIRST.includes(f.file) ? [i] : []));
  expect(at.length).toBeGreaterThan(100);
  expect(at.at(-1)! - at[0]! + 1).toBe(at.length);
});
