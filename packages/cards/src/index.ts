export * from './result.js';
export * from './card.js';
export * from './rng.js';
export * from './deck.js';
export * from './dealer-draw.js';
