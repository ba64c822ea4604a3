import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { briscaGame, senaOf, OPTION_INFO, PRESET_NAMES, replayRecord, seededFirstDealer, type BriscaAction, type BriscaView, type PresetName } from '@escoba/brisca';
import { BOT_LEVELS, createBriscaBot } from '@escoba/bots';
import { briscaEventsBetween, briscaTableEvents, lastTrick, trickBeingTaken } from '../src/games/brisca/adapter.js';
import { briscaLocal } from '../src/games/brisca/local.js';
import { briscaMatch, briscaSaved, type BriscaMatch, type BriscaSetup } from '../src/games/brisca/match.js';
import { briscaNarrator } from '../src/games/brisca/narrate.js';
import { countSide, sideCounts } from '../src/games/brisca/points.js';

import { BRISCA_PREFS_KEY, loadBriscaPrefs, rulesOfChoice } from '../src/games/brisca/settings.js';
import { suitName } from '../src/games/brisca/suit.js';
import { bestAction } from '../src/games/brisca/hint.js';
import { firstDealerDraw } from '../src/table/dealer-draw.js';
import { offlineNames } from '../src/table/names.js';
import { hashFromPath, hashOf, routeFromHash } from '../src/app/route-parse.js';
import { LocalTableSource } from '../src/table/local-source.js';
import { latestStep, type TableEvent } from '../src/table/source.js';
import { MESSAGES } from '../src/games/messages.js';
import drawnGameRecord from '../../../packages/brisca/test/golden/brisca-2p-drawn-game.json?raw';
import drawnHandRecord from '../../../packages/brisca/test/golden/brisca-2p-draw.json?raw';
import { makeI18n } from '../src/i18n/translator.js';
import { senaMeaning } from '../src/games/brisca/senas-text.js';
import { SAVED_GAME_KEYS } from '../src/games/catalog.js';
import { memoryStore } from './memory-store.js';
import { BriscaHandOver } from '../src/games/brisca/BriscaHandOver.js';
import { I18nProvider } from '../src/i18n/I18n.js';
import { seatView as briscaSeatView, unwrap as unwrapBrisca } from '@escoba/brisca';

const setup = (rules: PresetName, players: number, seed: string, partnerships = false): BriscaSetup => ({
  rules,
  players,
  partnerships,
  levels: [null, ...Array<'random'>(players - 1).fill('random')],
  seed,
});

