import { describe, expect, it } from 'vitest';
import { parsed } from '../src/command.js';
import { parseMatchConfig } from '../src/duplicate/options.js';
import { escobaCli } from '../src/games/escoba/index.js';
import { cli, expectRepeatableMatch } from './helpers.js';

describe('match --a omniscient: the ceiling, a measuring tool', () => {
  it('plays Escoba matches as bot A or B, and the same seed gives the same match', async () => {
    await expectRepeatableMatch(['--a', 'medium', '--b', 'omniscient', '--games', '2', '--seed', '3', '--iterations', '40'], 2);
  });

  it('is refused for a game without an omniscient player, and by tournaments (not a level)', async () => {
    const config = parseMatchConfig({ ...escobaCli, ceiling: undefined }, { a: 'omniscient', b: 'medium', rules: 'classic' }, () => parsed(null));
    expect(config).toEqual({ ok: false, message: '--a omniscient: escoba has no omniscient player' });
    const tournament = await cli(['tournament', '--player', 'omniscient', '--player', 'easy', '--json']);
    expect(tournament.code).not.toBe(0);
    expect(tournament.stderr).toMatch(/unknown bot "omniscient"/);
  });
});
