import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { briscaGame, deal as briscaDeal, createGame as createBriscaGame, randomDeck, type BriscaView } from '@escoba/brisca';
import { ALL_CARDS, createGame, createRng, deal, escobaGame, makeCard, shuffledDeck, unwrap, type SeatView } from '@escoba/engine';
import {
  commitmentText,
  commitTo,
  CLIENT_MESSAGE_TYPES,
  createMessageParser,
  dealtCards,
  deckSizeOf,
  LIMITS,
  PROTOCOL,
  sha256Bytes,
  verifyShuffle,
  viewOfGame,
  type ClientGame,
  type TableSettings,
} from '@escoba/protocol';

// The protocol knows no game: these tests hand it games (their definitions, their table names) as a server or an app does.
const escoba = escobaGame as unknown as ClientGame;
const brisca = briscaGame as unknown as ClientGame;
const parseClientMessage = createMessageParser(['escoba', 'brisca', 'alcalde']);
/** Settings as the server resolves them (packages/games tests resolveTableConfig itself): the preset's rules, or the first preset's. */
const settings = (gameId: string, table: { readonly players: number; readonly partnerships?: boolean; readonly rules?: string }): TableSettings => {
  const rules = gameId === 'escoba' ? unwrap(escobaGame.resolveRules(table.rules ?? 'classic')) : unwrap(briscaGame.resolveRules(table.rules ?? 'brisca'));
  return { gameId, players: table.players, partnerships: table.partnerships ?? false, rules, turnSeconds: null, bots: [], hands: null, public: false, rated: false };
};

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

  it('verify a 39-card deck (3-player Brisca) against its size', async () => {
    const game = unwrap(createBriscaGame({ players: 3, rules: 'brisca' }));
    const cards = randomDeck(game, createRng('39')).map(makeCard);
    const published = await commitTo(cards, salt);
    expect(await verifyShuffle({ deck: cards, salt }, published, 39)).toEqual({ ok: true });
    expect(await verifyShuffle({ deck: cards, salt }, published)).toMatchObject({ ok: false, reason: expect.stringMatching(/40 distinct/) });
  });

  it('dealtCards gives what each game deals a seat, from the revealed deck and dealer', () => {
    for (const [players, dealer] of [[2, 1], [3, 0], [4, 2], [6, 5]] as const) {
      const game = unwrap(deal(unwrap(createGame({ players })), deck, dealer));
      const table = settings('escoba', { players, partnerships: players === 6 });
      expect(deckSizeOf(escoba, table)).toBe(40);
      for (let seat = 0; seat < players; seat++) {
        expect(unwrap(dealtCards(escoba, table, deck, dealer, seat)).sort((a, b) => a - b)).toEqual([...game.hand!.hands[seat]!].sort((a, b) => a - b));
      }
    }
    for (const config of [{ players: 2 }, { players: 3 }, { players: 4, partnerships: true }, { players: 3, rules: 'alcalde' }, { players: 3, rules: 'alcalde-variation' }] as const) {
      const table = settings('brisca', config);
      const fresh = unwrap(createBriscaGame({ ...config, rules: table.rules }));
      const cards = randomDeck(fresh, createRng(JSON.stringify(config)));
      expect(deckSizeOf(brisca, table)).toBe(cards.length);
      const game = unwrap(briscaDeal(fresh, cards, 1));
      for (let seat = 0; seat < config.players; seat++) expect(unwrap(dealtCards(brisca, table, cards, 1, seat))).toEqual([...game.hand!.hands[seat]!]);
    }
    // A 3-player Brisca deck must leave a four out: a deck leaving out another card cannot be dealt.
    const three = settings('brisca', { players: 3 });
    const wrong = ALL_CARDS.filter((c) => c !== 0);
    expect(dealtCards(brisca, three, wrong, 0, 0)).toMatchObject({ ok: false, error: { code: 'BadDeck' } });
  });
});

describe('games of a table', () => {
  it('speaks escoba/2', () => {
    expect(PROTOCOL).toBe('escoba/2');
  });

  it('the schema refuses a gameId the server does not name, and hands out of range, before any game looks at them', () => {
    const create = (config: unknown) => parseClientMessage(JSON.stringify({ type: 'create', config, name: 'Ana' }));
    expect(create({ gameId: 'tute', players: 2 })).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/gameId is one of escoba, brisca, alcalde/) } });
    expect(create({ gameId: 'alcalde', players: 3, hands: 0 })).toMatchObject({ ok: false, error: { code: 'Malformed' } });
    expect(create({ gameId: 'alcalde', players: 3, hands: LIMITS.maxHands + 1 })).toMatchObject({ ok: false, error: { code: 'Malformed' } });
    expect(create({ gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', exchange: 'winner', wins: 2 } })).toMatchObject({ ok: true });
    // The names are the server's: a server of one game refuses the others.
    expect(createMessageParser(['escoba'])(JSON.stringify({ type: 'create', config: { gameId: 'brisca', players: 2 }, name: 'Ana' }))).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/gameId is one of escoba$/) } });
  });

  it('views are typed by the table’s game', () => {
    const table = { settings: settings('brisca', { players: 2 }) };
    const view = briscaGame.view(unwrap(briscaDeal(unwrap(createBriscaGame({ players: 2 })), randomDeck(unwrap(createBriscaGame({ players: 2 })), createRng(1)), 0)), 0);
    expect(viewOfGame<BriscaView>('brisca', table, view)).toBe(view);
    expect(viewOfGame<SeatView>('escoba', table, view)).toBeNull();
    expect(viewOfGame<SeatView>('escoba', null, view)).toBeNull();
  });
});

