/**
 * The review's words and order (issue 21, items 4, 6 and 9), the offline Alcalde's start and end (item 5): the
 * ranking agrees with the numbers shown, a redeal's step says what happened, "You deal", señas in order in the
 * person's words, a file that is not a record says why, and an Alcalde game with the person as first Alcalde
 * ends after its hands to play and resumes from its record. The Chromium test is review-and-alcalde.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { recordFromState as escobaRecord } from '@escoba/engine';
import { legalActions, type BriscaAction, type BriscaRulesInput } from '@escoba/brisca';
import { createRng } from '@escoba/cards';
import { rankOptions } from '../src/review/ranking.js';
import { readRecordFile } from '../src/review/record-file.js';
import { notRecordSentence } from '../src/review/not-a-record.js';
import { makeI18n } from '../src/i18n/translator.js';
import { LANGS } from '../src/i18n/strings.js';
import { replaySteps as escobaSteps, stepNarration } from '../src/games/escoba/review/EscobaReview.js';
import { dealSentence } from '../src/games/brisca/review/BriscaReview.js';
import { senaLines, senaMeaning, senaShort } from '../src/games/brisca/senas-text.js';
import { BRISCA_WORDS } from '../src/games/brisca/review21-words.js';
import { briscaMatch, briscaSaved, type BriscaMatch } from '../src/games/brisca/match.js';
import { defaultBriscaPrefs, loadBriscaPrefs, BRISCA_PREFS_KEY } from '../src/games/brisca/settings.js';
import { randomGame } from './random-game.js';
import { memoryStore } from './memory-store.js';

const en = makeI18n('en');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the review ranks by the number it shows', () => {
  // The case: ranked by margin while points were shown, "3.07 ★ best" above "3.08 ● played — loses 0.02".
  const options = [
    { name: 'five of clubs takes king of coins', margin: 3.052, points: 3.08 },
    { name: 'lay seven of swords', margin: 3.071, points: 3.07 },
    { name: 'lay two of cups', margin: 1.2, points: 2.5 },
  ];

  it('sorts by the shown value, marks best from it, and the loss is the difference of the shown values', () => {
    const ranking = rankOptions(options, (o) => o.margin, (o) => o.name.startsWith('five'), 2);
    expect(ranking.options.map((o) => [o.option.name, o.shown, o.best, o.played])).toEqual([
      ['lay seven of swords', 3.07, true, false],
      ['five of clubs takes king of coins', 3.05, false, true],
      ['lay two of cups', 1.2, false, false],
    ]);
    expect(ranking.loss).toBe(0.02);
    // Every shown value is no more than the one above it.
    const shown = ranking.options.map((o) => o.shown);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('two options that show the same number are both best, and playing either loses nothing', () => {
    const ranking = rankOptions([{ v: 2.004 }, { v: 2.001 }, { v: 1 }], (o) => o.v, (o) => o.v === 2.001, 2);
    expect(ranking.options.map((o) => o.best)).toEqual([true, true, false]);
    expect(ranking.loss).toBe(0);
  });

  it('labels every number: the margin with its sign, the side’s points, the loss in margin', () => {
    expect(en.t('review.margin', { n: '+3.07' })).toBe('expected margin +3.07');
    expect(en.t('review.ownPoints', { n: '3.08' })).toBe('expected points 3.08');
    expect(en.t('review.marginLoss', { n: '0.02' })).toBe('loses 0.02 of margin against the best');
    expect(BRISCA_WORDS.en['briscaReview.expectedPoints']).toBe('expected card points {n}');
  });
});

describe('a step after the last play of a deal', () => {
  it('says the play that was made and the new deal, not only the play number', () => {
    const replay = escobaSteps(escobaRecord(randomGame('redeal')));
    if ('error' in replay) throw new Error(replay.error);
    const redeal = replay.steps.find((s) => s.state.hand!.history.event.type === 'redeal');
    if (!redeal) throw new Error('no redeal in the game');
    const said = stepNarration(en, redeal.state.hand!, redeal.hand + 1)!;
    expect(said).toMatch(/^You (lay|take|play) |^\w+ (lays|takes|plays) /);
    expect(said).toMatch(/Then a new deal of three cards each; \d+ cards left in the stock\.$/);
    // The play before it: one card left in the seat's hand, so the step is the deal's last play (play 6 with two players).
    expect((redeal.play + 1) % 6).toBe(0);
  });

  it('an only play names who made it and what it was', () => {
    expect(en.t('review.onlyPlay', { name: 'Ana', play: 'lay seven of coins' })).toBe('Ana had only one legal play: lay seven of coins.');
  });
});

describe('Brisca review and señas words', () => {
  it('agrees with the person: "You deal", "Ana deals"', () => {
    expect(dealSentence(en, 0, 6)).toBe('You deal; the trump card is seven of coins.');
    expect(dealSentence(en, 1, 6)).toMatch(/^\p{L}+ deals; the trump card is seven of coins\.$/u);
    expect(dealSentence(makeI18n('es'), 0, 6)).toBe('Repartes tú; la muestra es 7 de oros.');
    expect(en.t('brisca.rank.caballos')).toBe('Knights (3)');
  });

  it('lists a partner’s señas in the order made, the last one the latest', () => {
    const lines = senaLines(en, [{ sena: 'as' }, { sena: 'tres' }, { sena: 'sintriunfo' }]);
    expect(lines).toEqual([
      { text: 'I have the ace of trumps', latest: false },
      { text: 'I have the three of trumps', latest: false },
      { text: 'I have no trumps', latest: true },
    ]);
  });

  it('says señas in English and Portuguese with the app’s card names, no Spanish rank words', () => {
    const senas = ['as', 'tres', 'rey', 'caballo', 'sota', 'sintriunfo'] as const;
    const words = (i18n: ReturnType<typeof makeI18n>) => senas.flatMap((s) => [senaMeaning(i18n, s), senaShort(i18n, s)]).join(' | ');
    const english = words(en);
    expect(english).not.toMatch(/\b(as|rey|caballo|sota|tres)\b/i);
    expect(english).toMatch(/ace.*three.*king.*knight.*jack/);
    const portuguese = words(makeI18n('pt'));
    expect(portuguese).not.toMatch(/\b(sota|cavalo|rey)\b/i);
    expect(portuguese).toMatch(/valete/);
  });

  it('names the card of a seña as the chosen deck draws it, in each language', () => {
    const said = (lang: 'es' | 'en' | 'pt', deck: 'spanish' | 'french' | 'italian') => {
      const i18n = makeI18n(lang, deck);
      return (['as', 'tres', 'rey', 'caballo', 'sota'] as const).map((s) => `${senaMeaning(i18n, s)} (${senaShort(i18n, s)})`);
    };
    expect(said('en', 'spanish')).toEqual(['I have the ace of trumps (Ace)', 'I have the three of trumps (Three)', 'I have the king of trumps (King)', 'I have the knight of trumps (Knight)', 'I have the jack of trumps (Jack)']);
    // The French deck's 11 is drawn as a queen, its 10 as a jack: the words follow the drawing.
    expect(said('en', 'french').slice(3)).toEqual(['I have the queen of trumps (Queen)', 'I have the jack of trumps (Jack)']);
    expect(said('es', 'spanish').slice(3)).toEqual(['Tengo el caballo de triunfo (Caballo)', 'Tengo la sota de triunfo (Sota)']);
    expect(said('es', 'french').slice(3)).toEqual(['Tengo la reina de triunfo (Reina)', 'Tengo la jota de triunfo (Jota)']);
    expect(said('es', 'italian').slice(3)).toEqual(['Tengo el caballo de triunfo (Caballo)', 'Tengo el fante de triunfo (Fante)']);
    expect(said('pt', 'spanish')).toEqual(['Tenho o ás de trunfo (Ás)', 'Tenho o três de trunfo (Três)', 'Tenho o rei de trunfo (Rei)', 'Tenho a dama de trunfo (Dama)', 'Tenho o valete de trunfo (Valete)']);
    expect(said('pt', 'italian').slice(3)).toEqual(['Tenho o cavalo de trunfo (Cavalo)', 'Tenho o valete de trunfo (Valete)']);
    // The same rank word as the card's own name in that deck ("queen of diamonds").
    expect(makeI18n('en', 'french').card(8)).toMatch(/^queen of /);
    expect(senaMeaning(makeI18n('en', 'french'), 'sintriunfo')).toBe('I have no trumps');
  });

  it('has every word of the branch’s Brisca file in every language, with the same placeholders', () => {
    const keys = Object.keys(BRISCA_WORDS.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(BRISCA_WORDS[lang]).sort()).toEqual(keys);
      for (const key of keys) expect(placeholders(BRISCA_WORDS[lang][key as keyof typeof BRISCA_WORDS.en]), `${lang} ${key}`).toEqual(placeholders(BRISCA_WORDS.en[key as keyof typeof BRISCA_WORDS.en]));
    }
  });
});

describe('a file that is not a record', () => {
  it('says so in a sentence, with the reason, in each language', () => {
    const cases: [string, string][] = [
      ['', 'This file is not a game record: it is empty.'],
      ['Shopping: bread, milk\nand eggs', 'This file is not a game record: it is not JSON. The app opens the .json records it downloads and the .jsonl files of “escoba selfplay”.'],
      ['hello, world', 'This file is not a game record: it is not JSON. The app opens the .json records it downloads and the .jsonl files of “escoba selfplay”.'],
      ['{"name": "shopping list", "items": []}', 'This file is not a game record: it names no record format (a record has, for example, "format": "escoba-record/1").'],
      ['[1, 2, 3]', 'This file is not a game record: it names no record format (a record has, for example, "format": "escoba-record/1").'],
      [`{"format":"escoba-record/1"}\n{oops`, 'This file is not a game record: line 2 is not JSON.'],
      [`{"format":"escoba-record/1"}\n{"a":1}`, 'This file is not a game record: line 2 names no record format.'],
    ];
    for (const [text, sentence] of cases) {
      const read = readRecordFile(text);
      if (read.kind !== 'bad') throw new Error(`${JSON.stringify(text)} read as ${read.kind}`);
      expect(notRecordSentence(en, read.why, read.line)).toBe(sentence);
    }
    const read = readRecordFile('not json');
    if (read.kind !== 'bad') throw new Error(read.kind);
    expect(notRecordSentence(makeI18n('es'), read.why, read.line)).toMatch(/^Este fichero no es una partida guardada: no es JSON\./);
    expect(notRecordSentence(makeI18n('pt'), read.why, read.line)).toMatch(/^Este arquivo não é uma partida gravada: não é JSON\./);
  });

  it('a record with a format is still opened, whatever its game', () => {
    expect(readRecordFile('{"format":"tute-record/1"}')).toEqual({ kind: 'single', record: { format: 'tute-record/1' } });
  });
});

/** Plays random legal actions (from `seed`) for every seat until the match is over, dealing each next hand. */
function playOut(start: BriscaMatch, seed: string): { match: BriscaMatch; hands: number } {
  const rng = createRng(seed);
  let match = start;
  let hands = 0;
  for (;;) {
    const actor = briscaMatch.actor(match);
    if (actor.kind === 'gameOver') return { match, hands };
    if (actor.kind === 'handOver') {
      hands++;
      match = briscaMatch.nextHand(match)!;
      continue;
    }
    const legal = legalActions(match.state) as BriscaAction[];
    const next = briscaMatch.play(match, legal[rng.int(legal.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    match = next.value;
  }
}

describe('the Alcalde against the computer', () => {
  const setup = { rules: 'alcalde' as BriscaRulesInput, players: 3, partnerships: false, levels: [null, 'easy', 'easy'] as const, seed: 'first-alcalde' };

  it('with the person as first Alcalde and 2 hands to play: deals from seat 0 and ends after the second hand', () => {
    const created = briscaMatch.create({ ...setup, levels: [...setup.levels], firstDealer: 0, hands: 2 });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.state.hand!.dealer).toBe(0);
    expect(created.value.state.hand!.alcalde).toBe(0);
    const { match, hands } = playOut(created.value, 'play');
    expect(hands).toBe(1);
    expect(match.state.results).toHaveLength(2);
    expect(briscaMatch.isOver(match)).toBe(true);
    expect(briscaMatch.nextHand(match)).toBeNull();
    expect(briscaMatch.canUndo(match)).toBe(false);
    // A finished game is not kept to resume; its record says how it was set up.
    const kv = memoryStore();
    briscaSaved('alcalde').save(kv, match);
    expect(kv.map.size).toBe(0);
    expect(briscaMatch.record(match)).toMatchObject({ format: 'brisca-record/1', firstDealer: 0, handsToPlay: 2 });
  });

  it('drawn at random (no first dealer chosen), the seed decides as before; the game resumes from its record mid-hand', () => {
    const created = briscaMatch.create({ ...setup, levels: [...setup.levels], hands: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const before = briscaMatch.create({ ...setup, levels: [...setup.levels] });
    if (!before.ok) throw new Error(before.error.message);
    expect(created.value.state.hand!.dealer).toBe(before.value.state.hand!.dealer);
    const kv = memoryStore();
    const saved = briscaSaved('alcalde');
    saved.save(kv, created.value);
    const resumed = saved.load(kv);
    expect(resumed?.setup).toEqual({ ...setup, levels: [...setup.levels], hands: 3 });
    const { hands, match } = playOut(resumed!, 'resumed');
    expect(hands).toBe(2);
    expect(match.state.results).toHaveLength(3);
  });

  it('a record with a first dealer that is no seat does not resume', () => {
    const created = briscaMatch.create({ ...setup, levels: [...setup.levels], firstDealer: 0, hands: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const record = { ...briscaMatch.record(created.value), firstDealer: 5 };
    const resumed = briscaMatch.resume(record);
    expect(resumed.ok).toBe(false);
  });

  it('remembers the first Alcalde and the hands to play, and drops values it cannot use', () => {
    const kv = memoryStore();
    kv.setItem(BRISCA_PREFS_KEY, JSON.stringify({ alcalde: { preset: 'alcalde', firstAlcalde: 'me', hands: 5 } }));
    expect(loadBriscaPrefs(kv).alcalde).toMatchObject({ firstAlcalde: 'me', hands: 5 });
    kv.setItem(BRISCA_PREFS_KEY, JSON.stringify({ alcalde: { preset: 'alcalde', firstAlcalde: 'you', hands: 0 } }));
    expect(loadBriscaPrefs(kv).alcalde).toMatchObject({ firstAlcalde: defaultBriscaPrefs().alcalde.firstAlcalde, hands: defaultBriscaPrefs().alcalde.hands });
  });
});
