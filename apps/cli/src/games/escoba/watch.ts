import type { GameBot } from '@escoba/cards';
import { escobaGame, seatView, sumValues, type GameState, type HandEvent, type Play, type SeatView } from '@escoba/engine';
import { scoresLabel, sideLabel, tableLabel, wrap } from '../../format.js';
import { messages, type Lang } from '../../messages/index.js';
import { gameRng, playRandom } from '../../random-game.js';
import { outcomeLabel, rulesLabel } from './format.js';
import { cardList as cards, handEndLines, playEventLine } from './narrate.js';
import { escobaMessages } from './messages/index.js';

/**
 * Narrates one game (game `index` of seed `seed`, random legal plays, or `bots` playing) hand by hand: deals, plays, escobas, points, scores.
 * `beats` gets the line count after each play, where a paced `watch` pauses.
 */
export function narrateGame(start: GameState, seed: number, index: number, lang: Lang = 'en', beats: number[] = [], bots: readonly GameBot<SeatView, Play>[] | null = null): string[] {
  const m = messages(lang);
  const e = escobaMessages(lang);
  const out: string[] = [];
  const { setup, rules } = start;
  const tableAfter = (view: SeatView) => (view.handResult ? '' : e.watch.tableAfter(cards(view.table, lang)));
  const showHands = (state: GameState) => {
    for (let seat = 0; seat < setup.players; seat++) out.push(`    ${m.seat(seat)}: ${cards(seatView(state, seat).hand, lang)}`);
  };

  let handNo = 0;
  let seen = 0;
  let deals = 0;
  // Everything comes from public seat views: the spectator's for events, table and results, each seat's for its hand.
  const tell = (ev: HandEvent, state: GameState, view: SeatView) => {
    switch (ev.type) {
      case 'deal':
        out.push('', e.watch.handHeader(handNo, ev.dealer), e.watch.firstDeal(setup.deals));
        showHands(state);
        out.push(`    ${e.watch.tableRow}${cards(ev.table, lang)}`);
        return;
      case 'dealEscoba':
        out.push(e.watch.dealEscoba(sumValues(ev.cards), ev.seat, ev.escobas));
        return;
      case 'redeal':
        deals++;
        out.push(e.watch.redeal(deals, setup.deals, ev.stock));
        showHands(state);
        return;
      case 'play':
      case 'renuncio':
        out.push(playEventLine(ev, m.seat(ev.seat), lang, tableAfter(view)));
        beats.push(out.length);
        return;
      case 'end':
        out.push(...handEndLines(ev, view.handResult!, setup, rules, state.scores, handNo, undefined, lang));
        return;
    }
  };

  out.push(
    e.watch.intro(m.watchPlayers(bots && bots.map((b) => b.level)), seed, index, tableLabel(setup.players, setup.partnerships, lang), rulesLabel(rules, lang), rules.target),
    e.watch.sides(setup.sides),
    ...wrap(e.watch.cardsHelp, 100),
  );
  const final = playRandom(escobaGame, start, gameRng(seed, index), undefined, (state) => {
    const view = seatView(state, null);
    if (view.plays.length === 0) {
      handNo++;
      seen = 0;
      deals = 1;
    }
    for (const ev of view.events.slice(seen)) tell(ev, state, view);
    seen = view.events.length;
  }, bots);
  const result = final.winner === null ? outcomeLabel(final, lang) : e.watch.wins(sideLabel(setup.sides, final.winner, lang), final.winReason === 'zeroCards');
  out.push('', e.watch.gameOver(final.results.length, result, scoresLabel(final.scores, setup.sides, lang)));
  return out;
}