describe('message validation', () => {
  it('accepts every documented message shape', () => {
    const examples = [
      { type: 'hello', protocol: 'escoba/2', ref: 0 },
      { type: 'create', config: { gameId: 'alcalde', players: 3, rules: 'alcalde-variation', hands: 5, bots: [{ seat: 2, level: 'expert' }] }, name: 'Ana' },
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
      { type: 'lobby', watch: true },
      { type: 'create', config: { gameId: 'brisca', players: 2, public: true }, name: 'Ana' },
      // quickplay22
      { type: 'quickplay', action: 'join', table: { gameId: 'brisca', players: 4, partnerships: true, rated: false }, name: 'Ana', computers: true },
      { type: 'quickplay', action: 'leave' },
      { type: 'quickplay', action: 'accept', level: 'hard' },
      // challenge22
      { type: 'challenge', action: 'listen' },
      { type: 'challenge', action: 'send', to: 'Beto', config: { gameId: 'escoba', players: 2, rated: true } },
      { type: 'challenge', action: 'accept', id: 'ch_0123456789abcdef' },
      { type: 'challenge', action: 'decline', id: 'ch_0123456789abcdef' },
      { type: 'challenge', action: 'cancel', id: 'ch_0123456789abcdef' },
      // tsrv23
      { type: 'tournament', watch: 'ABCDEFGH23' },
      { type: 'tournament', watch: null },
      { type: 'tournaments', watch: true },
      // loose23
      { type: 'tournamentSeats', watch: true },
    ];
    expect(new Set(examples.map((e) => e.type))).toEqual(new Set(CLIENT_MESSAGE_TYPES));
    for (const e of examples) expect(parseClientMessage(JSON.stringify(e)), JSON.stringify(e)).toMatchObject({ ok: true });
    expect(parseClientMessage(JSON.stringify({ type: 'join', code: 'k7pm2q', seat: 1, name: '  Bea ' }))).toMatchObject({ ok: true, message: { code: 'K7PM2Q', name: 'Bea' } });
  });

  it('names what is wrong, and keeps the ref', () => {
    expect(parseClientMessage('{"type":"play","v":1,"ref":9}')).toMatchObject({ ok: false, error: { code: 'Malformed', ref: 9, message: expect.stringMatching(/play/) } });
    expect(parseClientMessage('{"type":"join","code":"OOOOOO","seat":1,"name":"x"}')).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/code/) } });
    expect(parseClientMessage('{"type":"chat","text":"   "}')).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/empty/) } });
    expect(parseClientMessage('{"type":"hola"}')).toMatchObject({ ok: false, error: { code: 'UnknownType' } });
    expect(parseClientMessage('{"type":"hello","protocol":"escoba/3"}')).toMatchObject({ ok: false, error: { code: 'Malformed', message: expect.stringMatching(/speaks escoba\/1 and escoba\/2/) } });
    expect(parseClientMessage('"ping"')).toMatchObject({ ok: false, error: { code: 'Malformed' } });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'é'.repeat(LIMITS.maxMessageBytes / 2) }))).toMatchObject({ ok: false, error: { code: 'TooLarge' } });
  });

  it('refuses names and chat that display other than they hold, and names that pass for the app’s words', () => {
    for (const name of ['You', 'tú', 'Ｙｏｕ', 'y-o-u', 'SERVER', 'Asiento 2', 'Seat2', 'medium', 'Ana\u202Ebob', 'A\u200Bna', 'A\u200Dna', 'A\u2066na'])
      expect(parseClientMessage(JSON.stringify({ type: 'join', code: 'K7PM2Q', seat: 1, name })), name).toMatchObject({ ok: false, error: { code: 'BadName' } });
    for (const name of ['Youssef', 'Tura', 'Ana María', 'Zoë', '李娜'])
      expect(parseClientMessage(JSON.stringify({ type: 'join', code: 'K7PM2Q', seat: 1, name })), name).toMatchObject({ ok: true });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'x\u202Ey' }))).toMatchObject({ ok: false });
    expect(parseClientMessage(JSON.stringify({ type: 'chat', text: 'familia 👨\u200D👩\u200D👧' }))).toMatchObject({ ok: true });
    expect(parseClientMessage(JSON.stringify({ type: 'create', config: { players: 2, target: LIMITS.maxTarget + 1 }, name: 'Ana' }))).toMatchObject({ ok: false });
  });
});
