// review22: the review and replay of an online game name its real players — from a profile's history entry (today's
// names, which seats were accounts) or from the record the server kept (`seats`, docs/record-format.md) — and the
// names of accounts and bot accounts link to their profiles through the shell's `SeatName`, in every game's review:
// the seats, the score lists, the estimates, the end-of-hand panels. The viewer's own seat is "You", as at the live
// table; guests and computer players stay plain text; a record of a game against the computer reads as before.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escobaGame, type GameState, type Play } from '@escoba/engine';
import { briscaGame, type BriscaState, type CardAction } from '@escoba/brisca';
import { EscobaEstimates, EscobaReview, replaySteps as escobaSteps, stepNarration } from '../src/games/escoba/review/EscobaReview.js';
import { BriscaEstimates, BriscaHandResult, BriscaReview, dealSentence } from '../src/games/brisca/review/BriscaReview.js';
import { replaySteps as briscaSteps } from '../src/games/brisca/review/replay.js';
import { HandBreakdown, scoreSheetOf } from '../src/games/escoba/HandBreakdown.js';
import type { BriscaBotClient } from '../src/games/brisca/bots.js';
import type { BotWorker } from '../src/worker/bot-client.js';
import { recordPlayers, reviewNames, type ReviewSeat } from '../src/review/review-names.js';
import { SeatNamesContext } from '../src/ui/seat-names.js';
import { I18nProvider, makeI18n } from '../src/i18n/I18n.js';
import { LANGS, type Lang } from '../src/i18n/strings.js';
import { botName } from '../src/table/names.js';
import { ReviewGameButton, reviewSeatsOf } from '../src/online/ReviewGameButton.js';
import type { SeatInfo, TableInfo } from '@escoba/protocol';
import { createRng } from '@escoba/cards';
import { played, unwrap } from './played-game.js';


// Who sat where in the online game: an account, a guest, a bot account, the server's computer player.
const PLAYERS: readonly ReviewSeat[] = [
  { name: 'Ana María', account: true, level: null },
  { name: 'Invitada', account: false, level: null },
  { name: 'Deep', account: true, level: null },
  { name: null, account: false, level: 'hard' },
];
/** The record's `seats` metadata as the server writes it (`profiles/finished-game.ts`). */
const RECORD_PLAYERS = [{ name: 'Ana María', account: true }, { name: 'Invitada', account: false }, { name: 'Deep', account: true, bot: true }, { name: null, level: 'hard' }];

/** The link a name of an account gets (a new tab, so the review stays), in `lang`'s words. */
const link = (name: string, lang: Lang = 'en') =>
  `<a class="player-link table-player-link" href="#/players/${encodeURIComponent(name)}" target="_blank" rel="noopener" aria-label="${makeI18n(lang).t('names.profileNewTab', { name })}"`;

/** Every link to a profile in the markup, by the name it shows. */
const linkedNames = (html: string): string[] => [...html.matchAll(/<a class="player-link[^"]*" href="#\/players\/[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);

/** The markup of `node` in a review whose seats are `players`, seen by `viewer` (the logged-in account's name, or null). */
const inReview = (players: readonly ReviewSeat[] | null, viewer: string | null, node: ReactNode, lang: Lang = 'en') =>
  renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(SeatNamesContext.Provider, { value: reviewNames(makeI18n(lang), players, viewer), children: node }) }));

const worker = {} as BotWorker;
const noClose = () => {};

describe('the players of a reviewed game', () => {
  it('reads a record’s seats (review22), an older online record’s names, and none for a game against the computer', () => {
    expect(recordPlayers({ format: 'escoba-record/1', names: ['Ana María', 'Invitada', 'Deep', null], seats: RECORD_PLAYERS })).toEqual(PLAYERS);
    // Before review22 the server kept names alone: the players are named, nobody is linked (accounts are not known).
    expect(recordPlayers({ format: 'escoba-record/1', names: ['Ana María', null] })).toEqual([
      { name: 'Ana María', account: false, level: null },
      { name: null, account: false, level: null },
    ]);
    // The web app's own records (a game against the computer) and anything malformed: the offline names.
    expect(recordPlayers({ format: 'escoba-record/1', app: 'escoba-web', seed: 'x' })).toBeNull();
    expect(recordPlayers({ format: 'escoba-record/1', names: [3, 'x'] })).toBeNull();
    expect(recordPlayers({ format: 'escoba-record/1', players: 2, seats: [{ nombre: 'x' }] })).toBeNull();
  });

  it('names each seat as the live table would: the viewer "You", unlinked; accounts linked; a guest and a computer player plain', () => {
    const en = makeI18n('en');
    const asAna = reviewNames(en, PLAYERS, 'Ana María');
    expect([0, 1, 2, 3].map((s) => asAna.name(s))).toEqual(['You', 'Invitada', 'Deep', botName(en, 3)]);
    expect(asAna.me).toBe(0);
    expect([0, 1, 2, 3].map((s) => asAna.profileOf!(s))).toEqual([null, null, '#/players/Deep', null]);
    // A visitor who did not play: every player by name, no "You".
    const visitor = reviewNames(en, PLAYERS, 'Someone Else');
    expect(visitor.me).toBeNull();
    expect([0, 1, 2, 3].map((s) => visitor.profileOf!(s))).toEqual(['#/players/Ana%20Mar%C3%ADa', null, '#/players/Deep', null]);
    // A guest with the guest's own name is not "You": only an account's seat is the viewer's.
    expect(reviewNames(en, PLAYERS, 'Invitada').me).toBeNull();
    // Opened from the end of an online table: the seat the person held is "You", whatever their name (a guest's too).
    const asGuest = reviewNames(en, PLAYERS, { seat: 1 });
    expect([asGuest.me, asGuest.name(1), asGuest.profileOf!(1), asGuest.profileOf!(0)]).toEqual([1, 'You', null, '#/players/Ana%20Mar%C3%ADa']);
    expect(reviewNames(en, PLAYERS, { seat: null }).me).toBeNull();
    // A game against the computer: "You" at seat 0, the computer's names, no links.
    const offline = reviewNames(en, null, 'Ana María');
    expect(offline.me).toBe(0);
    expect(offline.name(0)).toBe('You');
    expect(offline.profileOf).toBeUndefined();
  });
});

