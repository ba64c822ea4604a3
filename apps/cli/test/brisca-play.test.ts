import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, applyAction, checkAction, createGame, deal, parseAction, parseCard, replayRecord, unwrap, type BriscaState } from '@escoba/brisca';
import { actionFacts } from '../src/games/brisca/errors.js';
import { ENGINE_ERRORS_ES } from '../src/messages/es-errors.js';
import { cli, spawnCli } from './helpers.js';

const tmpFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'escoba-brisca-play-')), name);

describe('play: Brisca against bots (in-process, piped lines)', () => {
  it('shows the hand, the trump card, the stock and who leads; plays a card by number or name; writes a record that replays', async () => {
    const file = tmpFile('brisca.json');
    const out = await cli(['play', '--rules', 'brisca', '--level', 'random', '--seed', '7', '--record', file], '1\n1\n1\n');
    expect(out.code).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toContain('Brisca: 2 players, each for themselves; rules brisca; the first side to win 1 hand wins.');
    expect(out.stdout).toMatch(/^Your turn: hand 1, trick 1; trump card \S+ \(.+\); 34 cards in the stock\. Points: seat 0 0, seat 1 0\.$/m);
    expect(out.stdout).toMatch(/^ {2}(you lead this trick|trick so far: seat 1 \S+ \(seat 1 led\))$/m);
    expect(out.stdout).toMatch(/^ {4}1\) \S+ +\S.*$/m);
    expect(out.stdout).toMatch(/^ {2}you {5}\S+/m);
    expect(out.stdout).toContain('The input ended before the game was over (hand 1, trick 4).');
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ format: 'brisca-record/1', seed: 7, seats: ['human', 'random'] });
    const state = unwrap(replayRecord(record));
    expect(state.hand!.tricks).toBe(3);
  });

  it('a one-hand game that ends 60-60 is over, a draw (seed 001: "draws are possible"), in English and Spanish', async () => {
    const args = ['play', '--rules', 'brisca', '--level', 'random', '--seed', '42'];
    const en = await cli(args, '1\n'.repeat(40));
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('  Points for hand 1: seat 0 60, seat 1 60: a draw\n');
    expect(en.stdout).toMatch(/^Game over after 1 hand\. A draw: nobody wins\. Hands won: seat 0 0, seat 1 0\.$/m);
    expect(en.stdout).not.toContain('hand 2');
    const es = await cli([...args, '--lang', 'es'], '1\n'.repeat(40));
    expect(es.stdout).toMatch(/^Fin de la partida tras 1 mano\. Empate: no gana nadie\. Manos ganadas: asiento 0 0, asiento 1 0\.$/m);
  });

  it('plays a whole match to the end with the same seed giving the same game', async () => {
    const args = ['play', '--rules', '{"preset":"brisca","wins":2}', '--players', '4', '--partnerships', '--level', 'easy', '--seed', '3'];
    const out = await cli(args, '1\n'.repeat(200));
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Game over after \d+ hands\. (Your side wins|Side 1 \(seats 1, 3\) wins)\. Hands won: side 0 \d, side 1 \d\.$/m);
    expect(out.stdout).toContain('seat 2 easy (your partner)');
    expect((await cli(args, '1\n'.repeat(200))).stdout).toBe(out.stdout);
  });

  it('refuses what the rules forbid, offers the exchange, answers help, hint and show', async () => {
    const out = await cli(['play', '--rules', 'brisca', '--level', 'random', '--seed', '7', '--iterations', '20'], 'exchange\n~7e\n99\n13z\nhelp\nhint\nshow\nquit\n');
    expect(out.stdout).toContain('No exchange is possible now');
    expect(out.stdout).toMatch(/Not allowed: .*7e/);
    expect(out.stdout).toContain('Type a number from 1 to 3');
    expect(out.stdout).toContain('"13z" is not a card or a command: write the printed rank');
    expect(out.stdout).toContain('  ~7o, exchange  give your 7 (or 2) of trumps for the trump card under the stock; then play');
    expect(out.stdout).toMatch(/^Hint: \S+ \(.+\)\. Expected card-point margin of your side at the end of the hand:\n {2}\S+ +[+-]\d+\.\d\d$/m);
    expect(out.stdout).toContain('You left the game (hand 1, trick 1).');
    expect(out.code).toBe(0);
  });

  it('takes the trump card with ~7o or exchange when the 7 of trumps is in hand', async () => {
    // Some early seed gives seat 0 a chance to exchange; the first one found must exchange when told to.
    let found = false;
    for (let seed = 1; seed < 80 && !found; seed++) {
      const out = await cli(['play', '--rules', 'brisca', '--level', 'random', '--seed', String(seed)], 'exchange\n1\n'.repeat(25));
      const m = /you may exchange: (~\d+[oceb]) gives your/.exec(out.stdout);
      if (!m) continue;
      found = true;
      expect(out.stdout).toMatch(new RegExp(`^ {2}you {5}${m[1]} +.*for the trump card`, 'm'));
    }
    expect(found).toBe(true);
  });

  it('Alcalde: the Alcalde names two cards (12b+4o or 1+2), the partners one; one hand by default', async () => {
    for (const seat of ['0', '1', '2']) {
      const file = tmpFile(`alcalde-${seat}.json`);
      const out = await cli(['play', '--rules', 'alcalde', '--level', 'random', '--seed', '11', '--seat', seat, '--record', file], '1\n1+2\n'.repeat(40));
      expect(out.code).toBe(0);
      expect(out.stdout).toContain('Alcalde: 3 players; rules alcalde; the dealer is the Alcalde and keeps the role with 60 points; 1 hand.');
      expect(out.stdout).toMatch(/^Game over after 1 hand\. Tally: /m);
      const alcalde = /== Hand 1: (you|seat \d) deals? and (is|are) the Alcalde/.exec(out.stdout)![1];
      if (alcalde === 'you') {
        expect(out.stdout).toContain('As the Alcalde you play two cards at once');
        expect(out.stdout).toMatch(/^ {2}you {5}\d+[oceb]\+\d+[oceb] /m);
      } else {
        expect(out.stdout).toMatch(/^You play one card a turn: type one, e\.g\. 1 or \d+[oceb]\.$/m);
        expect(out.stdout).toContain('cards you know: seat');
      }
      const state = unwrap(replayRecord(JSON.parse(readFileSync(file, 'utf8'))));
      expect(state.results).toHaveLength(1);
    }
  });

  it('rejects bad options with one line and status 2', async () => {
    for (const [args, message] of [
      [['--rules', 'alcalde', '--players', '2'], /^escoba play: --players: alcalde is played by 3 players, not 2\n$/],
      [['--rules', 'brisca', '--levels', 'easy,easy'], /^escoba play: --levels needs 1 level/],
      [['--rules', 'brisca', '--level', 'genius'], /^escoba play: --level must be one of random, easy, medium, hard, expert/],
      [['--rules', 'brisca', '--seat', '2'], /^escoba play: --seat must be a whole number from 0 to 1/],
    ] as [string[], RegExp][]) {
      const out = await cli(['play', ...args], '');
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(message);
    }
  });
});

