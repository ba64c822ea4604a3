import { describe, expect, it } from 'vitest';
import { applyPlay, createGame, createRng, deal, legalPlays, shuffledDeck, unwrap } from '@escoba/engine';

describe('smoke', () => {
  it('plays a random 2-player hand to the end', () => {
    const rng = createRng(1);
    let s = unwrap(deal(unwrap(createGame({ players: 2 })), shuffledDeck(rng), 0));
    while (!s.hand!.result) {
      const legal = legalPlays(s);
      s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
    }
    expect(s.hand!.result!.captured.reduce((a, b) => a + b, 0) + (s.hand!.result!.leftoverTo === null ? s.hand!.result!.leftover.length : 0)).toBe(40);
  });
});
