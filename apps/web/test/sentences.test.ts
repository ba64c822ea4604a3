import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ProtocolError, type ErrorCode } from '@escoba/protocol';
import { makeI18n } from '../src/i18n/translator.js';
import { leftoverSentence } from '../src/games/escoba/leftover.js';
import { offlineNames } from '../src/table/names.js';
import { refusal } from '../src/online/errors.js';
import { MESSAGES } from '../src/games/messages.js';
import { narrateEvent } from '../src/games/escoba/narrate.js';
import { hintSentence } from '../src/games/brisca/hint.js';

describe('the leftover sentence', () => {
  const en = makeI18n('en');
  const es = makeI18n('es');
  // Which cards does not matter here, only who gets them.
  const leftover = [6, 17];

  it('says "to you" / "para ti" when the person got the leftover, never the seat name "You"/"Tú"', () => {
    expect(leftoverSentence(en, { leftover, leftoverTo: 0 }, offlineNames(en))).toMatch(/, to you\.$/);
    expect(leftoverSentence(es, { leftover, leftoverTo: 0 }, offlineNames(es))).toMatch(/, para ti\.$/);
    for (const i18n of [en, es]) expect(leftoverSentence(i18n, { leftover, leftoverTo: 0 }, offlineNames(i18n))).not.toMatch(/You|Tú/);
  });

  it('names another seat, and says nobody when nobody took', () => {
    expect(leftoverSentence(en, { leftover, leftoverTo: 1 }, offlineNames(en))).toMatch(/, to Lucía\.$/);
    expect(leftoverSentence(es, { leftover, leftoverTo: 1 }, offlineNames(es))).toMatch(/, para Lucía\.$/);
    expect(leftoverSentence(es, { leftover: [], leftoverTo: null }, offlineNames(es))).toBe('Quedó en la mesa: —, que suman 0, para nadie.');
  });

  it('says one card is worth its value ("que vale 10") and several total theirs ("que suman 25")', () => {
    const king = makeI18n('es').card(9);
    expect(king).toBe('rey de oros');
    // Short: the note on 10, 25, 40 and 55 is the breakdown's tooltip (leftoverNote), not part of the sentence.
    expect(leftoverSentence(es, { leftover: [9], leftoverTo: 1 }, offlineNames(es))).toBe(`Quedó en la mesa: ${king}, que vale 10, para Lucía.`);
    expect(leftoverSentence(en, { leftover: [9], leftoverTo: null }, offlineNames(en))).toBe(`Left on the table: ${en.card(9)}, worth 10, to nobody.`);
    const pt = makeI18n('pt');
    expect(leftoverSentence(pt, { leftover: [9, 39, 34], leftoverTo: 0 }, offlineNames(pt))).toBe('Ficou na mesa: rei de ouros + rei de paus + cinco de paus, somando 25, para você.');
    expect(leftoverSentence(es, { leftover: [9, 39, 34], leftoverTo: null }, offlineNames(es))).toMatch(/, que suman 25, para nadie\.$/);
    expect(leftoverSentence(en, { leftover: [9, 39, 34], leftoverTo: null }, offlineNames(en))).toMatch(/, totalling 25, to nobody\.$/);
  });

  it('says "you" for whoever `names.me` is (online, the person’s seat), and names every seat for a spectator', () => {
    const names = { me: 2, name: (seat: number) => (seat === 2 ? 'You' : `Player ${seat}`) };
    expect(leftoverSentence(en, { leftover, leftoverTo: 2 }, names)).toMatch(/to you\.$/);
    expect(leftoverSentence(en, { leftover, leftoverTo: 1 }, { ...names, me: null })).toMatch(/to Player 1\.$/);
  });
});