describe('play: Brisca and Alcalde as a program with piped standard input', () => {

  it('Brisca: plays the piped lines and writes the record', () => {
    const file = tmpFile('piped.json');
    const out = spawnCli(['play', '--rules', 'brisca', '--level', 'medium', '--seed', '5', '--record', file], '2\n1\n3o\n1\n');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Your turn: hand 1, trick 1;');
    expect(out.stdout).toContain(`The game record is in ${file}`);
    expect(unwrap(replayRecord(JSON.parse(readFileSync(file, 'utf8')))).hand!.tricks).toBeGreaterThanOrEqual(2);
  });

  it('Alcalde variation: a whole hand to the end', () => {
    const out = spawnCli(['play', '--rules', 'alcalde-variation', '--level', 'easy', '--seed', '8'], '1\n'.repeat(40));
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Game over after 1 hand\./m);
  });
});

describe('refused exchanges in Spanish (the facts come from the engine\'s exchange rule)', () => {
  // 2 players, dealer 1: seat 0 gets deck cards 0, 2, 4, seat 1 cards 1, 3, 5; card 6 is the trump card.
  const start = (seat0: string[], seat1: string[], trump: string): BriscaState => {
    const top = [seat0[0]!, seat1[0]!, seat0[1]!, seat1[1]!, seat0[2]!, seat1[2]!, trump].map((c) => unwrap(parseCard(c)));
    const deck = [...top, ...ALL_CARDS.filter((c) => !top.includes(c))];
    return unwrap(deal(unwrap(createGame({ players: 2 })), deck, 1));
  };
  const es = (s: BriscaState, text: string) => {
    const action = unwrap(parseAction(text));
    const error = checkAction(s, action)!;
    return ENGINE_ERRORS_ES[error.code](actionFacts(s, action, error));
  };

  it('names the 2 to a seat holding both in the first trick, and the 7 after it', () => {
    const s = start(['2o', '7o', '4b'], ['5c', '6c', '4c'], '12o');
    expect(es(s, '~7o')).toBe('7o no puede llevarse la muestra 12o: ahora solo puede 2o');
    let t = start(['5b', '6b', '4b'], ['2o', '6c', '4c'], '12o');
    for (const card of ['5b', '4c']) t = unwrap(applyAction(t, unwrap(parseAction(card))));
    // Seat 0 won the first trick; seat 1 holds the 2, which no longer takes a 10 or better.
    t = unwrap(applyAction(t, unwrap(parseAction('6b'))));
    expect(es(t, '~2o')).toBe('2o no puede llevarse la muestra 12o: ahora solo puede 7o');
  });
});
