import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRng } from '@escoba/cards';
import { briscaGame, resolveRules, senaOf, SENAS, type BriscaAction, type BriscaRules, type BriscaState, type BriscaView } from '@escoba/brisca';
import type { PublicEvent, TableInfo, TableSettings } from '@escoba/protocol';
import { checkCreateForm as checkForm, tableConfigOf as configOf, type CreateForm } from '../src/online/create-form.js';
import { gameWords as tableGameWords, settingsLine as tableLine } from '../src/online/TableSummary.js';
import { briscaTableWords, describeBriscaRules } from '../src/games/brisca/online/words.js';
import { alcaldeForm, briscaForm } from '../src/games/brisca/online/form.js';
import { escobaForm } from '../src/games/escoba/online/form.js';
import type { I18n } from '../src/i18n/translator.js';
import { briscaNarrator } from '../src/games/brisca/narrate.js';
import { senaMeaning } from '../src/games/brisca/senas-text.js';
import { briscaRemote } from '../src/games/brisca/remote.js';
import { handsWonOf } from '../src/online/hands-won.js';
import { BriscaOnline } from '../src/games/brisca/online/BriscaOnline.js';
import { onlineNames } from '../src/online/names.js';
import { I18nProvider } from '../src/i18n/I18n.js';
import { memoryStore } from './memory-store.js';
import { RemoteTableSource } from '../src/table/remote-source.js';
import { latestStep, type TableEvent } from '../src/table/source.js';
import { fakeSession as fakeAnySession } from './fake-session.js';
import type { OnlineSession, OnlineSnapshot } from '../src/online/session.js';
import { makeI18n } from '../src/i18n/translator.js';
import { LANGS } from '../src/i18n/strings.js';
import { MESSAGES } from '../src/games/messages.js';

/** A fake online session at a Brisca table. */
const fakeSession = (view: BriscaView) => fakeAnySession(view, { settings: settings({}) } as unknown as TableInfo);

// Brisca and Alcalde online (issue 13): the create form checked as the server checks it (`resolveTableConfig`),
// the table described before joining, and the remote table source turning a Brisca table's views into steps
// with the same adapter as games against the computer.

// The form with each game's own choices (each game's part of the form, from its folder, reads its own).
type GameChoices = { readonly escoba?: unknown; readonly brisca?: unknown; readonly alcalde?: unknown };
const form = ({ escoba, brisca, alcalde, ...over }: Partial<Omit<CreateForm, 'parts'>> & GameChoices): CreateForm => ({
  game: 'escoba',
  parts: {
    escoba: escoba ?? { table: '2', rules: { preset: 'classic', options: {} } },
    brisca: brisca ?? { table: '2', rules: { preset: 'brisca', options: {} } },
    alcalde: alcalde ?? { rules: { preset: 'alcalde', options: {} }, hands: 3 },
  },
  kinds: ['person', 'person', 'person', 'person', 'person'],
  turnSeconds: null,
  ...over,
});
const FORM_PARTS = { escoba: escobaForm, brisca: briscaForm, alcalde: alcaldeForm };
const checkCreateForm = (f: CreateForm) => checkForm(f, FORM_PARTS[f.game]);
const tableConfigOf = (f: CreateForm) => configOf(f, FORM_PARTS[f.game]);

