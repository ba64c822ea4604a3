/**
 * The GameDefinition interface must fit Escoba's engine as it is: Escoba's own definition (`escobaGame` of
 * @escoba/engine) plays a hand through the same generic calls the Brisca definition answers. Its full
 * conformance test is packages/engine/test/definition.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createRng, escobaGame } from '@escoba/engine';

describe('GameDefinition fits the Escoba engine', () => {
  it('plays a hand through the generic calls', () => {
    const rng = createRng(1);
    const created = escobaGame.newGame({ players: 2 });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const dealt = escobaGame.deal(created.value, escobaGame.randomDeck(created.value, rng), 0);
    expect(dealt.ok).toBe(true);
    if (!dealt.ok) return;
    let s = dealt.value;
    while (escobaGame.turn(s) !== null && !s.hand?.result) {
      const legal = escobaGame.legalActions(s);
      const next = escobaGame.apply(s, legal[rng.int(legal.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    expect(escobaGame.handOutcome(s)).not.toBeNull();
    const back = escobaGame.record.replay(JSON.parse(JSON.stringify(escobaGame.record.make(s))));
    expect(back.ok).toBe(true);
    const classic = escobaGame.resolveRules('classic');
    expect(classic.ok && escobaGame.tables(classic.value)).toContainEqual({ players: 6, partnerships: true });
  });
});
