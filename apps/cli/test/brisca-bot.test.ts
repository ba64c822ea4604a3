import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, createRng, deal, legalActions, makeAction, randomDeck, seatView, unwrap } from '@escoba/brisca';
import { briscaRequestFromView, briscaViewFromRequest } from '../src/games/brisca/protocol.js';
import { cli, nonBlankLines, ROOT } from './helpers.js';

/** The request of the seat on turn after `steps` random actions of a seeded hand. */
function request(rules: string, players: number, steps: number, seed = 5): Record<string, unknown> {
  const rng = createRng(seed);
  let s = unwrap(createGame({ rules, players }));
  s = unwrap(deal(s, randomDeck(s, rng), 0));
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(s);
    s = unwrap(applyAction(s, legal[rng.int(legal.length)]!));
  }
  return briscaRequestFromView(seatView(s, s.hand!.turn));
}

describe('bot protocol: Brisca requests', () => {
  it('a request is the seat view in notation and reads back to the same view', () => {
    const rng = createRng(9);
    let s = unwrap(createGame({ rules: 'alcalde', players: 3 }));
    s = unwrap(deal(s, randomDeck(s, rng), 1));
    for (let i = 0; i < 7; i++) s = unwrap(applyAction(s, legalActions(s)[0]!));
    const view = seatView(s, s.hand!.turn);
    const req = briscaRequestFromView(view);
    expect(req).toMatchObject({ type: 'play', format: 'escoba-bot/1', game: 'brisca', seat: view.seat });
    expect(req.legal).toEqual(view.legal.map(makeAction));
    const back = briscaViewFromRequest(JSON.parse(JSON.stringify(req)) as Record<string, unknown>);
    expect(back.ok && back.value).toEqual(view);
  });

  it('escoba bot answers Brisca and Alcalde requests with a legal action, and Escoba ones as before', async () => {
    const reqs = [request('brisca', 2, 3), request('brisca', 4, 6), request('alcalde', 3, 4), request('alcalde-variation', 3, 2)];
    const escobaLine = readFileSync(join(ROOT, 'docs/bot-protocol.md'), 'utf8').split('\n').find((l) => l.startsWith('> {"type":"play","format":"escoba-bot/1","rules"'))!.slice(2);
    for (const level of ['random', 'medium', 'expert']) {
      const out = await cli(['bot', '--level', level, '--iterations', '30'], [...reqs.map((r) => JSON.stringify(r)), escobaLine].join('\n'));
      expect(out.code).toBe(0);
      expect(out.stderr).toBe('');
      const answers = nonBlankLines(out.stdout);
      expect(answers).toHaveLength(5);
      reqs.forEach((r, i) => expect(r.legal as string[]).toContain(answers[i]));
      expect(JSON.parse(escobaLine).legal as string[]).toContain(answers[4]);
    }
  });

  it('answers error: lines for bad Brisca requests and unknown games, and goes on', async () => {
    const good = request('brisca', 2, 1);
    const lines = [
      JSON.stringify({ ...good, hand: ['7o', 'zz'] }),
      JSON.stringify({ game: 'brisca', seat: 1 }),
      JSON.stringify({ ...good, legal: [] }),
      JSON.stringify({ game: 'tute' }),
      JSON.stringify(good),
    ];
    const out = await cli(['bot', '--level', 'easy'], lines.join('\n'));
    const answers = nonBlankLines(out.stdout);
    expect(answers[0]).toBe('error: "hand[1]": "zz" is not a card (write 7o, 12b, ...)');
    expect(answers[1]).toMatch(/^error: "rules" is missing/);
    expect(answers[2]).toBe('error: "legal" is empty: the seat has nothing to do');
    expect(answers[3]).toBe('error: "game" must be "escoba" or "brisca", got "tute"');
    expect(good.legal as string[]).toContain(answers[4]);
    expect(out.stderr).toContain('escoba bot: request on line 4: "game" must be');
    expect(out.code).toBe(0);
  });

  it('the Brisca example session of docs/bot-protocol.md is what escoba bot --level medium answers', async () => {
    const doc = readFileSync(join(ROOT, 'docs/bot-protocol.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Brisca and Alcalde requests'), doc.indexOf('## A bot in a few lines'));
    const block = section.slice(section.indexOf('```\n') + 4, section.indexOf('\n```', section.indexOf('```\n') + 4)).split('\n');
    const sent = block.filter((l) => l.startsWith('> ')).map((l) => l.slice(2));
    const answered = block.filter((l) => l.startsWith('< ')).map((l) => l.slice(2));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const line of sent) expect(JSON.parse(line)).toMatchObject({ game: 'brisca', format: 'escoba-bot/1' });
    const out = await cli(['bot', '--level', 'medium'], sent.join('\n'));
    expect(nonBlankLines(out.stdout)).toEqual(answered);
  });
});

describe('analyze: Brisca records', () => {
  it('estimates every legal action of every decision from the seat\'s own view, in card points', async () => {
    const record = (await cli(['selfplay', '--rules', 'brisca', '--seed', '2'])).stdout;
    const out = await cli(['analyze', '--iterations', '20', '-'], record);
    expect(out.code).toBe(0);
    const lines = nonBlankLines(out.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    const plays = lines.filter((l) => l.type === 'play');
    const summary = lines.at(-1)!;
    const actions = (JSON.parse(record) as { hands: { plays: string[] }[] }).hands.flatMap((h) => h.plays);
    expect(plays.map((p) => p.played)).toEqual(actions);
    expect(summary).toMatchObject({ type: 'summary', record: 0, plays: actions.length, threshold: 2 });
    for (const p of plays) {
      expect(Object.keys(p)).toEqual(['type', 'record', 'hand', 'play', 'seat', 'side', 'played', 'forced', 'best', 'expected', 'loss', 'mistake']);
      if (p.forced) continue;
      const expected = p.expected as { play: string; margin: number }[];
      expect(expected.map((e) => e.play)).toContain(p.played);
      expect(expected[0]!.play).toBe(p.best);
      expect(p.loss).toBeGreaterThanOrEqual(0);
    }
    expect((await cli(['analyze', '--iterations', '20', '-'], record)).stdout).toBe(out.stdout);
  });

  it('--pretty prints a row per action; a bad Brisca record is an error line and status 2', async () => {
    const record = (await cli(['selfplay', '--rules', 'alcalde-variation', '--seed', '2'])).stdout;
    const pretty = await cli(['analyze', '--pretty', '--iterations', '10', '--threshold', '5', '-'], record);
    expect(pretty.stdout).toMatch(/^record 1: Alcalde variation, 3 players; rules alcalde-variation; 1 hand, \d+ actions \(\d+ forced\); margins in card points/);
    expect(pretty.stdout).toMatch(/^ {2}seat 0: total loss \d+\.\d\d, \d+ mistakes? \(loss above 5\)$/m);
    const bad = await cli(['analyze', '-'], JSON.stringify({ format: 'brisca-record/1', rules: 'brisca', players: 5, hands: [] }));
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toEqual({ type: 'error', record: 0, error: 'brisca is played by 2, 3, 4 players, not 5' });
  });
});