describe('the online create form', () => {
  it('asks for a 2 against 2 Brisca table with two bot seats, as the server resolves it', () => {
    const f = form({ game: 'brisca', brisca: { table: '4p', rules: { preset: 'brisca', options: { wins: 2 } } }, kinds: ['hard', 'person', 'easy', 'person', 'person'] });
    const checked = checkCreateForm(f);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.config).toEqual({ gameId: 'brisca', players: 4, partnerships: true, turnSeconds: null, bots: [{ seat: 1, level: 'hard' }, { seat: 3, level: 'easy' }], rules: { preset: 'brisca', wins: 2 } });
    expect(checked.settings).toMatchObject({ gameId: 'brisca', players: 4, partnerships: true, bots: [null, 'hard', null, 'easy'], hands: null });
    expect(checked.settings.rules).toMatchObject({ preset: 'brisca', wins: 2 });
  });

  it('asks for an Alcalde table of three with its number of hands and the chosen Alcalde game', () => {
    const f = form({ game: 'alcalde', alcalde: { rules: { preset: 'alcalde-variation', options: {} }, hands: 5 }, kinds: ['medium', 'random', 'person', 'person', 'person'] });
    const checked = checkCreateForm(f);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.config).toMatchObject({ gameId: 'alcalde', players: 3, hands: 5, rules: 'alcalde-variation' });
    expect(checked.settings).toMatchObject({ gameId: 'brisca', players: 3, hands: 5, bots: [null, 'medium', 'random'] });
    expect((checked.settings.rules as BriscaRules).preset).toBe('alcalde-variation');
  });

  it("leaves out an option the table cannot have, says Escoba's options that do not go together, and what only an online table refuses", () => {
    // Señas need partners (rules.md, Señas): chosen for a 2-player table, they are left out, never an obstacle.
    const senas = (table: string) => form({ game: 'brisca', brisca: { table, rules: { preset: 'brisca', options: { senas: true } } } });
    expect(checkCreateForm(senas('2'))).toMatchObject({ ok: true });
    expect(tableConfigOf(senas('2')).rules).toBe('brisca');
    expect(tableConfigOf(senas('4p')).rules).toEqual({ preset: 'brisca', senas: true });
    expect(checkCreateForm(form({ escoba: { table: '2', rules: { preset: 'classic', options: { renuncio: true } } } }))).toMatchObject({ ok: false, problem: { kind: 'rules' } });
    // Escoba's target above the online limit: only the protocol refuses it.
    const far = checkCreateForm(form({ escoba: { table: '2', rules: { preset: 'classic', options: { target: 500 } } } }));
    expect(far).toMatchObject({ ok: false, problem: { kind: 'config' } });
    if (!far.ok && far.problem.kind === 'config') expect(far.problem.message).toMatch(/target/);
    // The host's seat 0 is a person; the others' kinds past the table's size are not sent.
    expect(tableConfigOf(form({ game: 'brisca', kinds: ['easy', 'easy', 'easy', 'easy', 'easy'] })).bots).toEqual([{ seat: 1, level: 'easy' }]);
  });
});

