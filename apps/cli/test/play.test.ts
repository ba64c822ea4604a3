import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, createGame, legalPlays, makeCard, parseCard, parsePlay, replayRecord, unwrap, type Card, type GameRecord } from '@escoba/engine';
import { createAnalyst, createBot } from '@escoba/bots';
import { parsePlayOptions } from '../src/games/escoba/index.js';
import { readLines } from '../src/io.js';
import { PlaySession } from '../src/games/escoba/session.js';
import { cli } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-play-'));
const card = (s: string): Card => unwrap(parseCard(s));

/**
 * Seat 1 deals, so seat 0 (the person) plays first holding 7o 1b 12c, with 3c 5e 4b 4o on the table:
 * 7o can take 3c+5e or 4b+4o, 12c must take 5e, 1b can only be laid.
 */
function setUpDeck(): Card[] {
  const top = ['7o', '2b', '1b', '3b', '12c', '6e', '3c', '5e', '4b', '4o'].map(card);
  return [...top, ...ALL_CARDS.filter((c) => !top.includes(c))];
}

function session(options: { deck?: boolean; seed?: number; players?: number } = {}) {
  let text = '';
  const players = options.players ?? 2;
  const s = new PlaySession({
    game: unwrap(createGame({ players })),
    human: 0,
    bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : createBot('random', { seed: 1 }))),
    seed: options.seed ?? 1,
    write: (t) => (text += t),
    advisor: () => createAnalyst({ seed: 1, iterations: 8 }),
    ...(options.deck === false ? {} : { deck: () => setUpDeck(), firstDealer: 1 }),
  });
  /** Sends a line and returns what it printed. */
  const send = (line: string): string => {
    const before = text.length;
    s.input(line);
    return text.slice(before);
  };
  s.start();
  return { s, send, text: () => text };
}

