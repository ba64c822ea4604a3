import { describe, expect, it } from 'vitest';
import { applyPlay, checkPlay, createGame, createRng, deal, legalPlays, makeCard, parseCard, seatView, shuffledDeck, unwrap, type Card, type GameState } from '@escoba/engine';
import { cardsInSets, choicesFor as choicesInView, cycleSet, setsContaining, toggleTableCard } from '../src/games/escoba/choices.js';

const choicesFor = (s: GameState, card: Card) => choicesInView(seatView(s, s.hand!.turn), card);

const c = (s: string): Card => unwrap(parseCard(s));

/** A 2-player position: seat 1 deals, seat 0 (mano) holds `mine`, the table holds `table`. */
function position(mine: string[], table: string[], rules: unknown = 'classic'): GameState {
  const used = new Set([...mine, ...table].map(c));
  const rest = [...Array(40).keys()].filter((x) => !used.has(x));
  const deck: Card[] = [];
  // Deal order with dealer 1: seat 0, seat 1, three rounds; then four table cards.
  for (let i = 0; i < 3; i++) deck.push(c(mine[i]!), rest.shift()!);
  deck.push(...table.map(c), ...rest);
  return unwrap(deal(unwrap(createGame({ players: 2, rules })), deck, 1));
}

describe('choices (what the person can do with a card, from the engine)', () => {
  it('lists every set a card can take and forbids laying it under mustTake, with the engine’s reason', () => {
    const s = position(['7o', '5b', '10b'], ['3c', '5e', '10c', '1c']);
    const ch = choicesFor(s, c('7o'));
    expect(ch.takes.map((p) => p.take.map(makeCard).sort())).toEqual(expect.arrayContaining([['3c', '5e'], ['10c']]));
    expect(ch.lay).toBeNull();
    expect(ch.layProblem?.code).toBe('MustTake');
    expect(ch.playable).toBe(true);
    expect(cardsInSets(ch.takes)).toEqual(new Set([c('3c'), c('5e'), c('10c')]));
  });

  it('allows laying a card that cannot make 15', () => {
    const s = position(['7o', '5b', '10b'], ['3c', '5e', '10c', '1c']);
    const ch = choicesFor(s, c('5b'));
    expect(ch.takes).toEqual([]);
    expect(ch.lay).not.toBeNull();
    expect(ch.layProblem).toBeNull();
  });

  it('under forced capture, a card that cannot take is not playable while another can', () => {
    const s = position(['7o', '5b', '10b'], ['3c', '5e', '10c', '1c'], { capture: 'forced' });
    const ch = choicesFor(s, c('5b'));
    expect(ch.playable).toBe(false);
    expect(ch.layProblem?.code).toBe('MustCapture');
  });

  it('clicking table cards narrows the sets and plays the only one left', () => {
    const s = position(['7o', '5b', '10b'], ['3c', '5e', '10c', '1c']);
    const takes = choicesFor(s, c('7o')).takes;
    expect(setsContaining(takes, [c('3c')])).toHaveLength(1);
    const first = toggleTableCard(takes, [], c('3c'));
    expect(first.play?.take.map(makeCard).sort()).toEqual(['3c', '5e']);
    const other = toggleTableCard(takes, [], c('10c'));
    expect(other.play?.take.map(makeCard)).toEqual(['10c']);
    expect(toggleTableCard(takes, [], c('1c'))).toEqual({ selected: [], play: null });
  });

  it('with overlapping sets, waits until the clicks single one out', () => {
    // 4 takes 5e+6c or 5e+1c+5b or 6c+5b (= 15 - 4 = 11).
    const s = position(['4o', '1b', '2b'], ['5e', '6c', '5b', '1c']);
    const takes = choicesFor(s, c('4o')).takes;
    expect(takes.length).toBeGreaterThan(2);
    const one = toggleTableCard(takes, [], c('5e'));
    expect(one.play).toBeNull();
    expect(one.selected).toEqual([c('5e')]);
    const two = toggleTableCard(takes, one.selected, c('1c'));
    expect(two.play?.take.map(makeCard).sort()).toEqual(['1c', '5b', '5e']);
    expect(toggleTableCard(takes, one.selected, c('5e')).selected).toEqual([]);
  });

  it('arrow keys cycle through the sets, wrapping round', () => {
    const s = position(['4o', '1b', '2b'], ['5e', '6c', '5b', '1c']);
    const takes = choicesFor(s, c('4o')).takes;
    expect(cycleSet(takes, [], 1)).toBe(takes[0]);
    expect(cycleSet(takes, [], -1)).toBe(takes.at(-1));
    expect(cycleSet(takes, takes[0]!.take, 1)).toBe(takes[1]);
    expect(cycleSet(takes, takes.at(-1)!.take, 1)).toBe(takes[0]);
    expect(cycleSet([], [], 1)).toBeNull();
  });

  it('gives the reason checkPlay gives for every card that may not be laid, under every capture rule', () => {
    for (const capture of ['mustTake', 'optional', 'forced']) {
      for (let game = 0; game < 8; game++) {
        let s = unwrap(deal(unwrap(createGame({ players: 3, rules: { capture } })), shuffledDeck(createRng(`${capture}:${game}`)), 0));
        const rng = createRng(`plays:${capture}:${game}`);
        while (s.phase === 'play') {
          const view = seatView(s, s.hand!.turn);
          for (const card of view.hand) {
            const ch = choicesInView(view, card);
            expect(ch.layProblem?.code ?? null).toBe(checkPlay(s, { card, take: [] })?.code ?? null);
          }
          const legal = legalPlays(s);
          s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
        }
      }
    }
  });
});
