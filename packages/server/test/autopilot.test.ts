import { describe, expect, it } from 'vitest';
import { resolveSettings } from '@escoba/server';
import type { TableConfig } from '@escoba/protocol';
import { liveContext } from '../src/game/crypto.js';
import { createEvents, decide, type Command } from '../src/game/decide.js';
import { rebuild, seatOnTurn, type TableState } from '../src/game/table-state.js';
import { dueActions } from '../src/tables/autopilot.js';

// What the server owes a table is a pure function of its state, who is at it and the time: read here with no timer.

const NOW = 1_000_000;
const DELAY = 700;

function table(config: TableConfig, ...commands: ((s: TableState) => Command)[]): TableState {
  const settings = resolveSettings(config);
  if (!settings.ok) throw new Error(settings.error.message);
  const created = createEvents(settings.settings, 0, 'Ana', 'hash', NOW, 'invite');
  if (!created.ok) throw new Error(created.error.message);
  let state = rebuild('ABCDEF', created.events.map((event, i) => ({ v: i + 1, event })));
  for (const command of commands) {
    const d = decide(state, command(state), liveContext(NOW));
    if (!d.ok) throw new Error(d.error.message);
    state = d.steps.at(-1)?.state ?? state;
  }
  return state;
}

const start = (): Command => ({ type: 'start', seat: 0 });
const join = (seat: number): Command => ({ type: 'join', seat, name: `P${seat}`, tokenHash: `h${seat}` });
const substitute = (seat: number, active: boolean): Command => ({ type: 'substitute', seat, active });

/** A table as `make` builds it, dealt (the first dealer is drawn at random) until `seat` is on turn. */
function withTurn(seat: number, make: () => TableState): TableState {
  for (let i = 0; i < 60; i++) {
    const s = make();
    if (seatOnTurn(s) === seat) return s;
  }
  throw new Error(`seat ${seat} never came first`);
}

describe('dueActions', () => {
  it('a bot on turn moves after the bot delay; an abandoned table owes nothing', () => {
    const s = withTurn(1, () => table({ players: 2, bots: [{ seat: 1, level: 'easy' }] }, start));
    const here = { connected: [true, false], abandoned: false };
    const due = dueActions(s, here, NOW, DELAY);
    expect(due.move).toMatchObject({ seat: 1, by: 'bot', at: NOW + DELAY, v: s.gameV });
    // The person on turn, with no timer, is the mover.
    expect(dueActions(withTurn(0, () => table({ players: 2, bots: [{ seat: 1, level: 'easy' }] }, start)), here, NOW, DELAY).move).toBeNull();
    expect(dueActions(s, { ...here, abandoned: true }, NOW, DELAY).move).toBeNull();
    // A bot seat is never absent: it has no grace period.
    expect(due.absent).toEqual([]);
  });

  it('a person on turn with a timer is due a timeout play at the deadline; without one nothing is due', () => {
    const timed = table({ players: 2, turnSeconds: 30 }, () => join(1), start);
    const both = { connected: [true, true], abandoned: false };
    expect(dueActions(timed, both, NOW, DELAY).move).toMatchObject({ seat: seatOnTurn(timed), by: 'timeout', at: NOW + 30_000 });
    const untimed = table({ players: 2 }, () => join(1), start);
    expect(dueActions(untimed, both, NOW, DELAY).move).toBeNull();
  });

  it('an absent player has a grace period; a returned one loses the substitute; the substitute on turn plays', () => {
    const s = table({ players: 2 }, () => join(1), start);
    expect(dueActions(s, { connected: [true, false], abandoned: false }, NOW, DELAY)).toMatchObject({ absent: [1], returned: [], clearGrace: false });
    const substituted = withTurn(1, () => table({ players: 2 }, () => join(1), start, () => substitute(1, true)));
    expect(dueActions(substituted, { connected: [true, false], abandoned: false }, NOW, DELAY).absent).toEqual([]);
    expect(dueActions(substituted, { connected: [true, true], abandoned: false }, NOW, DELAY).returned).toEqual([1]);
    expect(dueActions(substituted, { connected: [true, false], abandoned: false }, NOW, DELAY).move).toMatchObject({ seat: 1, by: 'substitute', at: NOW + DELAY });
  });

  it('outside a game nobody waits for a substitute', () => {
    const lobby = table({ players: 2 }, () => join(1));
    expect(dueActions(lobby, { connected: [false, false], abandoned: false }, NOW, DELAY)).toEqual({ move: null, absent: [], returned: [], clearGrace: true });
  });
});
