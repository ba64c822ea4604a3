import { describe, expect, it } from 'vitest';
import { legalPlays, replayRecord, seatView, type Play } from '@escoba/engine';
import { createBot } from '@escoba/bots';
import { actorOf, canUndo, createMatch, HUMAN, matchRecord, nextHand, playMove, resumeMatch, undo, type Match, type MatchSetup } from '../src/game/match.js';

const setup = (over: Partial<MatchSetup> = {}): MatchSetup => ({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed: 'unit', ...over });

function made(s: MatchSetup): Match {
  const r = createMatch(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays for everyone (the person's seat plays its first legal play) until the hand is over. */
function finishHand(match: Match): Match {
  const easy = createBot('easy', { seed: 1 });
  let m = match;
  while (actorOf(m).kind === 'human' || actorOf(m).kind === 'bot') {
    const a = actorOf(m);
    const play: Play = a.kind === 'human' ? legalPlays(m.state)[0]! : easy.choose(seatView(m.state, a.kind === 'bot' ? a.seat : HUMAN));
    const next = playMove(m, play);
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
    const a = actorOf(m);
    if (m.state.hand!.turn === HUMAN) expect(a).toEqual({ kind: 'human' });
    else expect(a).toEqual({ kind: 'bot', seat: 1, level: 'easy' });
  });

  it('rejects illegal plays with the engine error', () => {
    const m = made(setup());
    const notInHand = [...Array(40).keys()].find((c) => !m.state.hand!.hands[m.state.hand!.turn]!.includes(c))!;
    const r = playMove(m, { card: notInHand, take: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NotInHand');
  });

  it('undo goes back to just before the person’s last play, bot replies included', () => {
    let m = made(setup());
    const easy = createBot('easy', { seed: 1 });
    if (actorOf(m).kind === 'bot') m = (playMove(m, easy.choose(seatView(m.state, 1))) as { ok: true; value: Match }).value;
    const before = m.state;
    expect(canUndo(m)).toBe(false);
    m = (playMove(m, legalPlays(m.state)[0]!) as { ok: true; value: Match }).value;
    m = (playMove(m, easy.choose(seatView(m.state, 1))) as { ok: true; value: Match }).value;
    expect(canUndo(m)).toBe(true);
    const back = undo(m);
    expect(back.state).toBe(before);
    expect(canUndo(back)).toBe(false);
  });

  it('ends a hand, deals the next from the seed, and its record replays in the engine', () => {
    let m = finishHand(made(setup()));
    expect(actorOf(m).kind).toMatch(/handOver|gameOver/);
    const record = matchRecord(m);
    const replay = replayRecord(record);
    expect(replay.ok && replay.value.results[0]!.points).toEqual(m.state.results[0]!.points);
    expect(record).toMatchObject({ format: 'escoba-record/1', app: 'escoba-web', seed: 'unit', levels: [null, 'easy'] });
    if (m.state.phase === 'deal') {
      m = nextHand(m);
      expect(m.state.hand!.dealer).toBe((m.state.results[0]!.dealer + 1) % 2);
      expect(m.state.phase).toBe('play');
    }
  });

  it('resumes from its record: same state, same next deals', () => {
    let m = made(setup({ players: 4, partnerships: true, levels: [null, 'easy', 'random', 'medium'] }));
    m = finishHand(m);
    const resumed = resumeMatch(JSON.parse(JSON.stringify(matchRecord(m))));
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.value.state.scores).toEqual(m.state.scores);
    expect(resumed.value.setup.levels).toEqual([null, 'easy', 'random', 'medium']);
    if (m.state.phase === 'deal') expect(nextHand(resumed.value).state.hand!.deck).toEqual(nextHand(m).state.hand!.deck);
  });

  it('keeps undo across a resume: the states before the person’s plays come back from the record', () => {
    let m = made(setup({ seed: 'undo-resume' }));
    m = finishHand(m);
    m = nextHand(m);
    const easy = createBot('easy', { seed: 2 });
    for (let i = 0; i < 4 && m.state.phase === 'play'; i++) {
      const a = actorOf(m);
      const next = playMove(m, a.kind === 'human' ? legalPlays(m.state)[0]! : easy.choose(seatView(m.state, a.kind === 'bot' ? a.seat : HUMAN)));
      if (!next.ok) throw new Error(next.error.message);
      m = next.value;
    }
    const resumed = resumeMatch(JSON.parse(JSON.stringify(matchRecord(m))));
    if (!resumed.ok) throw new Error(resumed.error);
    expect(resumed.value.undoStack.length).toBe(m.undoStack.length);
    expect(canUndo(resumed.value)).toBe(canUndo(m));
    let a = m;
    let b = resumed.value;
    while (canUndo(a)) {
      a = undo(a);
      b = undo(b);
      expect(matchRecord(b)).toEqual(matchRecord(a));
    }
  });

  it('refuses to resume records it cannot continue', () => {
    const record = matchRecord(made(setup()));
    expect(resumeMatch({ ...record, seed: undefined }).ok).toBe(false);
    expect(resumeMatch({ ...record, levels: [null, 'grandmaster'] }).ok).toBe(false);
    expect(resumeMatch({ ...record, hands: [{ ...record.hands[0]!, plays: ['1o:1o'] }] }).ok).toBe(false);
  });
});