describe('server refusals in words', () => {
  const codes = Object.keys(ERROR_CODES) as ErrorCode[];

  it('translates every error code in both languages, never showing the server’s English message', () => {
    for (const lang of ['en', 'es', 'pt'] as const) {
      const i18n = makeI18n(lang);
      const texts = codes.map((code) => refusal(i18n, new ProtocolError(code, `ENGLISH SERVER TEXT ${code}`)));
      for (const text of texts) expect(text).not.toContain('ENGLISH SERVER TEXT');
      // Each code has its own message.
      expect(new Set(texts).size).toBe(codes.length);
    }
    expect(refusal(makeI18n('es'), new ProtocolError('NotYourTurn', 'another seat is on turn'))).toBe(`${MESSAGES.es['online.refused'].replace('{message}', MESSAGES.es['error.NotYourTurn'])}`);
    expect(refusal(makeI18n('en'), new ProtocolError('SeatTaken', 'seat 1 is taken'))).toBe('The server refused: someone else has just taken this seat.');
  });

  it('says the server cannot be reached when the connection failed', () => {
    expect(refusal(makeI18n('en'), new ProtocolError('Internal', 'cannot connect to ws://x/ws'))).toBe('Cannot reach the Naipes server.');
    expect(refusal(makeI18n('es'), new ProtocolError('Internal', 'the connection closed'))).toBe(MESSAGES.es['online.cannotConnect']);
  });
});

describe('live announcements about the person', () => {
  it('say "You deal" / "Repartes tú" rather than a sentence built around the name "You"/"Tú"', () => {
    const deal = { type: 'deal', dealer: 0, table: [6] } as const;
    expect(narrateEvent(makeI18n('en'), deal, 1)).toBe('Hand 1. You deal. Table: seven of coins.');
    expect(narrateEvent(makeI18n('es'), deal, 1)).toBe('Mano 1. Repartes tú. Mesa: 7 de oros.');
    expect(narrateEvent(makeI18n('es'), { ...deal, dealer: 1 }, 2)).toBe('Mano 2. Reparte Lucía. Mesa: 7 de oros.');
    expect(narrateEvent(makeI18n('es'), { type: 'dealEscoba', seat: 0, cards: [6], escobas: 1 }, 1)).toBe('Te llevas 7 de oros en el reparto: 1 escoba.');
    expect(narrateEvent(makeI18n('en'), { type: 'dealEscoba', seat: 1, cards: [6, 17, 28, 39, 4], escobas: 2 }, 1)).toMatch(/at the deal: 2 escobas\.$/);
    expect(narrateEvent(makeI18n('pt'), { type: 'dealEscoba', seat: 0, cards: [6], escobas: 1 }, 1)).toBe('Você leva sete de ouros na distribuição: 1 escova.');
    // dealEscobas "dealerNoEscoba" (seed 004: "taken by the dealer and added to his scoring pile"): no escoba to announce.
    expect(narrateEvent(makeI18n('en'), { type: 'dealEscoba', seat: 1, cards: [6], escobas: 0 }, 1)).toBe('Lucía takes seven of coins at the deal (no escoba).');
    expect(narrateEvent(makeI18n('es'), { type: 'dealEscoba', seat: 0, cards: [6], escobas: 0 }, 1)).toBe('Te llevas 7 de oros en el reparto (sin escoba).');
  });
});

describe("the Brisca expert's hint", () => {
  // Card ids: the 1 (as) de oros 0, 2 de oros 1, 7 de copas 16, rey de bastos 39.
  const exchange = { type: 'exchange', card: 1 } as const;
  const one = { type: 'play', cards: [16] } as const;
  const pair = { type: 'play', cards: [39, 0] } as const;

  it('is one sentence in every language, the action in lower case after "suggests" (never a button label)', () => {
    expect(hintSentence(makeI18n('en'), exchange, 0)).toBe('The expert suggests exchanging two of coins for the trump card (ace of coins).');
    expect(hintSentence(makeI18n('es'), exchange, 0)).toBe('El experto sugiere cambiar 2 de oros por la muestra (1 de oros).');
    expect(hintSentence(makeI18n('pt'), exchange, 0)).toBe('O especialista sugere trocar dois de ouros pela carta de trunfo (ás de ouros).');
    expect(hintSentence(makeI18n('en'), one, 0)).toBe('The expert suggests playing seven of cups.');
    expect(hintSentence(makeI18n('es'), pair, null)).toBe('El experto sugiere jugar rey de bastos y después 1 de oros.');
    for (const lang of ['en', 'es', 'pt'] as const) {
      for (const action of [exchange, one, pair]) expect(hintSentence(makeI18n(lang), action, 0)).toMatch(/^\p{Lu}\P{Lu}*$/u);
    }
  });
});
