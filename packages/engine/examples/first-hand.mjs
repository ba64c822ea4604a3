// Plays one 2-player hand of classic Escoba with random legal plays and prints it.
// Run from the repository root after `npm ci`: node packages/engine/examples/first-hand.mjs
import { applyPlay, createGame, createRng, deal, legalPlays, makeCard, makePlay, seatView, shuffledDeck, unwrap } from '@escoba/engine';

const rng = createRng(42);
let game = unwrap(createGame({ players: 2, rules: 'classic' }));
game = unwrap(deal(game, shuffledDeck(rng), 1)); // the chance event: a deck order, dealt by seat 1

const first = seatView(game, 0); // what seat 0 may see: its own hand, never the other one
console.log(`seat 0 holds ${first.hand.map(makeCard).join(' ')}; table ${first.table.map(makeCard).join(' ')}`);

while (!game.hand.result) {
  const seat = game.hand.turn;
  const plays = legalPlays(game);
  const play = plays[rng.int(plays.length)];
  game = unwrap(applyPlay(game, play)); // illegal plays come back as typed errors instead
  console.log(`seat ${seat}: ${makePlay(play)}`);
}
const { points, breakdown } = game.hand.result;
console.log('points per side:', points.join(' - '), JSON.stringify(breakdown));
