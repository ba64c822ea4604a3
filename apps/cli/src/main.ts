import { fdWriter } from './io.js';
import { run } from './program.js';

// The entry point: all wiring is in program.ts, all logic in commands/.
process.exitCode = await run(process.argv.slice(2), {
  out: fdWriter(1),
  err: fdWriter(2),
  stdin: process.stdin,
  stdinIsTTY: process.stdin.isTTY === true,
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  vars: process.env,
});
