// Prints the queue of one Vitest run of `npm test` (test/lanes.mjs `run`, default 0) in the order its files start,
// as vitest.config.ts's sequencer (test/sequencer.ts) sorts them, one line a file: its lane, its Vitest group
// (`sequence.groupOrder`) and its path; then how many runs of consecutive files of a lane that shares its workers'
// modules (`isolate: false`) the queue holds: Vitest starts new workers for each such run, which load the modules
// again. `node scripts/lane-order.mjs [RUN] [--json]`; no test runs.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVitest } from 'vitest/node';
import { LANES } from '../test/lanes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 0);
const json = process.argv.includes('--json');

const vitest = await createVitest('test', { watch: false, config: `${ROOT}vitest.config.ts` });
try {
  const laneOf = (spec) => LANES.find((l) => l.name === spec.project.name);
  const specs = (await vitest.globTestSpecifications()).filter((spec) => laneOf(spec)?.run === run);
  const Sequencer = vitest.config.sequence.sequencer;
  const queue = (await new Sequencer(vitest).sort(specs)).map((spec) => ({
    lane: spec.project.name,
    group: spec.project.config.sequence.groupOrder,
    shared: spec.project.config.isolate === false,
    file: relative(ROOT, spec.moduleId).split('\\').join('/'),
  }));
  const sharedRuns = queue.filter((f, i) => f.shared && (i === 0 || queue[i - 1].lane !== f.lane)).length;
  if (json) console.log(JSON.stringify({ run, queue, sharedRuns }));
  else {
    for (const f of queue) console.log(`${f.lane.padEnd(8)} ${f.group} ${f.file}`);
    console.log(`${queue.length} files; ${sharedRuns} runs of files sharing their workers' modules`);
  }
} finally {
  await vitest.close();
}
