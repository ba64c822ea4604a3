import { applyPlay, createGame, createRng, deal, legalPlays, shuffledDeck, unwrap, type GameState, type SeededRng } from '@escoba/engine';

/** Every table and a spread of rule sets, all presets and capture rules included. */
export const TABLES = [
  { players: 2, partnerships: false, rules: 'classic' },
  { players: 2, partnerships: false, rules: { preset: 'sevens', renuncio: true } },
  { players: 2, partnerships: false, rules: 'fournier' },
  { players: 2, partnerships: false, rules: 'escova' },
  { players: 2, partnerships: false, rules: { capture: 'forced', sevens: 'primiera' } },
  { players: 3, partnerships: false, rules: 'fournier' },
  { players: 3, partnerships: false, rules: { preset: 'sevens', renuncio: true } },
  { players: 4, partnerships: false, rules: 'escova' },
  { players: 4, partnerships: true, rules: { preset: 'sevens', renuncio: true } },
  { players: 4, partnerships: true, rules: { sevens: 'none', capture: 'forced', dealEscobas: 'mano' } },
  { players: 6, partnerships: true, rules: { capture: 'forced', primeOrder: 'faceValue' } },
  { players: 6, partnerships: true, rules: 'sevens' },
] as const;

/** A random mid-hand state (a seat on turn) of table `t`, after a random number of random plays. */
export function randomState(rng: SeededRng, t: (typeof TABLES)[number], maxSteps = 40): GameState {
  for (;;) {
    let s = unwrap(deal(unwrap(createGame(t)), shuffledDeck(rng), rng.int(t.players)));
    const steps = rng.int(maxSteps);
    for (let k = 0; k < steps && !s.hand!.result; k++) {
      const l = legalPlays(s);
      s = unwrap(applyPlay(s, l[rng.int(l.length)]!));
    }
    if (!s.hand!.result) return s;
  }
}

export const testRng = (seed: string): SeededRng => createRng(seed);
