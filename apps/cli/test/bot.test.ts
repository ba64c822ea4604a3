import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { applyPlay, createGame, createRng, deal, makePlay, seatView, shuffledDeck, unwrap, type GameState, type SeatView } from '@escoba/engine';
import { createBot } from '@escoba/bots';
import { BOT_FORMAT, parseAnswer, requestFromView, viewFromRequest } from '../src/games/escoba/bot-protocol.js';
import { cli, nonBlankLines, ROOT } from './helpers.js';


/** Views of the seat on turn at every `every`-th decision of a random game. */
function positions(config: { players: number; partnerships?: boolean; rules?: unknown }, seed: string, every = 5): SeatView[] {
  const rng = createRng(seed);
  let state: GameState = unwrap(createGame(config));
  const out: SeatView[] = [];
  let k = 0;
  while (state.phase !== 'over') {
    state = unwrap(deal(state, shuffledDeck(rng), state.nextDealer === null ? rng.int(config.players) : undefined));
    while (state.phase === 'play') {
      const view = seatView(state, state.hand!.turn);
      if (k++ % every === 0 || view.renuncio) out.push(view);
      state = unwrap(applyPlay(state, view.legal[rng.int(view.legal.length)]!));
    }
  }
  return out;
}

const SETUPS = [
  { players: 2 },
  { players: 3, rules: 'escova' },
  { players: 4, partnerships: true, rules: 'sevens' },
  { players: 6, rules: 'fournier' },
  { players: 2, rules: { preset: 'sevens', renuncio: true, target: 11 } },
  { players: 4, rules: { capture: 'forced', dealEscobas: 'mano' } },
];

/** The fields of a view a bot may use (the events are summarised by `plays`). */
const essentials = (v: SeatView) => ({
  seat: v.seat,
  side: v.side,
  rules: v.rules,
  players: v.players,
  partnerships: v.partnerships,
  sides: v.sides,
  phase: v.phase,
  scores: v.scores,
  handIndex: v.handIndex,
  dealer: v.dealer,
  turn: v.turn,
  hand: v.hand,
  handCounts: v.handCounts,
  table: v.table,
  piles: v.piles,
  escobas: v.escobas,
  stock: v.stock,
  lastCapturer: v.lastCapturer,
  plays: v.plays,
  renuncio: v.renuncio,
  legal: v.legal,
});

