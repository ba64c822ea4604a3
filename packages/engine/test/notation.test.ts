import { describe, expect, it } from 'vitest';
import { ALL_CARDS, makeCard, makePlay, parseCard, parsePlay, samePlay } from '@escoba/engine';
import { c, cs } from './helpers.js';

describe('card notation: printed rank then suit letter (spec "Cards")', () => {
  it('parses every card of the pack and round-trips parse(make(x))', () => {
    for (const card of ALL_CARDS) expect(parseCard(makeCard(card))).toEqual({ ok: true, value: card });
    expect(makeCard(c('7o'))).toBe('7o');
    expect(makeCard(c('10b'))).toBe('10b');
    expect(makeCard(c('11c'))).toBe('11c');
    expect(makeCard(c('12e'))).toBe('12e');
  });

  it.each(['', '7', 'o', '8o', '9c', '0o', '13b', '7x', 'o7', ' 7o', '7o ', '07o', '1 0o', '10', '7oo', '-1o', '1.0o', '７o'])(
    'rejects %j with a typed InvalidCard error (no eights or nines in the Spanish pack, seed 001)',
    (text) => {
      const r = parseCard(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe('InvalidCard');
      expect(r.error.input).toBe(text);
      expect(r.error.message).toBe(
        `"${text}" is not a card: write the printed rank (1-7, 10, 11, 12) then the suit (o, c, e, b), e.g. 7o`,
      );
    },
  );
});

describe('play notation (spec: 7o laid, 7o:3c+5e takes, !7o:3c+5e renuncio claim)', () => {
  it('parses a laid card, a take and a renuncio claim', () => {
    expect(parsePlay('7o')).toEqual({ ok: true, value: { card: c('7o'), take: [] } });
    expect(parsePlay('7o:3c+5e')).toEqual({ ok: true, value: { card: c('7o'), take: cs('3c 5e') } });
    expect(parsePlay('!7o:3c+5e')).toEqual({ ok: true, value: { card: c('7o'), take: cs('3c 5e'), renuncio: true } });
    expect(parsePlay('12b:1o+2o')).toEqual({ ok: true, value: { card: c('12b'), take: cs('1o 2o') } });
  });

  it('makePlay writes the same forms and parse(make(x)) round-trips, keeping the take order', () => {
    const plays = [
      { card: c('7o'), take: [] },
      { card: c('7o'), take: cs('5e 3c') },
      { card: c('1e'), take: cs('3e 6o 5c'), renuncio: true as const },
    ];
    expect(plays.map(makePlay)).toEqual(['7o', '7o:5e+3c', '!1e:3e+6o+5c']);
    for (const x of plays) expect(parsePlay(makePlay(x))).toEqual({ ok: true, value: x });
  });

  it.each([
    ['', 'InvalidPlay'],
    ['8o', 'InvalidPlay'],
    ['7o:', 'InvalidPlay'],
    ['7o:3c+', 'InvalidPlay'],
    ['7o::3c', 'InvalidPlay'],
    ['7o:3c:5e', 'InvalidPlay'],
    ['7o:+3c', 'InvalidPlay'],
    ['!7o', 'InvalidPlay'],
    ['!!7o:3c', 'InvalidPlay'],
    ['7o 3c', 'InvalidPlay'],
    ['x:3c', 'InvalidPlay'],
    ['7o:3c,5e', 'InvalidPlay'],
    ['7o:7o', 'TakesOwnCard'],
    ['7o:3c+7o', 'TakesOwnCard'],
    ['7o:3c+3c', 'DuplicateCard'],
  ])('rejects %j with code %s, echoing the input', (text, code) => {
    const r = parsePlay(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.input).toBe(text);
    expect(r.error.message).toContain(`"${text}"`);
  });

  it('explains a renuncio claim without cards', () => {
    const r = parsePlay('!7o');
    expect(r).toEqual({
      ok: false,
      error: { code: 'InvalidPlay', input: '!7o', message: '"!7o" is not a play: a renuncio claim names the cards it takes, e.g. !7o:3c+5e' },
    });
  });

  it('samePlay ignores the order of the taken cards but not the card, the set or the kind', () => {
    const a = { card: c('7o'), take: cs('3c 5e') };
    expect(samePlay(a, { card: c('7o'), take: cs('5e 3c') })).toBe(true);
    expect(samePlay(a, { card: c('7o'), take: cs('3c') })).toBe(false);
    expect(samePlay(a, { card: c('7c'), take: cs('3c 5e') })).toBe(false);
    expect(samePlay(a, { ...a, renuncio: true })).toBe(false);
    expect(samePlay(a, { card: c('7o'), take: cs('3c 5o') })).toBe(false);
  });
});
