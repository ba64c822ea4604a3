import { pluginById } from '@escoba/games/all-plugins';
import type { LiveGame, PublicScore, TableSettings, TableStatus } from '@escoba/protocol';
import { definitionOf, type TableState } from '../game/table-state.js';
import { lobbySeatsOf } from '../lobby/entry.js';

/**
 * Whether anyone may watch a table from the lobby (and spectate it without counting as guessing its code): a public
 * table at any time, and a game in play at a rated or a tournament's table. A private casual table stays its
 * players' own: its code is never shown.
 */
export function watchable(t: { readonly settings: TableSettings; readonly status: TableStatus }): boolean {
  if (t.status === 'finished') return false;
  return t.settings.public || (t.status === 'playing' && (t.settings.rated || t.settings.tournament !== undefined));
}

/**
 * A game in play as the lobby lists it, or null for a table that is not one (waiting, finished, or not watchable).
 * Made of the settings, the seats' names, the hands won and the match's score alone: no card, no token hash, no
 * invitation.
 */
export function liveGameOf(state: TableState): LiveGame | null {
  if (state.status !== 'playing' || !watchable(state)) return null;
  return { code: state.code, v: state.pv, settings: state.settings, seats: lobbySeatsOf(state), hands: state.hands, score: [...state.handWins], match: matchScoreOf(state) };
}

/** review22: the match's score as the table's game counts it, read by its plugin from a spectator's view (no hand in it). */
export function matchScoreOf(state: Pick<TableState, 'settings' | 'game'>): PublicScore {
  const plugin = pluginById(state.settings.gameId);
  if (!plugin) throw new Error(`no game plugin for ${JSON.stringify(state.settings.gameId)}`);
  return plugin.publicScore(definitionOf(state).view(state.game, null));
}