describe('Escoba’s review of an online game', () => {
  const state = played(escobaGame, { players: 4, partnerships: true, rules: 'classic' }, 'review-names-escoba', (s) => escobaGame.handOutcome(s) !== null) as GameState;
  const record = escobaGame.record.make(state, { names: PLAYERS.map((p) => p.name), seats: RECORD_PLAYERS, table: 'NAMES1', game: 0 });

  it('the seats and the score lists link the accounts’ names; the viewer’s seat says "You"', () => {
    const html = inReview(recordPlayers(record), 'Ana María', createElement(EscobaReview, { record, worker, onClose: noClose }));
    expect(html).toContain(`${link('Deep')} data-testid="profile-link-2">Deep</a>`);
    // Deep's seat and the score line of Deep's side ("You & Deep").
    expect(linkedNames(html)).toEqual(['Deep', 'Deep']);
    expect(html).toContain('Invitada');
    expect(html).not.toContain('href="#/players/Invitada"');
    expect(html).toContain(`<strong>You</strong>`);
    // Seen by a visitor, Ana María is a link too, and the game's narration names her.
    const visitor = inReview(recordPlayers(record), null, createElement(EscobaReview, { record, worker, onClose: noClose }));
    expect(new Set(linkedNames(visitor))).toEqual(new Set(['Ana María', 'Deep']));
    const steps = escobaSteps(record);
    if ('error' in steps) throw new Error(steps.error);
    const en = makeI18n('en');
    // Seat 0 dealt: the deal's sentence names her to a visitor, and says "you" to her.
    expect(stepNarration(en, steps.steps[0]!.state.hand!, 1, reviewNames(en, PLAYERS, null))).toContain('Ana María');
    expect(stepNarration(en, steps.steps[0]!.state.hand!, 1, reviewNames(en, PLAYERS, 'Ana María'))).not.toContain('Ana María');
  });

  it('the end-of-hand panel and the estimates link the accounts’ names, in every language', () => {
    for (const lang of LANGS) {
      const end = inReview(PLAYERS, null, createElement(HandBreakdown, { sheet: scoreSheetOf(state), handIndex: 0 }), lang);
      expect(end).toContain(`${link('Ana María', lang)} data-testid="profile-link-0">Ana María</a>`);
      expect(end).toContain(`${link('Deep', lang)} data-testid="profile-link-2">Deep</a>`);
      expect(end).not.toContain('href="#/players/Invitada"');
    }
    const before = unwrap(escobaGame.newGame({ players: 4, partnerships: true, rules: 'classic' }));
    const dealt = unwrap(escobaGame.deal(before, escobaGame.randomDeck(before, createRng('review-names-estimates')), 3));
    const legal = escobaGame.legalActions(dealt) as Play[];
    const decision = { step: 1, before: dealt, seat: 0, played: legal[0]! };
    const analysis = { forced: false, estimates: legal.map((play, i) => ({ play, margin: i, points: i })), loss: 0 };
    const html = inReview(PLAYERS, null, createElement(EscobaEstimates, { analysis, decision, side: 'Ana María & Deep' }));
    expect(html).toContain(`data-testid="ranked-by">Each legal play of ${link('Ana María')} data-testid="profile-link-0">Ana María</a>`);
  });

  it('a record of a game against the computer reads as before: "You" and the computer’s names, no link', () => {
    const offline = escobaGame.record.make(state, { app: 'escoba-web', seed: 's' });
    const html = inReview(recordPlayers(offline), 'Ana María', createElement(EscobaReview, { record: offline, worker, onClose: noClose }));
    expect(linkedNames(html)).toEqual([]);
    expect(html).toContain('<strong>You</strong>');
    expect(html).toContain(botName(makeI18n('en'), 1));
  });
});

