import { describe, expect, it } from 'vitest';
import { legalPlays, seatView, type Play } from '@escoba/engine';
import { createMatch, nextHand, playMove, type Match } from '../src/game/match.js';
import { playBetween } from '../src/online/playback.js';

function started(seed: string): Match {
  const r = createMatch({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function after(match: Match, play: Play): Match {
  const r = playMove(match, play);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

interface Step {
  readonly before: Match;
  readonly play: Play;
  readonly after: Match;
}

/** Plays the first legal play of every turn of the hand until a play satisfies `found`. */
function playUntil(match: Match, found: (step: Step) => boolean): Step {
  let m = match;
  while (m.state.phase === 'play') {
    const play = legalPlays(m.state)[0]!;
    const step = { before: m, play, after: after(m, play) };
    if (found(step)) return step;
    m = step.after;
  }
  throw new Error('the hand ended without such a play');
}

const endsHand = (s: Step) => s.after.state.phase !== 'play';

describe('online playback: the play between two server views', () => {
  it('finds the play, its seat and its card and take, from any seat’s view and a spectator’s', () => {
    const m = started('playback');
    const seat = m.state.hand!.turn;
    const play = legalPlays(m.state)[0]!;
    const next = after(m, play);
    for (const viewer of [0, 1, null]) {
      const step = playBetween(seatView(m.state, viewer), seatView(next.state, viewer));
      expect(step).toEqual({ seat, play: { card: play.card, take: [...play.take] }, escoba: false });
    }
  });

  it('shows the last play of a hand too, with the hand’s end after it', () => {
    const { before, play, after: ended } = playUntil(started('last-play'), endsHand);
    expect(ended.state.phase).not.toBe('play');
    expect(playBetween(seatView(before.state, 0), seatView(ended.state, 0))?.play.card).toBe(play.card);
  });

  it('marks an escoba, so the banner shows', () => {
    const found = playUntil(started('escoba'), (s) => s.play.take.length > 0 && s.play.take.length === s.before.state.hand!.table.length);
    const step = playBetween(seatView(found.before.state, 0), seatView(found.after.state, 0));
    expect(step?.escoba).toBe(true);
  });

  it('has nothing to animate for the same view, an older view or a new deal', () => {
    const m = started('nothing');
    const v = seatView(m.state, 0);
    expect(playBetween(v, v)).toBeNull();
    expect(playBetween(seatView(after(m, legalPlays(m.state)[0]!).state, 0), v)).toBeNull();
    const { after: ended } = playUntil(m, endsHand);
    expect(playBetween(seatView(ended.state, 0), seatView(nextHand(ended).state, 0))).toBeNull();
  });
});
