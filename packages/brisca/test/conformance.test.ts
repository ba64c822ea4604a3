import { describe, it } from 'vitest';
import { BOT_LEVELS, createBriscaBot } from '@escoba/bots';
import { describeGame } from '@escoba/cards/conformance';
import { briscaGame } from '@escoba/brisca';
import { size } from '../../../test/size.js';

describeGame({ describe, it }, briscaGame, {
  games: size(8, 1),
  viewHands: size(3, 1),
  botGames: size(6, 2),
  extraSetups: [
    { rules: { preset: 'brisca', wins: 3, exchange: 'winner' }, players: 2 },
    { rules: { preset: 'brisca', senas: true }, players: 4, partnerships: true },
    { rules: { preset: 'brisca', leaveOut: 'two' }, players: 3 },
  ],
  // The Alcalde games have no match end: only their hands must end.
  matchEnds: (rules) => rules.preset === 'brisca',
  bots: { levels: BOT_LEVELS, create: createBriscaBot },
});
