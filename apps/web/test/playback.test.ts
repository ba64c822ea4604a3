import { describe, expect, it } from 'vitest';
import { legalPlays, makePlay, seatView, type Play } from '@escoba/engine';
import type { PublicEvent } from '@escoba/protocol';
import { escobaMatch, type Match } from '../src/games/escoba/match.js';
import { escobaRemote, serverTableEvents } from '../src/games/escoba/adapter.js';
import { RemoteTableSource } from '../src/table/remote-source.js';
import { latestStep } from '../src/table/source.js';
import { fakeSession } from './fake-session.js';

function started(seed: string): Match {
  const r = escobaMatch.create({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function after(match: Match, play: Play): Match {
  const r = escobaMatch.play(match, play);
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

const played = (seat: number, play: Play): PublicEvent => ({ type: 'played', seat, play: makePlay(play), by: 'player', deadline: null });

describe("online: the server's events as table events", () => {
  it('takes the play from the server’s event, for any seat’s view and a spectator’s', () => {
    const m = started('playback');
    const seat = m.state.hand!.turn;
    const play = legalPlays(m.state)[0]!;
    const next = after(m, play);
    for (const viewer of [0, 1, null]) {
      expect(serverTableEvents(played(seat, play), seatView(next.state, viewer))).toEqual([{ kind: 'play', seat, card: play.card, took: [...play.take], claim: false }]);
    }
  });

  it('ends the hand after its last play', () => {
    const { before, play, after: ended } = playUntil(started('last-play'), endsHand);
    const events = serverTableEvents(played(before.state.hand!.turn, play), seatView(ended.state, 0));
    expect(events[0]).toMatchObject({ kind: 'play', card: play.card });
    expect(events.at(-1)).toEqual({ kind: 'handEnd', hand: 0 });
  });

  it("marks an escoba from the engine's event in the view, so the banner shows", () => {
    const found = playUntil(started('escoba'), (s) => s.play.take.length > 0 && s.play.take.length === s.before.state.hand!.table.length);
    const seat = found.before.state.hand!.turn;
    expect(serverTableEvents(played(seat, found.play), seatView(found.after.state, 0))).toContainEqual({ kind: 'sweep', seat, count: 1, atDeal: false, cards: found.play.take });
  });

  it('tells a deal and its escobas (seed deal-escoba-23: two for the dealer)', () => {
    const view = seatView(started('deal-escoba-23').state, 0);
    const dealt: PublicEvent = { type: 'dealt', game: 0, hand: 0, dealer: 1, commitment: '00', deadline: null };
    expect(serverTableEvents(dealt, view)).toEqual([
      { kind: 'deal', hand: 0, dealer: 1 },
      { kind: 'sweep', seat: 1, count: 2, atDeal: true, cards: [28, 16, 3, 19] },
    ]);
  });
});

describe('the remote table source', () => {
  it("holds the next deal while the hand's end is on screen, then plays it back with its escobas", () => {
    const { before, play, after: ended } = playUntil(started('remote-hold'), endsHand);
    const first = seatView(before.state, 0);
    const fake = fakeSession(first);
    const source = new RemoteTableSource(fake.session, first, escobaRemote);
    const off = source.subscribe(() => {});
    fake.send(played(before.state.hand!.turn, play), seatView(ended.state, 0));
    expect(latestStep(source.getSnapshot()).view.handResult).not.toBeNull();

    // The next hand comes at once; it waits until the person has read the breakdown.
    const next = seatView(escobaMatch.nextHand(ended)!.state, 0);
    fake.send({ type: 'dealt', game: 0, hand: 1, dealer: next.dealer!, commitment: '00', deadline: null }, next);
    expect(source.holding).toBe(true);
    expect(latestStep(source.getSnapshot()).seq).toBe(1);
    fake.dismiss();
    expect(source.holding).toBe(false);
    const dealt = latestStep(source.getSnapshot());
    expect(dealt.view).toBe(next);
    expect(dealt.events[0]).toEqual({ kind: 'deal', hand: 1, dealer: next.dealer });

    // Nobody subscribed: the session is no longer followed.
    off();
    expect(fake.listening()).toBe(0);
  });
});
