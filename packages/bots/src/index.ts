export * from './bot.js';
export * from './world.js';
export * from './levels.js';
export { randomBot } from './random.js';
export { easyBot } from './easy.js';
export { mediumBot } from './medium.js';
export { hardBot } from './hard.js';
export { expertBot, createAnalyst } from './expert.js';
export * from './play-game.js';
