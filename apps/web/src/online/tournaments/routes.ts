/** The tournament pages' addresses: `#/tournaments/new` (the create form) and `#/tournaments/ID` (a tournament). No DOM here: app/route-parse.ts reads them. */

/** `id` null: the create form. */
export interface TournamentRoute {
  readonly screen: 'tournament';
  readonly id: string | null;
}

const TOURNAMENT_ROUTE = /^tournaments\/(new|[23456789A-Za-z]{10})$/;

/** The tournament route a hash's path names (without `#/`), or null. */
export function tournamentRoute(path: string): TournamentRoute | null {
  const m = TOURNAMENT_ROUTE.exec(path);
  if (!m) return null;
  return { screen: 'tournament', id: m[1] === 'new' ? null : m[1]!.toUpperCase() };
}

export const tournamentHash = (route: TournamentRoute): string => `/tournaments/${route.id ?? 'new'}`;

export const NEW_TOURNAMENT_HREF = `#${tournamentHash({ screen: 'tournament', id: null })}`;
export const tournamentHref = (id: string): string => `#${tournamentHash({ screen: 'tournament', id })}`;

/** tour23: the link to share, a path the server answers with the app (as a table's `/t/CODE`), which opens the tournament's page. */
export const tournamentLink = (origin: string, id: string): string => `${origin}/tournaments/${id}`;
