// The bots run in Node, browsers and Web Workers, which all have `performance.now()`; the package is
// compiled without DOM or Node typings, so this is its one declaration of the clock it reads.
declare const performance: { now(): number };

/** Milliseconds from an arbitrary origin, for time budgets and decision timing (never for game logic). */
export const now = (): number => performance.now();
