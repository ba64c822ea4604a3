import type { GameBot } from '@escoba/cards';
import { briscaGame, type BriscaAction, type BriscaState, type BriscaView } from '@escoba/brisca';
import { sideLabel, tableLabel, wrap } from '../../format.js';
import { messages, type Lang } from '../../messages/index.js';
import { gameRng, playRandom } from '../../random-game.js';
import { briscaRulesLabel, handEvents } from './hand-events.js';
import { briscaCards, dealLines, eventLines, handResultLines, type Teller } from './narrate.js';
import { briscaMessages } from './messages/index.js';

/**
 * Tells one Brisca / Alcalde game (game `index` of seed `seed`, as `escoba selfplay` plays it, or played by `bots`) trick by trick.
 * `beats` gets the line count after each action, where a paced `watch` pauses.
 */
export function narrateBriscaGame(
  start: BriscaState,
  seed: number,
  index: number,
  lang: Lang,
  hands = Infinity,
  beats: number[] = [],
  bots: readonly GameBot<BriscaView, BriscaAction>[] | null = null,
): string[] {
  const m = messages(lang);
  const w = briscaMessages(lang).words;
  const t: Teller = { lang, who: m.seat };
  const { players, partnerships, sides } = start.table;
  const out = [
    w.intro(w.titles[start.mode], m.watchPlayers(bots && bots.map((b) => b.level)), seed, index, start.mode === 'brisca' ? tableLabel(players, partnerships, lang) : w.players(players), briscaRulesLabel(start.rules, lang)),
    start.mode === 'brisca' ? w.sidesIntro(sides) : w.alcaldeIntro,
    ...wrap(w.cardsHelp, 100),
  ];
  let handNo = 0;
  let seen = 0;
  let tricks = 0;
  const final = playRandom(briscaGame, start, gameRng(seed, index), hands, (state) => {
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
        h.hands.forEach((cards, seat) => out.push(`    ${m.seat(seat)}: ${briscaCards(cards)}`));
        continue;
      }
      if (ev.type === 'trick') tricks++;
      out.push(...eventLines(ev, tricks, t));
      if (ev.type === 'play' || ev.type === 'exchange') beats.push(out.length);
      if (ev.type === 'end' && h.result) out.push(...handResultLines(h.result, state, handNo, t));
    }
    seen = events.length;
  }, bots);
  out.push('');
  if (final.mode === 'brisca') {
    out.push(final.winner !== null ? w.matchWon(handNo, sideLabel(sides, final.winner, lang)) : final.phase === 'over' ? w.drawn(handNo) : w.stopped(handNo));
  }
  else out.push(w.alcaldeStopped(handNo));
  return out;
}
