import { describe, expect, it } from 'vitest';
import { parsed } from '../src/command.js';
import { parseMatchConfig } from '../src/duplicate/options.js';
import { briscaCli } from '../src/games/brisca/index.js';
import { escobaCli } from '../src/games/escoba/index.js';
import { messages } from '../src/messages/index.js';
import { cli, expectRepeatableMatch } from './helpers.js';

describe('match --a perfect-inference: the expert seeing every hand, a measuring tool', () => {
  it('plays Escoba matches as bot A or B, and the same seed gives the same match', async () => {
    await expectRepeatableMatch(['--a', 'perfect-inference', '--b', 'medium', '--games', '2', '--seed', '3', '--iterations', '40'], 2);
    const asB = await cli(['match', '--a', 'medium', '--b', 'perfect-inference', '--games', '2', '--seed', '3', '--iterations', '40', '--json']);
    expect(asB.code, asB.stderr).toBe(0);
  });

  it('is refused for a game without one (Brisca, in every language), and by tournaments (not a level)', async () => {
    expect(briscaCli.perfectInference).toBeUndefined();
    const config = parseMatchConfig({ ...escobaCli, perfectInference: undefined }, { a: 'medium', b: 'perfect-inference', rules: 'classic' }, () => parsed(null));
    expect(config).toEqual({ ok: false, message: '--b perfect-inference: escoba has no perfect-inference player' });
    expect(messages('es').errors.noPerfectInference('--a', 'brisca')).toBe('--a perfect-inference: brisca no tiene jugador de inferencia perfecta');
    expect(messages('pt').errors.noPerfectInference('--a', 'brisca')).toBe('--a perfect-inference: brisca não tem jogador de inferência perfeita');
    const brisca = await cli(['match', '--a', 'perfect-inference', '--b', 'medium', '--rules', 'brisca', '--games', '2', '--json']);
    expect(brisca.code).not.toBe(0);
    expect(brisca.stderr).toMatch(/brisca has no perfect-inference player/);
    const tournament = await cli(['tournament', '--player', 'perfect-inference', '--player', 'easy', '--json']);
    expect(tournament.code).not.toBe(0);
    expect(tournament.stderr).toMatch(/unknown bot "perfect-inference"/);
  });
});
