// Types of ports.mjs.
/** A loopback port nothing listens on, below the kernel's ephemeral range, from this test process's own block. */
export function freePort(): Promise<number>;
