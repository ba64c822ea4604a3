// The bots run in Node, browsers and Web Workers, which all have `performance.now()`; the package is compiled
// without DOM or Node typings, so this is the Brisca bots' one declaration of the clock (budgets and timing only).
declare const performance: { now(): number };

/** Milliseconds from an arbitrary origin (never used for game logic). */
export const now = (): number => performance.now();
