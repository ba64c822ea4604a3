import { describe, expect, it } from 'vitest';
import { legalPlays, replayRecord, seatView, type GameRecord, type Play } from '@escoba/engine';
import { createBot } from '@escoba/bots';
import { escobaMatch, type Match, type MatchSetup } from '../src/games/escoba/match.js';
import { HUMAN_SEAT } from '../src/table/local-source.js';

const setup = (over: Partial<MatchSetup> = {}): MatchSetup => ({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed: 'unit', ...over });

function made(s: MatchSetup): Match {
  const r = escobaMatch.create(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays for everyone (the person's seat plays its first legal play) until the hand is over. */
function finishHand(match: Match): Match {
  const easy = createBot('easy', { seed: 1 });
  let m = match;
  while (escobaMatch.actor(m).kind === 'human' || escobaMatch.actor(m).kind === 'bot') {
    const a = escobaMatch.actor(m);
    const play: Play = a.kind === 'human' ? legalPlays(m.state)[0]! : easy.choose(seatView(m.state, a.kind === 'bot' ? a.seat : HUMAN_SEAT));
    const next = escobaMatch.play(m, play);
    if (!next.ok) throw new Error(next.error.message);
    m = next.value;
  }
  return m;
}

describe('match (a game against the computer)', () => {
  it('deals the first hand from the seed, the same every time', () => {
    const a = made(setup());
    const b = made(setup());
    expect(a.state.hand!.deck).toEqual(b.state.hand!.deck);
    expect(made(setup({ seed: 'other' })).state.hand!.deck).not.toEqual(a.state.hand!.deck);
    expect(a.state.phase).toBe('play');
  });

  it('says whose move it is, with the bot level of computer seats', () => {
    const m = made(setup());
    const a = escobaMatch.actor(m);
    if (m.state.hand!.turn === HUMAN_SEAT) expect(a).toEqual({ kind: 'human' });
    else expect(a).toEqual({ kind: 'bot', seat: 1, level: 'easy' });
  });

  it('rejects illegal plays with the engine error', () => {
    const m = made(setup());
    const notInHand = [...Array(40).keys()].find((c) => !m.state.hand!.hands[m.state.hand!.turn]!.includes(c))!;
    const r = escobaMatch.play(m, { card: notInHand, take: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NotInHand');
  });

  it('undo goes back to just before the person’s last play, bot replies included', () => {
    let m = made(setup());
    const easy = createBot('easy', { seed: 1 });
    if (escobaMatch.actor(m).kind === 'bot') m = (escobaMatch.play(m, easy.choose(seatView(m.state, 1))) as { ok: true; value: Match }).value;
    const before = m.state;
    expect(escobaMatch.canUndo(m)).toBe(false);
    m = (escobaMatch.play(m, legalPlays(m.state)[0]!) as { ok: true; value: Match }).value;
    m = (escobaMatch.play(m, easy.choose(seatView(m.state, 1))) as { ok: true; value: Match }).value;
    expect(escobaMatch.canUndo(m)).toBe(true);
    const back = escobaMatch.undo(m);
    expect(back.state).toBe(before);
    expect(escobaMatch.canUndo(back)).toBe(false);
  });

  it('ends a hand, deals the next from the seed, and its record replays in the engine', () => {
    let m = finishHand(made(setup()));
    expect(escobaMatch.actor(m).kind).toMatch(/handOver|gameOver/);
    const record = escobaMatch.record(m);
    const replay = replayRecord(record);
    expect(replay.ok && replay.value.results[0]!.points).toEqual(m.state.results[0]!.points);
    expect(record).toMatchObject({ format: 'escoba-record/1', app: 'escoba-web', seed: 'unit', levels: [null, 'easy'] });
    if (m.state.phase === 'deal') {
      m = escobaMatch.nextHand(m)!;
      expect(m.state.hand!.dealer).toBe((m.state.results[0]!.dealer + 1) % 2);
      expect(m.state.phase).toBe('play');
    }
  });

  it('resumes from its record: same state, same next deals', () => {
    let m = made(setup({ players: 4, partnerships: true, levels: [null, 'easy', 'random', 'medium'] }));
    m = finishHand(m);
    const resumed = escobaMatch.resume(JSON.parse(JSON.stringify(escobaMatch.record(m))));
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.value.state.scores).toEqual(m.state.scores);
    expect(resumed.value.setup.levels).toEqual([null, 'easy', 'random', 'medium']);
    if (m.state.phase === 'deal') expect(escobaMatch.nextHand(resumed.value)!.state.hand!.deck).toEqual(escobaMatch.nextHand(m)!.state.hand!.deck);
  });

  it('keeps undo across a resume: the states before the person’s plays come back from the record', () => {
    let m = made(setup({ seed: 'undo-resume' }));
    m = finishHand(m);
    m = escobaMatch.nextHand(m)!;
    const easy = createBot('easy', { seed: 2 });
    for (let i = 0; i < 4 && m.state.phase === 'play'; i++) {
      const a = escobaMatch.actor(m);
      const next = escobaMatch.play(m, a.kind === 'human' ? legalPlays(m.state)[0]! : easy.choose(seatView(m.state, a.kind === 'bot' ? a.seat : HUMAN_SEAT)));
      if (!next.ok) throw new Error(next.error.message);
      m = next.value;
    }
    const resumed = escobaMatch.resume(JSON.parse(JSON.stringify(escobaMatch.record(m))));
    if (!resumed.ok) throw new Error(resumed.error);
    expect(resumed.value.undoStack.length).toBe(m.undoStack.length);
    expect(escobaMatch.canUndo(resumed.value)).toBe(escobaMatch.canUndo(m));
    let a = m;
    let b = resumed.value;
    while (escobaMatch.canUndo(a)) {
      a = escobaMatch.undo(a);
      b = escobaMatch.undo(b);
      expect(escobaMatch.record(b)).toEqual(escobaMatch.record(a));
    }
  });

  it('refuses to resume records it cannot continue', () => {
    const record = escobaMatch.record(made(setup())) as unknown as GameRecord;
    expect(escobaMatch.resume({ ...record, seed: undefined }).ok).toBe(false);
    expect(escobaMatch.resume({ ...record, levels: [null, 'grandmaster'] }).ok).toBe(false);
    expect(escobaMatch.resume({ ...record, hands: [{ ...record.hands[0]!, plays: ['1o:1o'] }] }).ok).toBe(false);
  });
});
