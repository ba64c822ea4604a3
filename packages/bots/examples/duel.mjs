// A duplicate match between two bot levels, run against the built packages (after `npx tsc -b` at the repository root):
//
//   node packages/bots/examples/duel.mjs [levelA] [levelB] [seed]
//
// The game with this seed is played twice with the seats swapped: the same decks, so luck evens out.
import { createBot, playGame } from '@escoba/bots';

const [a = 'medium', b = 'easy', seed = 'example'] = process.argv.slice(2);
const botA = createBot(a, { seed: 1 });
const botB = createBot(b, { seed: 2 });

let totalA = 0;
let totalB = 0;
for (const swapped of [false, true]) {
  const bots = swapped ? [botB, botA] : [botA, botB];
  const sideA = swapped ? 1 : 0;
  const final = playGame({ rules: 'classic', players: 2, bots, seed });
  console.log(`${a} in seat ${sideA}, ${b} in seat ${1 - sideA}:`);
  for (const [i, r] of final.results.entries()) {
    console.log(`  hand ${i + 1}: ${a} ${r.points[sideA]} ${JSON.stringify(r.breakdown[sideA])}, ${b} ${r.points[1 - sideA]} ${JSON.stringify(r.breakdown[1 - sideA])}`);
  }
  console.log(`  final: ${a} ${final.scores[sideA]}, ${b} ${final.scores[1 - sideA]}; ${final.winner === sideA ? a : b} wins`);
  totalA += final.scores[sideA];
  totalB += final.scores[1 - sideA];
}
console.log(`both games: ${a} ${totalA} points, ${b} ${totalB}`);
