export * from './result.js';
export * from './card.js';
export * from './rng.js';
export * from './deck.js';
export * from './dealer-draw.js';
export * from './game.js';
export * from './bot.js';
export * from './game-loop.js';
