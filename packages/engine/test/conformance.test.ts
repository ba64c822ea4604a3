import { describe, it } from 'vitest';
import { BOT_LEVELS, createBot } from '@escoba/bots';
import { describeGame } from '@escoba/cards/conformance';
import { escobaGame } from '@escoba/engine';
import { size } from '../../../test/size.js';

describeGame({ describe, it }, escobaGame, {
  games: size(8, 1),
  viewHands: size(3, 1),
  botGames: size(5, 1),
  extraSetups: [{ rules: { preset: 'sevens', renuncio: true }, players: 2 }],
  bots: { levels: BOT_LEVELS, create: createBot },
});
