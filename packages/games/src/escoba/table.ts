import { err, ok } from '@escoba/cards';
import { escobaGame, type Play, type Rules } from '@escoba/engine';
import { LIMITS } from '@escoba/protocol';
import { tableGame, type GameTable } from '../plugin.js';

/**
 * Escoba's online tables: `escoba` with `classic` rules unless the config names others; the config's `target`
 * overrides the rules' (at most {@link LIMITS.maxTarget}); a table plays to its target, so no hand count.
 */
export const escobaTable: GameTable<Rules, Play> = {
  names: [{ name: escobaGame.id, defaultRules: 'classic' }],
  rulesInput(rules, config) {
    const target = config.target;
    if (target === undefined) return ok(rules);
    return ok(typeof rules === 'string' ? { preset: rules, target } : { ...(rules as object), target });
  },
  tournamentFields: () => ['target'],
  length(rules, config) {
    if (rules.target > LIMITS.maxTarget) return err(`rules: target ${rules.target} is above ${LIMITS.maxTarget}, the highest an online table plays to`);
    if (config.hands !== undefined) return err('hands: an Escoba table plays to its target, not for a number of hands');
    return ok(null);
  },
  label: () => 'Escoba',
  // The engine's own object, with `take` optional (a lay takes nothing).
  fromCardIds: (play) => (play.renuncio ? { card: play.card, take: play.take ?? [], renuncio: true } : { card: play.card, take: play.take ?? [] }),
};

/** Escoba's definition and online tables, without its bots. */
export const escobaTableGame = tableGame(escobaGame, escobaTable);
