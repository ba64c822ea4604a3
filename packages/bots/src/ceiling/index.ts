// The measuring players (docs/strength.md): the omniscient ones see every card, the perfect-inference one every hand.
// Only `escoba match --a omniscient | perfect-inference` reaches them; they are not levels, and `@escoba/bots`' main
// entry does not export them.
export { omniscientBot as omniscientEscobaBot, OMNISCIENT_LEAVES } from './perfect-information.js';
export { omniscientBriscaBot } from '../brisca/omniscient.js';
export { perfectInferenceBot, PERFECT_INFERENCE, TrueHandsWorlds, TrueWorld, type TrueHandsBot } from './true-hands.js';