describe('play session (scripted lines)', () => {
  it('shows the hand, the table with values, the others, the stock and the scores', () => {
    const { text } = session();
    const out = text();
    expect(out).toContain('== Hand 1: seat 1 deals ==');
    expect(out).toContain('on the table 3c (3)  5e (5)  4b (4)  4o (4)');
    expect(out).toContain('Your turn: hand 1, deal 1 of 6; 30 cards in the stock. Score: seat 0 0, seat 1 0 (target 21).');
    expect(out).toContain('  table:  3c (3)  5e (5)  4b (4)  4o (4)   (sum 16)');
    expect(out).toContain('  others: seat 1 3 cards');
    expect(out).toMatch(/ {4}1\) 7o \(7\) +seven of coins\n {4}2\) 1b \(1\) +ace of clubs\n {4}3\) 12c \(10\) +king of cups\n/);
  });

  it('asks which set when the card can take more than one, by index and by notation', () => {
    const { s, send } = session();
    const ask = send('1');
    expect(ask).toContain('7o (seven of coins) can be played 2 ways:');
    expect(ask).toMatch(/1\) 7o:3c\+5e +take three of cups and five of swords\n/);
    expect(ask).toMatch(/2\) 7o:4b\+4o +take four of clubs and four of coins\n/);
    expect(s.prompt()).toBe('Which one (1-2, or back)? ');
    expect(send('3')).toBe('Type a number from 1 to 2, or back to choose another card.\n');
    expect(send('back')).toContain('  your hand:');
    expect(send('7o')).toContain('can be played 2 ways');
    const played = send('2');
    expect(played).toMatch(/^ {2}you {5}7o:4b\+4o +seven of coins takes four of clubs and four of coins {2}\[table: 3c 5e\]\n/);
    // The bot answered and it is the person's turn again.
    expect(played).toMatch(/\n {2}seat 1 {2}\S+/);
    expect(played).toContain('Your turn: hand 1');
    expect(s.record().hands[0]!.plays[0]).toBe('7o:4b+4o');
  });

  it('plays a card with a single choice at once, and a whole play written in notation', () => {
    const a = session();
    expect(a.send('2')).toMatch(/^ {2}you {5}1b +ace of clubs goes on the table/);
    const b = session();
    expect(b.send('12c:5e')).toMatch(/^ {2}you {5}12c:5e +king of cups takes five of swords/);
    const c = session();
    expect(c.send('12c')).toMatch(/^ {2}you {5}12c:5e /);
  });

  it('refuses an illegal choice and says why', () => {
    const { s, send } = session();
    expect(send('lay 12c')).toBe('Not allowed: 12c can make 15, so it must take.\n');
    expect(send('lay 3')).toBe('Not allowed: 12c can make 15, so it must take.\n');
    expect(send('12c:3c')).toBe('Not allowed: 12c with 3c makes 13, not 15.\n');
    expect(send('7o:3c+4b')).toBe('Not allowed: 7o with 3c+4b makes 14, not 15.\n');
    expect(send('1b:2c')).toBe('Not allowed: 2c is not on the table (the table holds 3c, 5e, 4b, 4o).\n');
    expect(send('5o')).toBe('5o is not in your hand (you hold 7o 1b 12c).\n');
    expect(send('4')).toBe('There is no card 4 in your hand: type a number from 1 to 3, or a card such as 7o.\n');
    expect(send('claim')).toMatch(/^Not allowed: there is no renuncio to claim/);
    expect(send('play it')).toMatch(/^"play it" is not a card or a command: write the printed rank .*\. Type help for the commands\.\n$/);
    expect(s.record().hands[0]!.plays).toEqual([]);
  });

  it('help, show and hint', () => {
    const { s, send } = session();
    expect(send('help')).toContain('Commands:');
    expect(send('show')).toContain('  table:  3c (3)  5e (5)  4b (4)  4o (4)');
    const hint = send('hint');
    const m = /^Hint: (\S+) \(/.exec(hint);
    expect(m).not.toBeNull();
    const suggested = unwrap(parsePlay(m![1]!));
    expect(legalPlays(s.game).some((p) => makeCard(p.card) === makeCard(suggested.card))).toBe(true);
    expect(hint).toMatch(/expected points this hand \d+\.\d\d, [+-]\d+\.\d\d against the others/);
    expect(s.record().hands[0]!.plays).toEqual([]);
  });

  it('quit ends the session with a record that replays', () => {
    const { s, send } = session();
    send('1');
    send('1');
    expect(send('quit')).toMatch(/You left the game \(hand 1, deal 1 of 6\)\. Score: seat 0 0, seat 1 0\./);
    expect(s.finished).toBe(true);
    expect(s.outcome).toBe('quit');
    expect(send('1')).toBe('');
    const rec = s.record();
    expect(rec.hands[0]!.plays[0]).toBe('7o:3c+5e');
    expect(replayRecord(rec).ok).toBe(true);
  });

  it('plays a whole game to the end by always choosing the first option', () => {
    const { s, text } = session({ deck: false, seed: 9 });
    for (let i = 0; i < 5000 && !s.finished; i++) s.input('1');
    expect(s.outcome).toBe('over');
    const out = text();
    const state = unwrap(replayRecord(s.record()));
    expect(state.phase).toBe('over');
    expect(out.match(/^ {2}Points for hand \d+:$/gm)).toHaveLength(state.results.length);
    expect(out.match(/^ {2}Score: seat 0 \d+, seat 1 \d+ \(target 21\)$/gm)).toHaveLength(state.results.length);
    expect(out).toMatch(/^ {4}seat 0: \d+ points? \(.*\); took \d+ cards/m);
    expect(out).toMatch(/\nGame over after \d+ hands?\. (You win|Seat 1 wins)\. Final score: seat 0 \d+, seat 1 \d+\.\n$/);
    // Every play of the record is told, the person's as "you".
    const told = [...out.matchAll(/^ {2}(you {3}|seat 1) {2}(\S+) /gm)].map((m) => m[2]);
    expect(told).toEqual(s.record().hands.flatMap((h) => h.plays));
    expect(out).toMatch(/deal 2 of 6: three cards each \(24 cards left in the stock\)/);
  });

  it('4 players in partnerships: the partner is shown', () => {
    let text = '';
    const s = new PlaySession({
      game: unwrap(createGame({ players: 4, partnerships: true })),
      human: 0,
      bots: [null, createBot('random'), createBot('random'), createBot('random')],
      seed: 2,
      write: (t) => (text += t),
    });
    s.start();
    expect(text).toMatch(/others: seat 1 \d cards?, seat 2 \(partner\) \d cards?, seat 3 \d cards?/);
    for (let i = 0; i < 5000 && !s.finished; i++) s.input('1');
    expect(s.outcome).toBe('over');
    expect(text).toMatch(/Game over after \d+ hands?\. (Your side wins|Side 1 \(seats 1, 3\) wins)/);
  });
});

