import { createRequire } from 'node:module';

/**
 * openskill, loaded through its CommonJS build. Its ES build imports `ramda`'s ES build, whose ~300 modules Node's
 * ESM loader opens at once: a server started with few file descriptors (a low `ulimit -n`, which the connection
 * tests use) fails to start with EMFILE. The CommonJS build reads them one at a time.
 */
const require = createRequire(import.meta.url);
const openskill = require('openskill') as typeof import('openskill');
const models = require('openskill/models') as typeof import('openskill/models');

export const { rate, rating, predictDraw, predictWin } = openskill;
export const { plackettLuce } = models;
export type { Options } from 'openskill';
