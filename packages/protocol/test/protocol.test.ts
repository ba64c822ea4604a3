import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ALL_CARDS, createGame, createRng, deal, makeCard, shuffledDeck, unwrap } from '@escoba/engine';
import { commitmentText, commitTo, CLIENT_MESSAGE_TYPES, firstDeal, LIMITS, parseClientMessage, sha256Bytes, verifyShuffle } from '@escoba/protocol';

describe('shuffle commitments', () => {
  const deck = shuffledDeck(createRng('commit'));
  const salt = '00112233445566778899aabbccddeeff';

  it('hash the documented text: escoba-shuffle/1:<cards>:<salt>', async () => {
    const text = commitmentText(deck, salt);
    expect(text).toBe(`escoba-shuffle/1:${deck.map(makeCard).join(',')}:${salt}`);
    // WebCrypto (what browsers use) and Node's crypto agree.
    expect(await commitTo(deck, salt)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(await commitTo(ALL_CARDS, salt)).toBe(createHash('sha256').update(`escoba-shuffle/1:${ALL_CARDS.map(makeCard).join(',')}:${salt}`).digest('hex'));
  });

  it('verify a true reveal and reject a changed deck, a changed salt and a deck that is not a pack', async () => {
    const published = await commitTo(deck, salt);
    const cards = deck.map(makeCard);
    expect(await verifyShuffle({ deck: cards, salt }, published)).toEqual({ ok: true });
    const swapped = [cards[1]!, cards[0]!, ...cards.slice(2)];
    expect((await verifyShuffle({ deck: swapped, salt }, published)).ok).toBe(false);
    expect((await verifyShuffle({ deck: cards, salt: salt.replace('0', '1') }, published)).ok).toBe(false);
    expect(await verifyShuffle({ deck: [...cards.slice(0, 39), cards[0]!], salt }, published)).toMatchObject({ ok: false, reason: expect.stringMatching(/40 distinct/) });
    expect((await verifyShuffle({ deck: cards, salt: 'short' }, published)).ok).toBe(false);
  });

  it('hash in plain JavaScript where WebCrypto is missing (pages served over http from a LAN address)', async () => {
    const rng = createRng('sha');
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const bytes = Uint8Array.from({ length }, () => rng.int(256));
      expect(Buffer.from(sha256Bytes(bytes)).toString('hex'), `${length} bytes`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    const published = await commitTo(deck, salt);
    vi.stubGlobal('crypto', undefined);
    try {
      expect(await commitTo(deck, salt)).toBe(published);
      expect(await verifyShuffle({ deck: deck.map(makeCard), salt }, published)).toEqual({ ok: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('firstDeal gives what the engine deals', () => {
    for (const [players, dealer] of [[2, 1], [3, 0], [4, 2], [6, 5]] as const) {
      const game = unwrap(deal(unwrap(createGame({ players })), deck, dealer));
      for (let seat = 0; seat < players; seat++) {
        const { hand, table } = firstDeal(deck, dealer, players, seat);
        expect(hand.sort((a, b) => a - b)).toEqual([...game.hand!.hands[seat]!].sort((a, b) => a - b));
        // A deal escoba (table worth 15 or 30) takes the table cards at once.
        if (game.hand!.table.length === 4) expect(table).toEqual(game.hand!.table);
      }
    }
  });
});

describe('message validation', () => {
  it('accepts every documented message shape', () => {
    const examples = [
      { type: 'create', config: { players: 4, partnerships: true, rules: { preset: 'classic', target: 15 }, turnSeconds: 30, bots: [{ seat: 3, level: 'hard' }] }, name: 'Ana', seat: 0, ref: 1 },
      { type: 'join', code: 'k7pm2q', seat: 1, name: 'Bea' },
      { type: 'spectate', code: 'K7PM2Q', since: 3 },
      { type: 'resume', code: 'K7PM2Q', seat: 1, token: 'x'.repeat(43), since: 12 },
      { type: 'leave' },
      { type: 'start', ref: 'a' },
      { type: 'kick', seat: 2 },
      { type: 'play', play: '7o:3c+5e', v: 17 },
      { type: 'play', play: { card: 6, take: [22, 14] }, v: 17 },
      { type: 'chat', text: '¡Escoba! 🧹' },
      { type: 'rematch' },
      { type: 'ping' },
    ];
    expect(new Set(examples.map((e) => e.type))).toEqual(new Set(CLIENT_MESSAGE_TYPES));
    for (const e of examples) expect(parseClientMessage(JSON.stringify(e)), JSON.stringify(e)).toMatchObject({ ok: true });
    expect(parseClientMessage(JSON.stringify({ type: 'join', code: 'k7pm2q', seat: 1, name: '  Bea ' }))).toMatchObject({ ok: true, message: { code: 'K7PM2Q', name: 'Bea' } });
  });

  it('names what is wrong, and keeps the ref', () => {
    expect(parseClientMessage('{"type":"play","v":1,"ref":9}')).toMatchObject({ ok: false, error: { code: 'Malformed', ref: 9, message: expect.stringMatching(/play/) } });
    expect(parseClientMessage('{"type":"join","code":"OOOOOO","seat":1,"name":"x"}')).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/code/) } });
    expect(parseClientMessage('{"type":"chat","text":"   "}')).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/empty/) } });
    expect(parseClientMessage('{"type":"hello"}')).toMatchObject({ ok: false, error: { code: 'UnknownType' } });
    expect(parseClientMessage('"ping"')).toMatchObject({ ok: false, error: { code: 'Malformed' } });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'é'.repeat(LIMITS.maxMessageBytes / 2) }))).toMatchObject({ ok: false, error: { code: 'TooLarge' } });
  });

  it('refuses names and chat that display other than they hold, and names that pass for the app’s words', () => {
    for (const name of ['You', 'tú', 'Ｙｏｕ', 'y-o-u', 'SERVER', 'Asiento 2', 'Seat2', 'medium', 'Ana\u202Ebob', 'A\u200Bna', 'A\u200Dna', 'A\u2066na'])
      expect(parseClientMessage(JSON.stringify({ type: 'join', code: 'K7PM2Q', seat: 1, name })), name).toMatchObject({ ok: false, error: { code: 'Malformed' } });
    for (const name of ['Youssef', 'Tura', 'Ana María', 'Zoë', '李娜'])
      expect(parseClientMessage(JSON.stringify({ type: 'join', code: 'K7PM2Q', seat: 1, name })), name).toMatchObject({ ok: true });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'x\u202Ey' }))).toMatchObject({ ok: false });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'familia 👨\u200D👩\u200D👧' }))).toMatchObject({ ok: true });
    expect(parseClientMessage(JSON.stringify({ type: 'create', config: { players: 2, target: LIMITS.maxTarget + 1 }, name: 'Ana' }))).toMatchObject({ ok: false });
  });
});