describe('Brisca’s and the Alcalde’s review of an online game', () => {
  const bots = {} as BriscaBotClient;

  it('Brisca 2 against 2: the seats, the score lists, the hand’s end and the estimates link the accounts’ names', () => {
    const state = played(briscaGame, { players: 4, partnerships: true, rules: 'brisca' }, 'review-names-brisca', (s) => briscaGame.handOutcome(s) !== null) as BriscaState;
    const record = briscaGame.record.make(state, { names: PLAYERS.map((p) => p.name), seats: RECORD_PLAYERS, table: 'NAMES2', game: 0 });
    const html = inReview(recordPlayers(record), null, createElement(BriscaReview, { record, bots, fromGame: false, onClose: noClose }));
    // Each account's seat, and each side's score line ("Ana María & Deep").
    expect(linkedNames(html).filter((n) => n === 'Ana María').length).toBeGreaterThanOrEqual(2);
    expect(linkedNames(html).filter((n) => n === 'Deep').length).toBeGreaterThanOrEqual(2);
    expect(new Set(linkedNames(html))).toEqual(new Set(['Ana María', 'Deep']));
    expect(html).not.toContain('href="#/players/Invitada"');
    // The step's sentence names the dealer as the players knew them.
    const en = makeI18n('en');
    const names = reviewNames(en, PLAYERS, null);
    expect(dealSentence(en, 1, 6, names)).toBe('Invitada deals; the trump card is seven of coins.');
    expect(dealSentence(en, 0, 6, reviewNames(en, PLAYERS, 'Ana María'))).toBe('You deal; the trump card is seven of coins.');

    const result = state.hand!.result!;
    const end = inReview(PLAYERS, 'Ana María', createElement(BriscaHandResult, { result, hand: 0 }));
    // "You & Deep" against "Invitada & <the computer>".
    expect(linkedNames(end)).toEqual(['Deep']);
    expect(end).toContain('You');

    const steps = briscaSteps(record);
    if ('error' in steps) throw new Error(steps.error);
    const decision = steps.decisions[0]!;
    const legal = briscaGame.legalActions(decision.before) as CardAction[];
    const analysis = { forced: false, options: legal.map((action, i) => ({ action, points: 60 + i })), loss: 0, mistake: false };
    const estimates = inReview(PLAYERS, null, createElement(BriscaEstimates, { i18n: en, analysis, decision, side: createElement('span', null, 'the side') }));
    expect(estimates).toContain('data-testid="ranked-by">Expected card points of <span>the side</span>');
  });

  it('the Alcalde: each player’s seat links an account’s name, the computer player keeps the computer’s name', () => {
    const players: readonly ReviewSeat[] = [PLAYERS[3]!, PLAYERS[0]!, PLAYERS[1]!];
    const state = played(briscaGame, { players: 3, rules: 'alcalde' }, 'review-names-alcalde', (s) => briscaGame.handOutcome(s) !== null) as BriscaState;
    const record = briscaGame.record.make(state, { names: players.map((p) => p.name), seats: [RECORD_PLAYERS[3], RECORD_PLAYERS[0], RECORD_PLAYERS[1]], table: 'NAMES3', game: 0 });
    for (const lang of LANGS) {
      const html = inReview(recordPlayers(record), null, createElement(BriscaReview, { record, bots, fromGame: false, onClose: noClose }), lang);
      expect(html).toContain(`${link('Ana María', lang)} data-testid="profile-link-1">Ana María</a>`);
      expect(new Set(linkedNames(html))).toEqual(new Set(['Ana María']));
      expect(html).toContain(botName(makeI18n(lang), 0));
      const end = inReview(players, null, createElement(BriscaHandResult, { result: state.hand!.result!, hand: 0 }), lang);
      expect(linkedNames(end)).toContain('Ana María');
    }
  });
});

describe('the review offered at the end of an online game', () => {
  const seat = (over: Partial<SeatInfo> & Pick<SeatInfo, 'seat'>): SeatInfo => ({ name: null, bot: null, substitute: false, ...over });
  const tableOf = (seats: SeatInfo[]): TableInfo => ({ code: 'REVW22', settings: {} as TableInfo['settings'], host: 0, status: 'finished', games: 2, seats, deadline: null, commitment: null });
  const seats = [seat({ seat: 0, name: 'Ana María', account: true }), seat({ seat: 1, name: 'Invitada' }), seat({ seat: 2, name: 'Deep', account: true, botAccount: true }), seat({ seat: 3, name: 'hard', bot: 'hard' })];

  it('names the table’s seats as the review will: accounts and bot accounts linked, a guest plain, a computer by its level', () => {
    expect(reviewSeatsOf(tableOf(seats))).toEqual(PLAYERS);
  });

  it('is offered when an account sat at the table (its game is kept), not at a table of guests and computers', () => {
    const render = (table: TableInfo) => renderToStaticMarkup(createElement(I18nProvider, { lang: 'es', deckStyle: 'spanish', children: createElement(ReviewGameButton, { table, me: 1, onReview: () => {} }) }));
    expect(render(tableOf(seats))).toContain('data-testid="online-review">Revisar la partida</button>');
    expect(render(tableOf([seats[1]!, seats[3]!]))).toBe('');
  });
});
