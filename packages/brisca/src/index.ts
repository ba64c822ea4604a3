export * from '@escoba/cards';
export * from './rules.js';
export * from './notation.js';
export * from './state.js';
export * from './view.js';
export * from './record.js';
export * from './definition.js';
export * from './kernel.js';
