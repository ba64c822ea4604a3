// Where a server's CPU goes, by concern: `node packages/server/bench/perf-concerns.mjs SCRIPT.txt`, where SCRIPT.txt is
// `perf script` of `perf record -F 999 -g -p <server pid>` taken with the server under `NODE_OPTIONS=--perf-basic-prof`
// (JIT frames named). Each sample counts once, under the leaf-most frame that names a concern; the kernel's part of a
// system call goes with the call (a `writev` with sending, an fsync with the log). docs/performance.md, "a fifth pass".
import { readFileSync } from 'node:fs';

/** Concerns in the order they are tried on each frame, leaf first: the first that matches a frame names the sample. */
const CONCERNS = [
  ['GC', /Scavenger|MarkCompact|ConcurrentMarking|MarkingVisitor|Heap::|GCTracer|Sweeper|IncrementalMarking|MemoryAllocator|Evacuat|ScavengeJob|CppHeap|MinorMark/],
  ["V8's compiler", /compiler::|maglev|Maglev|OptimizingCompile|Compiler::|baseline::|interpreter::Bytecode|Parser::|Scanner::|turboshaft/],
  ["SQLite's fsync and block I/O", /(^| )fsync|fdatasync|jbd2|ext4_sync|blkdev|submit_bio|iowrite|io_schedule/],
  ['SQLite', /sqlite|Sqlite|pager|Wal|btree|better_sqlite3|better-sqlite3|Statement::|Database::/],
  ['profiles', /\/profiles\//],
  ['JSON.stringify', /JsonStringif/],
  ['JSON.parse', /JsonParse/],
  ['the message schema', /protocol\/dist\/schema|valibot|protocol\/dist\/text|protocol\/dist\/names|unhomoglyph/],
  ["the engines' views", /engine\/dist\/view|brisca\/dist\/view|dist\/game\/projection|seatView/],
  ['decide / apply', /engine\/dist|brisca\/dist|cards\/dist|games\/dist|dist\/game\//],
  ["the fan-out's own code", /dist\/socket\/rooms|dist\/cluster\//],
  ['sending', /ws\/lib\/sender|ws\/lib\/websocket|streams\/writable|node:net|stream_base_commons|writev|WriteWrap|StreamBase::Write|LibuvStreamWrap::Do|tcp_|sock_sendmsg|Buffer|buffer:|writeUtf8/],
  ['receiving', /ws\/lib\/receiver|streams\/readable|uv__read|OnUvRead|read\+0x|ws\/lib\/buffer-util|CallJSOnreadMethod|node:events/],
  ['metrics', /prom-client|dist\/ops\//],
  ['logging', /pino|sonic-boom/],
  ['table, service, socket, limits', /server\/dist\//],
  ['timers', /timers|Timer/],
  ['promises, microtasks', /Promise|Microtask|task_queues|AsyncWrap|async_hooks/],
  ['the event loop', /epoll|uv__io_poll|uv_run|uv__/],
];

const file = process.argv[2];
if (!file) {
  console.error('usage: node packages/server/bench/perf-concerns.mjs PERF-SCRIPT.txt');
  process.exit(2);
}
const counts = new Map();
let samples = 0;
for (const block of readFileSync(file, 'utf8').split('\n\n')) {
  const frames = block.split('\n').filter((l) => l.startsWith('\t'));
  if (frames.length === 0) continue;
  samples++;
  const concern = frames.map((f) => CONCERNS.find(([, re]) => re.test(f))?.[0]).find((c) => c !== undefined) ?? 'the rest';
  counts.set(concern, (counts.get(concern) ?? 0) + 1);
}
console.log(`${samples} samples`);
for (const [concern, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${((n / samples) * 100).toFixed(1).padStart(5)} %  ${String(n).padStart(6)}  ${concern}`);
