import { DEFAULT_GAME, isWebGame, type WebGameId } from '../games/catalog.js';
import { tournamentHash, tournamentRoute, type TournamentRoute } from '../online/tournaments/routes.js';

/** The app's screens, one per URL hash, so the browser's back button works (parsing only: no DOM, so tests can import it). */
export const SCREENS = ['home', 'new', 'play', 'learn', 'review', 'online', 'login', 'signup', 'account', 'leaderboard', 'players', 'tournament'] as const;
export type Screen = (typeof SCREENS)[number];

/**
 * A screen; a game's new-game form or its game against the computer (`#/brisca/new`, `#/alcalde/play`: the URL
 * names the game, so a link or a reload opens it); its guided first hand (`#/brisca/learn`); or an online table by its code (`watch`: the link to watch
 * it without taking a seat).
 */
export type Route =
  | { readonly screen: 'home' | 'review' | 'online' | 'login' | 'signup' | 'account' | 'leaderboard' }
  /** A player's profile (profiles22): `#/players/NAME`, the name percent-encoded. */
  | { readonly screen: 'players'; readonly name: string }
  | { readonly screen: 'new' | 'play' | 'learn'; readonly game: WebGameId }
  | { readonly screen: 'table'; readonly code: string; readonly watch: boolean }
  /** tweb23: `#/tournaments/new`, `#/tournaments/ID`. */
  | TournamentRoute;

/** The screens a bare name opens (`#/online`, `#/login`). */
const NAMED_SCREENS = ['review', 'online', 'login', 'signup', 'account', 'leaderboard'] as const;

const PLAYER_ROUTE = /^players\/([^/]+)$/;
const decodedName = (segment: string): string | null => {
  try {
    const name = decodeURIComponent(segment);
    return name.trim() === '' ? null : name;
  } catch {
    return null;
  }
};
const TABLE_ROUTE = /^t\/([23456789A-Za-z]{6})(\/watch)?$/;
const GAME_ROUTE = /^([a-z]+)(?:\/(new|play|learn))?$/;

export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '');
  const table = TABLE_ROUTE.exec(name);
  if (table) return { screen: 'table', code: table[1]!.toUpperCase(), watch: table[2] !== undefined };
  const tournament = tournamentRoute(name);
  if (tournament) return tournament;
  const player = PLAYER_ROUTE.exec(name);
  const playerName = player ? decodedName(player[1]!) : null;
  if (playerName !== null) return { screen: 'players', name: playerName };
  // `#/new` and `#/play`, from before the URL named the game, are the first game's (the only one there was).
  if (name === 'new' || name === 'play') return { screen: name, game: DEFAULT_GAME };
  const game = GAME_ROUTE.exec(name);
  // `#/brisca` alone: its game if one is going on (the screen falls back to the form otherwise).
  if (game && isWebGame(game[1])) return { screen: game[2] === 'new' || game[2] === 'learn' ? game[2] : 'play', game: game[1] };
  return { screen: NAMED_SCREENS.find((s) => s === name) ?? 'home' };
}

export function hashOf(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '';
    case 'table':
      return `/t/${route.code}${route.watch ? '/watch' : ''}`;
    case 'players':
      return `/players/${encodeURIComponent(route.name)}`;
    case 'tournament':
      return tournamentHash(route);
    case 'new':
    case 'play':
    case 'learn':
      return `/${route.game}/${route.screen}`;
    default:
      return `/${route.screen}`;
  }
}

/**
 * A shared link is a path (`/t/CODE`, `/tournaments/ID`, `/brisca`, which the server answers with the app); the app
 * itself routes by hash, so such a path becomes `/#/t/CODE`, `/#/tournaments/ID` or `/#/brisca` before anything renders.
 */
export function hashFromPath(pathname: string): string | null {
  const m = /^\/(t\/[23456789A-Za-z]{6}(?:\/watch)?|tournaments\/[23456789A-Za-z]{10}|[a-z]+(?:\/(?:new|play|learn))?)\/?$/.exec(pathname);
  if (!m) return null;
  const route = routeFromHash(`#/${m[1]}`);
  return route.screen === 'home' ? null : `#/${m[1]}`;
}
