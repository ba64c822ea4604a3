import { CLI_GAMES } from '../games/catalog.js';
import type { GameTexts } from './rules-types.js';

/**
 * Every game's presets and options in Spanish, by game id: each game's `ruleTexts.es` (`games/<id>/messages/`),
 * which `RULES_ES` says. The engines describe them in English.
 */
export const GAME_TEXTS_ES: Readonly<Record<string, GameTexts>> = Object.fromEntries(
  CLI_GAMES.flatMap((g) => (g.ruleTexts.es === undefined ? [] : [[g.plugin.definition.id, g.ruleTexts.es]])),
);
