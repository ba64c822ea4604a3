import { cpus } from 'node:os';
import { runBench, type BenchResult } from '../bench.js';
import { failure, lines, type CommandResult } from '../command.js';
import { renderTable } from '../format.js';
import { parseSeconds } from '../options.js';

export interface BenchCommandOptions {
  readonly json?: boolean;
  /** Seconds to measure each figure for; default: bench.ts's own (3). */
  readonly seconds?: string;
}

/** The measuring function; tests pass a fake one. */
export type BenchRunner = (options: { seconds?: number }) => BenchResult;

/** `escoba bench`: `commandLine` is echoed in the plain output so a figure can be measured again. */
export function benchCommand(options: BenchCommandOptions, commandLine = 'escoba bench', runner: BenchRunner = runBench): CommandResult {
  let seconds: number | undefined;
  if (options.seconds !== undefined) {
    const s = parseSeconds('--seconds', options.seconds);
    if (!s.ok) return failure('bench', s.message);
    seconds = s.value;
  }
  const r = runner(seconds === undefined ? {} : { seconds });
  if (options.json) {
    const brisca = r.brisca ? { brisca: { hands2p: r.brisca.hands2p, hands4p: r.brisca.hands4p, alcaldeHands: r.brisca.alcaldeHands, apiHands2p: r.brisca.apiHands2p } } : {};
    return { stdout: `${JSON.stringify({ hands2p: r.hands2p, hands4p: r.hands4p, apiHands2p: r.apiHands2p, ...brisca })}\n`, stderr: '', code: 0 };
  }
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return {
    stdout: lines([
      `$ ${commandLine}`,
      `node ${process.version}, ${process.platform} ${process.arch}, ${cpu}`,
      'complete random hands per second, on one core:',
      ...renderTable(
        [
          ['2 players, fast kernel', n(r.hands2p)],
          ['4 players (2 against 2), fast kernel', n(r.hands4p)],
          ['2 players, public API (legalPlays + applyPlay)', n(r.apiHands2p)],
          ...(r.brisca
            ? [
                ['Brisca, 2 players, fast kernel', n(r.brisca.hands2p)],
                ['Brisca, 4 players (2 against 2), fast kernel', n(r.brisca.hands4p)],
                ['Alcalde, 3 players, fast kernel', n(r.brisca.alcaldeHands)],
                ['Brisca, 2 players, public API (legalActions + applyAction)', n(r.brisca.apiHands2p)],
              ]
            : []),
        ],
        [false, true],
      ).map((l) => `  ${l}`),
    ]),
    stderr: '',
    code: 0,
  };
}
