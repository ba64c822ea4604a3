// The omniscient players: measuring tools that see every card (docs/strength.md). Only `escoba match --a omniscient`
// reaches them; they are not levels, and `@escoba/bots`' main entry does not export them.
export { omniscientBot as omniscientEscobaBot, OMNISCIENT_LEAVES } from './perfect-information.js';
export { omniscientBriscaBot } from '../brisca/omniscient.js';
