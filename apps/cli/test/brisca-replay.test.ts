import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRecord as replayBrisca } from '@escoba/brisca';
import { cli, nonBlankLines, ROOT } from './helpers.js';

const GOLDEN = join(ROOT, 'packages/brisca/test/golden');
const goldens = readdirSync(GOLDEN).filter((f) => f.endsWith('.json') && !f.endsWith('.summary.json'));

describe('replay of brisca-record/1', () => {
  it('has golden records to check', () => expect(goldens.length).toBeGreaterThanOrEqual(5));

  for (const file of goldens) {
    it(`prints the golden summary of ${file}`, async () => {
      const expected = JSON.parse(readFileSync(join(GOLDEN, file.replace(/\.json$/, '.summary.json')), 'utf8')) as { error?: { message: string } };
      const out = await cli(['replay', join(GOLDEN, file)]);
      if (expected.error) {
        expect(out.stdout).toBe(`${JSON.stringify({ error: expected.error.message })}\n`);
        expect(out.code).toBe(2);
        expect(out.stderr).toBe('escoba replay: 1 of 1 record did not replay\n');
      } else {
        expect(out.stdout).toBe(`${JSON.stringify(expected)}\n`);
        expect(out.code).toBe(0);
      }
    });
  }

  it('prints the issue\'s error for a seat playing a card it does not hold, goes on, and exits 2', async () => {
    const bad = readFileSync(join(GOLDEN, 'illegal-not-held.json'), 'utf8');
    const good = readFileSync(join(GOLDEN, 'brisca-2p-exchange.json'), 'utf8');
    const out = await cli(['replay', '-'], `${JSON.stringify(JSON.parse(bad))}\n${JSON.stringify(JSON.parse(good))}\n`);
    const lines = nonBlankLines(out.stdout);
    expect(lines[0]).toBe('{"error":"hand 0 play 7: seat 2 does not hold 4o"}');
    expect(JSON.parse(lines[1]!)).toMatchObject({ sides: [[0], [1]], winner: 1 });
    expect(out.code).toBe(2);
  });

  it('replays mixed JSON Lines, each line with its own game', async () => {
    const escoba = (await cli(['selfplay', '--seed', '4'])).stdout.trim();
    const brisca = (await cli(['selfplay', '--seed', '4', '--rules', 'brisca'])).stdout.trim();
    const alcalde = (await cli(['selfplay', '--seed', '4', '--rules', 'alcalde'])).stdout.trim();
    const out = await cli(['replay', '-'], [escoba, brisca, '{"format":"brisca-record/1"}', alcalde].join('\n'));
    const lines = nonBlankLines(out.stdout);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe((await cli(['replay', '-'], escoba)).stdout.trim());
    expect(Object.keys(JSON.parse(lines[0]!) as object)).toEqual(['scores', 'winner', 'sides', 'hands']);
    expect(Object.keys(JSON.parse(lines[1]!) as object)).toEqual(['sides', 'wins', 'over', 'winner', 'hands']);
    expect(lines[2]).toBe('{"error":"rules: missing (a preset name such as \\"brisca\\", or an object)"}');
    expect(Object.keys(JSON.parse(lines[3]!) as object)).toEqual(['hands']);
    expect(JSON.parse(lines[3]!)).toMatchObject({ hands: [{ complete: true, alcaldeKeeps: expect.any(Boolean) as boolean }] });
    expect(out.code).toBe(2);
  });

  it('a drawn one-hand game (seed 001: "draws are possible") is over with no winner, in the summary and --pretty (en, es)', async () => {
    const file = join(GOLDEN, 'brisca-2p-drawn-game.json');
    const out = await cli(['replay', file]);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ wins: [0, 0], over: true, winner: null, hands: [{ complete: true, points: [60, 60], winner: null }] });
    const en = await cli(['replay', '--pretty', file]);
    expect(en.stdout).toContain('    points: seat 0 60, seat 1 60; a draw\n  hands won: seat 0 0, seat 1 0 (1 to win)\n  winner: none, a draw\n');
    const es = await cli(['replay', '--pretty', '--lang', 'es', file]);
    expect(es.stdout).toContain('  gana: nadie, empate\n');
    // An unfinished match is not a draw: a match of 2 wins after one drawn hand.
    const open = await cli(['replay', '--pretty', join(GOLDEN, 'brisca-2p-draw.json')]);
    expect(open.stdout).toContain('  winner: none yet\n');
  });

  it('a 7 of trumps taking a high trump card during the first trick replays (rule exchange "seed")', async () => {
    const out = await cli(['replay', '--pretty', join(GOLDEN, 'brisca-2p-seven-first-trick.json')]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('seat 0 exchanges 7e for 1e');
    expect(out.stdout).toContain('seat 1 exchanges 2e for 7e');
  });

  it('--pretty prints a table per Brisca hand: dealer, trump, tricks with who led and won, points and winner', async () => {
    const out = await cli(['replay', '--pretty', join(GOLDEN, 'brisca-2p-exchange.json')]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('record 1: Brisca, 2 players, each for themselves; rules brisca');
    expect(out.stdout).toContain('hand 1: seat 1 deals; trump card 1o');
    expect(out.stdout).toMatch(/trick +led by +cards \(seat:card\) +won by +points/);
    expect(out.stdout).toContain('seat 0 exchanges 7o for 1o');
    expect(out.stdout).toContain('points: seat 0 35, seat 1 85; seat 1 wins the hand');
    expect(out.stdout).toContain('winner: seat 1\n');
    expect(out.stdout).not.toMatch(/\bside \d/);
    const rows = out.stdout.split('\n').filter((l) => /^ +\d+ +seat \d/.test(l));
    expect(rows).toHaveLength(20);
  });

  it('--pretty names the Alcalde of each hand and whether he keeps the role', async () => {
    const out = await cli(['replay', '--pretty', join(GOLDEN, 'alcalde-3hands.json')]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('hand 1: seat 2 deals and is the Alcalde (alone against seats 0, 1); trump card 5c');
    expect(out.stdout).toContain('points: Alcalde (seat 2) 20, partners 100; the Alcalde loses the role');
    expect(out.stdout).toContain('points: Alcalde (seat 1) 73, partners 47; the Alcalde keeps the role');
  });
});

const TABLES: [string, string[]][] = [
  ['brisca 2', ['--rules', 'brisca']],
  ['brisca 3', ['--rules', 'brisca', '--players', '3']],
  ['brisca 4', ['--game', 'brisca', '--players', '4']],
  ['brisca 2v2', ['--rules', 'brisca', '--players', '4', '--partnerships']],
  ['brisca 2 hands to win', ['--rules', '{"preset":"brisca","wins":2,"exchange":"winner"}']],
  ['alcalde', ['--rules', 'alcalde']],
  ['alcalde-variation', ['--game', 'alcalde-variation', '--hands', '3']],
];

describe('selfplay for Brisca and the Alcalde games', () => {
  for (const [name, args] of TABLES) {
    it(`${name}: the same seed gives the same records, which replay; game i stands alone`, async () => {
      const run = await cli(['selfplay', '--games', '3', '--seed', '9', ...args]);
      expect(run.code).toBe(0);
      expect((await cli(['selfplay', '--games', '3', '--seed', '9', ...args])).stdout).toBe(run.stdout);
      const lines = nonBlankLines(run.stdout);
      expect(lines).toHaveLength(3);
      lines.forEach((line, i) => {
        const record = JSON.parse(line) as Record<string, unknown>;
        expect(Object.keys(record).slice(0, 3)).toEqual(['format', 'seed', 'game']);
        expect(record).toMatchObject({ format: 'brisca-record/1', seed: 9, game: i });
        expect(replayBrisca(record).ok).toBe(true);
      });
      const replay = await cli(['replay', '-'], run.stdout);
      expect(replay.code).toBe(0);
      expect(nonBlankLines(replay.stdout)).toHaveLength(3);
      expect((await cli(['selfplay', '--games', '1', '--seed', '9', '--start', '2', ...args])).stdout).toBe(`${lines[2]}\n`);
    });
  }

  it('plays exchanges among the random actions', async () => {
    const out = await cli(['selfplay', '--games', '20', '--seed', '1', '--rules', 'brisca']);
    expect(out.stdout).toMatch(/"~\d+[oceb]"/);
  });

  it('the Alcalde plays two cards at once, and --hands sets the hands of a game', async () => {
    const record = JSON.parse((await cli(['selfplay', '--rules', 'alcalde', '--hands', '2'])).stdout) as { hands: { plays: string[] }[]; players: number };
    expect(record.players).toBe(3);
    expect(record.hands).toHaveLength(2);
    expect(record.hands[0]!.plays.some((p) => /^\d+[oceb]\+\d+[oceb]$/.test(p))).toBe(true);
  });

  it('rejects tables and options the game does not have, with the option named', async () => {
    const cases: [string[], RegExp][] = [
      [['--rules', 'alcalde', '--players', '4'], /^escoba selfplay: --players: alcalde is played by 3 players, not 4\n$/],
      [['--rules', 'brisca', '--players', '3', '--partnerships'], /^escoba selfplay: --partnerships: partnerships need 4 players/],
      [['--game', 'tute'], /^escoba selfplay: --game must be one of escoba, brisca, alcalde, alcalde-variation, got "tute"/],
      [['--game', 'brisca', '--rules', 'sevens'], /^escoba selfplay: --rules sevens is a rule set of escoba, not of --game brisca/],
      [['--rules', '{"preset":"brisca","keep":61}'], /^escoba selfplay: --rules: /],
      [['--rules', 'brisca', '--hands', '0'], /^escoba selfplay: --hands must be a whole number 1 or more/],
      [['--hands', '2'], /^escoba selfplay: --hands is for Brisca and the Alcalde games/],
    ];
    for (const [args, message] of cases) {
      const out = await cli(['selfplay', ...args]);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(message);
    }
  });
});

describe('rules lists every game', () => {
  it('prints Escoba first, then Brisca with its presets, tables, option values and options', async () => {
    const out = await cli(['rules']);
    expect(out.code).toBe(0);
    const brisca = out.stdout.indexOf('Brisca (--game brisca; choose a preset with --rules NAME):');
    expect(out.stdout.indexOf('Presets (choose one with --rules NAME):')).toBe(0);
    expect(brisca).toBeGreaterThan(0);
    const text = out.stdout.slice(brisca);
    for (const p of ['brisca', 'alcalde', 'alcalde-variation']) expect(text).toMatch(new RegExp(`^  ${p} +\\S`, 'm'));
    expect(text).toContain('tables: 2, 3 or 4 players each for themselves; 4 players 2 against 2');
    expect(text).toMatch(/^ {2}keep +60 +60 +31$/m);
    expect(text).toContain('exchange: seed | winner | none');
  });

  it('--json adds every game with presets (rules, tables) and options; --game picks one', async () => {
    const all = JSON.parse((await cli(['rules', '--json'])).stdout) as { presets: unknown[]; games: { id: string; presets: { name: string; tables: unknown[] }[] }[] };
    expect(all.games.map((g) => g.id)).toEqual(['escoba', 'brisca']);
    expect(all.games[1]!.presets.map((p) => p.name)).toEqual(['brisca', 'alcalde', 'alcalde-variation']);
    expect(all.games[1]!.presets[1]!.tables).toEqual([{ players: 3, partnerships: false }]);
    const one = JSON.parse((await cli(['rules', '--game', 'alcalde', '--json'])).stdout) as { id: string };
    expect(one.id).toBe('brisca');
    expect((await cli(['rules', '--game', 'brisca'])).stdout).toMatch(/^Brisca \(--game brisca/);
    expect((await cli(['rules', '--game', 'tute'])).code).toBe(2);
  });

  it('shows the full rules of a Brisca preset or object, or the engine\'s error', async () => {
    const out = await cli(['rules', '{"preset":"alcalde","keep":61}']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Brisca, alcalde with keep 61:\n/);
    expect(out.stdout).toMatch(/^ {2}keep +61$/m);
    expect(JSON.parse((await cli(['rules', 'brisca', '--json'])).stdout)).toEqual({ preset: 'brisca', exchange: 'seed', wins: 1, leaveOut: 'four', partnersSeeHands: false, keep: 60, senas: false });
    const bad = await cli(['rules', '{"preset":"brisca","keep":61}']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^escoba rules: .*keep/);
  });
});

describe('watch for Brisca', () => {
  it('tells a Brisca game trick by trick, and names the game to selfplay', async () => {
    const out = await cli(['watch', '--seed', '3', '--rules', 'brisca']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^== Hand 1: seat \d deals ==$/m);
    expect(out.stdout).toMatch(/^ {2}trump card \S+ \([a-z]+ of [a-z]+\): trumps are [a-z]+; 34 cards in the stock$/m);
    expect(out.stdout).toMatch(/^ {4}trick 20 to seat \d: \d+ points$/m);
    expect(out.stdout).toMatch(/^ {2}Points for hand 1: seat 0 \d+, seat 1 \d+: /m);
    expect(out.stdout).toContain('The record of this game: npx escoba selfplay --seed 3 --start 0 --games 1 --rules brisca');
  });

  it('--lang es uses the Spanish terms and card names', async () => {
    const out = await cli(['watch', '--seed', '3', '--rules', 'brisca', '--lang', 'es']);
    expect(out.stdout).toMatch(/^ {2}muestra \S+ \(.+ de [a-z]+\): triunfo de [a-z]+; 34 cartas en la baceta$/m);
    expect(out.stdout).toMatch(/^ {4}baza 1 para asiento \d: \d+ puntos$/m);
    expect(out.stdout).toMatch(/^ {2}Puntos de la mano 1: asiento 0 \d+, asiento 1 \d+: (gana la mano asiento \d|empate)$/m);
    expect(out.stdout).toMatch(/\bas de (oros|copas|espadas|bastos)\b/);
    expect(out.stdout).toMatch(/\brey de /);
  });

  it('tells an Alcalde hand with its Alcalde and whether he keeps the role', async () => {
    const out = await cli(['watch', '--rules', 'alcalde', '--seed', '2']);
    expect(out.stdout).toMatch(/^== Hand 1: seat \d deals and is the Alcalde, alone against the other two ==$/m);
    expect(out.stdout).toMatch(/Points for hand 1: Alcalde \(seat \d\) \d+, partners \(seat \d and seat \d\) \d+: the Alcalde (keeps|loses) the role/);
  });
});
