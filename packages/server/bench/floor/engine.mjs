// The floor with the Escoba engine (serve.mjs): a two-player classic hand dealt from `crypto`, each play found among
// the legal plays and applied, each seat sent its `seatView`. The game ends with the hand.
import { randomInt } from 'node:crypto';
import { applyPlay, createGame, createRng, deal, legalPlays, makePlay, seatView, shuffledDeck, unwrap } from '@escoba/engine';
import { serve } from './serve.mjs';

const sameTake = (a, b) => a.length === b.length && a.every((c, i) => c === b[i]);
serve({
  start: () => unwrap(deal(unwrap(createGame({ players: 2, rules: 'classic' })), shuffledDeck(createRng(randomInt(2 ** 31))), 1)),
  view: (g, seat) => seatView(g, seat),
  play(g, seat, play) {
    if (g.hand.turn !== seat) return null;
    const legal = legalPlays(g).find((p) => p.card === play.card && sameTake(p.take, play.take));
    const next = legal ? applyPlay(g, legal) : null;
    return next?.ok ? next.value : null;
  },
  over: (g) => g.hand.result !== null && g.hand.result !== undefined,
  event: (seat, play) => ({ type: 'played', seat, play: makePlay({ card: play.card, take: play.take }) }),
});