const briscaRules = (input: unknown): BriscaRules => {
  const r = resolveRules(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const settings = (over: Partial<TableSettings>): TableSettings =>
  ({ gameId: 'brisca', players: 4, partnerships: true, rules: briscaRules('brisca'), turnSeconds: null, bots: [null, 'hard', null, 'easy'], hands: null, ...over }) as TableSettings;

// A Brisca table's words, as the join screen and the lobby get them from the game's code.
const gameWords = (i18n: I18n, s: TableSettings) => tableGameWords(i18n, s, briscaTableWords);
const lengthWords = (i18n: I18n, s: TableSettings) => briscaTableWords.length(i18n, s);
const settingsLine = (i18n: I18n, s: TableSettings) => tableLine(i18n, s, briscaTableWords);

describe('a Brisca or Alcalde table described before joining and in the lobby', () => {
  it('names the game, the preset and each changed option, and how long it lasts, in every language', () => {
    const en = makeI18n('en');
    const brisca = settings({ rules: briscaRules({ preset: 'brisca', wins: 3, exchange: 'none' }) });
    expect(gameWords(en, brisca)).toBe('Brisca, 4 players, 2 against 2');
    expect(describeBriscaRules(en, brisca.rules as BriscaRules)).toBe(`Brisca, changed: ${MESSAGES.en['brisca.option.exchange']}: ${MESSAGES.en['brisca.option.exchange.none']}`);
    expect(describeBriscaRules(en, briscaRules('brisca'))).toBe('Brisca, no changes');
    expect(lengthWords(en, brisca)).toEqual({ label: 'Hands to win', value: '3' });
    expect(settingsLine(en, brisca)).toBe('Brisca, 4 players, 2 against 2 · 3 hands to win');

    const alcalde = settings({ players: 3, partnerships: false, rules: briscaRules('alcalde-variation'), hands: 4, bots: [null, 'medium', null], turnSeconds: 30 });
    expect(gameWords(en, alcalde)).toBe('Alcalde variation, 3 players');
    expect(lengthWords(en, alcalde)).toEqual({ label: 'Hands to play', value: '4' });
    expect(settingsLine(en, alcalde)).toBe('Alcalde variation, 3 players · 4 hands · Seconds per turn: 30');
    for (const lang of LANGS) {
      const i18n = makeI18n(lang);
      expect(describeBriscaRules(i18n, brisca.rules as BriscaRules)).toContain(`${MESSAGES[lang]['brisca.option.exchange']}: ${MESSAGES[lang]['brisca.option.exchange.none']}`);
      expect(settingsLine(i18n, alcalde)).toContain(MESSAGES[lang]['brisca.preset.alcalde-variation']);
      expect(lengthWords(i18n, alcalde).label).toBe(MESSAGES[lang]['online.handsLabel']);
    }
  });
});

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const dealt = (state: BriscaState, seed: string, dealer: number) => unwrap(briscaGame.deal(state, briscaGame.randomDeck(state, createRng(seed)), dealer));
const playedEvent = (seat: number, action: BriscaAction): PublicEvent => ({ type: 'played', seat, play: briscaGame.makeAction(action), by: 'player', deadline: null });
const kinds = (events: readonly TableEvent[]) => events.map((e) => e.kind);

describe('the remote table source at a Brisca table', () => {
  it("makes each server event a step with Brisca's table events (exchange, plays, tricks, the hand's end), holding the next deal until the hand is read", () => {
    // 2 against 2, seat 0's view; every seat plays its first legal action (an exchange when one is offered).
    let state = dealt(unwrap(briscaGame.newGame({ rules: { preset: 'brisca', wins: 2 }, players: 4, partnerships: true })), 'online-brisca-1', 3);
    const first = briscaGame.view(state, 0);
    const fake = fakeSession(first);
    const source = new RemoteTableSource<BriscaView, BriscaAction>(fake.session, first, briscaRemote);
    const off = source.subscribe(() => {});
    expect(kinds(latestStep(source.getSnapshot()).events)).toEqual(['deal']);

    const seen: TableEvent[] = [];
    while (briscaGame.handOutcome(state) === null) {
      const seat = briscaGame.turn(state)!;
      const legal = briscaGame.legalActions(state);
      const action = legal.find((a) => a.type === 'exchange') ?? legal[0]!;
      state = unwrap(briscaGame.apply(state, action));
      fake.send(playedEvent(seat, action), briscaGame.view(state, 0));
      const step = latestStep(source.getSnapshot());
      expect(step.reset).toBe(false);
      const first = step.events[0]!;
      // Each step starts with the action it is, by the seat that made it.
      expect(first).toMatchObject(action.type === 'exchange' ? { kind: 'exchange', seat, gave: action.card } : { kind: 'play', seat, card: (action as Extract<BriscaAction, { type: 'play' }>).cards[0] });
      seen.push(...step.events);
    }
    expect(seen.filter((e) => e.kind === 'trick')).toHaveLength(10);
    expect(seen.filter((e) => e.kind === 'exchange')).toHaveLength(1);
    expect(seen.at(-1)).toEqual({ kind: 'handEnd', hand: 0 });
    expect(source.getSnapshot().turn).toBeNull();

    // The next hand comes at once; it waits while the hand's end is on screen.
    const ended = latestStep(source.getSnapshot()).seq;
    const next = dealt(state, 'online-brisca-2', briscaGame.nextDealer(state)!);
    fake.send({ type: 'dealt', game: 0, hand: 1, dealer: 0, commitment: '00', deadline: null }, briscaGame.view(next, 0));
    expect(source.holding).toBe(true);
    expect(latestStep(source.getSnapshot()).seq).toBe(ended);
    fake.dismiss();
    expect(kinds(latestStep(source.getSnapshot()).events)).toEqual(['deal']);
    expect(latestStep(source.getSnapshot()).view.handIndex).toBe(1);

    // An action goes to the server as the game's action (the client sends it as notation).
    const mine = briscaGame.view(next, 0).legal[0];
    if (mine) source.act(mine);
    off();
  });

  it("carries the Alcalde's second card with his first", () => {
    let state = dealt(unwrap(briscaGame.newGame({ rules: 'alcalde', players: 3 })), 'online-alcalde', 1);
    const alcalde = briscaGame.view(state, 0).alcalde!;
    const watcher = (alcalde + 1) % 3;
    const fake = fakeSession(briscaGame.view(state, watcher));
    const source = new RemoteTableSource<BriscaView, BriscaAction>(fake.session, briscaGame.view(state, watcher), briscaRemote);
    const off = source.subscribe(() => {});
    let pair: readonly number[] | null = null;
    while (pair === null) {
      const seat = briscaGame.turn(state)!;
      const action = briscaGame.legalActions(state).find((a) => a.type === 'play')!;
      state = unwrap(briscaGame.apply(state, action));
      fake.send(playedEvent(seat, action), briscaGame.view(state, watcher));
      if (action.type === 'play' && action.cards.length === 2) {
        pair = action.cards;
        expect(latestStep(source.getSnapshot()).events[0]).toEqual({ kind: 'play', seat: alcalde, card: pair[0], took: [], claim: false, also: [pair[1]] });
      }
    }
    off();
  });
});

describe('señas at an online 2 against 2 Brisca table (rules.md "Señas", protocol.md "Señas")', () => {
  it('makes the private seña message a step with the seña and the turn kept for its side; opponents and spectators get nothing and show nothing', () => {
    // Cards are played until the seat on turn holds a seña it may make (the first legal card each turn).
    let state = dealt(unwrap(briscaGame.newGame({ rules: { preset: 'brisca', senas: true }, players: 4, partnerships: true })), 'online-senas', 3);
    while (briscaGame.view(state, briscaGame.turn(state)!).legalSenas.length === 0) state = unwrap(briscaGame.apply(state, briscaGame.legalActions(state)[0]!));
    const signaller = briscaGame.turn(state)!;
    const partner = (signaller + 2) % 4;
    const opponent = (signaller + 1) % 4;
    const sena = briscaGame.view(state, signaller).legalSenas[0]!;
    const i18n = makeI18n('en');
    const names = (me: number | null) => ({ me, name: (seat: number) => `P${seat}` });

    const followers = [signaller, partner, opponent, null].map((seat) => {
      const view = briscaGame.view(state, seat);
      const fake = fakeSession(view);
      const source = new RemoteTableSource<BriscaView, BriscaAction>(fake.session, view, briscaRemote);
      return { seat, before: view, fake, source, off: source.subscribe(() => {}), narrate: briscaNarrator(i18n, names(seat)) };
    });
    // The signaller's page sends the seña as the game's action; the client writes it in its game's notation.
    const mine = followers[0]!;
    mine.source.act(senaOf(sena));
    expect(mine.fake.sent).toEqual([senaOf(sena)]);
    expect(briscaGame.makeAction(senaOf(sena))).toBe(`!${sena}`);

    state = unwrap(briscaGame.apply(state, senaOf(sena)));
    expect(briscaGame.turn(state)).toBe(signaller);
    const told = new Map<number | null, readonly string[]>();
    // The server sends the seña to its side only (a private message); opponents and spectators get nothing.
    for (const f of followers.filter((x) => x.seat === signaller || x.seat === partner)) {
      f.fake.sendPrivate({ type: 'sena', seat: signaller, play: `!${sena}`, by: 'player' }, briscaGame.view(state, f.seat));
      const step = latestStep(f.source.getSnapshot());
      // No card moves and the turn stays with the signaller.
      expect(step.reset).toBe(false);
      expect(step.events).toEqual([{ kind: 'sena', seat: signaller, sena }]);
      expect(f.source.getSnapshot().turn).toBe(signaller);
      told.set(f.seat, f.narrate(step.events, step.view));
    }
    expect(told.get(signaller)).toEqual([i18n.t('senas.youSignal', { meaning: senaMeaning(i18n, sena) })]);
    expect(told.get(partner)).toEqual([i18n.t('senas.signal', { name: `P${signaller}`, meaning: senaMeaning(i18n, sena) })]);
    // Opponents and spectators: no step at all, their view is what it was (the engine's view of them does not change).
    for (const seat of [opponent, null]) {
      const f = followers.find((x) => x.seat === seat)!;
      expect(f.source.getSnapshot().steps).toHaveLength(1);
      expect(latestStep(f.source.getSnapshot()).view).toEqual(f.before);
      expect(briscaGame.view(state, seat)).toEqual(f.before);
    }

    // The signaller's card then flies as usual, and the seña is not said again.
    const card = briscaGame.legalActions(state).find((a) => a.type === 'play')!;
    state = unwrap(briscaGame.apply(state, card));
    const f = followers[1]!;
    f.fake.send(playedEvent(signaller, card), briscaGame.view(state, partner));
    const step = latestStep(f.source.getSnapshot());
    expect(step.events[0]).toMatchObject({ kind: 'play', seat: signaller });
    expect(f.narrate(step.events, step.view).join(' ')).not.toContain(senaMeaning(i18n, sena));
    for (const x of followers) x.off();
    expect(SENAS).toContain(sena);
  });
});

describe('the hands won at a table that stops after a number of hands (Alcalde)', () => {
  const alcaldeHands = (seed: string, hands: number): BriscaState => {
    let state = unwrap(briscaGame.newGame({ rules: 'alcalde', players: 3 }));
    let dealer = 0;
    for (let h = 0; h < hands; h++) {
      state = dealt(state, `${seed}:${h}`, dealer);
      while (briscaGame.handOutcome(state) === null) state = unwrap(briscaGame.apply(state, briscaGame.legalActions(state)[0]!));
      dealer = briscaGame.nextDealer(state)!;
    }
    return state;
  };

  it("counts, from the view a full resynchronisation brings, what the server's `finished` says: each hand for every seat of its winning side, the most hands wins", () => {
    for (const seed of ['hands-a', 'hands-b', 'hands-c', 'hands-d']) {
      const state = alcaldeHands(seed, 5);
      for (const seat of [0, 1, 2, null]) {
        const view = briscaGame.view(state, seat);
        const won = handsWonOf(view);
        // The engine's tally counts the same hands (the Alcalde's, or each partner's when they beat him).
        expect(won.scores).toEqual(view.tally!.alcaldeWins.map((w, s) => w + view.tally!.partnerWins[s]!));
        expect(won.scores.reduce((a, b) => a + b, 0)).toBe(view.results.reduce((n, r) => n + (r.winner === null ? 0 : r.sides[r.winner]!.length), 0));
        const best = Math.max(...won.scores);
        expect(won.winner).toBe(won.scores.filter((w) => w === best).length === 1 ? won.scores.indexOf(best) : null);
      }
    }
  });

  it('says who won most hands after a reload onto the finished table, when the full resynchronisation brought no `finished` event', () => {
    const state = alcaldeHands('hands-reload', 3);
    const view = briscaGame.view(state, 0);
    const expected = handsWonOf(view);
    const table = {
      code: 'ABCDE',
      settings: settings({ players: 3, partnerships: false, rules: briscaRules('alcalde'), bots: [null, 'random', 'easy'], hands: 3 }),
      host: 0,
      status: 'finished',
      games: 1,
      seats: [0, 1, 2].map((seat) => ({ seat, name: seat === 0 ? 'Ana' : 'bot', bot: seat === 0 ? null : 'easy', substitute: false })),
      deadline: null,
      commitment: null,
    } as unknown as TableInfo;
    // What the session holds after a full sync: the table, the view, and no `finished` (nor a hand's end kept).
    const snapshot = { status: 'open', everOpen: true, seating: null, table, view, connected: [true, false, false], spectators: 0, chat: [], muted: [], verdicts: {}, handEnd: null, finished: null, error: null, invite: null, draw: null } as unknown as OnlineSnapshot;
    const session = { client: { table, on: () => () => {} }, subscribe: () => () => {}, getSnapshot: () => snapshot } as unknown as OnlineSession;
    (globalThis as { localStorage?: unknown }).localStorage ??= memoryStore();
    const html = renderToStaticMarkup(createElement(I18nProvider, { lang: 'en', deckStyle: 'spanish', children: createElement(BriscaOnline, { session, snapshot, table, view, onLeave: () => {} }) }));
    expect(html).toContain(`data-testid="table-winner" data-scores="${expected.scores.join(',')}"`);
    const i18n = makeI18n('en');
    const names = onlineNames(i18n, table, 0);
    const line = expected.winner === null ? i18n.t('online.handsTie', { n: 3 }) : i18n.t('online.handsWinner', { name: names.name(expected.winner), won: expected.scores[expected.winner]!, n: 3 });
    expect(html).toContain(`>${line}</p>`);
  });

  it('has no winner when seats tie at the top, and counts a drawn hand for nobody', () => {
    const result = (sides: number[][], winner: number | null) => ({ sides, winner }) as unknown as BriscaView['results'][number];
    expect(handsWonOf({ players: 3, results: [result([[0], [1, 2]], 0), result([[1], [0, 2]], 0)] })).toEqual({ winner: null, scores: [1, 1, 0] });
    expect(handsWonOf({ players: 3, results: [result([[0], [1, 2]], 1), result([[1], [0, 2]], null), result([[2], [0, 1]], 0)] })).toEqual({ winner: 2, scores: [0, 1, 2] });
    expect(handsWonOf({ players: 3, results: [] })).toEqual({ winner: null, scores: [0, 0, 0] });
  });
});
