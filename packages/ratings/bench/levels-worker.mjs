// A worker thread of `levels.mjs`: plays the games it is sent (format, game number, levels per seat) and answers
// each with its ranks.
import { parentPort } from 'node:worker_threads';
import { formatTable, playGame } from './play-game.mjs';

const tables = new Map();
parentPort.on('message', ({ formatId, seed, g, deal, seatLevels }) => {
  if (!tables.has(formatId)) tables.set(formatId, formatTable(formatId));
  try {
    parentPort.postMessage({ g, ranks: playGame(tables.get(formatId), seatLevels, seed, g, deal) });
  } catch (e) {
    parentPort.postMessage({ g, error: e instanceof Error ? e.stack : String(e) });
  }
});
