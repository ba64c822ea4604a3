import { Command } from 'commander';
import { runBench } from './bench.js';

const program = new Command('escoba').description('Escoba de 15: replays, self-play, rules and benchmarks');
program
  .command('bench')
  .description('engine throughput: complete random hands per second on one core')
  .option('--json', 'print {"hands2p", "hands4p", "apiHands2p"}')
  .action((opts: { json?: boolean }) => {
    const r = runBench();
    console.log(opts.json ? JSON.stringify(r) : r);
  });
await program.parseAsync();
