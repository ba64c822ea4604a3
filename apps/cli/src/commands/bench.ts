import { cpus } from 'node:os';
import { runBench, type BenchResult } from '../bench.js';
import { failure, lines, type CommandResult } from '../command.js';
import { renderTable } from '../format.js';
import { messages, type Messages } from '../messages/index.js';
import { parseSeconds } from '../options.js';

export interface BenchCommandOptions {
  readonly json?: boolean;
  /** Seconds to measure each figure for; default: bench.ts's own (3). */
  readonly seconds?: string;
  readonly lang?: string;
}

/** The measuring function; tests pass a fake one. */
export type BenchRunner = (options: { seconds?: number }) => BenchResult;

/** `escoba bench`: `commandLine` is echoed in the plain output so a figure can be measured again. */
export function benchCommand(options: BenchCommandOptions, commandLine = 'escoba bench', runner: BenchRunner = runBench, m: Messages = messages('en')): CommandResult {
  let seconds: number | undefined;
  if (options.seconds !== undefined) {
    const s = parseSeconds('--seconds', options.seconds, undefined, m);
    if (!s.ok) return failure('bench', s.message);
    seconds = s.value;
  }
  const r = runner(seconds === undefined ? {} : { seconds });
  if (options.json) {
    const brisca = r.brisca ? { brisca: { hands2p: r.brisca.hands2p, hands4p: r.brisca.hands4p, alcaldeHands: r.brisca.alcaldeHands, apiHands2p: r.brisca.apiHands2p } } : {};
    return { stdout: `${JSON.stringify({ hands2p: r.hands2p, hands4p: r.hands4p, apiHands2p: r.apiHands2p, ...brisca })}\n`, stderr: '', code: 0 };
  }
  const n = (x: number) => Math.round(x).toLocaleString(m.bench.locale);
  const cpu = cpus()[0]?.model.trim() ?? m.bench.unknownCpu;
  const labels = m.bench.rows;
  const figures = [r.hands2p, r.hands4p, r.apiHands2p, ...(r.brisca ? [r.brisca.hands2p, r.brisca.hands4p, r.brisca.alcaldeHands, r.brisca.apiHands2p] : [])];
  return {
    stdout: lines([
      `$ ${commandLine}`,
      `node ${process.version}, ${process.platform} ${process.arch}, ${cpu}`,
      m.bench.head,
      ...renderTable(
        figures.map((x, i) => [labels[i]!, n(x)]),
        [false, true],
      ).map((l) => `  ${l}`),
    ]),
    stderr: '',
    code: 0,
  };
}