describe('escoba play (program, piped standard input)', () => {
  it('ends cleanly when the input ends mid-game, and saves the record', async () => {
    const file = join(dir, 'eof.json');
    const out = await cli(['play', '--level', 'random', '--seed', '3', '--record', file], '1\n1\n1\n');
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^Escoba de 15: 2 players, each for themselves; rules classic, first to 21 points\.\n/);
    expect(out.stdout).toContain('Seed 3: the same seed deals the same cards again.');
    expect(out.stdout).not.toContain('Your play (');
    expect(out.stdout).toMatch(/The input ended before the game was over \(hand 1, deal \d of 6\)\. Score: seat 0 0, seat 1 0\.\n/);
    expect(out.stdout).toContain(`The game record is in ${file}`);
    const rec = JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
    expect(rec).toMatchObject({ format: 'escoba-record/1', seed: 3, seats: ['human', 'random'], rules: 'classic', players: 2 });
    expect(rec.hands).toHaveLength(1);
    expect(replayRecord(rec).ok).toBe(true);
    // The same seed deals the same game.
    const again = await cli(['play', '--level', 'random', '--seed', '3'], '1\n1\n1\n');
    expect(again.stdout).toBe(out.stdout.replace(/The game record is in .*\n/, ''));
  });

  it('plays a whole game as seat 1 against a random bot, in Spanish', async () => {
    const file = join(dir, 'whole.json');
    const out = await cli(['play', '--level', 'random', '--seed', '8', '--seat', '1', '--lang', 'es', '--record', file], '1\n'.repeat(3000));
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Eres el asiento 1. Bots: asiento 0, nivel random.');
    expect(out.stdout).toMatch(/ de (oros|copas|espadas|bastos)/);
    expect(out.stdout).toMatch(/Fin de la partida tras \d+ manos?\./);
    const state = unwrap(replayRecord(JSON.parse(readFileSync(file, 'utf8'))));
    expect(state.phase).toBe('over');
  });

  it('quit', async () => {
    const out = await cli(['play', '--level', 'random', '--seed', '3'], 'help\nquit\n1\n');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/You left the game \(hand 1, deal 1 of 6\)/);
  });

  it('checks its options', async () => {
    const bad: [string[], RegExp][] = [
      [['--level', 'grandmaster'], /--level must be one of random, easy, medium, hard, expert, got "grandmaster"/],
      [['--levels', 'easy,easy'], /--levels needs 1 level \(one per computer seat/],
      [['--levels', 'easy,nope', '--players', '3'], /--levels must be one of/],
      [['--seat', '2'], /--seat must be a whole number from 0 to 1/],
      [['--seed', 'x'], /--seed must be a whole number/],
      [['--lang', 'fr'], /--lang must be en, es or pt/],
      [['--players', '5'], /--players: players must be 2, 3, 4 or 6/],
      [['--iterations', '0'], /--iterations must be a whole number 1 or more/],
    ];
    for (const [args, message] of bad) {
      const out = await cli(['play', ...args], '');
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(/^escoba play: /);
      expect(out.stderr).toMatch(message);
    }
  });

  it('gives each computer seat its level, and a random seed when none is given', () => {
    const config = parsePlayOptions({ players: '4', levels: 'easy,expert,random', seat: '2' }, () => 77);
    expect(config.ok && config.value.levels).toEqual(['easy', 'expert', null, 'random']);
    expect(config.ok && config.value.seed).toBe(77);
    const all = parsePlayOptions({ players: '3', level: 'hard', seed: '5', iterations: '9' });
    expect(all.ok && all.value.levels).toEqual([null, 'hard', 'hard']);
    expect(all.ok && all.value.bot).toEqual({ seed: 5, iterations: 9 });
  });

  it('reads lines from chunks split anywhere, with CRLF and a last line without a newline', async () => {
    const bytes = Buffer.from('1\r\nñ\n\nquit');
    const lines: string[] = [];
    for await (const l of readLines(Readable.from([bytes.subarray(0, 4), bytes.subarray(4, 5), bytes.subarray(5)]))) lines.push(l);
    expect(lines).toEqual(['1', 'ñ', '', 'quit']);
  });
});
