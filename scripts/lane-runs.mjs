// Runs lanes with Vitest, one Vitest process per run (test/lanes.mjs `run`), all at once. With one run, Vitest simply
// runs in this terminal. With several: one `tsc -b` first (instead of one per process, which could write the same
// files at once); the first run's output shows as it comes; the others' lines show with their lanes' names before
// them (or, in a terminal, whose last lines Vitest redraws, after the first run ends); a JSON report asked for with
// `--outputFile.json=FILE` or `--outputFile=FILE` is each run's own file while they run, then one FILE holding
// every run's tests (scripts/vitest-report.mjs); the tests' count closes the output.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { mergeReportFiles } from './vitest-report.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
/** Passed on to every run's process group. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const REPORT_ARG = /^(--outputFile(?:\.json)?=)(.+)$/;

/** Runs `lanes` with `vitestArgs`; resolves with the exit status (0 when every run passed). */
export async function runLanes(lanes, vitestArgs) {
  const runs = [...new Set(lanes.map((l) => l.run))].sort((a, b) => a - b).map((run) => ({ run, lanes: lanes.filter((l) => l.run === run) }));
  if (runs.length === 1) return (await vitest(runs[0], vitestArgs, {}, 'inherit', false)).status;

  const build = spawnSync(npx, ['tsc', '-b'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('tsc -b failed: no lane ran.');
    return build.status ?? 1;
  }
  const report = vitestArgs.map((a) => REPORT_ARG.exec(a)).find((m) => m !== null);
  const reportOf = (i) => (i === 0 ? report?.[2] : report?.[2].replace(/(\.json)?$/, `.${runs[i].lanes.map((l) => l.name).join('-')}$1`));
  // Files named for one run's lanes are in no other run: those others then pass with no test file.
  const argsOf = (i) => [...vitestArgs.map((a) => (report && a === report[0] ? `${report[1]}${reportOf(i)}` : a)), ...(i > 0 ? ['--passWithNoTests'] : [])];
  // Vitest's ESCOBA_TEST_BUILT tells test/build.ts that the build is done.
  const env = { ESCOBA_TEST_BUILT: 'tsc' };
  const finished = await Promise.all(runs.map((run, i) => vitest(run, argsOf(i), env, i === 0 ? 'inherit' : process.stdout.isTTY ? 'after' : 'prefixed', true)));
  for (const run of finished) if (run.held.length > 0) process.stdout.write(`\n${run.held.join('\n')}\n`);

  let count = '';
  if (report) {
    const parts = runs.map((_, i) => reportOf(i)).filter((f) => existsSync(f));
    const merged = mergeReportFiles(parts, report[2]);
    for (const part of parts.slice(1)) rmSync(part);
    count = `${merged.numPassedTests} passed, ${merged.numFailedTests} failed: `;
  }
  console.log(`\nEvery lane: ${count}${finished.map((r) => `${r.name} ${r.status === 0 ? 'passed' : `failed (exit ${r.status})`}`).join('; ')}`);
  return finished.every((r) => r.status === 0) ? 0 : 1;
}

/**
 * One Vitest process for `run`'s lanes. Its output: `inherit` this terminal; `prefixed` each line as it comes, after
 * the lanes' names; `after` held until the end (returned in `held`). `alone`: in a process group of its own, which
 * this process passes its signals on to (so that they reach npx's Vitest and what it started, not npx alone).
 */
function vitest(run, args, env, output, alone) {
  const name = run.lanes.map((l) => l.name).join(', ');
  const child = spawn(npx, ['vitest', 'run', ...run.lanes.flatMap((l) => ['--project', l.name]), ...args], {
    stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    // ESCOBA_PORT_RUN: the run's own block of ports (packages/server/test/services/ports.mjs).
    env: { ...process.env, ...env, ESCOBA_PORT_RUN: String(run.run) },
    detached: alone && process.platform !== 'win32',
  });
  const held = [];
  if (output !== 'inherit')
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => (output === 'prefixed' ? process.stdout.write(`[${name}] ${line}\n`) : held.push(`[${name}] ${line}`)));
  const stop = (signal) => {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
    } catch {
      // already gone
    }
  };
  if (alone) for (const signal of SIGNALS) process.on(signal, stop);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      for (const s of SIGNALS) process.off(s, stop);
      resolve({ name, status: code ?? (signal ? 1 : 0), held });
    });
  });
}
