import type { TournamentFormat } from '@escoba/protocol';

export type { TournamentCreate, TournamentFormat, TournamentGameInfo, TournamentResultInfo, TournamentStanding, TournamentState, TournamentSummary } from '@escoba/protocol';

/** The formats, in the order the create form offers them. */
export const TOURNAMENT_FORMATS: readonly TournamentFormat[] = ['arena', 'swiss', 'knockout', 'roundrobin'];

/**
 * What the server accepts in a tournament's request (docs/protocol.md, "Tournaments"), so the form says what it
 * would refuse before sending: the name's length, how soon and how late it may start, the arena's minutes, the
 * Swiss's rounds, and the arena's largest table (`@escoba/tournament`'s arena seats 2 to 4).
 */
export const TOURNAMENT_LIMITS = { maxNameChars: 60, minStartMinutes: 1, maxStartMinutes: 30 * 24 * 60, minArenaMinutes: 1, maxArenaMinutes: 600, maxRounds: 100, maxArenaSeats: 4, duelPlayers: 2 } as const;
