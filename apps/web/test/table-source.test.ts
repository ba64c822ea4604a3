import { describe, expect, it } from 'vitest';
import { legalPlays, seatView, type Play, type SeatView } from '@escoba/engine';
import { escobaMatch, type Match } from '../src/games/escoba/match.js';
import { HUMAN_SEAT } from '../src/table/local-source.js';
import { LocalTableSource } from '../src/table/local-source.js';
import { escobaLocal } from '../src/games/escoba/local.js';
import { escobaTableEvents } from '../src/games/escoba/adapter.js';
import { lastPlays } from '../src/table/legible.js';
import { latestStep } from '../src/table/source.js';
import type { PlayEstimate } from '@escoba/bots';
import type { GameBotClient } from '../src/worker/protocol.js';

/** Escoba's bots as the worker's client gives them (`games/escoba/bots.ts`). */
type BotClient = GameBotClient<SeatView, Play, PlayEstimate>;

function started(seed: string): Match {
  const r = escobaMatch.create({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Bots that answer with the first legal play, recording what they were asked. */
function firstPlayBots(): BotClient & { asked: SeatView[] } {
  const asked: SeatView[] = [];
  return {
    asked,
    choose: (_level, _seed, view) => {
      asked.push(view);
      return Promise.resolve({ play: view.legal[0]! as Play, ms: 0 });
    },
    estimate: () => new Promise(() => {}),
    dispose: () => {},
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the local table source', () => {
  it("turns the person's play into one step with the engine's events, and waits for the playback before the bot plays", async () => {
    // Seed deal-escoba-23: Lucía (seat 1) deals and takes the table for two escobas; the person plays first.
    const bots = firstPlayBots();
    const saved: Match[] = [];
    const source = new LocalTableSource(escobaLocal, started('deal-escoba-23'), bots, (m) => saved.push(m), () => 0, true);
    const first = latestStep(source.getSnapshot());
    expect(first.reset).toBe(false);
    expect(first.events).toContainEqual({ kind: 'sweep', seat: 1, count: 2, atDeal: true, cards: [28, 16, 3, 19] });
    expect(lastPlays(first.events).get(1)).toEqual({ card: null, took: [28, 16, 3, 19], escobas: 2, claim: false });

    // Not shown yet: the person's play is refused.
    const play = legalPlays(source.match.state)[0]!;
    source.act(play);
    expect(latestStep(source.getSnapshot()).seq).toBe(0);

    source.settled(0);
    source.act(play);
    const step = latestStep(source.getSnapshot());
    expect(step.seq).toBe(1);
    expect(step.events).toEqual([{ kind: 'play', seat: HUMAN_SEAT, card: play.card, took: play.take, claim: false }]);
    expect(saved.at(-1)).toBe(source.match);
    expect(source.getSnapshot().canUndo).toBe(false);

    // The bot is asked only once the playback has shown the step.
    await tick();
    expect(bots.asked).toHaveLength(0);
    source.settled(1);
    expect(source.getSnapshot().thinking).toBe(1);
    await tick();
    await tick();
    const botStep = latestStep(source.getSnapshot());
    expect(botStep.seq).toBe(2);
    expect(botStep.events[0]).toMatchObject({ kind: 'play', seat: 1 });
    expect(bots.asked).toHaveLength(1);
    expect(bots.asked[0]!.seat).toBe(1);

    // Undo takes back the person's play and the bot's reply at once, as a reset.
    expect(source.getSnapshot().canUndo).toBe(true);
    source.undo();
    const undone = latestStep(source.getSnapshot());
    expect(undone.reset).toBe(true);
    expect(undone.view.hand).toEqual(seatView(started('deal-escoba-23').state, HUMAN_SEAT).hand);
  });

  it('stops the bots while no screen shows the table', async () => {
    const bots = firstPlayBots();
    const match = started('deal-escoba-89'); // the person deals: Lucía plays first
    const source = new LocalTableSource(escobaLocal, match, bots, () => {}, () => 0);
    source.settled(0);
    source.settled(null);
    await tick();
    await tick();
    expect(latestStep(source.getSnapshot()).seq).toBe(0);
    source.settled(0);
    await tick();
    await tick();
    expect(latestStep(source.getSnapshot()).seq).toBe(1);
  });

  it("reads escobas from the engine's public events", () => {
    const events = escobaTableEvents(
      [
        { type: 'deal', dealer: 0, table: [1, 2, 3, 4] },
        { type: 'play', seat: 1, card: 5, take: [1, 2, 3, 4], escoba: true },
        { type: 'end', leftover: [], to: null },
      ],
      3,
    );
    expect(events).toEqual([
      { kind: 'deal', hand: 3, dealer: 0 },
      { kind: 'play', seat: 1, card: 5, took: [1, 2, 3, 4], claim: false },
      { kind: 'sweep', seat: 1, count: 1, atDeal: false, cards: [1, 2, 3, 4] },
      { kind: 'handEnd', hand: 3 },
    ]);
    expect(lastPlays(events).get(1)).toEqual({ card: 5, took: [1, 2, 3, 4], escobas: 1, claim: false });
  });
});
