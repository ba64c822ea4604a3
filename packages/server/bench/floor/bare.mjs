// The floor without rules (serve.mjs): a 40-move game whose views are about the size of an Escoba hand's (2.4 KB).
import { serve } from './serve.mjs';

const MOVES = 40;
const PADDING = 'x'.repeat(2300);
serve({
  start: () => ({ moves: 0 }),
  view: (g, seat) => ({ turn: g.moves >= MOVES ? null : g.moves % 2, legal: g.moves < MOVES && g.moves % 2 === seat ? [{ card: 1 + (g.moves % 40), take: [] }] : [], padding: PADDING }),
  play: (g, seat) => (g.moves < MOVES && g.moves % 2 === seat ? { moves: g.moves + 1 } : null),
  over: (g) => g.moves >= MOVES,
  event: (seat, play) => ({ type: 'played', seat, play }),
});
