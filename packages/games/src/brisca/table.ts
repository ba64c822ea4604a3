import { err, ok } from '@escoba/cards';
import { briscaGame, type BriscaAction, type BriscaRules } from '@escoba/brisca';
import { LIMITS } from '@escoba/protocol';
import { tableGame, type GameTable } from '../plugin.js';

/** Hands an Alcalde table plays when the host does not say (Alcalde has no end of its own). */
export const DEFAULT_ALCALDE_HANDS = 3;

/** The table name that is shorthand for Brisca with an Alcalde preset (`alcalde`, or `alcalde-variation` when the rules name it). */
const ALCALDE = 'alcalde';

/**
 * Brisca's online tables, under two names: `brisca` (default rules `brisca`), which ends when a side has won
 * `wins` hands (at most {@link LIMITS.maxHands}), and `alcalde` (default `alcalde`), whose games have no end of
 * their own and play the config's `hands` hands (default {@link DEFAULT_ALCALDE_HANDS}). Neither plays to a target.
 */
export const briscaTable: GameTable<BriscaRules, BriscaAction> = {
  names: [
    { name: briscaGame.id, defaultRules: 'brisca' },
    { name: ALCALDE, defaultRules: 'alcalde' },
  ],
  rulesInput(rules, config, name) {
    if (config.target !== undefined) return err('target: only Escoba plays to a target; Brisca plays until a side has won `wins` hands (a rules option), Alcalde for `hands` hands');
    // `alcalde` names the game: a rules object without a preset starts from the alcalde preset, not from brisca.
    if (name === ALCALDE && typeof rules === 'object' && rules !== null && !('preset' in rules)) return ok({ preset: ALCALDE, ...rules });
    return ok(rules);
  },
  length(rules, config, name) {
    if (rules.preset !== 'brisca') return ok(config.hands ?? DEFAULT_ALCALDE_HANDS);
    if (name === ALCALDE) return err('rules: an Alcalde table plays the alcalde or alcalde-variation preset, not brisca');
    if (config.hands !== undefined) return err('hands: a Brisca table plays until a side has won `wins` hands (a rules option), not for a number of hands');
    if (rules.wins > LIMITS.maxHands) return err(`rules: wins ${rules.wins} is above ${LIMITS.maxHands}, the most an online table plays to`);
    return ok(null);
  },
  label: (rules) => rules.preset,
  // Brisca plays to its `wins` (a rules option); a tournament's Alcalde game is one hand.
  tournamentFields: () => [],
};

/** Brisca's definition and online tables, without its bots. */
export const briscaTableGame = tableGame(briscaGame, briscaTable);
