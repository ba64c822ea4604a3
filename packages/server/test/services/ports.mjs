// The ports tests choose for processes that bind them later (PostgreSQL, Redis and nginx, servers behind nginx, a
// server restarted on its own port). A port the kernel hands out (`listen(0)`) can be handed out again — to a
// server started with PORT=0, or as the local end of any outgoing connection — between the moment a test chose it
// and the moment its process binds it ("port … is in use", docs/performance.md). So these ports come from below
// the kernel's ephemeral range, which the kernel never hands out by itself, and each test process running at the
// same time takes them from a block of its own: the Vitest worker (VITEST_POOL_ID) of the Vitest run
// (ESCOBA_PORT_RUN, set by scripts/test-lanes.mjs, which runs lanes side by side). Plain JavaScript, as services.mjs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port chosen: above the ports services usually listen on. */
const LOW = 10_000;
/** Blocks: 4 Vitest runs at once × 8 processes each (the run's own process, for its global setups, and 7 workers). */
const RUNS = 4;
const PER_RUN = 8;

/** The first port of the kernel's ephemeral range (Linux; 32768 elsewhere, the Linux default). */
function ephemeralStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}

const index = (name, count) => (Number.parseInt(process.env[name] ?? '0', 10) || 0) % count;

/** This process's block of ports, [first, end), or null when the ephemeral range leaves no room below it. */
function block() {
  const size = Math.floor((ephemeralStart() - LOW) / (RUNS * PER_RUN));
  if (!(size >= 16)) return null;
  const first = LOW + (index('ESCOBA_PORT_RUN', RUNS) * PER_RUN + index('VITEST_POOL_ID', PER_RUN)) * size;
  return { first, size };
}

const mine = block();
/** Where this process's next choice starts: anywhere in its block, so that runs one after another do not begin on the same port. */
let next = mine ? Math.floor(Math.random() * mine.size) : 0;

/**
 * The one port of the blocks that fetch refuses to connect to (its "bad ports", of which 10080 is the only one above
 * 10,000): a bench that posted to a server on it stopped with "fetch failed: bad port".
 */
const FETCH_REFUSES = 10_080;

/** Whether nothing listens on 127.0.0.1:`port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port of this process's block that nothing listens on, never the same twice until the block is used up. */
export async function freePort() {
  if (!mine) return kernelPort();
  for (let tries = 0; tries < mine.size; tries++) {
    const port = mine.first + (next++ % mine.size);
    if (port !== FETCH_REFUSES && (await canListen(port))) return port;
  }
  throw new Error(`no free port in ${mine.first}–${mine.first + mine.size - 1}`);
}

/** A port the kernel chose (the fallback when its ephemeral range starts too low to leave room below it). */
async function kernelPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
