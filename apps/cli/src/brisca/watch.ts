import type { BriscaState } from '@escoba/brisca';
import { seatsLabel, tableLabel, wrap } from '../format.js';
import type { Lang } from '../narrate.js';
import { gameRng } from '../random-game.js';
import { briscaRulesLabel, handEvents } from './hand-events.js';
import { briscaCards, dealLines, eventLines, handResultLines, type Teller } from './narrate.js';
import { playRandomBrisca } from './random-game.js';
import { gameTitle } from './setup.js';

/** Tells one random Brisca / Alcalde game (game `index` of seed `seed`, as `escoba selfplay` plays it) trick by trick. */
export function narrateBriscaGame(start: BriscaState, seed: number, index: number, lang: Lang, hands?: number): string[] {
  const t: Teller = { lang, who: (s) => `seat ${s}` };
  const { players, partnerships, sides } = start.table;
  const out = [
    `${gameTitle(start)}, random legal plays: seed ${seed}, game ${index}. ${start.mode === 'brisca' ? tableLabel(players, partnerships) : `${players} players`}; rules ${briscaRulesLabel(start.rules)}.`,
    start.mode === 'brisca'
      ? `Sides: ${sides.map((seats, side) => `side ${side} = ${seatsLabel(seats)}`).join(', ')}. The seat after the dealer leads; the winner of each trick leads the next.`
      : 'Each hand the dealer is the Alcalde, alone against the other two; the seat after the dealer leads.',
    ...wrap(
      'Cards, high to low: 1 (as, 11 points), 3 (10), 12 (rey, 4), 11 (caballo, 3), 10 (sota, 2), 7, 6, 5, 4, 2; suits o oros (coins), c copas (cups), e espadas (swords), b bastos (clubs). ' +
        'Any card may be played; a trick goes to the highest trump in it, else the highest card of the suit led. "~7o" gives the 7o for the trump card.',
      100,
    ),
  ];
  let handNo = 0;
  let seen = 0;
  let tricks = 0;
  const final = playRandomBrisca(start, gameRng(seed, index), hands, (state) => {
    const h = state.hand!;
    const no = state.results.length + (h.result ? 0 : 1);
    if (no !== handNo) {
      handNo = no;
      seen = 0;
      tricks = 0;
    }
    const events = handEvents(h);
    for (const ev of events.slice(seen)) {
      if (ev.type === 'deal') {
        out.push('', ...dealLines(ev, handNo, h.deck.length - h.next + 1, t));
        h.hands.forEach((cards, seat) => out.push(`    seat ${seat}: ${briscaCards(cards)}`));
        continue;
      }
      if (ev.type === 'trick') tricks++;
      out.push(...eventLines(ev, tricks, t));
      if (ev.type === 'end' && h.result) out.push(...handResultLines(h.result, state, handNo, t));
    }
    seen = events.length;
  });
  out.push('');
  if (final.mode === 'brisca') {
    out.push(final.winner === null ? `Stopped after ${handNo} hands with no match winner.` : `Game over after ${handNo} hand${handNo === 1 ? '' : 's'}: side ${final.winner} (${seatsLabel(sides[final.winner]!)}) wins the match.`);
  } else {
    out.push(`Stopped after ${handNo} hand${handNo === 1 ? '' : 's'} (the Alcalde games have no match end).`);
  }
  return out;
}
