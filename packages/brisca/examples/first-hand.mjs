// Plays one 2-player hand of Brisca with random legal actions and prints it.
// Run from the repository root after `npm ci`: node packages/brisca/examples/first-hand.mjs
import { applyAction, cardName, createGame, createRng, deal, legalActions, makeAction, makeCard, randomDeck, seatView, unwrap } from '@escoba/brisca';

const rng = createRng(42);
let game = unwrap(createGame({ players: 2, rules: 'brisca' }));
game = unwrap(deal(game, randomDeck(game, rng), 1)); // the chance event: a deck order, dealt by seat 1

const first = seatView(game, 0); // what seat 0 may see: its own hand and the trump card, never the other hand
console.log(`seat 0 holds ${first.hand.map(makeCard).join(' ')}; trump card ${makeCard(first.trumpCard)} (${cardName(first.trumpCard, 'en')})`);

while (game.phase === 'play') {
  const seat = game.hand.turn;
  const actions = legalActions(game); // an exchange of the trump card (~7o) first when there is one
  const action = actions[rng.int(actions.length)];
  game = unwrap(applyAction(game, action)); // illegal actions come back as typed errors instead
  console.log(`seat ${seat}: ${makeAction(action)}`);
}
const { points, winner } = game.hand.result;
console.log(`points per seat: ${points.join(' - ')}; ${winner === null ? 'a draw' : `seat ${winner} wins`}`);
