import { cpus } from 'node:os';
import { failure, lines, type CommandResult } from '../command.js';
import { renderTable } from '../format.js';
import { CLI_GAMES } from '../games/catalog.js';
import { messages, type Messages } from '../messages/index.js';
import { parseSeconds } from '../options.js';

export interface BenchCommandOptions {
  readonly json?: boolean;
  /** Seconds to measure each figure for; default 3. */
  readonly seconds?: string;
  readonly lang?: string;
}

/** Each game's figures, by game id (a game left out is not reported). */
export type BenchResult = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The measuring function; tests pass a fake one. */
export type BenchRunner = (options: { seconds?: number }) => BenchResult;

/** Every game of the catalog measured for `seconds` (default 3) per figure. */
export const runBench: BenchRunner = ({ seconds = 3 }) => Object.fromEntries(CLI_GAMES.map((g) => [g.plugin.definition.id, g.bench.run(seconds)]));

/** `escoba bench`: `commandLine` is echoed in the plain output so a figure can be measured again. */
export function benchCommand(options: BenchCommandOptions, commandLine = 'escoba bench', runner: BenchRunner = runBench, m: Messages = messages('en')): CommandResult {
  let seconds: number | undefined;
  if (options.seconds !== undefined) {
    const s = parseSeconds('--seconds', options.seconds, undefined, m);
    if (!s.ok) return failure('bench', s.message);
    seconds = s.value;
  }
  const r = runner(seconds === undefined ? {} : { seconds });
  const measured = CLI_GAMES.flatMap((g) => {
    const figures = r[g.plugin.definition.id];
    return figures === undefined ? [] : [{ game: g, figures }];
  });
  if (options.json) {
    const json = Object.assign({}, ...measured.map(({ game, figures }) => game.bench.json(figures))) as Record<string, unknown>;
    return { stdout: `${JSON.stringify(json)}\n`, stderr: '', code: 0 };
  }
  const n = (x: number) => Math.round(x).toLocaleString(m.bench.locale);
  const cpu = cpus()[0]?.model.trim() ?? m.bench.unknownCpu;
  const rows = measured.flatMap(({ game, figures }) => game.bench.rows(figures, m.lang));
  return {
    stdout: lines([
      `$ ${commandLine}`,
      `node ${process.version}, ${process.platform} ${process.arch}, ${cpu}`,
      m.bench.head,
      ...renderTable(
        rows.map(([label, x]) => [label, n(x)]),
        [false, true],
      ).map((l) => `  ${l}`),
    ]),
    stderr: '',
    code: 0,
  };
}