describe('bot protocol', () => {
  it('a request carries the position in notation, and parses back to the same view', () => {
    let renuncios = 0;
    for (const [i, setup] of SETUPS.entries()) {
      for (const view of positions(setup, `protocol:${i}`)) {
        const request = requestFromView(view);
        expect(request.format).toBe(BOT_FORMAT);
        expect(request.legal).toEqual(view.legal.map(makePlay));
        expect(request.captured).toHaveLength(view.sides.length);
        expect(request.captured.flat().length + request.table.length + request.hand.length + request.stock).toBe(
          40 - request.handCounts.reduce((t, n, s) => (s === view.seat ? t : t + n), 0),
        );
        const back = viewFromRequest(JSON.stringify(request));
        if (!back.ok) throw new Error(back.message);
        expect(essentials(back.value)).toEqual(essentials(view));
        // So every bot, given the same seed, plays the same through the protocol as in-process.
        expect(createBot('random', { seed: 4 }).choose(back.value)).toEqual(createBot('random', { seed: 4 }).choose(view));
        if (view.renuncio) renuncios++;
      }
    }
    expect(renuncios).toBeGreaterThan(0);
  });

  it('the example session of docs/bot-protocol.md is what escoba bot does', async () => {
    const doc = readFileSync(join(ROOT, 'docs/bot-protocol.md'), 'utf8');
    const session = doc.slice(doc.indexOf('## Example session'));
    const block = session.slice(session.indexOf('```\n') + 4, session.indexOf('\n```', session.indexOf('```\n') + 4)).split('\n');
    const sent = block.filter((l) => l.startsWith('> ')).map((l) => l.slice(2));
    const answers = block.filter((l) => l.startsWith('< ')).map((l) => l.slice(2));
    expect(sent).toHaveLength(3);
    const first = viewFromRequest(sent[0]!);
    if (!first.ok) throw new Error(first.message);
    expect(first.value.legal.map(makePlay)).toEqual(['7o:2o+6b', '3c:2o+12c', '3c:2o+12e', '12b:5e']);
    expect(first.value.plays.map(makePlay)).toEqual(['6b']);
    // The requests are exactly what the match sends for these positions.
    for (const line of sent.slice(0, 2)) {
      const view = viewFromRequest(line);
      if (!view.ok) throw new Error(view.message);
      expect(JSON.stringify(requestFromView(view.value))).toBe(line);
    }
    const out = await cli(['bot', '--level', 'random'], sent.join('\n') + '\n');
    expect(out.stdout).toBe(answers.map((a) => `${a}\n`).join(''));
  });

  const badRequests: [string, RegExp][] = [
    ['{"players":2', /^not valid JSON/],
    ['[1,2]', /a request is a JSON object/],
    ['{"type":"hello"}', /unknown request type "hello"/],
    ['{"format":"escoba-bot/9"}', /unknown format "escoba-bot\/9"/],
    ['{"players":5}', /players must be 2, 3, 4 or 6/],
    ['{"players":2,"seat":0,"stock":30,"hand":["7x"],"table":[],"handCounts":[1,1],"captured":[[],[]]}', /"hand": "7x" is not a card/],
    ['{"players":2,"seat":0,"stock":30,"hand":["7o"],"table":["7o"],"handCounts":[1,1],"captured":[[],[]]}', /7o appears twice/],
    ['{"players":2,"seat":0,"stock":10,"hand":["7o"],"table":[],"handCounts":[1,1],"captured":[[],[]]}', /the cards do not add up/],
    ['{"players":2,"seat":0,"stock":38,"hand":["7o"],"table":[],"handCounts":[2,1],"captured":[[],[]]}', /"handCounts" says seat 0 holds 2 cards but "hand" has 1/],
    ['{"players":2,"seat":2,"stock":38,"hand":["7o"],"table":[],"handCounts":[1,1]}', /"seat" must be a whole number from 0 to 1/],
    ['{"rules":"classical","players":2}', /rules: unknown preset "classical"/],
  ];
  for (const [line, message] of badRequests) {
    it(`explains a bad request: ${line}`, () => {
      const r = viewFromRequest(line);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    });
  }

  it('checks answers against the legal plays', () => {
    const [view] = positions({ players: 2 }, 'answers', 1000);
    const legal = view!.legal;
    const first = makePlay(legal[0]!);
    expect(parseAnswer(` ${first} `, legal)).toEqual({ ok: true, value: legal[0] });
    expect(parseAnswer('7x', legal)).toMatchObject({ ok: false, message: expect.stringMatching(/^its answer "7x" is not a play/) as string });
    expect(parseAnswer('error: confused', legal)).toEqual({ ok: false, message: 'it answered "error: confused"' });
  });
});

describe('escoba bot', () => {
  const requests = positions({ players: 4, partnerships: true }, 'cli', 9).map((v) => ({ view: v, line: JSON.stringify(requestFromView(v)) }));

  it('answers one play per request line, and "error: ..." for a bad one, then goes on', async () => {
    const [r1, r2] = requests;
    const out = await cli(['bot', '--level', 'random', '--seed', '7'], `${r1!.line}\n\nnot json\r\n${r2!.line}`);
    expect(out.code).toBe(0);
    const lines = out.stdout.split('\n');
    expect(lines).toHaveLength(4);
    const bot = createBot('random', { seed: 7 });
    expect(lines[0]).toBe(makePlay(bot.choose(r1!.view)));
    expect(lines[1]).toMatch(/^error: not valid JSON/);
    expect(lines[2]).toBe(makePlay(bot.choose(r2!.view)));
    expect(lines[3]).toBe('');
    expect(nonBlankLines(out.stderr)).toHaveLength(1);
    expect(out.stderr).toMatch(/^escoba bot: request on line 3: not valid JSON/);
  });

  it('rejects an unknown level with status 2', async () => {
    const out = await cli(['bot', '--level', 'genius']);
    expect(out).toEqual({ stdout: '', stderr: 'escoba bot: --level must be one of random, easy, medium, hard, expert, got "genius"\n', code: 2 });
    expect((await cli(['bot', '--iterations', '0'])).code).toBe(2);
  });

  it('as a process, answers each request as soon as it is sent, until its input ends', async () => {
    const child = spawn(process.execPath, ['apps/cli/bin/escoba.js', 'bot', '--level', 'random'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const bot = createBot('random', { seed: 1 });
    for (const { view, line } of requests.slice(0, 4)) {
      child.stdin.write(`${line}\n`); // one at a time: the next request waits for this answer
      const answer = await answers.next();
      expect(answer.value).toBe(makePlay(bot.choose(view)));
    }
    const code = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.end();
    expect(await code).toBe(0);
  });
});
