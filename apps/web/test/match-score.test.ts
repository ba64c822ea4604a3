// review22: the lobby's line for a game in play: its match's score as the game counts it (the server's `match`, from
// the game plugin's `publicScore`) with the match's target, in es, en and pt; hands won from a server without it.
import { describe, expect, it } from 'vitest';
import type { LiveGame, PublicScore, TableSettings } from '@escoba/protocol';
import { matchScoreLine } from '../src/online/lobby/match-score.js';
import { makeI18n } from '../src/i18n/translator.js';

const settings = { gameId: 'escoba', players: 2, partnerships: false, rules: {}, turnSeconds: null, bots: [null, null], hands: null, public: true, rated: true } as TableSettings;
const game = (match: PublicScore | undefined, over: Partial<LiveGame> = {}): LiveGame => ({ code: 'K7PM2Q', v: 9, settings, seats: [], hands: 3, score: [1, 2], ...(match ? { match } : {}), ...over });
const two = [[0], [1]];

describe('a game in play’s score in the lobby', () => {
  it('Escoba: game points of the target', () => {
    const line = (lang: 'en' | 'es' | 'pt') => matchScoreLine(makeI18n(lang), game({ sides: two, scores: [7, 12], counts: 'points', target: 21 }));
    expect([line('en'), line('es'), line('pt')]).toEqual(['7–12 of 21 points', '7–12 de 21 puntos', '7–12 de 21 pontos']);
  });

  it('Brisca: hands won of the hands that win the match, or the one hand’s card points of 120', () => {
    expect(matchScoreLine(makeI18n('en'), game({ sides: two, scores: [1, 0], counts: 'hands', target: 3 }))).toBe('1–0 of 3 hands');
    expect(matchScoreLine(makeI18n('es'), game({ sides: [[0, 2], [1, 3]], scores: [45, 30], counts: 'cardPoints', target: 120 }))).toBe('45–30 de 120 tantos');
    expect(matchScoreLine(makeI18n('pt'), game({ sides: two, scores: [45, 30], counts: 'cardPoints', target: 120 }))).toBe('45–30 de 120 pontos de cartas');
  });

  it('the Alcalde: hands won per player, and the hand of the table’s hands', () => {
    const alcalde = game({ sides: [[0], [1], [2]], scores: [1, 0, 1], counts: 'hands', target: null }, { settings: { ...settings, players: 3, hands: 5 }, hands: 3 });
    expect(matchScoreLine(makeI18n('en'), alcalde)).toBe('hands won 1–0–1 · hand 3 of 5');
    expect(matchScoreLine(makeI18n('es'), alcalde)).toBe('manos ganadas 1–0–1 · mano 3 de 5');
  });

  it('a server process without match scores: the hands won, as before', () => {
    expect(matchScoreLine(makeI18n('en'), game(undefined))).toBe('hand 3 · hands won 1–2');
  });
});
