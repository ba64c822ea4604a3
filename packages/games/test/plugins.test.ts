/** Every registered game has a plugin, loaded by id, whose bots play its definition's games through the generic loop. */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, GameRun, playBots, type BotLevel } from '@escoba/cards';
import { GAME_IDS, GAMES, loadPlugin, TABLE_GAMES, type AnyGamePlugin } from '@escoba/games';
import { PLUGINS, pluginById } from '@escoba/games/all-plugins';

/** One game of the first preset's first table, every seat a bot of `levels` (in turn), for a hand. */
function playOneHand(plugin: AnyGamePlugin, rules: unknown, table: { players: number; partnerships: boolean }, levels: readonly BotLevel[], seed: string) {
  const { definition } = plugin;
  const start = definition.newGame({ rules, ...table });
  if (!start.ok) throw new Error(start.error.message);
  const bots = Array.from({ length: table.players }, (_, s) => plugin.bots.create(levels[s % levels.length]!, { seed: `${seed}:${s}`, iterations: 20 }));
  const seats: number[] = [];
  const end = playBots(definition, start.value, { bots, seed, maxHands: 1, onDecision: (seat) => seats.push(seat) });
  return { end, seats };
}

describe('game plugins', () => {
  it('loads the plugin of every registered game by id: the registered definition and every bot level', async () => {
    for (const game of GAMES) {
      const plugin = await loadPlugin(game.id);
      expect(plugin.definition).toBe(game);
      expect(plugin.bots.levels).toEqual(BOT_LEVELS);
    }
  });

  it('the plugins imported at once (Node programs) are the same, in the order of GAMES', async () => {
    expect(PLUGINS.map((p) => p.definition.id)).toEqual(GAME_IDS);
    for (const id of GAME_IDS) expect(await loadPlugin(id)).toBe(pluginById(id));
    expect(pluginById('tute')).toBeUndefined();
  });

  it('the table parts without bots (web forms) are the plugins’ own, in the order of GAMES', () => {
    expect(TABLE_GAMES.map((g) => g.definition)).toEqual(PLUGINS.map((p) => p.definition));
    expect(TABLE_GAMES.map((g) => g.table)).toEqual(PLUGINS.map((p) => p.table));
    for (const [i, g] of TABLE_GAMES.entries()) expect(g.table).toBe(PLUGINS[i]!.table);
  });

  it('rejects an id no game has, naming the games', async () => {
    await expect(loadPlugin('tute')).rejects.toThrow('no game "tute" (games: escoba, brisca)');
    await expect(loadPlugin('toString')).rejects.toThrow('no game "toString"');
  });

  it("each game's bots, at every level, play a hand of each preset of their own game, every action legal", async () => {
    for (const id of GAME_IDS) {
      const plugin = await loadPlugin(id);
      const game = plugin.definition;
      for (const preset of game.presets) {
        const rules = game.resolveRules(preset.name);
        if (!rules.ok) throw new Error(rules.error.message);
        const table = game.tables(rules.value)[0]!;
        const { end, seats } = playOneHand(plugin, preset.name, table, BOT_LEVELS, `${game.id}:${preset.name}`);
        expect(seats.length).toBeGreaterThan(0);
        expect(game.handOutcome(end)).not.toBeNull();
      }
    }
  });

  it("each game's analyst estimates every legal action of the seat on turn", async () => {
    for (const id of GAME_IDS) {
      const plugin = await loadPlugin(id);
      const game = plugin.definition;
      const start = game.newGame({ rules: game.presets[0]!.name, players: 2 });
      if (!start.ok) throw new Error(start.error.message);
      const decision = new GameRun(game, start.value, { seed: 'analyst' }).next()!;
      const estimates = plugin.bots.analyst!({ seed: 1, iterations: 20 }).estimate(decision.view);
      expect(estimates.length).toBe((decision.view as { legal: readonly unknown[] }).legal.length);
    }
  });

  it('an unknown level is refused with the levels named', async () => {
    for (const id of GAME_IDS) {
      const plugin = await loadPlugin(id);
      expect(() => plugin.bots.create('grandmaster' as BotLevel)).toThrow('unknown bot level "grandmaster" (levels: random, easy, medium, hard, expert)');
    }
  });

  it("Brisca's private actions: señas from medium up, each legal where the bot makes it; Escoba has none", async () => {
    expect((await loadPlugin('escoba')).bots.privateAction).toBeUndefined();
    const brisca = await loadPlugin('brisca');
    const rules = { preset: 'brisca', senas: true };
    const start = brisca.definition.newGame({ rules, players: 4, partnerships: true });
    if (!start.ok) throw new Error(start.error.message);
    let made = 0;
    for (let seed = 0; seed < 20 && made === 0; seed++) {
      const run = new GameRun(brisca.definition, start.value, { seed, maxHands: 1 });
      for (let d = run.next(); d !== null; d = run.next()) {
        expect(brisca.bots.privateAction!('easy', d.view)).toBeNull();
        const sena = brisca.bots.privateAction!('medium', d.view);
        if (sena !== null) {
          made++;
          expect(brisca.definition.isPrivate!(sena)).toBe(true);
          expect(brisca.definition.check(run.state, sena)).toBeNull();
        }
        const legal = (d.view as { legal: readonly unknown[] }).legal;
        const next = run.apply(legal[0]);
        if (!next.ok) throw new Error(next.error.message);
      }
    }
    expect(made).toBeGreaterThan(0);
  });
});