function started(s: BriscaSetup): BriscaMatch {
  const r = briscaMatch.create(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays on with the person's first legal action and random bots, calling `each` before every action, until the hand ends. */
function playHand(match: BriscaMatch, each: (m: BriscaMatch, action: BriscaAction) => void = () => {}): BriscaMatch {
  const bot = createBriscaBot('random', { seed: 7 });
  let m = match;
  for (let a = briscaMatch.actor(m); a.kind === 'human' || a.kind === 'bot'; a = briscaMatch.actor(m)) {
    const view = briscaGame.view(m.state, a.kind === 'bot' ? a.seat : 0);
    const action = a.kind === 'human' ? view.legal[view.legal.length - 1]! : bot.choose(view);
    each(m, action);
    const next = briscaMatch.play(m, action);
    if (!next.ok) throw new Error(next.error.message);
    m = next.value;
  }
  return m;
}

describe("Brisca's adapter: the engine's public events as table events", () => {
  it('gives one play per action (the Alcalde’s second card as `also`), every exchange, every trick with its winner, and the hand’s end', () => {
    // Source: seed 001 ("Alcalde": "in each of the Alcalde's turns, he will play two cards").
    for (const [rules, players] of [['brisca', 2], ['brisca', 4], ['alcalde', 3], ['alcalde-variation', 3]] as const) {
      const start = started(setup(rules, players, `adapter-${rules}-${players}`));
      const events: TableEvent[] = [];
      const made: { seat: number; action: BriscaAction }[] = [];
      let before: BriscaView = briscaGame.view(start.state, 0);
      const end = playHand(start, (m, action) => {
        made.push({ seat: briscaGame.turn(m.state)!, action });
        const next = briscaMatch.play(m, action);
        if (!next.ok) throw new Error(next.error.message);
        const after = briscaGame.view(next.value.state, 0);
        events.push(...briscaEventsBetween(before, after));
        before = after;
      });
      const plays = events.filter((e) => e.kind === 'play');
      expect(plays.map((e) => [e.seat, e.card, ...(e.also ?? [])])).toEqual(made.flatMap(({ seat, action }) => (action.type === 'play' ? [[seat, ...action.cards]] : [])));
      expect(events.filter((e) => e.kind === 'exchange')).toEqual(made.flatMap(({ seat, action }) => (action.type === 'exchange' ? [expect.objectContaining({ seat, gave: action.card })] : [])));
      if (rules === 'alcalde') expect(plays.some((e) => e.also?.length === 1)).toBe(true);
      const tricks = briscaGame.view(end.state, 0).events.filter((e) => e.type === 'trick');
      expect(events.filter((e) => e.kind === 'trick')).toEqual(tricks.map((t) => ({ kind: 'trick', seats: t.seats, cards: t.cards, winner: t.winner, points: t.points })));
      expect(events.at(-1)).toEqual({ kind: 'handEnd', hand: 0 });
      // From no earlier view: the whole hand, the deal first.
      const all = briscaEventsBetween(null, briscaGame.view(end.state, 0));
      expect(all[0]).toEqual({ kind: 'deal', hand: 0, dealer: end.state.hand!.dealer });
      expect(all.slice(1)).toEqual(events);
    }
  });

  it('turns an exchange into an `exchange` event and leaves draws to the view', () => {
    expect(briscaTableEvents([{ type: 'exchange', seat: 1, card: 21, took: 27 }, { type: 'draw', seats: [0, 1], trumpTo: null, trump: null }], 2)).toEqual([{ kind: 'exchange', seat: 1, gave: 21, took: 27 }]);
  });

  it('knows the trick being taken (until the next card is played) and the last trick', () => {
    let m = started(setup('brisca', 2, 'taken'));
    expect(lastTrick(briscaGame.view(m.state, 0))).toBeNull();
    for (let i = 0; i < 2; i++) {
      const view = briscaGame.view(m.state, briscaGame.turn(m.state)!);
      const next = briscaMatch.play(m, view.legal.find((a) => a.type === 'play')!);
      if (!next.ok) throw new Error(next.error.message);
      m = next.value;
    }
    const view = briscaGame.view(m.state, 0);
    expect(view.trickCards).toEqual([]);
    expect(trickBeingTaken(view)).toEqual(lastTrick(view));
    expect(trickBeingTaken(view)!.cards).toHaveLength(2);
    const next = briscaMatch.play(m, briscaGame.view(m.state, briscaGame.turn(m.state)!).legal.find((a) => a.type === 'play')!);
    if (!next.ok) throw new Error(next.error.message);
    expect(trickBeingTaken(briscaGame.view(next.value.state, 0))).toBeNull();
    expect(lastTrick(briscaGame.view(next.value.state, 0))).toEqual(lastTrick(view));
  });
});

describe('counting a side’s won cards, card by card', () => {
  it('counts ases 11, treses 10, reyes 4, caballos 3 and sotas 2, and agrees with the engine’s hand result (120 in all)', () => {
    // Source: seed 001 ("the 1 ... is worth 11 points; the 3 is 10 points; the 12 ... 4 points; the 11 ... 3 points; and the 10 ... 2 points").
    expect(countSide([[0, 2, 9, 8, 7, 1, 3, 4, 5, 6]], [0])).toMatchObject({ points: 30, cards: 10, blanks: 5 });
    for (const [rules, players, partnerships] of [['brisca', 2, false], ['brisca', 4, true], ['brisca', 3, false], ['alcalde-variation', 3, false]] as const) {
      const end = playHand(started(setup(rules, players, `count-${rules}-${players}`, partnerships)));
      const view = briscaGame.view(end.state, 0);
      const counts = sideCounts(view);
      expect(counts.map((c) => c.points)).toEqual(view.handResult!.points);
      expect(counts.reduce((t, c) => t + c.points, 0)).toBe(120);
      expect(counts.reduce((t, c) => t + c.cards, 0)).toBe(players === 3 && rules === 'brisca' ? 39 : 40);
    }
  });
});

describe('a game of Brisca or Alcalde against the computer', () => {
  it('draws for the first dealer in Brisca (as Escoba) and chooses the first Alcalde at random from the seed', () => {
    // Sources: seed 003 ("being the dealer the player who drawn the highest one"); seed 001 ("In the very first game, the player to play the Alcalde is chosen at random").
    const brisca = started(setup('brisca', 3, 'first'));
    expect(brisca.state.hand!.dealer).toBe(firstDealerDraw('first', 3).dealer);
    expect(briscaLocal.opening(brisca)).toEqual([{ kind: 'draw', dealer: brisca.state.hand!.dealer }]);
    const alcalde = started(setup('alcalde', 3, 'first'));
    expect(alcalde.state.hand!.alcalde).toBe(seededFirstDealer('first', 3));
    expect(briscaLocal.opening(alcalde)).toEqual([]);
  });

  it('refuses setups that are not a game, with the engine’s reason', () => {
    const bad = briscaMatch.create(setup('alcalde', 2, 'x'));
    expect(bad.ok).toBe(false);
    const levels = briscaMatch.create({ ...setup('brisca', 2, 'x'), levels: [null, 'genius' as 'random'] });
    expect(levels.ok || levels.error.message).toContain('a bot level');
  });

  it('resumes from its saved record with undo intact, and undo goes back to before the person’s last action', () => {
    const kv = memoryStore();
    let m = started(setup('brisca', 2, 'resume'));
    let humanActions = 0;
    m = playHand(m, (at) => {
      if (briscaMatch.actor(at).kind === 'human') humanActions++;
    });
    briscaSaved('brisca').save(kv, m);
    // A match to 1 hand is over: a finished match is forgotten.
    expect(kv.getItem(SAVED_GAME_KEYS.brisca)).toBeNull();

    let two = started({ ...setup('brisca', 2, 'resume-2'), rules: { preset: 'brisca', wins: 2 } });
    let mine = 0;
    two = playHand(two, (at) => {
      if (briscaMatch.actor(at).kind === 'human') mine++;
    });
    expect(mine).toBe(20);
    expect(humanActions).toBe(20);
    briscaSaved('brisca').save(kv, two);
    const back = briscaSaved('brisca').load(kv);
    expect(back).not.toBeNull();
    expect(briscaGame.view(back!.state, 0)).toEqual(briscaGame.view(two.state, 0));
    expect(back!.undoStack.map((s) => briscaGame.view(s, 0))).toEqual(two.undoStack.map((s) => briscaGame.view(s, 0)));
    // Resumed on the finished hand (its points are seen first); then the next hand is dealt by the next seat.
    expect(briscaMatch.actor(back!).kind).toBe('handOver');
    const next = briscaMatch.nextHand(back!)!;
    expect(next.state.hand!.dealer).toBe((two.state.hand!.dealer + 1) % 2);
    expect(briscaMatch.canUndo(next)).toBe(true);
    const undone = briscaMatch.undo(next);
    expect(briscaGame.view(undone.state, 0)).toEqual(briscaGame.view(two.undoStack.at(-1)!, 0));
    expect(briscaMatch.actor(undone).kind).toBe('human');
    // An Alcalde record is not a Brisca game: it is dropped rather than opened in the wrong game.
    kv.setItem(SAVED_GAME_KEYS.brisca, JSON.stringify(briscaMatch.record(started(setup('alcalde', 3, 'wrong')))));
    expect(briscaSaved('brisca').load(kv)).toBeNull();
    expect(kv.getItem(SAVED_GAME_KEYS.brisca)).toBeNull();
    expect(briscaMatch.resume({ format: 'brisca-record/1' }).ok).toBe(false);
  });

  it('writes brisca-record/1 records the engine replays, with the seed and the levels', () => {
    const end = playHand(started(setup('alcalde', 3, 'record')));
    const record = briscaMatch.record(end);
    expect(record).toMatchObject({ format: 'brisca-record/1', players: 3, seed: 'record', levels: [null, 'random', 'random'], app: 'escoba-web', human: 0 });
    const replay = replayRecord(record);
    expect(replay.ok && replay.value.results).toEqual(end.state.results);
  });
});

describe('the local table source with Brisca', () => {
  it('plays the person’s action and then the bot’s, pausing longer after a finished trick', async () => {
    const asked: BriscaView[] = [];
    const bots = {
      choose: (_level: string, _seed: string, view: BriscaView) => {
        asked.push(view);
        return Promise.resolve({ play: view.legal.find((a) => a.type === 'play')! });
      },
    };
    // A seed where the person leads the first trick.
    let seed = '';
    for (let i = 0; seed === ''; i++) if (started(setup('brisca', 2, `src-${i}`)).state.hand!.turn === 0) seed = `src-${i}`;
    const source = new LocalTableSource(briscaLocal, started(setup('brisca', 2, seed)), bots, () => {}, () => 0, true);
    source.settled(0);
    source.act(briscaGame.view(source.match.state, 0).legal.find((a) => a.type === 'play')!);
    expect(latestStep(source.getSnapshot()).events).toMatchObject([{ kind: 'play', seat: 0 }]);
    source.settled(1);
    await new Promise((r) => setTimeout(r, 5));
    const step = latestStep(source.getSnapshot());
    expect(asked).toHaveLength(1);
    expect(step.events.map((e) => e.kind)).toEqual(['play', 'trick']);
    expect(briscaLocal.pauseAfter!(step.events)).toBeGreaterThan(0);
    expect(briscaLocal.pauseAfter!([{ kind: 'play', seat: 1, card: 3, took: [], claim: false }])).toBe(0);
  });
});

describe('señas in the rebuilt play log', () => {
  it('a reset lists the señas the person saw, each before the card action that followed it, and the log says them', () => {
    // 2 v 2 Brisca with señas (house rule, docs/rules.md): the person's and the partner's señas are theirs to see.
    let m = started({ rules: { preset: 'brisca', senas: true }, players: 4, partnerships: true, levels: [null, 'random', 'random', 'random'], seed: 'senas-log' });
    const bot = createBriscaBot('random', { seed: 3 });
    for (let a = briscaMatch.actor(m); (a.kind === 'human' || a.kind === 'bot') && briscaGame.view(m.state, 0).actions.length < 8; a = briscaMatch.actor(m)) {
      const seat = a.kind === 'bot' ? a.seat : 0;
      const view = briscaGame.view(m.state, seat);
      // Every seat makes its first seña when it has one, then plays.
      const action: BriscaAction = view.legalSenas.length > 0 && !view.senas.some((x) => x.seat === seat) ? senaOf(view.legalSenas[0]!) : a.kind === 'human' ? view.legal[0]! : bot.choose(view);
      const next = briscaMatch.play(m, action);
      if (!next.ok) throw new Error(next.error.message);
      m = next.value;
    }
    const view = briscaGame.view(m.state, 0);
    expect(view.senas.length).toBeGreaterThan(0);
    expect(view.senas.every((x) => x.seat === 0 || x.seat === 2)).toBe(true);
    const events = briscaEventsBetween(null, view);
    expect(events.filter((e) => e.kind === 'sena')).toEqual(view.senas.map((x) => ({ kind: 'sena', seat: x.seat, sena: x.sena })));
    // Each seña comes right after `at` card actions (plays and exchanges).
    for (const x of view.senas) {
      const i = events.findIndex((e) => e.kind === 'sena' && e.seat === x.seat && e.sena === x.sena);
      expect(events.slice(0, i).filter((e) => e.kind === 'play' || e.kind === 'exchange')).toHaveLength(x.at);
    }
    const i18n = makeI18n('en');
    const log = briscaNarrator(i18n, offlineNames(i18n))(events, view);
    for (const x of view.senas) expect(log.some((line) => line.includes(senaMeaning(i18n, x.sena)))).toBe(true);
    // An opponent's view of the same hand lists only their own side's señas.
    expect(briscaEventsBetween(null, briscaGame.view(m.state, 1)).some((e) => e.kind === 'sena' && (e.seat === 0 || e.seat === 2))).toBe(false);
  });
});

describe('Brisca’s words', () => {
  it('narrates a hand: the deal with its trump card, plays (the Alcalde’s two cards), exchanges, tricks and the end', () => {
    const i18n = makeI18n('es');
    const narrate = briscaNarrator(i18n, offlineNames(i18n));
    const m = started(setup('alcalde', 3, 'narrate'));
    const view = briscaGame.view(m.state, 0);
    const [deal] = narrate([{ kind: 'deal', hand: 0, dealer: view.dealer! }], view);
    expect(deal).toMatch(/^Mano 1: (tú eres|.+ es) el Alcalde; la muestra es .+\.$/);
    expect(narrate([{ kind: 'play', seat: 1, card: 0, took: [], claim: false, also: [12] }], view)).toEqual([`Lucía juega ${i18n.card(0)} + ${i18n.card(12)}.`]);
    expect(narrate([{ kind: 'play', seat: 0, card: 0, took: [], claim: false }], view)).toEqual([`Juegas ${i18n.card(0)}.`]);
    expect(narrate([{ kind: 'exchange', seat: 2, gave: 6, took: 9 }], view)).toEqual(['Mateo cambia 7 de oros por la muestra, rey de oros.']);
    expect(narrate([{ kind: 'trick', seats: [0, 1], cards: [0, 1], winner: 0, points: 11 }], view)).toEqual(['La baza es para ti.']);
    const end = playHand(m);
    const endView = briscaGame.view(end.state, 0);
    expect(narrate([{ kind: 'handEnd', hand: 0 }], endView)[0]).toMatch(/^Fin de la mano 1: .+ \d+, .+ \d+\.$/);
  });

  it('names the trump suit as the deck and language do', () => {
    expect(suitName(makeI18n('es'), 0)).toBe('oros');
    expect(suitName(makeI18n('en'), 3)).toBe('clubs');
    expect(suitName(makeI18n('en', 'french'), 0)).toBe('diamonds');
    expect(suitName(makeI18n('pt'), 3)).toBe('paus');
  });

  it('has a message for every preset, option, option value and bot level the forms build from the engine', () => {
    const keys = [
      ...PRESET_NAMES.flatMap((p) => [`brisca.preset.${p}`, `brisca.preset.${p}.help`]),
      ...OPTION_INFO.flatMap((o) => [`brisca.option.${o.name}`, `brisca.option.${o.name}.help`, ...(o.type.kind === 'enum' ? o.type.values.map((v) => `brisca.option.${o.name}.${v}`) : [])]),
      ...BOT_LEVELS.map((l) => `level.${l}`),
      ...['ases', 'treses', 'reyes', 'caballos', 'sotas'].map((r) => `brisca.rank.${r}`),
      ...['escoba', 'brisca', 'alcalde'].flatMap((g) => [`game.${g}`, `game.${g}.help`]),
    ];
    for (const key of keys) expect(MESSAGES.en, key).toHaveProperty([key]);
  });
});

describe('the URLs of the games', () => {
  it('name the game, so a link or a reload opens it; `#/new` and `#/play` stay Escoba’s', () => {
    expect(routeFromHash('#/brisca/play')).toEqual({ screen: 'play', game: 'brisca' });
    expect(routeFromHash('#/alcalde/new')).toEqual({ screen: 'new', game: 'alcalde' });
    expect(routeFromHash('#/alcalde')).toEqual({ screen: 'play', game: 'alcalde' });
    expect(routeFromHash('#/new')).toEqual({ screen: 'new', game: 'escoba' });
    expect(routeFromHash('#/play')).toEqual({ screen: 'play', game: 'escoba' });
    expect(routeFromHash('#/tute/play')).toEqual({ screen: 'home' });
    expect(hashOf({ screen: 'play', game: 'brisca' })).toBe('/brisca/play');
    expect(hashFromPath('/brisca')).toBe('#/brisca');
    expect(hashFromPath('/alcalde/new/')).toBe('#/alcalde/new');
    expect(hashFromPath('/t/K7PM2Q')).toBe('#/t/K7PM2Q');
    expect(hashFromPath('/nothing')).toBeNull();
  });
});

describe('Brisca’s remembered choices', () => {
  it('keeps every valid choice and drops the rest', () => {
    const kv = memoryStore();
    kv.setItem(BRISCA_PREFS_KEY, JSON.stringify({ brisca: { preset: 'brisca', options: { wins: 3, keep: 40 }, table: '4p', levels: ['hard', 'genius'] }, alcalde: { preset: 'alcalde-variation', options: { keep: 61 } }, showPoints: true }));
    const prefs = loadBriscaPrefs(kv);
    expect(prefs.brisca).toEqual({ preset: 'brisca', options: { wins: 3 }, table: '4p', levels: ['hard', 'medium', 'medium'] });
    expect(prefs.alcalde).toMatchObject({ preset: 'alcalde-variation', options: { keep: 61 }, table: '3' });
    expect(prefs.showPoints).toBe(true);
    expect(rulesOfChoice(prefs.brisca)).toEqual({ preset: 'brisca', wins: 3 });
    expect(rulesOfChoice({ preset: 'alcalde', options: {} })).toBe('alcalde');
    kv.setItem(BRISCA_PREFS_KEY, '{not json');
    expect(loadBriscaPrefs(kv).brisca.table).toBe('2');
  });

  it('takes the expert’s best estimate for a hint (the first of equals)', () => {
    const a: BriscaAction = { type: 'play', cards: [1] };
    const b: BriscaAction = { type: 'play', cards: [2] };
    expect(bestAction([{ action: a, value: 3 }, { action: b, value: 3 }])).toBe(a);
    expect(bestAction([{ action: a, value: 3 }, { action: b, value: 4 }])).toBe(b);
    expect(bestAction([])).toBeNull();
  });
});

describe('the end of a drawn Brisca game', () => {
  const golden = (text: string) => unwrapBrisca(replayRecord(JSON.parse(text) as unknown));
  const render = (lang: 'en' | 'es' | 'pt', view: BriscaView) =>
    renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(BriscaHandOver, { view, buttons: null }) }));

  it('says the game is over and a draw (seed 001: "draws are possible"), in English, Spanish and Portuguese', () => {
    const view = briscaSeatView(golden(drawnGameRecord), 0);
    expect(view.phase).toBe('over');
    const words = { en: ['Game over', 'The game is a draw: nobody wins.'], es: ['La partida queda en empate: no gana nadie.'], pt: ['A partida termina empatada: ninguém ganha.'] };
    for (const [lang, texts] of Object.entries(words) as ['en' | 'es' | 'pt', string[]][]) {
      const html = render(lang, view);
      for (const text of texts) expect(html, lang).toContain(text);
      expect(html).not.toContain(MESSAGES[lang]['brisca.matchTo'].split('{')[0]!);
    }
  });

  it('does not call a drawn hand of an unfinished match a drawn game', () => {
    // brisca-2p-draw.json: a match to 2 wins, its first hand 60-60; at that hand's end the match goes on.
    const state = golden(drawnHandRecord);
    const view = briscaSeatView({ ...state, hand: state.log[0]!, phase: 'deal', wins: [0, 0], winner: null }, 0);
    const html = render('en', view);
    expect(html).toContain('A drawn hand');
    expect(html).not.toContain('The game is a draw');
  });
});
