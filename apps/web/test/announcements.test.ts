import { describe, expect, it } from 'vitest';
import { legalPlays, makePlay, seatView, type Play, type SeatView } from '@escoba/engine';
import type { PublicEvent } from '@escoba/protocol';
import { escobaMatch, type Match } from '../src/games/escoba/match.js';
import { escobaNarrator, narrateEvent } from '../src/games/escoba/narrate.js';
import { offlineNames } from '../src/table/names.js';
import { makeI18n } from '../src/i18n/translator.js';
import { escobaRemote, eventsBetween } from '../src/games/escoba/adapter.js';
import { TablePlayback, type PlaybackFrame } from '../src/table/playback.js';
import { RemoteTableSource } from '../src/table/remote-source.js';
import { latestStep, type TableStep } from '../src/table/source.js';
import { fakeSession } from './fake-session.js';

// The live region's sentences and the play log come from the one playback (table/playback.ts, the machine of
// usePlayback): said when their step is shown, the same words in both, a deal escoba said even when it came
// while the end-of-hand dialog was open.

const en = makeI18n('en');
const es = makeI18n('es');

function started(seed: string): Match {
  const r = escobaMatch.create({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The hand played with the first legal play of every turn: each play and the match after it. */
function handPlayed(match: Match): { play: Play; seat: number; after: Match }[] {
  const out: { play: Play; seat: number; after: Match }[] = [];
  let m = match;
  while (m.state.phase === 'play') {
    const play = legalPlays(m.state)[0]!;
    const r = escobaMatch.play(m, play);
    if (!r.ok) throw new Error(r.error.message);
    out.push({ play, seat: m.state.hand!.turn, after: r.value });
    m = r.value;
  }
  return out;
}

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  return {
    later(ms: number, run: () => void) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

const played = (seat: number, play: Play): PublicEvent => ({ type: 'played', seat, play: makePlay(play), by: 'player', deadline: null });
const texts = (frame: PlaybackFrame<SeatView>) => frame.announcements.map((a) => a.text);
/** The hand's sentences as the review tells them, from the engine's own events: the oracle for the log. */
const reviewSentences = (view: SeatView) => view.events.map((e) => narrateEvent(en, e, view.handIndex + 1)).filter((line): line is string => line !== null);

describe("the playback's announcements", () => {
  it('says each play once it lands, the hand end, and a deal escoba that came while the end-of-hand dialog was open', () => {
    // Seed announce-23, first legal plays: hand 1 has an escoba in play; Lucía deals hand 2 and takes
    // 36, 14, 19 and 7 at the deal, two escobas.
    const first = started('announce-23');
    const plays = handPlayed(first);
    const seatView0 = (m: Match) => seatView(m.state, 0);
    const clock = manualClock();
    const settled: number[] = [];

    // Joined two plays into the hand: the log has the hand so far, the live region nothing yet.
    const joinedAt = seatView0(plays[1]!.after);
    const fake = fakeSession(joinedAt);
    const source = new RemoteTableSource(fake.session, joinedAt, escobaRemote);
    const playback = new TablePlayback(latestStep(source.getSnapshot()), {
      narrate: escobaNarrator(en, offlineNames(en)),
      timings: { move: 650, banner: 1100 },
      later: clock.later,
      settled: (seq) => settled.push(seq),
    });
    source.subscribe(() => playback.receive(source.getSnapshot().steps));
    playback.receive(source.getSnapshot().steps);
    expect(playback.getFrame().log).toEqual(reviewSentences(joinedAt));
    expect(playback.getFrame().log[0]).toMatch(/^Hand 1\. /);
    expect(texts(playback.getFrame())).toEqual([]);

    // The next play flies first; it is said when it lands, not before.
    const third = plays[2]!;
    fake.send(played(third.seat, third.play), seatView0(third.after));
    expect(playback.getFrame().moving).toMatchObject({ seat: third.seat, card: third.play.card });
    expect(texts(playback.getFrame())).toEqual([]);
    clock.advance(650);
    expect(playback.getFrame().moving).toBeNull();
    const thirdSentence = reviewSentences(seatView0(third.after)).at(-1)!;
    expect(texts(playback.getFrame())).toEqual([thirdSentence]);
    expect(playback.getFrame().log.at(-1)).toBe(thirdSentence);

    // The rest of the hand comes at once: every play is said in order (the backlog shown without flight), then the hand's end.
    for (const p of plays.slice(3)) fake.send(played(p.seat, p.play), seatView0(p.after));
    clock.advance(60_000);
    const ended = seatView0(plays.at(-1)!.after);
    expect(ended.handResult).not.toBeNull();
    const handEnd = playback.getFrame().log.at(-1)!;
    expect(handEnd).toMatch(/^Hand 1 is over\. Left on the table: .*\. Score: You \d+, Lucía \d+\.$/);
    expect(handEnd).toContain(`Score: You ${ended.scores[0]}, Lucía ${ended.scores[1]}.`);
    expect(playback.getFrame().log).toEqual([...reviewSentences(ended), handEnd]);
    expect(playback.getFrame().log.some((line) => line.endsWith(' Escoba!'))).toBe(true);
    // The live region keeps the latest sentences: the same words as the end of the log.
    expect(texts(playback.getFrame())).toEqual(playback.getFrame().log.slice(-6));
    expect(settled.at(-1)).toBe(latestStep(source.getSnapshot()).seq);

    // The end-of-hand dialog is open when the server deals hand 2 with two escobas for Lucía: it waits, unsaid.
    const saidBefore = texts(playback.getFrame());
    const hand2 = seatView0(escobaMatch.nextHand(plays.at(-1)!.after)!);
    fake.send({ type: 'dealt', game: 0, hand: 1, dealer: 1, commitment: '00', deadline: null }, hand2);
    expect(source.holding).toBe(true);
    expect(texts(playback.getFrame())).toEqual(saidBefore);
    expect(playback.getFrame().banner).toBeNull();

    // Closing the dialog plays it back: the banner, and the deal and its escobas said and logged.
    fake.dismiss();
    const dealLines = [`Hand 2. Lucía deals. Table: ${en.cards([36, 14, 19, 7])}.`, `Lucía takes ${en.cards([36, 14, 19, 7])} at the deal: 2 escobas.`];
    expect(playback.getFrame().banner).toMatchObject({ seat: 1, count: 2, atDeal: true });
    expect(playback.getFrame().log).toEqual(dealLines);
    expect(playback.getFrame().log).toEqual(reviewSentences(hand2));
    expect(texts(playback.getFrame()).slice(-2)).toEqual(dealLines);
    clock.advance(1100);
    expect(playback.getFrame().banner).toBeNull();

    // Another language: the same steps in its words.
    playback.setNarrator(escobaNarrator(es, offlineNames(es)));
    expect(playback.getFrame().log).toEqual([`Mano 2. Reparte Lucía. Mesa: ${es.cards([36, 14, 19, 7])}.`, `Lucía se lleva ${es.cards([36, 14, 19, 7])} en el reparto: 2 escobas.`]);
    expect(texts(playback.getFrame()).slice(-2)).toEqual(playback.getFrame().log);

    // A resynchronisation says nothing new and keeps the hand's log.
    const said = playback.getFrame().announcements;
    fake.sync(hand2);
    expect(playback.getFrame().announcements).toEqual(said);
    expect(playback.getFrame().log).toHaveLength(2);
  });

  it("says a new game's deal escoba (seed deal-escoba-23) and a hand's plays with the animation off, and an undo says nothing", () => {
    const match = started('deal-escoba-23');
    const view = seatView(match.state, 0);
    const clock = manualClock();
    const steps: TableStep<SeatView>[] = [{ seq: 0, view, events: [{ kind: 'draw', dealer: 1 }, ...eventsBetween(null, view)], reset: false }];
    const playback = new TablePlayback(steps[0]!, { narrate: escobaNarrator(en, offlineNames(en)), timings: { move: 0, banner: 0 }, later: clock.later, settled: () => {} });
    playback.receive(steps);
    const dealt = [`Hand 1. Lucía deals. Table: ${en.cards([28, 16, 3, 19])}.`, `Lucía takes ${en.cards([28, 16, 3, 19])} at the deal: 2 escobas.`];
    expect(texts(playback.getFrame())).toEqual(dealt);
    // No animation, no banner: the sentence still says it.
    expect(playback.getFrame().banner).toBeNull();

    const plays = handPlayed(match).slice(0, 2);
    for (const p of plays) {
      const before = steps.at(-1)!;
      const next = seatView(p.after.state, 0);
      steps.push({ seq: before.seq + 1, view: next, events: eventsBetween(before.view, next), reset: false });
      playback.receive(steps);
    }
    const afterTwo = seatView(plays[1]!.after.state, 0);
    expect(playback.getFrame().log).toEqual(reviewSentences(afterTwo));
    expect(texts(playback.getFrame())).toEqual(reviewSentences(afterTwo));

    // Undo back to the first play: shown at once, nothing said, the log is the hand's as it now is.
    const undone = seatView(plays[0]!.after.state, 0);
    steps.push({ seq: steps.at(-1)!.seq + 1, view: undone, events: eventsBetween(null, undone), reset: true });
    playback.receive(steps);
    expect(playback.getFrame().shown.view).toBe(undone);
    expect(texts(playback.getFrame())).toEqual(reviewSentences(afterTwo));
    expect(playback.getFrame().log).toEqual(reviewSentences(undone));
  });
});
